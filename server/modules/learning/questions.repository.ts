import { and, arrayOverlaps, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bankQuestions, quizQuestions } from '../../db/schema/learning.ts';
import type { QuestionValues } from './question-rules.ts';

export type QuestionRow = typeof bankQuestions.$inferSelect;

/** A course's questions, oldest first; with `tags`, those carrying any of them. */
export async function listQuestions(tx: Tx, courseId: string, tags: readonly string[] = []): Promise<QuestionRow[]> {
  return tx
    .select()
    .from(bankQuestions)
    .where(
      and(eq(bankQuestions.courseId, courseId), tags.length ? arrayOverlaps(bankQuestions.tags, [...tags]) : undefined),
    )
    .orderBy(asc(bankQuestions.seq));
}

/** How many questions of a course carry any of `tags` (all of the course's with none). */
export async function countQuestions(tx: Tx, courseId: string, tags: readonly string[]): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bankQuestions)
    .where(
      and(eq(bankQuestions.courseId, courseId), tags.length ? arrayOverlaps(bankQuestions.tags, [...tags]) : undefined),
    );
  return row?.n ?? 0;
}

export async function findQuestion(tx: Tx, id: string): Promise<QuestionRow | undefined> {
  const [row] = await tx.select().from(bankQuestions).where(eq(bankQuestions.id, id)).limit(1);
  return row;
}

/** Questions by id (one query), for an attempt's questions. */
export async function questionsByIds(tx: Tx, ids: readonly string[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(bankQuestions)
    .where(inArray(bankQuestions.id, [...ids]));
}

export async function insertQuestions(tx: Tx, courseId: string, values: QuestionValues[]): Promise<QuestionRow[]> {
  if (values.length === 0) return [];
  return tx
    .insert(bankQuestions)
    .values(values.map((v) => ({ ...v, courseId })))
    .returning();
}

export async function updateQuestion(tx: Tx, id: string, values: QuestionValues): Promise<QuestionRow | undefined> {
  const [row] = await tx.update(bankQuestions).set(values).where(eq(bankQuestions.id, id)).returning();
  return row;
}

export async function deleteQuestion(tx: Tx, id: string): Promise<void> {
  await tx.delete(bankQuestions).where(eq(bankQuestions.id, id));
}

/** Whether a quiz's fixed list holds the question. */
export async function inFixedQuiz(tx: Tx, questionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ quizId: quizQuestions.quizId })
    .from(quizQuestions)
    .where(eq(quizQuestions.questionId, questionId))
    .limit(1);
  return Boolean(row);
}

/** Every tag of a course's questions, once each, in order. */
export async function courseTags(tx: Tx, courseId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ tag: sql<string>`unnest(${bankQuestions.tags})` })
    .from(bankQuestions)
    .where(eq(bankQuestions.courseId, courseId));
  return rows.map((r) => r.tag).sort((a, b) => a.localeCompare(b));
}
