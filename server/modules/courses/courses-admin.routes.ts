import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamSchema, ok } from '#shared/api.ts';
import {
  AdminCourseAnswerSchema,
  AdminCoursesAnswerSchema,
  COURSE_MESSAGES,
  CourseBodySchema,
  OverrideAnswerSchema,
  OverrideBodySchema,
  OverridesAnswerSchema,
  ToggleCourseAnswerSchema,
} from '#shared/catalogue/admin.ts';
import { OVERRIDE_FIELDS } from '#shared/catalogue/course.ts';
import { catalogueApi } from '#shared/endpoints/catalogue.ts';
import { IMAGE_BODY_LIMIT } from '../../lib/images.ts';
import { route } from '../../lib/route.ts';
import { coursesAdminService } from './courses-admin.service.ts';

const e = ErrorBodySchema;
const guarded = { 401: e, 403: e };
const courseIdParams = z.object({ courseId: z.uuid('Invalid course id') });

/** Admin course endpoints (admin-side §7 Courses): every one is `access: 'admin'`. */
export const coursesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = coursesAdminService(app);
  const tags = ['courses (admin)'];
  const config = { access: 'admin' as const };

  app.post(
    '/courses/admin/create',
    {
      config,
      bodyLimit: IMAGE_BODY_LIMIT * 2,
      schema: {
        tags,
        summary: 'Create a course (thumbnail and instructor avatar as data URLs; rich text sanitised)',
        body: CourseBodySchema,
        response: { 201: AdminCourseAnswerSchema, 400: e, ...guarded, 413: e },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, message: COURSE_MESSAGES.created, course: await service.create(request.body) }),
  );

  app.put(
    '/courses/admin/update/:id',
    {
      config,
      bodyLimit: IMAGE_BODY_LIMIT * 2,
      schema: {
        tags,
        summary: 'Replace a course; lessons sent with their _id keep their progress and questions',
        params: IdParamSchema,
        body: CourseBodySchema,
        response: { 200: AdminCourseAnswerSchema, 400: e, ...guarded, 404: e, 413: e },
      },
    },
    async (request) => ({
      success: true as const,
      message: COURSE_MESSAGES.updated,
      course: await service.update(request.params.id, request.body),
    }),
  );

  route(app, catalogueApi.adminList, ({ query }) => service.listPage(query));

  app.get(
    '/courses/admin/all-courses',
    {
      config,
      schema: {
        tags,
        summary: 'Every course, active or not, with all lessons and the real figures',
        response: { 200: AdminCoursesAnswerSchema, ...guarded },
      },
    },
    async () => ({ success: true as const, courses: await service.list() }),
  );

  app.delete(
    '/courses/admin/delete/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a course with its lessons, reviews and enrolments',
        params: IdParamSchema,
        response: { 200: ok({ message: z.string() }), 400: e, ...guarded, 404: e },
      },
    },
    async (request) => {
      await service.remove(request.params.id);
      return { success: true as const, message: COURSE_MESSAGES.deleted };
    },
  );

  app.patch(
    '/courses/admin/toggle/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Hide or unhide a course',
        params: IdParamSchema,
        response: { 200: ToggleCourseAnswerSchema, 400: e, ...guarded, 404: e },
      },
    },
    async (request) => {
      const isActive = await service.toggle(request.params.id);
      return {
        success: true as const,
        message: isActive ? COURSE_MESSAGES.activated : COURSE_MESSAGES.deactivated,
        course: { _id: request.params.id, isActive },
      };
    },
  );

  app.post(
    '/courses/admin/override',
    {
      config,
      schema: {
        tags,
        summary: 'Show the real rating or student count, or an admin value (ratings 0–5, purchased a whole number)',
        body: OverrideBodySchema,
        response: { 200: OverrideAnswerSchema, 400: e, ...guarded, 404: e },
      },
    },
    async (request) => ({ success: true as const, ...(await service.setOverride(request.body)) }),
  );

  app.get(
    '/courses/admin/overrides',
    {
      config,
      schema: { tags, summary: 'Overrides of every course', response: { 200: OverridesAnswerSchema, ...guarded } },
    },
    async () => ({ success: true as const, overrides: await service.overrides() }),
  );

  app.get(
    '/courses/admin/overrides/:courseId',
    {
      config,
      schema: {
        tags,
        summary: 'Overrides of one course',
        params: courseIdParams,
        response: { 200: ok({ override: OverrideAnswerSchema.shape.override }), 400: e, ...guarded, 404: e },
      },
    },
    async (request) => ({ success: true as const, override: await service.override(request.params.courseId) }),
  );

  app.delete(
    '/courses/admin/override/:courseId/:field',
    {
      config,
      schema: {
        tags,
        summary: 'Back to the real figure for one field',
        params: courseIdParams.extend({ field: z.enum(OVERRIDE_FIELDS) }),
        response: { 200: OverrideAnswerSchema, 400: e, ...guarded, 404: e },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.resetOverride(request.params.courseId, request.params.field)),
    }),
  );
};
