import { and, asc, count, desc, eq, exists, inArray, not, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { courseLessons, courseQuestions, courses, questionAnswers, users } from '../../db/schema/index.ts';
import { authorColumns, type Author } from '../../lib/author.ts';
import { primaryText } from '../../db/schema/index.ts';

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

export interface InboxRow extends Author {
  id: string;
  courseId: string;
  courseName: string;
  lessonId: string;
  lessonTitle: string;
  text: string;
  createdAt: Date;
}

/** The questions inbox's filter: one course or all, answered (at least one answer) or not. */
function inboxWhere(tx: Tx, filter: { courseId?: string; status: 'all' | 'answered' | 'unanswered' }) {
  const hasAnswer = exists(
    tx
      .select({ id: questionAnswers.id })
      .from(questionAnswers)
      .where(eq(questionAnswers.questionId, courseQuestions.id)),
  );
  const byStatus: SQL | undefined =
    filter.status === 'answered' ? hasAnswer : filter.status === 'unanswered' ? not(hasAnswer) : undefined;
  return and(filter.courseId ? eq(courseQuestions.courseId, filter.courseId) : undefined, byStatus);
}

/** One page of questions across courses, newest first, with the total the filter matches. */
export async function listInbox(
  tx: Tx,
  filter: { courseId?: string; status: 'all' | 'answered' | 'unanswered'; offset: number; limit: number },
): Promise<{ rows: InboxRow[]; total: number }> {
  const where = inboxWhere(tx, filter);
  const rows = await tx
    .select({
      id: courseQuestions.id,
      courseId: courseQuestions.courseId,
      courseName: primaryText(courses.name),
      lessonId: courseQuestions.lessonId,
      lessonTitle: primaryText(courseLessons.title),
      text: courseQuestions.text,
      createdAt: courseQuestions.createdAt,
      ...authorColumns,
    })
    .from(courseQuestions)
    .innerJoin(users, eq(users.id, courseQuestions.userId))
    .innerJoin(courses, eq(courses.id, courseQuestions.courseId))
    .innerJoin(courseLessons, eq(courseLessons.id, courseQuestions.lessonId))
    .where(where)
    .orderBy(desc(courseQuestions.createdAt), desc(courseQuestions.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [counted] = await tx.select({ n: count() }).from(courseQuestions).where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** How many questions have no answer yet, across all courses. */
export async function countUnanswered(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(courseQuestions)
    .where(inboxWhere(tx, { status: 'unanswered' }));
  return row?.n ?? 0;
}

/** The courses that have at least one question, for the inbox's course filter. */
export async function coursesWithQuestions(tx: Tx): Promise<{ id: string; name: string }[]> {
  return tx
    .selectDistinct({ id: courses.id, name: primaryText(courses.name) })
    .from(courses)
    .innerJoin(courseQuestions, eq(courseQuestions.courseId, courses.id));
}
