import { randomInt } from 'node:crypto';
import type { Language } from '#shared/bilingual.ts';
import {
  ATTEMPT_MESSAGES as M,
  type AnswerValue,
  type Attempt,
  type LearnerQuiz,
  type Result,
} from '#shared/learning/attempts.ts';
import { QUIZ_MESSAGES } from '#shared/learning/quizzes.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { canStudy, findLessonById } from '../courses/courses.service.ts';
import { completeLesson } from '../courses/enrolments.service.ts';
import { savedAnswers, toAttempt, toAttemptQuestion, toReview } from './attempt-answer.ts';
import * as attempts from './attempts.repository.ts';
import { answerFits, gradeAnswer, isEmptyAnswer, totalOf } from './grading.ts';
import * as questions from './questions.repository.ts';
import type { QuestionRow } from './questions.repository.ts';
import * as quizzes from './quizzes.repository.ts';

/** Fisher–Yates with the system's random numbers: a learner cannot predict the next draw from the last. */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** How many questions' shapes an instance keeps: a few model tests' banks. */
const SHAPES_KEPT = 5_000;

/**
 * The shapes of the questions answered lately (type, option ids, row version), so that an answer is checked before
 * the one statement that saves it. Only a hint: the statement writes only if the question is still at that version.
 */
