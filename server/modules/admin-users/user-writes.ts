import { ADMIN_USERS_MESSAGES as M, roleOf, type AssignableRole } from '#shared/admin-users.ts';
import type { Tx } from '../../db/client.ts';
import { type AppError, badRequest, forbidden, notFound } from '../../errors.ts';
import type { Refused } from '../../lib/bulk.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { refreshCourseRatings } from '../reviews/reviews.service.ts';
import { findUsersByIds, type UserRow } from '../users/users.service.ts';
import * as repo from './admin-users.repository.ts';

/**
 * The role change and the delete of one user or many, in the caller's transaction, with the rules of admin-side §4
 * and §6 applied to each row. The single actions call these with one row and throw its refusal; the bulk actions
 * answer every refusal and change the other rows. Each makes a fixed number of queries whatever the number of rows.
 */

const RANK: Record<AssignableRole, number> = { user: 0, admin: 1, superAdmin: 2 };

/**
 * Only a super admin grants or removes Super Admin; the last super admin stays one (`superAdmins` is how many
 * there still are); nobody lowers their own role.
 */
function roleRefusal(caller: SessionUser, target: UserRow, role: AssignableRole, superAdmins: number): AppError | null {
  const current = roleOf(target);
  if ((role === 'superAdmin' || current === 'superAdmin') && !caller.isSuperAdmin)
    return forbidden(M.onlySuperAdminGrants, 'super_admin_required');
  if (current === 'superAdmin' && superAdmins <= 1) return badRequest(M.lastSuperAdmin, 'last_super_admin');
  if (target.id === caller.id && RANK[role] < RANK[current])
    return badRequest(M.cannotDemoteSelf, 'cannot_demote_self');
  return null;
}

/** Gives `targets` the role; rows that already hold it are `unchanged`. Three queries at most. */
export async function changeRoles(
  tx: Tx,
  caller: SessionUser,
  targets: readonly UserRow[],
  role: AssignableRole,
): Promise<{ changed: UserRow[]; unchanged: UserRow[]; refused: Refused[] }> {
  const unchanged: UserRow[] = [];
  const refused: Refused[] = [];
  const allowed: string[] = [];
  const moving = targets.some((target) => roleOf(target) !== role);
  // Locked until the transaction ends, so two demotions (here or in another request) cannot both pass the
  // last-one check.
  let superAdmins = moving ? (await repo.lockSuperAdminIds(tx)).length : 0;
  for (const target of targets) {
    if (roleOf(target) === role) {
      unchanged.push(target);
      continue;
    }
    const error = roleRefusal(caller, target, role, superAdmins);
    if (error) refused.push({ id: target.id, error });
    else {
      if (target.isSuperAdmin) superAdmins -= 1;
      allowed.push(target.id);
    }
  }
  const changed = await repo.setRoles(tx, allowed, role === 'user' ? 'user' : 'admin', role === 'superAdmin');
  return { changed, unchanged, refused };
}

/** An unknown user, your own account, and a super admin unless you are one are refused (admin-side §6). */
function deletionRefusal(caller: SessionUser, target: UserRow | undefined): AppError | null {
  if (!target) return notFound(M.userNotFound, 'user_not_found');
  if (target.id === caller.id) return badRequest(M.cannotDeleteSelf, 'cannot_delete_self');
  if (target.isSuperAdmin && !caller.isSuperAdmin) return forbidden(M.onlySuperAdminDeletes, 'super_admin_required');
  return null;
}

/**
 * Deletes the users the rules allow, keeping their orders (Unknown User) and correcting the counters and ratings of
 * what they touched. Seven queries at most, whatever the number of users.
 */
export async function deleteUsers(
  tx: Tx,
  caller: SessionUser,
  userIds: readonly string[],
): Promise<{ deleted: string[]; refused: Refused[] }> {
  const targets = await findUsersByIds(tx, userIds);
  const deleted: string[] = [];
  const refused: Refused[] = [];
  for (const id of userIds) {
    const error = deletionRefusal(caller, targets.get(id));
    if (error) refused.push({ id, error });
    else deleted.push(id);
  }
  const reviewed = await repo.deleteUsersKeepingCounters(tx, deleted);
  await refreshCourseRatings(tx, reviewed);
  return { deleted, refused };
}
