import { stringify } from 'csv-stringify/sync';
import { normaliseTags } from '#shared/learning/questions.ts';
import {
  QUIZ_MESSAGES as M,
  windowProblem,
  type AdminQuiz,
  type GrantBody,
  type QuizResults,
  type QuizSettingsParsed,
} from '#shared/learning/quizzes.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { CATALOGUE_CACHE_PREFIX } from '../../lib/cache-keys.ts';
import type { Deps } from '../../lib/deps.ts';
import {
  COURSE_NOT_FOUND,
  findCourse,
  insertLessonInSection,
  lessonTitles,
  renameLesson,
} from '../courses/courses.service.ts';
import { findUsersByIds } from '../users/users.service.ts';
import * as attempts from './attempts.repository.ts';
import { questionLabel } from './question-csv.ts';
import * as questions from './questions.repository.ts';
import * as repo from './quizzes.repository.ts';
import * as progress from './progress.service.ts';
import { COMPLETION_RULE_MESSAGES } from '#shared/learning/progress.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toAdminQuiz(row: repo.QuizRow, title: string, fixedIds: string[] | null): AdminQuiz {
  return {
    _id: row.id,
    lessonId: row.lessonId,
    courseId: row.courseId,
    title,
    questionCount: row.questionCount,
    tags: row.tags,
    questionIds: fixedIds,
    timeLimitMinutes: row.timeLimitMinutes,
    attemptsAllowed: row.attemptsAllowed,
    passPercent: row.passPercent,
    negativeMark: row.negativeMark,
    shuffle: row.shuffle,
    showAnswers: row.showAnswers,
    opensAt: iso(row.opensAt),
    closesAt: iso(row.closesAt),
  };
}