function questionShapes() {
  const kept = new Map<string, attempts.QuestionShape>();
  return {
    get: (questionId: string) => kept.get(questionId),
    remember(questionId: string, { type, options, version }: attempts.QuestionShape) {
      if (kept.get(questionId)?.version === version) return;
      kept.delete(questionId);
      if (kept.size >= SHAPES_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(questionId, { type, options, version });
    },
  };
}

/** An attempt's questions as asked and the bank's rows of them. */
interface Loaded {
  rows: attempts.AttemptQuestionRow[];
  bank: ReadonlyMap<string, QuestionRow>;
}

/** Whether a graded attempt's review may be shown now. */
function reviewAllowed(quiz: quizzes.QuizRow, now: Date): boolean {
  if (quiz.showAnswers === 'after_attempt') return true;
  if (quiz.showAnswers === 'after_close') return quiz.closesAt !== null && quiz.closesAt <= now;
  return false;
}

/**
 * Taking a quiz (issue 37): starting an attempt (one at a time, within the attempts allowed), saving each answer as
 * given (idempotent by the client's seq, refused after the server's deadline), submitting and grading (on the server
 * only), the result with its rank, and the merit list. Owners of the course, and admins previewing, only.
 */
export function attemptsService({ db, cache }: Pick<Deps, 'db' | 'cache'>) {
  const shapes = questionShapes();
  async function quizFor(user: SessionUser, quizId: string) {
    const quiz = await quizzes.findQuiz(db, quizId);
    if (!quiz) throw notFound(QUIZ_MESSAGES.notFound, 'quiz_not_found');
    if (!(await canStudy(db, user, quiz.courseId))) throw forbidden(M.notOwner, 'not_course_owner');
    return quiz;
  }

  /** The caller's own attempt (an admin reads any, to preview); 404 for anyone else's. */
  async function ownAttempt(user: SessionUser, attemptId: string) {
    const attempt = await attempts.findAttempt(db, attemptId);
    if (!attempt || attempt.userId !== user.id) throw notFound(M.notFound, 'attempt_not_found');
    return attempt;
  }

  /**
   * Grades an attempt once (its row locked): a second submit, the deadline job and a late page all find it graded.
   * An attempt past its deadline counts as submitted at the deadline, with the answers saved before it.
   */
  async function grade(
    attemptId: string,
    now: Date,
    ownerId?: string,
  ): Promise<{ attempt: attempts.AttemptRow; quiz: quizzes.QuizRow }> {
    const graded = await db.transaction(async (tx) => {
      const attempt = await attempts.lockAttempt(tx, attemptId);
      if (!attempt || (ownerId !== undefined && attempt.userId !== ownerId))
        throw notFound(M.notFound, 'attempt_not_found');
      const quiz = (await quizzes.findQuiz(tx, attempt.quizId))!;
      if (attempt.submittedAt) return { attempt, quiz, passedNow: false };
      const rows = await attempts.lockAttemptQuestionRows(tx, attempt.id);
      const bank = new Map(
        (
          await questions.questionsByIds(
            tx,
            rows.map((r) => r.questionId),
          )
        ).map((q) => [q.id, q]),
      );
      const marks = rows.flatMap((row) => {
        const question = bank.get(row.questionId);
        if (!question) return [];
        return [{ questionId: row.questionId, points: question.points, ...gradeAnswer(question, row.answer) }];
      });
      await attempts.writeMarks(tx, attempt.id, marks);
      const submittedAt = attempt.endsAt && attempt.endsAt < now ? attempt.endsAt : now;
      const total = totalOf(marks, quiz);
      return {
        attempt: await attempts.finishAttempt(tx, attempt.id, total, submittedAt),
        quiz,
        passedNow: total.passed,
      };
    });
    if (graded.passedNow && !graded.attempt.preview) {
      await completeLesson(
        { db, cache },
        {
          userId: graded.attempt.userId,
          courseId: graded.quiz.courseId,
          lessonId: graded.quiz.lessonId,
        },
      );
    }
    return graded;
  }

  /** An open attempt whose deadline has passed is graded first: whatever reads it sees it closed. */
  async function current(attempt: attempts.AttemptRow, now: Date) {
    if (!attempt.submittedAt && attempt.endsAt && attempt.endsAt <= now) return (await grade(attempt.id, now)).attempt;
    return attempt;
  }

  async function resultOf(attempt: attempts.AttemptRow): Promise<Result | null> {
    if (!attempt.submittedAt || attempt.score === null) return null;
    const first = attempt.number === 1 && !attempt.preview;
    const { higher, lower, of } = await attempts.standing(db, attempt.quizId, attempt.score);
    return {
      score: attempt.score,
      maxScore: attempt.maxScore ?? 0,
      percent: attempt.percent ?? 0,
      passed: attempt.passed ?? false,
      rank: first ? higher + 1 : null,
      of,
      percentile: first && of > 0 ? round2((lower / of) * 100) : null,
    };
  }

  async function view(
    attempt: attempts.AttemptRow,
    quiz: quizzes.QuizRow,
    language: Language,
    now: Date,
    /** The attempt's questions as its start wrote and read them (else they are read). */
    loaded?: Loaded,
  ): Promise<Attempt> {
    const rows = loaded?.rows ?? (await attempts.attemptQuestionRows(db, attempt.id));
    const bank =
      loaded?.bank ??
      new Map(
        (
          await questions.questionsByIds(
            db,
            rows.map((r) => r.questionId),
          )
        ).map((q) => [q.id, q]),
      );
    const asked = rows.flatMap((r) => {
      const question = bank.get(r.questionId);
      return question ? [toAttemptQuestion(r, question, language)] : [];
    });
    const result = await resultOf(attempt);
    return toAttempt(
      attempt,
      {
        questions: asked,
        answers: savedAnswers(rows),
        result,
        review: result && reviewAllowed(quiz, now) ? toReview(rows, bank, language) : null,
      },
      now,
    );
  }

  /** Picks an attempt's questions: the fixed list or a random draw, shuffled (with their options) when asked. */
  async function draw(tx: Tx, quiz: quizzes.QuizRow) {
    const ids = quiz.fixed
      ? await quizzes.fixedQuestionIds(tx, quiz.id)
      : shuffled(await quizzes.drawableQuestionIds(tx, quiz.courseId, quiz.tags)).slice(0, quiz.questionCount);
    const picked = new Map((await questions.questionsByIds(tx, ids)).map((q) => [q.id, q]));
    const order = quiz.shuffle && quiz.fixed ? shuffled(ids) : ids;
    const asked = order.flatMap((id) => {
      const question = picked.get(id);
      if (!question) return [];
      const optionIds = question.options.map((o) => o.id);
      // True/false keeps its order: "False, True" reads oddly and shuffling two options hides nothing.
      const optionOrder = quiz.shuffle && question.type !== 'true_false' ? shuffled(optionIds) : optionIds;
      return [{ questionId: id, optionOrder }];
    });
    return { asked, bank: picked };
  }

  function windowCheck(quiz: quizzes.QuizRow, user: SessionUser, now: Date) {
    if (user.role === 'admin') return;
    if (quiz.opensAt && now < quiz.opensAt) throw conflict(M.notOpen, 'quiz_not_open');
    if (quiz.closesAt && now >= quiz.closesAt) throw conflict(M.closed, 'quiz_not_open');
  }

  return {
    /** The quiz of a lesson as the learner's page shows it, with the caller's attempts and any open one. */
    async forLesson(user: SessionUser, lessonId: string): Promise<{ quiz: LearnerQuiz }> {
      const found = await quizzes.findQuizByLesson(db, lessonId);
      if (!found) throw notFound(QUIZ_MESSAGES.notFound, 'quiz_not_found');
      const quiz = await quizFor(user, found.id);
      const now = new Date();
      const open = await attempts.openAttempt(db, quiz.id, user.id);
      if (open) await current(open, now);
      const list = await attempts.listAttempts(db, quiz.id, user.id);
      const grant = await quizzes.findGrant(db, quiz.id, user.id);
      const still = list.find((a) => !a.submittedAt);
      const lesson = await findLessonById(db, quiz.lessonId);
      return {
        quiz: {
          _id: quiz.id,
          lessonId: quiz.lessonId,
          courseId: quiz.courseId,
          title: lesson?.title ?? '',
          questionCount: quiz.questionCount,
          timeLimitMinutes: quiz.timeLimitMinutes === null ? null : quiz.timeLimitMinutes + grant.extraMinutes,
          attemptsAllowed:
            quiz.attemptsAllowed === null || user.role === 'admin' ? null : quiz.attemptsAllowed + grant.extraAttempts,
          attemptsUsed: list.length,
          passPercent: quiz.passPercent,
          negativeMark: quiz.negativeMark,
          showAnswers: quiz.showAnswers,
          opensAt: quiz.opensAt?.toISOString() ?? null,
          closesAt: quiz.closesAt?.toISOString() ?? null,
          openAttemptId: still?.id ?? null,
          attempts: list.map((a) => ({
            _id: a.id,
            number: a.number,
            submittedAt: a.submittedAt?.toISOString() ?? null,
            score: a.score,
            maxScore: a.maxScore,
            percent: a.percent,
            passed: a.passed,
          })),
        },
      };
    },

    /**
     * Starts an attempt, or answers the open one (a reload, a second tab, a retried request). Concurrent starts
     * race on the attempts' unique indexes: one inserts, the others find its attempt.
     */
    async start(user: SessionUser, quizId: string, language: Language): Promise<{ attempt: Attempt }> {
      const quiz = await quizFor(user, quizId);
      const now = new Date();
      // The learner's attempts and grant together: the open attempt is among them, the others count as used.
      const [list, grant] = await Promise.all([
        attempts.listAttempts(db, quiz.id, user.id),
        quizzes.findGrant(db, quiz.id, user.id),
      ]);
      const open = list.find((a) => !a.submittedAt);
      if (open && !(await current(open, now)).submittedAt) return { attempt: await view(open, quiz, language, now) };
      windowCheck(quiz, user, now);
      const preview = user.role === 'admin';
      const used = list.length;
      const allowed = quiz.attemptsAllowed === null || preview ? null : quiz.attemptsAllowed + grant.extraAttempts;
      let started: Awaited<ReturnType<typeof attempts.insertAttempt>>;
      let loaded: Loaded | undefined;
      if (allowed === null || used < allowed) {
        const minutes = quiz.timeLimitMinutes === null ? null : quiz.timeLimitMinutes + grant.extraMinutes;
        let endsAt = minutes === null ? null : new Date(now.getTime() + minutes * 60_000);
        if (quiz.closesAt && !preview && (!endsAt || quiz.closesAt < endsAt)) endsAt = quiz.closesAt;
        const { asked, bank } = await draw(db, quiz);
        started = await attempts.insertAttempt(
          db,
          { quizId: quiz.id, userId: user.id, number: used + 1, preview, startedAt: now, endsAt },
          asked,
        );
        if (started) loaded = { rows: started.questions, bank };
      }
      if (started) return { attempt: await view(started.attempt, quiz, language, now, loaded) };
      // None inserted: another request of this learner started one meanwhile (or none is left).
      const attempt = await attempts.openAttempt(db, quiz.id, user.id);
      if (!attempt) throw conflict(M.noneLeft, 'no_attempts_left');
      return { attempt: await view(attempt, quiz, language, now) };
    },

    async get(user: SessionUser, attemptId: string, language: Language): Promise<{ attempt: Attempt }> {
      const now = new Date();
      const attempt = await current(await ownAttempt(user, attemptId), now);
      const quiz = (await quizzes.findQuiz(db, attempt.quizId))!;
      return { attempt: await view(attempt, quiz, language, now) };
    },

    /**
     * Keeps an answer as given. A repeat (same or older seq) answers 200 and changes nothing, even once the attempt
     * has closed; a newer one after the deadline or the submit is refused with 409. One statement checks and writes
     * (writeAnswer), the answer checked beforehand against the question's shape as last seen; only the first save of
     * a question here, or one after the question changed, needs a second statement.
     */
    async answer(
      user: SessionUser,
      attemptId: string,
      questionId: string,
      body: { answer: AnswerValue | null; seq: number },
    ) {
      const now = new Date();
      const answer = isEmptyAnswer(body.answer) ? null : body.answer;
      const saved = (seq: number) => ({ message: M.saved, saved: { questionId, seq } });
      let shape = shapes.get(questionId);
      // Three looks at most: a shape unknown or changed since read, then a write that lost a race (a newer seq, the
      // grading) and is told why by the next look.
      for (let look = 0; look < 3; look++) {
        const fits = shape !== undefined && (answer === null || answerFits(shape, answer));
        const row = await attempts.writeAnswer(db, {
          attemptId,
          questionId,
          userId: user.id,
          answer,
          seq: body.seq,
          now,
          version: fits ? shape!.version : null,
        });
        if (!row || row.userId !== user.id) {
          const attempt = await attempts.findAttempt(db, attemptId);
          if (!attempt || attempt.userId !== user.id) throw notFound(M.notFound, 'attempt_not_found');
          throw notFound(M.notInAttempt, 'question_not_found');
        }
        shapes.remember(questionId, row);
        if (row.written) return saved(body.seq);
        if (row.seq >= body.seq) return saved(row.seq);
        if (row.submitted) throw conflict(M.submitted, 'attempt_closed');
        if (!row.open) throw conflict(M.deadline, 'attempt_closed');
        if (answer !== null && !answerFits(row, answer)) throw badRequest(M.badAnswer, 'validation_failed');
        shape = row;
      }
      throw new Error(`answer ${attemptId}/${questionId}: not written after three looks`);
    },

    /** Grades the attempt (once); a second submit answers the same result. */
    async submit(user: SessionUser, attemptId: string): Promise<{ result: Result }> {
      const { attempt } = await grade(attemptId, new Date(), user.id);
      return { result: (await resultOf(attempt))! };
    },

    /** The grading the server does itself: open attempts past their deadline (`grace` after it). */
    async closeOverdue(now: Date, graceMs: number, limit = 50): Promise<number> {
      const due = await attempts.overdueAttempts(db, new Date(now.getTime() - graceMs), limit);
      for (const { id } of due) await grade(id, now);
      return due.length;
    },
  };
}
