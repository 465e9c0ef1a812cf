import { z } from 'zod';
import {
  AddMemberAnswerSchema,
  AddMemberBodySchema,
  AdminMessageAnswerSchema,
  AdminOneUserAnswerSchema,
  AdminUserAnswerSchema,
  AdminUsersAnswerSchema,
  AdminUsersFilterSchema,
  AdminUsersQuerySchema,
  AdminUserStatsAnswerSchema,
  BulkEnrolBodySchema,
  BulkRoleBodySchema,
  BulkUsersBodySchema,
  ChangeUserRoleBodySchema,
  UserCourseBodySchema,
  UserIdParamSchema,
} from '../admin-users.ts';
import { BulkAnswerSchema } from '../bulk.ts';
import { endpoints } from '../endpoint.ts';

/** The role rules' refusals (admin-side §4 User role, §6). */
const ROLE_ERRORS = ['user_not_found', 'super_admin_required', 'last_super_admin', 'cannot_demote_self'] as const;

/** User and team management (admin-side §2 Users and Team, §4 User role, §7 Users). */
export const adminUsersApi = endpoints('admin users', {
  list: {
    method: 'GET',
    path: '/users/admin/users',
    access: 'admin',
    summary: 'A page of the users, newest first, with enrolled courses; search by name or e-mail, filter by role',
    query: AdminUsersQuerySchema,
    answer: AdminUsersAnswerSchema,
  },
  stats: {
    method: 'GET',
    path: '/users/admin/stats',
    access: 'admin',
    summary: 'The User Management stat cards over every account: users, admins, learners, enrolments',
    answer: AdminUserStatsAnswerSchema,
  },
  export: {
    method: 'GET',
    path: '/users/admin/users/export',
    access: 'admin',
    summary: 'The filtered list as CSV (Name, Email, Enrolled Courses Count, Courses), streamed, newest first',
    query: AdminUsersFilterSchema,
    answer: z.string().describe('text/csv: a header line, then one line per user'),
    cache: 'no-store',
  },
  one: {
    method: 'GET',
    path: '/users/admin/users/:userId',
    access: 'admin',
    summary: 'One user with enrolled courses (the Manage Courses and User Settings dialogs)',
    params: UserIdParamSchema,
    answer: AdminOneUserAnswerSchema,
    errors: ['user_not_found'],
  },
  changeRole: {
    method: 'PUT',
    path: '/users/admin/change-user-role',
    access: 'admin',
    summary: 'Set a role by e-mail; Super Admin is granted or removed only by a super admin',
    body: ChangeUserRoleBodySchema,
    answer: AdminUserAnswerSchema,
    errors: ROLE_ERRORS,
  },
  remove: {
    method: 'DELETE',
    path: '/users/admin/delete/:userId',
    access: 'admin',
    summary: 'Delete a user (orders stay, without a user); not yourself, a super admin only by a super admin',
    params: UserIdParamSchema,
    answer: AdminMessageAnswerSchema,
    errors: ['user_not_found', 'cannot_delete_self', 'super_admin_required'],
  },
  addToCourse: {
    method: 'POST',
    path: '/users/admin/add-to-course',
    access: 'admin',
    summary: 'Enrol a user in a course',
    body: UserCourseBodySchema,
    answer: AdminMessageAnswerSchema,
    errors: ['user_not_found', 'course_not_found', 'already_enrolled'],
  },
  removeFromCourse: {
    method: 'POST',
    path: '/users/admin/remove-from-course',
    access: 'admin',
    summary: "Remove a user's enrolment (and their progress in the course)",
    body: UserCourseBodySchema,
    answer: AdminMessageAnswerSchema,
    errors: ['user_not_found', 'course_not_found', 'not_enrolled'],
  },
  addMember: {
    method: 'POST',
    path: '/users/admin/add-member',
    access: 'admin',
    summary: 'Team: give an existing user a role, or create an activated account and e-mail its sign-in details',
    body: AddMemberBodySchema,
    answer: AddMemberAnswerSchema,
    errors: [...ROLE_ERRORS, 'email_already_registered', 'mail_failed'],
  },
  bulkChangeRole: {
    method: 'PUT',
    path: '/users/admin/bulk/change-role',
    access: 'admin',
    summary: 'Give 1–100 users the role User or Admin; each row under the single change-role rules',
    description:
      'One transaction. Rows the rules refuse (user_not_found, super_admin_required, last_super_admin, ' +
      "cannot_demote_self) are answered in `refused` with the single action's message; the others change.",
    body: BulkRoleBodySchema,
    answer: BulkAnswerSchema,
  },
  bulkRemove: {
    method: 'POST',
    path: '/users/admin/bulk/delete',
    access: 'admin',
    summary: 'Delete 1–100 users (orders stay, without a user); each row under the single delete rules',
    description:
      'One transaction. Rows the rules refuse (user_not_found, cannot_delete_self, super_admin_required) are ' +
      'answered in `refused`; the others are deleted.',
    body: BulkUsersBodySchema,
    answer: BulkAnswerSchema,
  },
  bulkAddToCourse: {
    method: 'POST',
    path: '/users/admin/bulk/add-to-course',
    access: 'admin',
    summary: 'Enrol 1–100 users in a course; users already enrolled are skipped, unknown ones refused',
    body: BulkEnrolBodySchema,
    answer: BulkAnswerSchema,
    errors: ['course_not_found'],
  },
});
