import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersFilter } from '#shared/admin-users.ts';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../lib/like.ts';
import { courses, reviewHelpfulVotes, reviewReports, reviews, userCourses, users } from '../../db/schema/index.ts';
import { userColumns, type UserRow } from '../users/users.service.ts';
import { primaryText } from '../../db/schema/index.ts';

export interface EnrolledCourse {
  courseId: string;
  name: string;
}

/**
 * The list's filter: role, and a part of the name or e-mail (ILIKE, served by the trigram indexes on both columns;
 * PGlite's C locale folds ASCII case only, Bengali has none).
 */
function listWhere(filter: AdminUsersFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.role !== 'all') conditions.push(eq(users.role, filter.role));
  const search = filter.search
    ?.normalize('NFC')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Newest first; the id breaks ties so pages never overlap (index users_created_idx / users_role_created_idx). */
const newestFirst = [desc(users.createdAt), desc(users.id)];

/** One page of the filtered list, and the filtered total (two queries, whatever the page size). */
export async function listUsersPage(
  tx: Tx,
  filter: AdminUsersFilter,
  page: number,
  limit: number,
): Promise<{ rows: UserRow[]; total: number }> {
  const where = listWhere(filter);
  const [rows, [total]] = await Promise.all([
    tx
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset((page - 1) * limit),
    tx.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Where a batch of the export ended: the last row's exact timestamp (as text, microseconds kept) and id. */
export interface ExportCursor {
  createdAt: string;
  id: string;
}

/** A batch of the filtered list after `cursor`, newest first (keyset: each batch is one indexed query). */
export async function listUsersAfter(
  tx: Tx,
  filter: AdminUsersFilter,
  cursor: ExportCursor | null,
  limit: number,
): Promise<{ rows: UserRow[]; next: ExportCursor | null }> {
  const after = cursor
    ? sql`(${users.createdAt}, ${users.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const rows = await tx
    .select({ ...userColumns, createdAtKey: sql<string>`${users.createdAt}::text` })
    .from(users)
    .where(and(listWhere(filter), after))
    .orderBy(...newestFirst)
    .limit(limit);
  const last = rows.at(-1);
  return {
    rows: rows.map(({ createdAtKey: _key, ...row }) => row),
    next: last && rows.length === limit ? { createdAt: last.createdAtKey, id: last.id } : null,
  };
}

/** The stat cards over every account, in one query: users, admins, learners and enrolments. */
export async function userStats(tx: Tx): Promise<{ total: number; admins: number; enrollments: number }> {
  const [row] = await tx
    .select({
      total: count(),
      admins: sql<number>`(count(*) filter (where ${users.role} = 'admin'))::int`,
      enrollments: sql<number>`(select count(*) from ${userCourses})::int`,
    })
    .from(users);
  return { total: row?.total ?? 0, admins: row?.admins ?? 0, enrollments: row?.enrollments ?? 0 };
}

export async function enrolledCourses(tx: Tx, userIds: string[]): Promise<Map<string, EnrolledCourse[]>> {
  const result = new Map<string, EnrolledCourse[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return result;
  // Each name by the course's primary key (a subquery per enrolment of the page): a join would let the planner
  // hash the whole catalogue for a page's few hundred enrolments (issue 10). The foreign key keeps every course.
  const rows = await tx
    .select({
      userId: userCourses.userId,
      courseId: userCourses.courseId,
      name: sql<string>`(select ${primaryText(courses.name)} from ${courses} where ${courses.id} = ${userCourses.courseId})`,
    })
    .from(userCourses)
    .where(userIds.length === 1 ? eq(userCourses.userId, userIds[0]!) : inArray(userCourses.userId, userIds))
    .orderBy(asc(userCourses.createdAt), asc(userCourses.courseId));
  for (const row of rows) result.get(row.userId)?.push({ courseId: row.courseId, name: row.name });
  return result;
}

/** The super admins, locked until the transaction ends so two demotions cannot both pass the last-one check. */
export async function lockSuperAdminIds(tx: Tx): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.isSuperAdmin, true)).for('update');
  return rows.map((r) => r.id);
}

/** Sets the role of several users in one statement; answers their rows as they now are. */
export async function setRoles(
  tx: Tx,
  ids: readonly string[],
  role: 'user' | 'admin',
  isSuperAdmin: boolean,
): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return tx
    .update(users)
    .set({ role, isSuperAdmin })
    .where(inArray(users.id, [...ids]))
    .returning(userColumns);
}

export async function courseExists(tx: Tx, courseId: string): Promise<boolean> {
  const [row] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).limit(1);
  return Boolean(row);
}

/**
 * Deletes users. The database cascades enrolments, reviews, votes, reports, cart, wishlist, sessions and coupon
 * redemptions, and keeps orders and payments with no user (the orders list shows Unknown User). The counters other
 * rows keep (students per course, helpful and report counts of others' reviews) are corrected here in the same
 * transaction, each by how many of the users it counted, in one statement whatever the number of users; answers
 * the courses the users had reviewed, whose ratings the caller refreshes in it too.
 */
export async function deleteUsersKeepingCounters(tx: Tx, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const ids = [...userIds];
  const enrolled = sql`(select count(*)::int from ${userCourses} where ${userCourses.courseId} = ${courses.id} and ${inArray(userCourses.userId, ids)})`;
  await tx
    .update(courses)
    .set({ purchasedCount: sql`greatest(${courses.purchasedCount} - ${enrolled}, 0)` })
    .where(
      inArray(
        courses.id,
        tx.select({ id: userCourses.courseId }).from(userCourses).where(inArray(userCourses.userId, ids)),
      ),
    );
  const voted = sql`(select count(*)::int from ${reviewHelpfulVotes} where ${reviewHelpfulVotes.reviewId} = ${reviews.id} and ${inArray(reviewHelpfulVotes.userId, ids)})`;
  await tx
    .update(reviews)
    .set({ helpfulCount: sql`greatest(${reviews.helpfulCount} - ${voted}, 0)` })
    .where(
      inArray(
        reviews.id,
        tx
          .select({ id: reviewHelpfulVotes.reviewId })
          .from(reviewHelpfulVotes)
          .where(inArray(reviewHelpfulVotes.userId, ids)),
      ),
    );
  const reported = sql`(select count(*)::int from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id} and ${inArray(reviewReports.userId, ids)})`;
  await tx
    .update(reviews)
    .set({ reportCount: sql`greatest(${reviews.reportCount} - ${reported}, 0)` })
    .where(
      inArray(
        reviews.id,
        tx.select({ id: reviewReports.reviewId }).from(reviewReports).where(inArray(reviewReports.userId, ids)),
      ),
    );
  const reviewed = await tx
    .selectDistinct({ courseId: reviews.courseId })
    .from(reviews)
    .where(inArray(reviews.userId, ids));
  await tx.delete(users).where(inArray(users.id, ids));
  return reviewed.map((r) => r.courseId);
}
