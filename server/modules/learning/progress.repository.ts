import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  completionRules,
  courseProgress,
  lessonPositions,
  lessonProgress,
  quizAttempts,
  quizzes,
} from '../../db/schema/learning.ts';

/** Completed lesson ids of a user in some courses (lessons deleted since are gone by cascade). */
export async function completedLessons(
  tx: Tx,
  userId: string,
  courseIds: readonly string[],
): Promise<{ courseId: string; lessonId: string }[]> {
  if (courseIds.length === 0) return [];
  return tx
    .select({ courseId: lessonProgress.courseId, lessonId: lessonProgress.lessonId })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.courseId, [...courseIds])));
}

/** How many lessons a user completed in each course they have progress in (one query). */
export async function completedCounts(tx: Tx, userId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ courseId: lessonProgress.courseId, n: sql<number>`count(*)::int` })
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, userId))
    .groupBy(lessonProgress.courseId);
  return new Map(rows.map((r) => [r.courseId, Number(r.n)]));
}

/**
 * The learner's row of a course, touched: the lesson they used last and now as their last activity, with the
 * completed count recounted from lesson_progress (so it is right whatever wrote before).
 */
async function touch(tx: Tx, input: { userId: string; courseId: string; lessonId: string }): Promise<void> {
  const count = sql`(select count(*)::int from ${lessonProgress} where ${lessonProgress.userId} = ${input.userId} and ${lessonProgress.courseId} = ${input.courseId})`;
  await tx
    .insert(courseProgress)
    .values({
      userId: input.userId,
      courseId: input.courseId,
      lastLessonId: input.lessonId,
      lastActiveAt: sql`now()`,
      completedLessons: count,
    })
    .onConflictDoUpdate({
      target: [courseProgress.userId, courseProgress.courseId],
      set: { lastLessonId: input.lessonId, lastActiveAt: sql`now()`, completedLessons: count },
    });
}

export async function setLessonCompleted(
  tx: Tx,
  input: { userId: string; courseId: string; lessonId: string },
  completed: boolean,
): Promise<void> {
  if (completed) {
    await tx.insert(lessonProgress).values(input).onConflictDoNothing();
  } else {
    await tx
      .delete(lessonProgress)
      .where(and(eq(lessonProgress.userId, input.userId), eq(lessonProgress.lessonId, input.lessonId)));
  }
  await touch(tx, input);
}

/** Where the learner stopped in a lesson's video; the lesson becomes the one they resume. */
export async function savePosition(
  tx: Tx,
  input: { userId: string; courseId: string; lessonId: string; positionSeconds: number },
): Promise<void> {
  await tx
    .insert(lessonPositions)
    .values(input)
    .onConflictDoUpdate({
      target: [lessonPositions.userId, lessonPositions.lessonId],
      set: { positionSeconds: input.positionSeconds, updatedAt: sql`now()` },
    });
  await touch(tx, input);
}

/** The learner's positions in a course's videos, by lesson id. */
export async function positions(tx: Tx, userId: string, courseId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ lessonId: lessonPositions.lessonId, seconds: lessonPositions.positionSeconds })
    .from(lessonPositions)
    .where(and(eq(lessonPositions.userId, userId), eq(lessonPositions.courseId, courseId)));
  return new Map(rows.map((r) => [r.lessonId, r.seconds]));
}

export type CourseProgressRow = typeof courseProgress.$inferSelect;

export async function findCourseProgress(
  tx: Tx,
  userId: string,
  courseId: string,
): Promise<CourseProgressRow | undefined> {
  const [row] = await tx
    .select()
    .from(courseProgress)
    .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId)));
  return row;
}

/** A course row of a learner who has used the course (a lesson opened, watched or completed). */
export type ActiveCourseRow = CourseProgressRow & { lastActiveAt: Date };

/** A learner's used course rows among some courses, most recently used first (the "Continue learning" list). */
export async function recentCourses(
  tx: Tx,
  userId: string,
  courseIds: readonly string[],
  limit: number,
): Promise<ActiveCourseRow[]> {
  if (courseIds.length === 0) return [];
  const rows = await tx
    .select()
    .from(courseProgress)
    .where(
      and(
        eq(courseProgress.userId, userId),
        inArray(courseProgress.courseId, [...courseIds]),
        isNotNull(courseProgress.lastActiveAt),
      ),
    )
    .orderBy(desc(courseProgress.lastActiveAt))
    .limit(limit);
  return rows as ActiveCourseRow[];
}

/** The rows of new enrolments, never active (the progress report lists every enrolled learner from them). */
export async function startRows(tx: Tx, pairs: readonly { userId: string; courseId: string }[]): Promise<void> {
  if (pairs.length === 0) return;
  await tx
    .insert(courseProgress)
    .values(pairs.map((p) => ({ userId: p.userId, courseId: p.courseId, lastActiveAt: null })))
    .onConflictDoNothing();
}

/** Sets when the learner met the course's rule; true only for the write that set it (the first completion). */
export async function markCompleted(tx: Tx, userId: string, courseId: string): Promise<Date | null> {
  const [row] = await tx
    .update(courseProgress)
    .set({ completedAt: sql`now()` })
    .where(
      and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId), isNull(courseProgress.completedAt)),
    )
    .returning({ completedAt: courseProgress.completedAt });
  return row?.completedAt ?? null;
}

/** Everything a learner has of a course (an enrolment removed). */
export async function forget(tx: Tx, userId: string, courseId: string): Promise<void> {
  await tx.delete(lessonProgress).where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId)));
  await tx
    .delete(lessonPositions)
    .where(and(eq(lessonPositions.userId, userId), eq(lessonPositions.courseId, courseId)));
  await tx.delete(courseProgress).where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId)));
}

export type CompletionRuleRow = typeof completionRules.$inferSelect;

export async function findRule(tx: Tx, courseId: string): Promise<CompletionRuleRow | undefined> {
  const [row] = await tx.select().from(completionRules).where(eq(completionRules.courseId, courseId));
  return row;
}

export async function saveRule(
  tx: Tx,
  input: { courseId: string; lessonPercent: number; requiredQuizLessonIds: string[] },
): Promise<void> {
  await tx
    .insert(completionRules)
    .values(input)
    .onConflictDoUpdate({
      target: completionRules.courseId,
      set: {
        lessonPercent: input.lessonPercent,
        requiredQuizLessonIds: input.requiredQuizLessonIds,
        updatedAt: sql`now()`,
      },
    });
}

/** The quiz lessons of a course a learner has passed (a graded attempt at the quiz's pass mark; previews aside). */
export async function passedQuizLessons(tx: Tx, userId: string, courseId: string): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ lessonId: quizzes.lessonId })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizzes.courseId, courseId),
        eq(quizAttempts.passed, true),
        eq(quizAttempts.preview, false),
      ),
    );
  return new Set(rows.map((r) => r.lessonId));
}

/** Completions recorded after a moment, oldest first (a subscriber catching up on what it missed). */
export async function completionsSince(
  tx: Tx,
  since: Date,
  limit: number,
): Promise<{ userId: string; courseId: string; completedAt: Date }[]> {
  const rows = await tx
    .select({
      userId: courseProgress.userId,
      courseId: courseProgress.courseId,
      completedAt: courseProgress.completedAt,
    })
    .from(courseProgress)
    .where(and(isNotNull(courseProgress.completedAt), gt(courseProgress.completedAt, since)))
    .orderBy(asc(courseProgress.completedAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, completedAt: r.completedAt! }));
}
