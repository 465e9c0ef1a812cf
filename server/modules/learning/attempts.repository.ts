import { and, asc, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { AnswerValue } from '#shared/learning/attempts.ts';
import type { Tx } from '../../db/client.ts';
import { attemptQuestions, bankQuestions, quizAttempts } from '../../db/schema/learning.ts';
import type { Total } from './grading.ts';

export type AttemptRow = typeof quizAttempts.$inferSelect;
export type AttemptQuestionRow = typeof attemptQuestions.$inferSelect;

export async function findAttempt(tx: Tx, id: string): Promise<AttemptRow | undefined> {
  const [row] = await tx.select().from(quizAttempts).where(eq(quizAttempts.id, id)).limit(1);
  return row;
}

/** Locks an attempt's row until the transaction ends (a submit and the deadline job grade it once). */
export async function lockAttempt(tx: Tx, id: string): Promise<AttemptRow | undefined> {
  const [row] = await tx.select().from(quizAttempts).where(eq(quizAttempts.id, id)).for('update').limit(1);
  return row;
}

export async function openAttempt(tx: Tx, quizId: string, userId: string): Promise<AttemptRow | undefined> {
  const [row] = await tx
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.userId, userId), isNull(quizAttempts.submittedAt)))
    .limit(1);
  return row;
}

/** A learner's attempts at a quiz, first first. */
export async function listAttempts(tx: Tx, quizId: string, userId: string): Promise<AttemptRow[]> {
  return tx
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.userId, userId)))
    .orderBy(asc(quizAttempts.number));
}

/**
 * A new attempt, unless another one took its number or the learner already has one open (the two unique indexes):
 * then nothing is inserted and undefined is answered. This is what keeps concurrent starts to one attempt.
 */
