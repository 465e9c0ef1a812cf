import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { paginate, type Pagination } from '#shared/api.ts';
import {
  ADMIN_USERS_MESSAGES as M,
  type AddMemberBody,
  type AdminUser,
  type AdminUsersFilter,
  type AdminUsersQuerySchema,
  type AdminUserStats,
  type AssignableRole,
} from '#shared/admin-users.ts';
import { AddMemberBodySchema } from '#shared/admin-users.ts';
import type { Tx } from '../../db/client.ts';
import { badGateway, conflict, forbidden, notFound, tooMany } from '../../errors.ts';
import { MailCapReached } from '../../integrations/mailer.ts';
import type { Language } from '#shared/bilingual.ts';
import { throwRefusal } from '../../lib/bulk.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { CATALOGUE_CACHE_PREFIX } from '../../lib/cache-keys.ts';
import { enrol, unenrol } from '../courses/enrolments.service.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { findUserByEmail, findUserById, hashPassword, insertUser, type UserRow } from '../users/users.service.ts';
import { toAdminUser } from './admin-user-answer.ts';
import * as repo from './admin-users.repository.ts';
import { createInvitation } from '../auth/auth.service.ts';
import { memberEmail } from './member-email.ts';
import { changeRoles, deleteUsers } from './user-writes.ts';
import { usersCsvHeader, usersCsvLine } from './users-csv.ts';
import type { Deps } from '../../lib/deps.ts';

type AdminUsersQueryParsed = z.output<typeof AdminUsersQuerySchema>;

/** Users per query of the CSV export. */
const EXPORT_BATCH = 500;

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

async function answer(tx: Tx, row: UserRow): Promise<AdminUser> {
  const courses = await repo.enrolledCourses(tx, [row.id]);
  return toAdminUser(row, courses.get(row.id) ?? []);
}

export type AdminUsersDeps = Pick<Deps, 'db' | 'cache' | 'mailer' | 'log'> & {
  sessionsChanged: FastifyInstance['sessionsChanged'];
  /** Where a new member signs in (the site's address), for their e-mail. */
  signInUrl(): string;
};

/** The admin users service's dependencies, taken from the app. */
export const adminUsersDeps = (app: FastifyInstance): AdminUsersDeps => ({
  db: app.db,
  cache: app.cache,
  mailer: app.mailer,
  log: app.log,
  sessionsChanged: app.sessionsChanged,
  signInUrl: () => siteOrigin(app),
});

