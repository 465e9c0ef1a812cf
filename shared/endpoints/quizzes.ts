import { z } from 'zod';
import { LANGUAGES } from '../bilingual.ts';
import { ok } from '../api.ts';
import { endpoints } from '../endpoint.ts';
import { CompletionRuleBodySchema, CompletionRuleSchema } from '../learning/progress.ts';
import {
  AnswerBodySchema,
  AttemptSchema,
  LearnerQuizSchema,
  MeritNameBodySchema,
  MeritSchema,
  ResultSchema,
} from '../learning/attempts.ts';
import {
  AdminQuizSchema,
  CreateQuizBodySchema,
  GrantBodySchema,
  QuizResultsSchema,
  QuizSettingsSchema,
} from '../learning/quizzes.ts';

const uuid = (what: string) => z.uuid(`Invalid ${what} id`);
const QuizParams = z.object({ quizId: uuid('quiz') });
const AttemptParams = z.object({ attemptId: uuid('attempt') });
const LangQuery = z.object({
  lang: z
    .enum(LANGUAGES)
    .optional()
    .describe("the reader's language (else the pathshala_lang cookie, Accept-Language)"),
});

/** Quizzes and model tests as admins build them (issue 37), and the course's completion rule (issue 33). */
export const quizzesAdminApi = endpoints('quizzes', {
  completionRule: {
    method: 'GET',
    path: '/admin/courses/:courseId/completion-rule',
    access: 'admin',
    summary: "A course's completion rule (every lesson and no quiz when none was set)",
    params: z.object({ courseId: uuid('course') }),
    answer: ok({ rule: CompletionRuleSchema }),
    errors: ['course_not_found'],
  },
  saveCompletionRule: {
    method: 'PUT',
    path: '/admin/courses/:courseId/completion-rule',
    access: 'admin',
    summary: "Set a course's completion rule: the share of lessons, and the quiz lessons to pass",
    params: z.object({ courseId: uuid('course') }),
    body: CompletionRuleBodySchema,
    answer: ok({ message: z.string(), rule: CompletionRuleSchema }),
    errors: ['course_not_found'],
  },
  create: {
    method: 'POST',
    path: '/admin/courses/:courseId/quizzes',
    access: 'admin',
    summary: 'Create a quiz and its lesson at the end of a section',
    params: z.object({ courseId: uuid('course') }),
    body: CreateQuizBodySchema,
    answer: ok({ message: z.string(), quiz: z.object({ _id: z.string(), lessonId: z.string() }) }),
    status: 201,
    errors: ['course_not_found', 'not_enough_questions'],
  },
  list: {
    method: 'GET',
    path: '/admin/courses/:courseId/quizzes',
    access: 'admin',
    summary: "A course's quizzes with their settings",
    params: z.object({ courseId: uuid('course') }),
    answer: ok({ quizzes: z.array(AdminQuizSchema) }),
    errors: ['course_not_found'],
    cache: 'no-store',
  },
  one: {
    method: 'GET',
    path: '/admin/quizzes/:quizId',
    access: 'admin',
    summary: 'A quiz with its settings and any fixed list',
    params: QuizParams,
    answer: ok({ quiz: AdminQuizSchema }),
    errors: ['quiz_not_found'],
    cache: 'no-store',
  },
  update: {
    method: 'PUT',
    path: '/admin/quizzes/:quizId',
    access: 'admin',
    summary: "Change a quiz's settings (its title is its lesson's)",
    params: QuizParams,
    body: QuizSettingsSchema,
    answer: ok({ message: z.string(), quiz: AdminQuizSchema }),
    errors: ['quiz_not_found', 'not_enough_questions'],
  },
  results: {
    method: 'GET',
    path: '/admin/quizzes/:quizId/results',
    access: 'admin',
    summary: 'Attempts, score distribution and each question’s share of right answers',
    params: QuizParams,
    answer: ok(QuizResultsSchema.shape),
    errors: ['quiz_not_found'],
    cache: 'no-store',
  },
  resultsCsv: {
    method: 'GET',
    path: '/admin/quizzes/:quizId/results/export',
    access: 'admin',
    summary: 'The attempts as CSV',
    params: QuizParams,
    answer: z.string().describe('text/csv'),
    errors: ['quiz_not_found'],
    cache: 'no-store',
  },
  grant: {
    method: 'PUT',
    path: '/admin/quizzes/:quizId/grants/:userId',
    access: 'admin',
    summary: 'Give one learner extra attempts or extra minutes (extra minutes also move an attempt in progress)',
    params: z.object({ quizId: uuid('quiz'), userId: uuid('user') }),
    body: GrantBodySchema,
    answer: ok({
      message: z.string(),
      grant: z.object({ extraAttempts: z.number().int(), extraMinutes: z.number().int() }),
    }),
    errors: ['quiz_not_found', 'user_not_found'],
  },
});

