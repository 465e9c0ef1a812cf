import { and, arrayOverlaps, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bankQuestions, quizGrants, quizQuestions, quizzes } from '../../db/schema/learning.ts';

export type QuizRow = typeof quizzes.$inferSelect;
export type QuizValues = Omit<typeof quizzes.$inferInsert, 'id' | 'courseId' | 'lessonId' | 'createdAt' | 'updatedAt'>;

export async function findQuiz(tx: Tx, id: string): Promise<QuizRow | undefined> {
  const [row] = await tx.select().from(quizzes).where(eq(quizzes.id, id)).limit(1);
  return row;
}

export async function findQuizByLesson(tx: Tx, lessonId: string): Promise<QuizRow | undefined> {
  const [row] = await tx.select().from(quizzes).where(eq(quizzes.lessonId, lessonId)).limit(1);
  return row;
}

export async function listCourseQuizzes(tx: Tx, courseId: string): Promise<QuizRow[]> {
  return tx.select().from(quizzes).where(eq(quizzes.courseId, courseId)).orderBy(asc(quizzes.createdAt));
}

export async function insertQuiz(
  tx: Tx,
  values: QuizValues & { courseId: string; lessonId: string },
): Promise<QuizRow> {
  const [row] = await tx.insert(quizzes).values(values).returning();
  return row!;
}

export async function updateQuiz(tx: Tx, id: string, values: QuizValues): Promise<QuizRow | undefined> {
  const [row] = await tx.update(quizzes).set(values).where(eq(quizzes.id, id)).returning();
  return row;
}

/** Makes a quiz's fixed list exactly `questionIds`, in order (none: a random draw). */
export async function setFixedQuestions(tx: Tx, quizId: string, questionIds: readonly string[]): Promise<void> {
  await tx.delete(quizQuestions).where(eq(quizQuestions.quizId, quizId));
  if (questionIds.length)
    await tx
      .insert(quizQuestions)
      .values(questionIds.map((questionId, position) => ({ quizId, questionId, position })));
}

export async function fixedQuestionIds(tx: Tx, quizId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: quizQuestions.questionId })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.position));
  return rows.map((r) => r.id);
}

/** Ids of a course's questions carrying any of `tags` (all with none): what a random draw picks from. */
export async function drawableQuestionIds(tx: Tx, courseId: string, tags: readonly string[]): Promise<string[]> {
  const rows = await tx
    .select({ id: bankQuestions.id })
    .from(bankQuestions)
    .where(
      and(eq(bankQuestions.courseId, courseId), tags.length ? arrayOverlaps(bankQuestions.tags, [...tags]) : undefined),
    );
  return rows.map((r) => r.id);
}

/** How many of `ids` are questions of the course. */
export async function countCourseQuestions(tx: Tx, courseId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bankQuestions)
    .where(and(eq(bankQuestions.courseId, courseId), inArray(bankQuestions.id, [...ids])));
  return row?.n ?? 0;
}

export interface Grant {
  extraAttempts: number;
  extraMinutes: number;
}
const NO_GRANT: Grant = { extraAttempts: 0, extraMinutes: 0 };

export async function findGrant(tx: Tx, quizId: string, userId: string): Promise<Grant> {
  const [row] = await tx
    .select({ extraAttempts: quizGrants.extraAttempts, extraMinutes: quizGrants.extraMinutes })
    .from(quizGrants)
    .where(and(eq(quizGrants.quizId, quizId), eq(quizGrants.userId, userId)))
    .limit(1);
  return row ?? NO_GRANT;
}

export async function grantsOf(tx: Tx, quizId: string): Promise<Map<string, Grant>> {
  const rows = await tx.select().from(quizGrants).where(eq(quizGrants.quizId, quizId));
  return new Map(rows.map((r) => [r.userId, { extraAttempts: r.extraAttempts, extraMinutes: r.extraMinutes }]));
}

export async function saveGrant(tx: Tx, quizId: string, userId: string, grant: Grant): Promise<void> {
  await tx
    .insert(quizGrants)
    .values({ quizId, userId, ...grant })
    .onConflictDoUpdate({ target: [quizGrants.quizId, quizGrants.userId], set: { ...grant, updatedAt: new Date() } });
}