export function adminUsersService(app: AdminUsersDeps) {
  const invalidateCatalogue = () => app.cache.invalidate(CATALOGUE_CACHE_PREFIX);

  /**
   * A new activated account whose password nobody knows, and an e-mailed invitation link with which the member sets
   * their own (issue 36 item 14); kept only when the e-mail went out.
   */
  const createMember = (body: AddMemberBody & { role: AssignableRole }, language: Language) =>
    app.db.transaction(async (tx) => {
      const row = await insertUser(tx, {
        name: body.name,
        email: body.email,
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        role: body.role === 'user' ? 'user' : 'admin',
        isSuperAdmin: body.role === 'superAdmin',
        isVerified: true,
        language,
      });
      const invitation = await createInvitation(tx, row.id);
      try {
        await app.mailer.send(
          memberEmail({
            to: body.email,
            name: body.name,
            role: body.role,
            link: `${app.signInUrl()}/invitation/${invitation.token}`,
            expiresAt: invitation.expiresAt,
            language,
          }),
        );
      } catch (error) {
        if (error instanceof MailCapReached) {
          throw tooMany('This email address has received too many emails from us today. Please try again tomorrow.');
        }
        app.log.error({ err: error, to: body.email }, 'member sign-in e-mail could not be sent');
        throw badGateway('The sign-in e-mail could not be sent. Please try again later.', 'mail_failed');
      }
      return answer(tx, row);
    });

  async function setRoleByEmail(caller: SessionUser, email: string, role: AssignableRole): Promise<AdminUser> {
    const changed = await app.db.transaction(async (tx) => {
      const target = await findUserByEmail(tx, email);
      if (!target) throw notFound(M.userNotFound, 'user_not_found');
      const result = await changeRoles(tx, caller, [target], role);
      throwRefusal(result.refused);
      const row = result.changed[0] ?? result.unchanged[0];
      if (!row) throw notFound(M.userNotFound, 'user_not_found');
      return answer(tx, row);
    });
    // The new role applies to the member's next request, on every instance.
    app.sessionsChanged.user(changed._id);
    return changed;
  }

  async function deleteUser(caller: SessionUser, userId: string): Promise<void> {
    await app.db.transaction(async (tx) => throwRefusal((await deleteUsers(tx, caller, [userId])).refused));
    app.sessionsChanged.user(userId);
    invalidateCatalogue();
  }

  async function addToCourse(userId: string, courseId: string): Promise<void> {
    await app.db.transaction(async (tx) => {
      if (!(await findUserById(tx, userId))) throw notFound(M.userNotFound, 'user_not_found');
      if (!(await repo.courseExists(tx, courseId))) throw notFound(M.courseNotFound, 'course_not_found');
      const added = await enrol(tx, { userId, courseId, source: 'admin' });
      if (!added) throw conflict(M.alreadyEnrolled, 'already_enrolled');
    });
    invalidateCatalogue();
  }

  async function removeFromCourse(userId: string, courseId: string): Promise<void> {
    await app.db.transaction(async (tx) => {
      if (!(await findUserById(tx, userId))) throw notFound(M.userNotFound, 'user_not_found');
      if (!(await repo.courseExists(tx, courseId))) throw notFound(M.courseNotFound, 'course_not_found');
      if (!(await unenrol(tx, userId, courseId))) throw notFound(M.notEnrolled, 'not_enrolled');
    });
    invalidateCatalogue();
  }

  const service = {
    /** A page of the filtered list with each user's courses: three queries whatever the page size. */
    async list(query: AdminUsersQueryParsed): Promise<{ users: AdminUser[]; pagination: Pagination }> {
      const { page, limit } = query;
      const { rows, total } = await repo.listUsersPage(app.db, query, page, limit);
      const courses = await repo.enrolledCourses(
        app.db,
        rows.map((r) => r.id),
      );
      return {
        users: rows.map((row) => toAdminUser(row, courses.get(row.id) ?? [])),
        pagination: paginate(page, limit, total),
      };
    },

    async one(userId: string): Promise<{ user: AdminUser }> {
      const row = await findUserById(app.db, userId);
      if (!row) throw notFound(M.userNotFound, 'user_not_found');
      return { user: await answer(app.db, row) };
    },

    async stats(): Promise<{ stats: AdminUserStats }> {
      const { total, admins, enrollments } = await repo.userStats(app.db);
      return { stats: { total, admins, regular: total - admins, enrollments } };
    },

    /**
     * The CSV of the filtered list, written as it is read: batches of EXPORT_BATCH users (two queries each), so
     * memory stays flat however many users match.
     */
    async *csv(filter: AdminUsersFilter): AsyncGenerator<string> {
      yield `\uFEFF${usersCsvHeader()}`;
      let cursor: repo.ExportCursor | null = null;
      do {
        const batch = await repo.listUsersAfter(app.db, filter, cursor, EXPORT_BATCH);
        const courses = await repo.enrolledCourses(
          app.db,
          batch.rows.map((r) => r.id),
        );
        if (batch.rows.length > 0)
          yield batch.rows.map((row) => usersCsvLine(toAdminUser(row, courses.get(row.id) ?? []))).join('');
        cursor = batch.next;
      } while (cursor);
    },

    async changeRole(caller: SessionUser, email: string, role: AssignableRole) {
      return { message: M.roleUpdated, user: await setRoleByEmail(caller, email, role) };
    },

    async remove(caller: SessionUser, userId: string) {
      await deleteUser(caller, userId);
      return { message: M.deleted };
    },

    async addToCourse(userId: string, courseId: string) {
      await addToCourse(userId, courseId);
      return { message: M.addedToCourse };
    },

    async removeFromCourse(userId: string, courseId: string) {
      await removeFromCourse(userId, courseId);
      return { message: M.removedFromCourse };
    },

    /** Team "Add New Member": an existing account gets the role; otherwise an activated account is created and e-mailed. */
    async addMember(
      caller: SessionUser,
      input: AddMemberBody,
      language: Language,
    ): Promise<{ user: AdminUser; created: boolean; message: string }> {
      const body = AddMemberBodySchema.parse(input);
      if (body.role === 'superAdmin' && !caller.isSuperAdmin)
        throw forbidden(M.onlySuperAdminGrants, 'super_admin_required');
      const existing = await findUserByEmail(app.db, body.email);
      if (existing) {
        const user = await setRoleByEmail(caller, body.email, body.role);
        return { user, created: false, message: M.memberRoleUpdated };
      }
      const user = await createMember(body, language).catch((error: unknown) => {
        // Someone signed up (or was added) with this e-mail between the lookup and the insert.
        if (isUniqueViolation(error)) throw conflict(M.emailTaken, 'email_already_registered');
        throw error;
      });
      return { user, created: true, message: M.memberCreated(body.email) };
    },
  };
  return service;
}
