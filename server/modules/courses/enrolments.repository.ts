import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { courseLessons, courses, userCourses } from '../../db/schema/index.ts';
import { completedCounts, forgetProgress, progressRowsForEnrolments } from '../learning/progress.service.ts';

/**
 * Enrolments (`user_courses`): who owns which course. Other modules (orders, the admin's add-to-course, the
 * profile's `courses`) use these functions so `courses.purchasedCount` stays equal to the enrolments (and
 * `salesCount` to the bought ones), changed in
 * the same transaction. After the transaction commits, call `app.cache.invalidate(CATALOGUE_CACHE_PREFIX)`.
 */

export type EnrolmentSource = (typeof userCourses.source.enumValues)[number];

/** The ids of the courses a user owns, oldest enrolment first. */
export async function listOwnedCourseIds(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ courseId: userCourses.courseId })
    .from(userCourses)
    .where(eq(userCourses.userId, userId))
    .orderBy(asc(userCourses.createdAt), asc(userCourses.courseId));
  return rows.map((r) => r.courseId);
}

/** A user's owned courses, oldest enrolment first, each with how many of its lessons they completed (two queries). */
export async function listOwnedWithProgress(
  tx: Tx,
  userId: string,
): Promise<{ courseId: string; completed: number }[]> {
  const owned = await listOwnedCourseIds(tx, userId);
  const counts = await completedCounts(tx, userId);
  return owned.map((courseId) => ({ courseId, completed: counts.get(courseId) ?? 0 }));
}

/** Owned course ids of several users at once (one query), for user lists. */
export async function listOwnedCourseIdsByUser(tx: Tx, userIds: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return result;
  const rows = await tx
    .select({ userId: userCourses.userId, courseId: userCourses.courseId })
    .from(userCourses)
    .where(inArray(userCourses.userId, userIds))
    .orderBy(asc(userCourses.createdAt));
  for (const row of rows) result.get(row.userId)?.push(row.courseId);
  return result;
}

export async function isEnrolled(tx: Tx, userId: string, courseId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: userCourses.id })
    .from(userCourses)
    .where(and(eq(userCourses.userId, userId), eq(userCourses.courseId, courseId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Enrols a user; true when the enrolment is new, false when they already owned the course. The course's student
 * count moves by the same statement order in the same transaction (the row lock of the UPDATE serialises writers).
 */
export async function enrol(
  tx: Tx,
  input: { userId: string; courseId: string; source: EnrolmentSource },
): Promise<boolean> {
  const added = await enrolUsers(tx, { courseId: input.courseId, userIds: [input.userId], source: input.source });
  return added.length > 0;
}

/**
 * Enrols several users in one course in two statements (the admin's bulk add-to-course): new enrolments are
 * inserted and the course's student count moves by their number. Answers the user ids newly enrolled.
 */
export async function enrolUsers(
  tx: Tx,
  input: { courseId: string; userIds: readonly string[]; source: EnrolmentSource },
): Promise<string[]> {
  if (input.userIds.length === 0) return [];
  const { courseId, source } = input;
  const inserted = await tx
    .insert(userCourses)
    .values(input.userIds.map((userId) => ({ userId, courseId, source })))
    .onConflictDoNothing()
    .returning({ userId: userCourses.userId });
  await progressRowsForEnrolments(
    tx,
    inserted.map((r) => ({ userId: r.userId, courseId })),
  );
  if (inserted.length > 0)
    await tx
      .update(courses)
      .set({
        purchasedCount: sql`${courses.purchasedCount} + ${inserted.length}`,
        ...(source === 'purchase' ? { salesCount: sql`${courses.salesCount} + ${inserted.length}` } : {}),
      })
      .where(eq(courses.id, courseId));
  return inserted.map((r) => r.userId);
}

/**
 * Enrols a user in many courses in a fixed number of statements (a paid cart): the courses are locked in id order
 * (two carts never deadlock), new enrolments inserted, and each new one's student count moved. Answers the course
 * ids newly enrolled.
 */
export async function enrolMany(
  tx: Tx,
  userId: string,
  items: readonly { courseId: string; source: EnrolmentSource }[],
): Promise<string[]> {
  if (items.length === 0) return [];
  const ids = [...new Set(items.map((i) => i.courseId))];
  await tx
    .select({ id: courses.id })
    .from(courses)
    .where(inArray(courses.id, ids))
    .orderBy(asc(courses.id))
    .for('update');
  const inserted = await tx
    .insert(userCourses)
    .values(items.map((item) => ({ userId, courseId: item.courseId, source: item.source })))
    .onConflictDoNothing()
    .returning({ courseId: userCourses.courseId, source: userCourses.source });
  const added = inserted.map((r) => r.courseId);
  await progressRowsForEnrolments(
    tx,
    added.map((courseId) => ({ userId, courseId })),
  );
  const bought = inserted.filter((r) => r.source === 'purchase').map((r) => r.courseId);
  if (added.length > 0)
    await tx
      .update(courses)
      .set({
        purchasedCount: sql`${courses.purchasedCount} + 1`,
        ...(bought.length > 0
          ? { salesCount: sql`${courses.salesCount} + (case when ${inArray(courses.id, bought)} then 1 else 0 end)` }
          : {}),
      })
      .where(inArray(courses.id, added));
  return added;
}

/** Removes an enrolment (and the learner's progress in it); true when there was one. */
export async function unenrol(tx: Tx, userId: string, courseId: string): Promise<boolean> {
  const deleted = await tx
    .delete(userCourses)
    .where(and(eq(userCourses.userId, userId), eq(userCourses.courseId, courseId)))
    .returning({ id: userCourses.id, source: userCourses.source });
  if (deleted.length === 0) return false;
  await tx
    .update(courses)
    .set({
      purchasedCount: sql`greatest(${courses.purchasedCount} - 1, 0)`,
      ...(deleted[0]!.source === 'purchase' ? { salesCount: sql`greatest(${courses.salesCount} - 1, 0)` } : {}),
    })
    .where(eq(courses.id, courseId));
  await forgetProgress(tx, userId, courseId);
  return true;
}

/** Lesson count of a course. */
export async function countLessons(tx: Tx, courseId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(courseLessons)
    .where(eq(courseLessons.courseId, courseId));
  return Number(row?.n ?? 0);
}
