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
 * A new attempt with its questions, in one statement (all or nothing, no transaction held across round trips),
 * unless another one took its number or the learner already has one open (the two unique indexes): then nothing is
 * inserted and undefined is answered. This is what keeps concurrent starts to one attempt. Answers the rows as
 * written (the columns not given hold their defaults: not submitted, not graded, no answer).
 */
export async function insertAttempt(
  tx: Tx,
  values: { quizId: string; userId: string; number: number; preview: boolean; startedAt: Date; endsAt: Date | null },
  questions: readonly { questionId: string; optionOrder: string[] }[],
): Promise<{ attempt: AttemptRow; questions: AttemptQuestionRow[] } | undefined> {
  const asked = questions.length
    ? sql.join(
        questions.map(
          (q, position) => sql`(${q.questionId}::uuid, ${position}::int, ${JSON.stringify(q.optionOrder)}::jsonb)`,
        ),
        sql`, `,
      )
    : null;
  const result = await tx.execute(sql`
    with attempt as (
      insert into ${quizAttempts} (quiz_id, user_id, number, preview, started_at, ends_at)
      values (${values.quizId}, ${values.userId}, ${values.number}, ${values.preview},
        ${values.startedAt.toISOString()}::timestamptz, ${values.endsAt?.toISOString() ?? null}::timestamptz)
      on conflict do nothing
      returning id
    )${
      asked
        ? sql`, asked as (
      insert into ${attemptQuestions} (attempt_id, question_id, position, option_order)
      select attempt.id, v.question_id, v.position, v.option_order
      from attempt, (values ${asked}) as v(question_id, position, option_order)
    )`
        : sql``
    }
    select id from attempt`);
  const [row] = (result as unknown as { rows: { id: string }[] }).rows;
  if (!row) return undefined;
  return {
    attempt: { id: row.id, ...values, submittedAt: null, score: null, maxScore: null, percent: null, passed: null },
    questions: questions.map((q, position) => ({
      attemptId: row.id,
      questionId: q.questionId,
      position,
      optionOrder: q.optionOrder,
      answer: null,
      seq: 0,
      answeredAt: null,
      correct: null,
      earned: null,
    })),
  };
}

export async function attemptQuestionRows(tx: Tx, attemptId: string): Promise<AttemptQuestionRow[]> {
  return tx
    .select()
    .from(attemptQuestions)
    .where(eq(attemptQuestions.attemptId, attemptId))
    .orderBy(asc(attemptQuestions.position));
}

/**
 * The grading's read of an attempt's answers, each row locked until it commits: a save in flight is waited for and
 * its answer graded, a save that comes later waits and then finds the row marked (writeAnswer).
 */
export async function lockAttemptQuestionRows(tx: Tx, attemptId: string): Promise<AttemptQuestionRow[]> {
  return tx
    .select()
    .from(attemptQuestions)
    .where(eq(attemptQuestions.attemptId, attemptId))
    .orderBy(asc(attemptQuestions.position))
    .for('update');
}

/** A question's shape as saving an answer checks it: its type and option ids, and the row version they were read at. */
export interface QuestionShape {
  type: string;
  options: { id: string }[];
  /** The bank row's `xmin`: any change to the question changes it. */
  version: string;
}

/** What one answer save found (before its write) and whether it wrote. */
export interface AnswerWrite extends QuestionShape {
  userId: string;
  /** The seq kept before this save. */
  seq: number;
  submitted: boolean;
  /** Not submitted and before the deadline at `now`. */
  open: boolean;
  written: boolean;
}

interface AnswerWriteRow {
  user_id: string;
  seq: number;
  submitted: boolean;
  open: boolean;
  type: string;
  option_ids: string[];
  version: string;
  written: boolean;
}

/**
 * Saving an answer in one statement: reads the attempt's owner and state and the question's shape, and keeps the
 * answer only if the caller owns the attempt, it is open at `now`, `seq` is newer than the one kept (an older or
 * repeated seq never overwrites a newer one) and the question is still at `version`, the shape the answer was
 * checked against (null: not checked yet, nothing written). No lock on the attempt's row: saves of one attempt never
 * wait on each other, only on the grading (`correct is null`: a row the grading has marked is not written, and an
 * update that waited for the grading's row lock re-checks that on the row as graded).
 */
export async function writeAnswer(
  tx: Tx,
  input: {
    attemptId: string;
    questionId: string;
    userId: string;
    answer: AnswerValue | null;
    seq: number;
    now: Date;
    version: string | null;
  },
): Promise<AnswerWrite | undefined> {
  const now = input.now.toISOString();
  const answer = input.answer === null ? null : JSON.stringify(input.answer);
  const result = await tx.execute(sql`
    with target as (
      select aq.seq, qa.user_id, qa.submitted_at is not null as submitted,
        (qa.submitted_at is null and (qa.ends_at is null or qa.ends_at > ${now}::timestamptz)) as open,
        bq.type, jsonb_path_query_array(bq.options, '$[*].id') as option_ids, bq.xmin::text as version
      from ${attemptQuestions} aq
      join ${quizAttempts} qa on qa.id = aq.attempt_id
      join ${bankQuestions} bq on bq.id = aq.question_id
      where aq.attempt_id = ${input.attemptId} and aq.question_id = ${input.questionId}
    ), written as (
      update ${attemptQuestions} aq
      set answer = ${answer}::jsonb, seq = ${input.seq}, answered_at = ${now}::timestamptz
      from target t
      where aq.attempt_id = ${input.attemptId} and aq.question_id = ${input.questionId}
        and t.version = ${input.version}::text and t.user_id = ${input.userId} and t.open
        and aq.seq < ${input.seq} and aq.correct is null
      returning aq.seq
    )
    select t.*, exists (select 1 from written) as written from target t`);
  // Both drivers answer a raw statement with its rows under `rows`.
  const [row] = (result as unknown as { rows: AnswerWriteRow[] }).rows;
  if (!row) return undefined;
  return {
    userId: row.user_id,
    seq: Number(row.seq),
    submitted: row.submitted,
    open: row.open,
    type: row.type,
    options: row.option_ids.map((id) => ({ id })),
    version: row.version,
    written: row.written,
  };
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