/** Taking a quiz: owners of the course, and admins previewing. Nothing answers a key before grading. */
export const quizzesApi = endpoints('quizzes', {
  forLesson: {
    method: 'GET',
    path: '/lessons/:lessonId/quiz',
    access: 'user',
    summary: "The quiz of a quiz lesson, with the caller's attempts and any one in progress",
    params: z.object({ lessonId: uuid('lesson') }),
    answer: ok({ quiz: LearnerQuizSchema }),
    errors: ['quiz_not_found', 'not_course_owner'],
    cache: 'no-store',
  },
  start: {
    method: 'POST',
    path: '/quizzes/:quizId/attempts',
    access: 'user',
    summary: 'Start an attempt, or answer the one in progress (a reload or a second tab never starts another)',
    params: QuizParams,
    query: LangQuery,
    answer: ok({ attempt: AttemptSchema }),
    status: 201,
    errors: ['quiz_not_found', 'not_course_owner', 'no_attempts_left', 'quiz_not_open'],
    cache: 'no-store',
  },
  attempt: {
    method: 'GET',
    path: '/attempts/:attemptId',
    access: 'user',
    summary: "One of the caller's attempts: questions, saved answers, and once graded the result and review",
    params: AttemptParams,
    query: LangQuery,
    answer: ok({ attempt: AttemptSchema }),
    errors: ['attempt_not_found'],
    cache: 'no-store',
  },
  answer: {
    method: 'PUT',
    path: '/attempts/:attemptId/answers/:questionId',
    access: 'user',
    summary: 'Save an answer as given; idempotent per seq; 409 after the deadline or the submit',
    params: z.object({ attemptId: uuid('attempt'), questionId: uuid('question') }),
    body: AnswerBodySchema,
    answer: ok({ message: z.string(), saved: z.object({ questionId: z.string(), seq: z.number().int() }) }),
    errors: ['attempt_not_found', 'question_not_found', 'attempt_closed'],
  },
  submit: {
    method: 'POST',
    path: '/attempts/:attemptId/submit',
    access: 'user',
    summary: 'Submit and grade the attempt; a second submit answers the same result',
    params: AttemptParams,
    answer: ok({ result: ResultSchema }),
    errors: ['attempt_not_found'],
  },
  merit: {
    method: 'GET',
    path: '/quizzes/:quizId/merit',
    access: 'user',
    summary: "The top 10 of the quiz's graded first attempts (display names only) and the caller's own rank",
    params: QuizParams,
    answer: ok(MeritSchema.shape),
    errors: ['quiz_not_found', 'not_course_owner'],
    cache: 'no-store',
  },
  meritName: {
    method: 'PUT',
    path: '/quizzes/merit-name',
    access: 'user',
    summary: 'Appear on merit lists by name or as initials',
    body: MeritNameBodySchema,
    answer: ok({ initials: z.boolean() }),
  },
});
