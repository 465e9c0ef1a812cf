import { z } from 'zod';
import { ok, PaginationQuerySchema, PaginationSchema } from './api.ts';
import { EmailSchema, NameSchema, UserSchema } from './accounts.ts';
import { bulkIdsSchema } from './bulk.ts';

/**
 * Admin user and team management contract (admin-side §2 User Management, §4 User role, §7 Users). A "super admin"
 * is an admin with isSuperAdmin true; `superAdmin` is only a value of the role a request asks for.
 */

export const ASSIGNABLE_ROLES = ['user', 'admin', 'superAdmin'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const ADMIN_USERS_MESSAGES = {
  roleUpdated: 'User role updated successfully!',
  deleted: 'Delete user successfully!',
  addedToCourse: 'User added to course successfully!',
  removedFromCourse: 'User removed from course successfully!',
  /** add-member for an existing account (the spec's team toast). */
  memberRoleUpdated: 'Role updated successfully',
  memberCreated: (email: string) =>
    `Member added successfully! An invitation to choose a password was e-mailed to ${email}.`,
  roleInvalid: 'Role must be user, admin or superAdmin',
  userNotFound: 'User not found',
  courseNotFound: 'Course not found',
  onlySuperAdminGrants: 'Only a super admin can grant or remove the Super Admin role',
  onlySuperAdminDeletes: 'Only a super admin can delete a super admin',
  cannotDemoteSelf: 'You cannot demote yourself',
  lastSuperAdmin: 'The last super admin cannot be demoted',
  cannotDeleteSelf: 'You cannot delete your own account',
  alreadyEnrolled: 'User is already enrolled in this course',
  notEnrolled: 'User is not enrolled in this course',
  emailTaken: 'An account with this e-mail was just created. Please try again.',
} as const;

export const RoleSchema = z.enum(ASSIGNABLE_ROLES, { error: ADMIN_USERS_MESSAGES.roleInvalid });

// ---- requests -------------------------------------------------------------------------------------------------

export const ChangeUserRoleBodySchema = z.object({ email: EmailSchema, role: RoleSchema });
export type ChangeUserRoleBody = z.infer<typeof ChangeUserRoleBodySchema>;

/** Which accounts a list shows: everyone, learners only, or admins (Team Management). */
export const USER_LIST_ROLES = ['all', 'user', 'admin'] as const;
export type UserListRole = (typeof USER_LIST_ROLES)[number];

/** The filters of the admin user list and of its CSV export. */
export const AdminUsersFilterSchema = z.object({
  /** Part of the name or e-mail, case-insensitively (trigram-indexed). */
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  /** all (default), user (learners) or admin (admins and super admins: Team Management). */
  role: z.enum(USER_LIST_ROLES, { error: 'Role must be all, user or admin' }).default('all'),
});
export type AdminUsersFilter = z.output<typeof AdminUsersFilterSchema>;

/** GET /users/admin/users: a page of the list, newest first; `limit` defaults to 20, at most 100. */
export const AdminUsersQuerySchema = PaginationQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
}).extend(AdminUsersFilterSchema.shape);
export type AdminUsersQuery = z.input<typeof AdminUsersQuerySchema>;

export const UserIdParamSchema = z.object({ userId: z.uuid({ message: 'The user id is not valid' }) });
export type UserIdParam = z.infer<typeof UserIdParamSchema>;

export const UserCourseBodySchema = z.object({
  userId: z.uuid({ message: 'The user id is not valid' }),
  courseId: z.uuid({ message: 'The course id is not valid' }),
});
export type UserCourseBody = z.infer<typeof UserCourseBodySchema>;

/** Team "Add New Member": an existing account gets the role; otherwise an activated account is created and e-mailed. */
export const AddMemberBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  role: RoleSchema.default('admin'),
});
export type AddMemberBody = z.input<typeof AddMemberBodySchema>;

// ---- bulk actions (issue 13) ---------------------------------------------------------------------------------

export const USER_ROWS = { one: 'user', many: 'users' } as const;
/** The roles a bulk change gives: Super Admin is granted one user at a time, from Manage Courses. */
export const BULK_ROLES = ['user', 'admin'] as const;

/** POST /users/admin/bulk/delete: the users to delete (each as the single delete does). */
export const BulkUsersBodySchema = z.object({ userIds: bulkIdsSchema(USER_ROWS) });
export type BulkUsersBody = z.input<typeof BulkUsersBodySchema>;

/** PUT /users/admin/bulk/change-role: give every listed user the role (each under the single change's rules). */
export const BulkRoleBodySchema = BulkUsersBodySchema.extend({
  role: z.enum(BULK_ROLES, { error: 'Role must be user or admin.' }),
});
export type BulkRoleBody = z.input<typeof BulkRoleBodySchema>;

/** POST /users/admin/bulk/add-to-course: enrol every listed user in the course; enrolled ones are skipped. */
export const BulkEnrolBodySchema = BulkUsersBodySchema.extend({
  courseId: z.uuid({ message: 'The course id is not valid' }),
});
export type BulkEnrolBody = z.input<typeof BulkEnrolBodySchema>;

// ---- answers --------------------------------------------------------------------------------------------------

/** A user as the admin lists see it: profile fields and enrolled courses with their names; never secrets. */
export const AdminUserSchema = UserSchema.omit({ courses: true, updatedAt: true }).extend({
  /** Enrolled courses, oldest enrolment first. */
  courses: z.array(z.object({ courseId: z.uuid(), name: z.string() })),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersAnswerSchema = ok({ users: z.array(AdminUserSchema), pagination: PaginationSchema });
export type AdminUsersAnswer = z.infer<typeof AdminUsersAnswerSchema>;

/** The stat cards of User Management, over every account: counted by the database. */
export const AdminUserStatsSchema = z.object({
  total: z.number().int(),
  admins: z.number().int(),
  regular: z.number().int(),
  /** Every enrolment of every user. */
  enrollments: z.number().int(),
});
export type AdminUserStats = z.infer<typeof AdminUserStatsSchema>;
export const AdminUserStatsAnswerSchema = ok({ stats: AdminUserStatsSchema });
export type AdminUserStatsAnswer = z.infer<typeof AdminUserStatsAnswerSchema>;

/** GET /users/admin/users/:userId: one user with their courses (the dialogs read it). */
export const AdminOneUserAnswerSchema = ok({ user: AdminUserSchema });
export type AdminOneUserAnswer = z.infer<typeof AdminOneUserAnswerSchema>;

export const AdminUserAnswerSchema = ok({ message: z.string(), user: AdminUserSchema });
export type AdminUserAnswer = z.infer<typeof AdminUserAnswerSchema>;

/** `created`: true when a new account was made (and e-mailed), false when an existing user got the role. */
export const AddMemberAnswerSchema = ok({ message: z.string(), user: AdminUserSchema, created: z.boolean() });
export type AddMemberAnswer = z.infer<typeof AddMemberAnswerSchema>;

export const AdminMessageAnswerSchema = ok({ message: z.string() });
export type AdminMessageAnswer = z.infer<typeof AdminMessageAnswerSchema>;

/** The role a user holds, as the role selects show it. */
export const roleOf = (user: { role: 'user' | 'admin'; isSuperAdmin: boolean }): AssignableRole =>
  user.role === 'admin' ? (user.isSuperAdmin ? 'superAdmin' : 'admin') : 'user';
