import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { courses, reviewHelpfulVotes, reviewReports, reviews, userCourses, users } from '../../db/schema/index.ts';
import { refreshCourseRating } from '../reviews/reviews.repository.ts';
import { userColumns, type UserRow } from '../users/users.repository.ts';

export interface EnrolledCourse {
  courseId: string;
  name: string;
}

/** Every user, newest first (one query), and their enrolled courses with names (one more query). */
export async function listUsersWithCourses(
  tx: Tx,
): Promise<{ rows: UserRow[]; courses: Map<string, EnrolledCourse[]> }> {
  const rows = await tx.select(userColumns).from(users).orderBy(desc(users.createdAt), asc(users.id));
  return {
    rows,
    courses: await enrolledCourses(
      tx,
      rows.map((r) => r.id),
    ),
  };
}

export async function enrolledCourses(tx: Tx, userIds: string[]): Promise<Map<string, EnrolledCourse[]>> {
  const result = new Map<string, EnrolledCourse[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return result;
  const rows = await tx
    .select({ userId: userCourses.userId, courseId: userCourses.courseId, name: courses.name })
    .from(userCourses)
    .innerJoin(courses, eq(courses.id, userCourses.courseId))
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

export async function setRole(
  tx: Tx,
  id: string,
  role: 'user' | 'admin',
  isSuperAdmin: boolean,
): Promise<UserRow | undefined> {
  const [row] = await tx.update(users).set({ role, isSuperAdmin }).where(eq(users.id, id)).returning(userColumns);
  return row;
}

export async function courseExists(tx: Tx, courseId: string): Promise<boolean> {
  const [row] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).limit(1);
  return Boolean(row);
}

/**
 * Deletes a user. The database cascades enrolments, reviews, votes, reports, cart, wishlist, sessions and coupon
 * redemptions, and keeps orders and payments with no user (the orders list shows Unknown User). The counters other
 * rows keep (students per course, course ratings, helpful and report counts of others' reviews) are corrected here
 * in the same transaction.
 */
export async function deleteUserKeepingCounters(tx: Tx, userId: string): Promise<void> {
  const enrolled = tx.select({ id: userCourses.courseId }).from(userCourses).where(eq(userCourses.userId, userId));
  await tx
    .update(courses)
    .set({ purchasedCount: sql`greatest(${courses.purchasedCount} - 1, 0)` })
    .where(inArray(courses.id, enrolled));
  const voted = tx
    .select({ id: reviewHelpfulVotes.reviewId })
    .from(reviewHelpfulVotes)
    .where(eq(reviewHelpfulVotes.userId, userId));
  await tx
    .update(reviews)
    .set({ helpfulCount: sql`greatest(${reviews.helpfulCount} - 1, 0)` })
    .where(inArray(reviews.id, voted));
  const reported = tx
    .select({ id: reviewReports.reviewId })
    .from(reviewReports)
    .where(eq(reviewReports.userId, userId));
  await tx
    .update(reviews)
    .set({ reportCount: sql`greatest(${reviews.reportCount} - 1, 0)` })
    .where(inArray(reviews.id, reported));
  const reviewed = await tx.select({ courseId: reviews.courseId }).from(reviews).where(eq(reviews.userId, userId));
  await tx.delete(users).where(eq(users.id, userId));
  for (const { courseId } of reviewed) await refreshCourseRating(tx, courseId);
}