/** Quizzes as admins build and read them (issue 37): a quiz is a lesson of the course, made here with its lesson. */
export function quizzesService({ db, cache }: Pick<Deps, 'db' | 'cache'>) {
  const invalidate = () => cache.invalidate(CATALOGUE_CACHE_PREFIX);

  async function quiz(id: string) {
    const row = await repo.findQuiz(db, id);
    if (!row) throw notFound(M.notFound, 'quiz_not_found');
    return row;
  }

  async function answer(row: repo.QuizRow): Promise<AdminQuiz> {
    const titles = await lessonTitles(db, [row.lessonId]);
    return toAdminQuiz(row, titles.get(row.lessonId) ?? '', row.fixed ? await repo.fixedQuestionIds(db, row.id) : null);
  }

  /** The stored settings, after the checks that need the bank: a fixed list of the course's own, or enough to draw. */
  async function values(tx: Tx, courseId: string, body: QuizSettingsParsed) {
    const problem = windowProblem(body);
    if (problem) throw badRequest(problem, 'validation_failed');
    const tags = normaliseTags(body.tags ?? []);
    const fixedIds = body.questionIds ? [...new Set(body.questionIds)] : null;
    if (fixedIds) {
      if (fixedIds.length === 0 || (await repo.countCourseQuestions(tx, courseId, fixedIds)) !== fixedIds.length)
        throw badRequest(M.fixedUnknown, 'validation_failed');
    } else {
      const have = await questions.countQuestions(tx, courseId, tags);
      if (have < body.questionCount) throw badRequest(M.notEnough(have, body.questionCount), 'not_enough_questions');
    }
    return {
      fixedIds,
      values: {
        questionCount: fixedIds ? fixedIds.length : body.questionCount,
        tags: fixedIds ? [] : tags,
        fixed: Boolean(fixedIds),
        timeLimitMinutes: body.timeLimitMinutes ?? null,
        attemptsAllowed: body.attemptsAllowed ?? null,
        passPercent: body.passPercent,
        negativeMark: body.negativeMark ?? 0,
        shuffle: body.shuffle,
        showAnswers: body.showAnswers,
        opensAt: body.opensAt ? new Date(body.opensAt) : null,
        closesAt: body.closesAt ? new Date(body.closesAt) : null,
      } satisfies repo.QuizValues,
    };
  }

  return {
    /** Creates the quiz and its lesson at the end of the section (the contract's call). */
    async create(courseId: string, body: QuizSettingsParsed & { sectionIndex: number }) {
      if (!(await findCourse(db, courseId))) throw notFound(COURSE_NOT_FOUND, 'course_not_found');
      const row = await db.transaction(async (tx) => {
        const settings = await values(tx, courseId, body);
        const lessonId = await insertLessonInSection(tx, courseId, body.sectionIndex, {
          type: 'quiz',
          title: body.title,
        });
        if (!lessonId) throw badRequest(M.sectionMissing, 'validation_failed');
        const created = await repo.insertQuiz(tx, { ...settings.values, courseId, lessonId });
        if (settings.fixedIds) await repo.setFixedQuestions(tx, created.id, settings.fixedIds);
        return created;
      });
      invalidate();
      return { message: M.created, quiz: { _id: row.id, lessonId: row.lessonId } };
    },

    async update(id: string, body: QuizSettingsParsed) {
      const current = await quiz(id);
      const row = await db.transaction(async (tx) => {
        const settings = await values(tx, current.courseId, body);
        await renameLesson(tx, current.lessonId, body.title);
        await repo.setFixedQuestions(tx, id, settings.fixedIds ?? []);
        return (await repo.updateQuiz(tx, id, settings.values))!;
      });
      invalidate();
      return { message: M.updated, quiz: await answer(row) };
    },

    async get(id: string) {
      return { quiz: await answer(await quiz(id)) };
    },

    /** The course's completion rule (issue 33), as the wizard shows it. */
    async completionRule(courseId: string) {
      if (!(await findCourse(db, courseId))) throw notFound(COURSE_NOT_FOUND, 'course_not_found');
      const rule = await progress.completionRule(db, courseId);
      return { rule: { ...rule, requiredQuizLessonIds: [...rule.requiredQuizLessonIds] } };
    },

    /** Sets the rule; every required quiz must be a quiz lesson of this course. */
    async saveCompletionRule(courseId: string, body: { lessonPercent: number; requiredQuizLessonIds: string[] }) {
      if (!(await findCourse(db, courseId))) throw notFound(COURSE_NOT_FOUND, 'course_not_found');
      const quizLessons = new Set((await repo.listCourseQuizzes(db, courseId)).map((q) => q.lessonId));
      if (body.requiredQuizLessonIds.some((id) => !quizLessons.has(id)))
        throw badRequest(COMPLETION_RULE_MESSAGES.quizNotInCourse, 'validation_failed', {
          requiredQuizLessonIds: COMPLETION_RULE_MESSAGES.quizNotInCourse,
        });
      await progress.saveCompletionRule(db, { courseId, ...body });
      return { message: COMPLETION_RULE_MESSAGES.saved, ...(await this.completionRule(courseId)) };
    },

    async list(courseId: string) {
      if (!(await findCourse(db, courseId))) throw notFound(COURSE_NOT_FOUND, 'course_not_found');
      const rows = await repo.listCourseQuizzes(db, courseId);
      const titles = await lessonTitles(
        db,
        rows.map((r) => r.lessonId),
      );
      return { quizzes: rows.map((r) => toAdminQuiz(r, titles.get(r.lessonId) ?? '', null)) };
    },

    /** More attempts or minutes for one learner; more minutes also move an attempt in progress. */
    async grant(quizId: string, userId: string, body: GrantBody) {
      await quiz(quizId);
      if (!(await findUsersByIds(db, [userId])).has(userId)) throw notFound('User not found', 'user_not_found');
      const grant = await db.transaction(async (tx) => {
        const before = await repo.findGrant(tx, quizId, userId);
        const next = {
          extraAttempts: body.extraAttempts ?? before.extraAttempts,
          extraMinutes: body.extraMinutes ?? before.extraMinutes,
        };
        await repo.saveGrant(tx, quizId, userId, next);
        const moved = next.extraMinutes - before.extraMinutes;
        if (moved !== 0) await attempts.extendOpenAttempt(tx, quizId, userId, moved);
        return next;
      });
      return { message: M.granted, grant };
    },

    async results(quizId: string): Promise<Omit<QuizResults, never>> {
      const row = await quiz(quizId);
      const list = await attempts.quizAttemptRows(db, quizId);
      const people = await findUsersByIds(db, [...new Set(list.map((a) => a.userId))]);
      const grants = await repo.grantsOf(db, quizId);
      const graded = list.filter((a) => a.submittedAt && a.percent !== null);
      const distribution = Array.from({ length: 10 }, (_, i) => ({
        from: i * 10,
        to: i * 10 + 10,
        count: graded.filter((a) => Math.min(9, Math.floor(a.percent! / 10)) === i).length,
      }));
      const stats = await attempts.questionStats(db, quizId);
      const bank = new Map(
        (
          await questions.questionsByIds(
            db,
            stats.map((s) => s.questionId),
          )
        ).map((q) => [q.id, q]),
      );
      return {
        quiz: await answer(row),
        summary: {
          attempts: list.length,
          learners: people.size,
          graded: graded.length,
          passed: graded.filter((a) => a.passed).length,
          averagePercent: graded.length
            ? Math.round((graded.reduce((s, a) => s + a.percent!, 0) / graded.length) * 100) / 100
            : null,
        },
        distribution,
        questions: stats
          .map((s) => ({
            _id: s.questionId,
            text: bank.get(s.questionId) ? questionLabel(bank.get(s.questionId)!) : '',
            answered: s.answered,
            correct: s.correct,
            share: s.asked ? Math.round((s.correct / s.asked) * 1000) / 1000 : null,
          }))
          .sort((a, b) => (a.share ?? 1) - (b.share ?? 1)),
        attempts: list.map((a) => ({
          _id: a.id,
          userId: a.userId,
          name: people.get(a.userId)?.name ?? '',
          email: people.get(a.userId)?.email ?? '',
          number: a.number,
          startedAt: a.startedAt.toISOString(),
          submittedAt: iso(a.submittedAt),
          endsAt: iso(a.endsAt),
          score: a.score,
          maxScore: a.maxScore,
          percent: a.percent,
          passed: a.passed,
          extraAttempts: grants.get(a.userId)?.extraAttempts ?? 0,
          extraMinutes: grants.get(a.userId)?.extraMinutes ?? 0,
        })),
      };
    },

    /** The attempts as CSV (UTF-8 with a byte-order mark, so spreadsheets read Bengali names). */
    async resultsCsv(quizId: string): Promise<string> {
      const { attempts: list } = await this.results(quizId);
      const defuse = (cell: string) => (/^[=+\-@]/.test(cell) ? `'${cell}` : cell);
      const rows = list.map((a) => [
        defuse(a.name),
        defuse(a.email),
        a.number,
        a.startedAt,
        a.submittedAt ?? '',
        a.score ?? '',
        a.maxScore ?? '',
        a.percent ?? '',
        a.passed === null ? '' : a.passed ? 'yes' : 'no',
      ]);
      const header = ['name', 'email', 'attempt', 'started', 'submitted', 'score', 'max_score', 'percent', 'passed'];
      return `\uFEFF${stringify([header, ...rows], { record_delimiter: '\r\n' })}`;
    },
  };
}