export async function insertAttempt(
  tx: Tx,
  values: { quizId: string; userId: string; number: number; preview: boolean; startedAt: Date; endsAt: Date | null },
): Promise<AttemptRow | undefined> {
  const [row] = await tx.insert(quizAttempts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertAttemptQuestions(
  tx: Tx,
  attemptId: string,
  questions: readonly { questionId: string; optionOrder: string[] }[],
): Promise<void> {
  if (questions.length === 0) return;
  await tx
    .insert(attemptQuestions)
    .values(
      questions.map((q, position) => ({ attemptId, position, questionId: q.questionId, optionOrder: q.optionOrder })),
    );
}

export async function attemptQuestionRows(tx: Tx, attemptId: string): Promise<AttemptQuestionRow[]> {
  return tx
    .select()
    .from(attemptQuestions)
    .where(eq(attemptQuestions.attemptId, attemptId))
    .orderBy(asc(attemptQuestions.position));
}

/** What saving an answer checks, in one query: the attempt's owner and state, the question's type and options. */
export async function answerTarget(tx: Tx, attemptId: string, questionId: string) {
  const [row] = await tx
    .select({
      userId: quizAttempts.userId,
      submittedAt: quizAttempts.submittedAt,
      endsAt: quizAttempts.endsAt,
      seq: attemptQuestions.seq,
      type: bankQuestions.type,
      options: bankQuestions.options,
    })
    .from(attemptQuestions)
    .innerJoin(quizAttempts, eq(quizAttempts.id, attemptQuestions.attemptId))
    .innerJoin(bankQuestions, eq(bankQuestions.id, attemptQuestions.questionId))
    .where(and(eq(attemptQuestions.attemptId, attemptId), eq(attemptQuestions.questionId, questionId)))
    .limit(1);
  return row;
}

/**
 * Keeps an answer when its `seq` is newer than the one kept and the attempt is still open at `now`; answers
 * whether it was written (false: an older or repeated seq, or the attempt closed meanwhile).
 */
export async function saveAnswer(
  tx: Tx,
  input: { attemptId: string; questionId: string; answer: AnswerValue | null; seq: number; now: Date },
): Promise<boolean> {
  const open = sql`exists (select 1 from ${quizAttempts} where ${quizAttempts.id} = ${input.attemptId} and ${quizAttempts.submittedAt} is null and (${quizAttempts.endsAt} is null or ${quizAttempts.endsAt} > ${input.now.toISOString()}))`;
  const rows = await tx
    .update(attemptQuestions)
    .set({ answer: input.answer, seq: input.seq, answeredAt: input.now })
    .where(
      and(
        eq(attemptQuestions.attemptId, input.attemptId),
        eq(attemptQuestions.questionId, input.questionId),
        lt(attemptQuestions.seq, input.seq),
        open,
      ),
    )
    .returning({ seq: attemptQuestions.seq });
  return rows.length > 0;
}

/** Writes every question's mark of an attempt in one statement. */
export async function writeMarks(
  tx: Tx,
  attemptId: string,
  marks: readonly { questionId: string; correct: boolean; earned: number }[],
): Promise<void> {
  if (marks.length === 0) return;
  const values = sql.join(
    marks.map((m) => sql`(${m.questionId}::uuid, ${m.correct}::boolean, ${m.earned}::numeric)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${attemptQuestions} set correct = v.correct, earned = v.earned from (values ${values}) as v(question_id, correct, earned) where ${attemptQuestions.attemptId} = ${attemptId} and ${attemptQuestions.questionId} = v.question_id`,
  );
}

export async function finishAttempt(tx: Tx, id: string, total: Total, submittedAt: Date): Promise<AttemptRow> {
  const [row] = await tx
    .update(quizAttempts)
    .set({ ...total, submittedAt })
    .where(eq(quizAttempts.id, id))
    .returning();
  return row!;
}

const rankedFirst = (quizId: string) =>
  and(
    eq(quizAttempts.quizId, quizId),
    eq(quizAttempts.number, 1),
    eq(quizAttempts.preview, false),
    isNotNull(quizAttempts.submittedAt),
  );

/** Where a score stands among the quiz's graded first attempts: how many scored higher and lower, of how many. */
export async function standing(tx: Tx, quizId: string, score: number) {
  const [row] = await tx
    .select({
      higher: sql<number>`count(*) filter (where ${quizAttempts.score} > ${score})::int`,
      lower: sql<number>`count(*) filter (where ${quizAttempts.score} < ${score})::int`,
      of: sql<number>`count(*)::int`,
    })
    .from(quizAttempts)
    .where(rankedFirst(quizId));
  return { higher: row?.higher ?? 0, lower: row?.lower ?? 0, of: row?.of ?? 0 };
}

/** The top graded first attempts: by score, then the quicker, then the earlier. */
export async function meritTop(tx: Tx, quizId: string, limit: number) {
  return tx
    .select({
      userId: quizAttempts.userId,
      score: quizAttempts.score,
      rank: sql<number>`(rank() over (order by ${quizAttempts.score} desc))::int`,
    })
    .from(quizAttempts)
    .where(rankedFirst(quizId))
    .orderBy(
      desc(quizAttempts.score),
      asc(sql`${quizAttempts.submittedAt} - ${quizAttempts.startedAt}`),
      asc(quizAttempts.submittedAt),
    )
    .limit(limit);
}

/** Open attempts whose deadline passed before `before`, oldest first. */
export async function overdueAttempts(tx: Tx, before: Date, limit: number): Promise<{ id: string }[]> {
  return tx
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(isNull(quizAttempts.submittedAt), lt(quizAttempts.endsAt, before)))
    .orderBy(asc(quizAttempts.endsAt))
    .limit(limit);
}

/** Moves the deadline of a learner's open, timed attempt by `minutes`. */
export async function extendOpenAttempt(tx: Tx, quizId: string, userId: string, minutes: number): Promise<void> {
  await tx
    .update(quizAttempts)
    .set({ endsAt: sql`${quizAttempts.endsAt} + make_interval(mins => ${minutes})` })
    .where(
      and(
        eq(quizAttempts.quizId, quizId),
        eq(quizAttempts.userId, userId),
        isNull(quizAttempts.submittedAt),
        isNotNull(quizAttempts.endsAt),
      ),
    );
}

/** Every learner's attempt at a quiz (admins' previews left out), newest first. */
export async function quizAttemptRows(tx: Tx, quizId: string): Promise<AttemptRow[]> {
  return tx
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.preview, false)))
    .orderBy(desc(quizAttempts.startedAt));
}

/** Per question asked in a quiz's graded attempts: how often answered, how often right. */
export async function questionStats(tx: Tx, quizId: string) {
  return tx
    .select({
      questionId: attemptQuestions.questionId,
      answered: sql<number>`count(${attemptQuestions.answer})::int`,
      correct: sql<number>`count(*) filter (where ${attemptQuestions.correct})::int`,
      asked: sql<number>`count(*)::int`,
    })
    .from(attemptQuestions)
    .innerJoin(quizAttempts, eq(quizAttempts.id, attemptQuestions.attemptId))
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.preview, false), isNotNull(quizAttempts.submittedAt)))
    .groupBy(attemptQuestions.questionId);
}
