import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '#shared/api.ts';
import {
  ADMIN_USERS_MESSAGES as M,
  AddMemberAnswerSchema,
  AddMemberBodySchema,
  AdminMessageAnswerSchema,
  AdminOneUserAnswerSchema,
  AdminUserAnswerSchema,
  AdminUsersAnswerSchema,
  AdminUsersFilterSchema,
  AdminUsersQuerySchema,
  AdminUserStatsAnswerSchema,
  ChangeUserRoleBodySchema,
  UserCourseBodySchema,
  UserIdParamSchema,
} from '#shared/admin-users.ts';
import { adminUsersService } from './admin-users.service.ts';
import { usersCsvFilename } from './users-csv.ts';

const adminErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const writeErrors = { 400: ErrorBodySchema, ...adminErrors, 404: ErrorBodySchema, 409: ErrorBodySchema };

/** User and team management (admin-side §2, §4 User role, §7 Users). The caller is re-read on every request. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = adminUsersService(app);
  const admin = { access: 'admin' as const };
  const tags = ['admin users'];

  app.get(
    '/users/admin/users',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A page of the users, newest first, with enrolled courses; search by name or e-mail, filter by role',
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersAnswerSchema, 400: ErrorBodySchema, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.list(request.query)) }),
  );

  app.get(
    '/users/admin/stats',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The User Management stat cards over every account: users, admins, learners, enrolments',
        response: { 200: AdminUserStatsAnswerSchema, ...adminErrors },
      },
    },
    async () => ({ success: true as const, stats: await service.stats() }),
  );

  app.get(
    '/users/admin/users/export',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The filtered list as CSV (Name, Email, Enrolled Courses Count, Courses), streamed, newest first',
        querystring: AdminUsersFilterSchema,
        produces: ['text/csv'],
      },
    },
    (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${usersCsvFilename()}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(service.csv(request.query))),
  );

  app.get(
    '/users/admin/users/:userId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One user with enrolled courses (the Manage Courses and User Settings dialogs)',
        params: UserIdParamSchema,
        response: { 200: AdminOneUserAnswerSchema, 400: ErrorBodySchema, ...adminErrors, 404: ErrorBodySchema },
      },
    },
    async (request) => ({ success: true as const, user: await service.one(request.params.userId) }),
  );

  app.put(
    '/users/admin/change-user-role',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Set a role by e-mail; Super Admin is granted or removed only by a super admin',
        body: ChangeUserRoleBodySchema,
        response: { 200: AdminUserAnswerSchema, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.roleUpdated,
      user: await service.changeRole(request.sessionUser!, request.body.email, request.body.role),
    }),
  );

  app.delete(
    '/users/admin/delete/:userId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a user (orders stay, without a user); not yourself, a super admin only by a super admin',
        params: UserIdParamSchema,
        response: { 200: AdminMessageAnswerSchema, ...writeErrors },
      },
    },
    async (request) => {
      await service.remove(request.sessionUser!, request.params.userId);
      return { success: true as const, message: M.deleted };
    },
  );

  app.post(
    '/users/admin/add-to-course',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Enrol a user in a course',
        body: UserCourseBodySchema,
        response: { 200: AdminMessageAnswerSchema, ...writeErrors },
      },
    },
    async (request) => {
      await service.addToCourse(request.body.userId, request.body.courseId);
      return { success: true as const, message: M.addedToCourse };
    },
  );

  app.post(
    '/users/admin/remove-from-course',
    {
      config: admin,
      schema: {
        tags,
        summary: "Remove a user's enrolment (and their progress in the course)",
        body: UserCourseBodySchema,
        response: { 200: AdminMessageAnswerSchema, ...writeErrors },
      },
    },
    async (request) => {
      await service.removeFromCourse(request.body.userId, request.body.courseId);
      return { success: true as const, message: M.removedFromCourse };
    },
  );

  app.post(
    '/users/admin/add-member',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Team: give an existing user a role, or create an activated account and e-mail its sign-in details',
        body: AddMemberBodySchema,
        response: { 200: AddMemberAnswerSchema, ...writeErrors, 502: ErrorBodySchema },
      },
    },
    async (request) => ({ success: true as const, ...(await service.addMember(request.sessionUser!, request.body)) }),
  );
};
