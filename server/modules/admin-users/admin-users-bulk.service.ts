import { ADMIN_USERS_MESSAGES as M, USER_ROWS, type AssignableRole } from '#shared/admin-users.ts';
import type { BulkOutcome } from '#shared/bulk.ts';
import { notFound } from '../../errors.ts';
import { bulkOutcome, type Refused } from '../../lib/bulk.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { CATALOGUE_CACHE_PREFIX } from '../../lib/cache-keys.ts';
import { enrolUsers } from '../courses/enrolments.service.ts';
import { findUsersByIds } from '../users/users.service.ts';
import type { AdminUsersDeps } from './admin-users.service.ts';
import { courseExists } from './admin-users.repository.ts';
import { changeRoles, deleteUsers } from './user-writes.ts';

/**
 * User Management's bulk actions (issue 13, docs/decisions/0039-bulk-actions.md): each is one transaction with a
 * fixed number of queries, applies the single action's rules to every row, changes the rows they allow and
 * answers the others with the single action's code and message. Caches are dropped as the single actions drop them.
 */
export function adminUsersBulkService(app: AdminUsersDeps) {
  const unknown = (id: string): Refused => ({ id, error: notFound(M.userNotFound, 'user_not_found') });

  return {
    async changeRole(caller: SessionUser, userIds: string[], role: AssignableRole): Promise<BulkOutcome> {
      const result = await app.db.transaction(async (tx) => {
        const targets = await findUsersByIds(tx, userIds);
        const found = userIds.flatMap((id) => targets.get(id) ?? []);
        const changes = await changeRoles(tx, caller, found, role);
        const refused = [...userIds.filter((id) => !targets.has(id)).map(unknown), ...changes.refused];
        return { ...changes, refused: userIds.flatMap((id) => refused.filter((r) => r.id === id)) };
      });
      // The new role applies to each member's next request, on every instance.
      for (const row of result.changed) app.sessionsChanged.user(row.id);
      return bulkOutcome(USER_ROWS, 'changed', {
        changed: result.changed.length,
        skipped: result.unchanged.map((row) => row.id),
        refused: result.refused,
      });
    },

    async remove(caller: SessionUser, userIds: string[]): Promise<BulkOutcome> {
      const { deleted, refused } = await app.db.transaction((tx) => deleteUsers(tx, caller, userIds));
      for (const id of deleted) app.sessionsChanged.user(id);
      if (deleted.length > 0) app.cache.invalidate(CATALOGUE_CACHE_PREFIX);
      return bulkOutcome(USER_ROWS, 'deleted', { changed: deleted.length, refused });
    },

    /** Enrols the users in the course; those already enrolled are skipped, unknown ones refused. Four queries. */
    async addToCourse(userIds: string[], courseId: string): Promise<BulkOutcome> {
      const result = await app.db.transaction(async (tx) => {
        if (!(await courseExists(tx, courseId))) throw notFound(M.courseNotFound, 'course_not_found');
        const targets = await findUsersByIds(tx, userIds);
        const found = userIds.filter((id) => targets.has(id));
        const added = new Set(await enrolUsers(tx, { courseId, userIds: found, source: 'admin' }));
        return {
          changed: added.size,
          skipped: found.filter((id) => !added.has(id)),
          refused: userIds.filter((id) => !targets.has(id)).map(unknown),
        };
      });
      if (result.changed > 0) app.cache.invalidate(CATALOGUE_CACHE_PREFIX);
      return bulkOutcome(USER_ROWS, 'enrolled', result);
    },
  };
}
