import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { courseQuestions, questionAnswers, users } from '../../db/schema/index.ts';
import { authorColumns, type Author } from '../../lib/author.ts';

export interface QuestionRow extends Author {
  id: string;
  lessonId: string;
  text: string;
  createdAt: Date;
}
export interface AnswerRow extends Author {
  id: string;
  questionId: string;
  text: string;
  createdAt: Date;
}

/** Questions of a course (or of one lesson), oldest first. */
export async function listQuestions(tx: Tx, courseId: string, lessonId?: string): Promise<QuestionRow[]> {
  return tx
    .select({
      id: courseQuestions.id,
      lessonId: courseQuestions.lessonId,
      text: courseQuestions.text,
      createdAt: courseQuestions.createdAt,
      ...authorColumns,
    })
    .from(courseQuestions)
    .innerJoin(users, eq(users.id, courseQuestions.userId))
    .where(and(eq(courseQuestions.courseId, courseId), lessonId ? eq(courseQuestions.lessonId, lessonId) : undefined))
    .orderBy(asc(courseQuestions.createdAt), asc(courseQuestions.id));
}

export async function listAnswers(tx: Tx, questionIds: string[]): Promise<AnswerRow[]> {
  if (questionIds.length === 0) return [];
  return tx
    .select({
      id: questionAnswers.id,
      questionId: questionAnswers.questionId,
      text: questionAnswers.text,
      createdAt: questionAnswers.createdAt,
      ...authorColumns,
    })
    .from(questionAnswers)
    .innerJoin(users, eq(users.id, questionAnswers.userId))
    .where(inArray(questionAnswers.questionId, questionIds))
    .orderBy(asc(questionAnswers.createdAt), asc(questionAnswers.id));
}

export async function insertQuestion(
  tx: Tx,
  values: { courseId: string; lessonId: string; userId: string; text: string },
): Promise<string> {
  const [row] = await tx.insert(courseQuestions).values(values).returning({ id: courseQuestions.id });
  return row!.id;
}

export async function findQuestion(
  tx: Tx,
  id: string,
): Promise<{ id: string; courseId: string; lessonId: string; userId: string } | undefined> {
  const [row] = await tx
    .select({
      id: courseQuestions.id,
      courseId: courseQuestions.courseId,
      lessonId: courseQuestions.lessonId,
      userId: courseQuestions.userId,
    })
    .from(courseQuestions)
    .where(eq(courseQuestions.id, id))
    .limit(1);
  return row;
}

export async function insertAnswer(
  tx: Tx,
  values: { questionId: string; userId: string; text: string },
): Promise<void> {
  await tx.insert(questionAnswers).values(values);
}
