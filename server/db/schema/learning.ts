import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Bilingual } from '#shared/bilingual.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { courseLessons, courses } from './courses.ts';
import { users } from './users.ts';

/*
 * The learning module's tables (issue 37): the question bank, quizzes, attempts with their answers, and what an
 * admin grants one learner. A quiz is a lesson: `quizzes.lesson_id` links it to its row of course_lessons (whose
 * `type` is 'quiz'); the link is held here because this file may reference the courses' tables and not the reverse
 * (schema files import in one direction).
 *
 * Progress is the learning module's too (issue 33): which lessons a learner completed, where they stopped in each
 * video, the lesson they last used in a course (resume on any device), when they met the course's completion rule,
 * and each course's rule.
 */

export const QUESTION_TYPES = ['single', 'multiple', 'true_false', 'numeric', 'short_text'] as const;
export const SHOW_ANSWERS = ['after_attempt', 'after_close', 'never'] as const;

const points = () => numeric({ precision: 10, scale: 2, mode: 'number' });
const at = () => timestamp({ withTimezone: true, mode: 'date' });

export interface BankOption {
  id: string;
  text: Bilingual;
}

/** The key of a question, by type: the correct option ids, a number with its tolerance, or the accepted texts. */
export type QuestionKey =
  | { kind: 'options'; optionIds: string[]; partialCredit: boolean }
  | { kind: 'numeric'; value: number; tolerance: number }
  | { kind: 'text'; accepted: string[] };

export const bankQuestions = pgTable(
  'bank_questions',
  {
    id: id(),
    /** The bank's order: a file's questions stay in the file's order. */
    seq: integer().notNull().generatedAlwaysAsIdentity(),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    type: text({ enum: QUESTION_TYPES }).notNull(),
    /** HTML (the rich-text allowlist with images), per language. */
    text: jsonb().$type<Bilingual>().notNull(),
    options: jsonb().$type<BankOption[]>().notNull().default([]),
    key: jsonb().$type<QuestionKey>().notNull(),
    explanation: jsonb().$type<Bilingual>().notNull().default({ bn: '', en: '' }),
    points: points().notNull().default(1),
    /** Normalised tags (shared/learning/questions.ts normaliseTags). */
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bank_questions_course_idx').on(t.courseId, t.seq),
    check('bank_questions_points_check', sql`${t.points} > 0`),
  ],
);

export const quizzes = pgTable(
  'quizzes',
  {
    id: id(),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: uuid()
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    /** How many questions an attempt gets: drawn at random from the bank (by `tags`), or the fixed list's length. */
    questionCount: integer().notNull(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** True when the questions are the fixed list of quiz_questions; false: drawn per attempt. */
    fixed: boolean().notNull().default(false),
    timeLimitMinutes: integer(),
    /** null: unlimited. */
    attemptsAllowed: integer(),
    passPercent: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** Points taken off for each wrong answer (never below 0 in total). */
    negativeMark: points().notNull().default(0),
    shuffle: boolean().notNull().default(true),
    showAnswers: text({ enum: SHOW_ANSWERS }).notNull().default('after_attempt'),
    opensAt: at(),
    closesAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quizzes_lesson_idx').on(t.lessonId),
    index('quizzes_course_idx').on(t.courseId),
    check('quizzes_count_check', sql`${t.questionCount} > 0`),
    check('quizzes_attempts_check', sql`${t.attemptsAllowed} is null or ${t.attemptsAllowed} > 0`),
  ],
);

/** A quiz's fixed questions, in order. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    quizId: uuid()
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    questionId: uuid()
      .notNull()
      .references(() => bankQuestions.id, { onDelete: 'restrict' }),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.quizId, t.questionId] }), index('quiz_questions_question_idx').on(t.questionId)],
);

/**
 * One learner's attempt. `number` counts a learner's attempts at a quiz from 1: the unique index on it, and the
 * one allowing a single open attempt, are what make concurrent starts start one attempt.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: id(),
    quizId: uuid()
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    /** An admin's try of the quiz: never ranked, never counted in results. */
    preview: boolean().notNull().default(false),
    startedAt: at().notNull().defaultNow(),
    /** The server's deadline (null: untimed). */
    endsAt: at(),
    submittedAt: at(),
    score: points(),
    maxScore: points(),
    percent: numeric({ precision: 5, scale: 2, mode: 'number' }),
    passed: boolean(),
  },
  (t) => [
    uniqueIndex('quiz_attempts_number_idx').on(t.quizId, t.userId, t.number),
    uniqueIndex('quiz_attempts_open_idx')
      .on(t.quizId, t.userId)
      .where(sql`${t.submittedAt} is null`),
    // Ranks and merit lists: graded first attempts of a quiz by score.
    index('quiz_attempts_rank_idx')
      .on(t.quizId, t.score.desc())
      .where(sql`${t.number} = 1 and not ${t.preview} and ${t.submittedAt} is not null`),
    // The server's closing of overdue attempts.
    index('quiz_attempts_due_idx')
      .on(t.endsAt)
      .where(sql`${t.submittedAt} is null`),
    index('quiz_attempts_user_idx').on(t.userId),
  ],
);

/**
 * The questions of an attempt in the order it shows them, with the options' order, the answer as given and, once
 * graded, what it earned. `seq` is the client's sequence number of the answer kept: a resent or older one changes
 * nothing.
 */
export const attemptQuestions = pgTable(
  'attempt_questions',
  {
    attemptId: uuid()
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: uuid()
      .notNull()
      .references(() => bankQuestions.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    optionOrder: jsonb().$type<string[]>().notNull().default([]),
    answer: jsonb().$type<string[] | number | string>(),
    seq: integer().notNull().default(0),
    answeredAt: at(),
    correct: boolean(),
    earned: points(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    index('attempt_questions_question_idx').on(t.questionId),
  ],
);

/** What an admin gave one learner on one quiz: more attempts, more minutes (WCAG 2.2.1 Timing Adjustable). */
export const quizGrants = pgTable(
  'quiz_grants',
  {
    quizId: uuid()
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    extraAttempts: integer().notNull().default(0),
    extraMinutes: integer().notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.quizId, t.userId] })],
);

/** A learner's choice of how merit lists name them (their name, or its initials). */
export const meritNames = pgTable('merit_names', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  initials: boolean().notNull().default(false),
  updatedAt: updatedAt(),
});

/** A lesson a learner completed (by watching, by their mark, or by passing its quiz). */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid()
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('lesson_progress_user_course_idx').on(t.userId, t.courseId),
  ],
);

/** Where a learner stopped in a lesson's video, in whole seconds. */
export const lessonPositions = pgTable(
  'lesson_positions',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid()
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    positionSeconds: integer().notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

/**
 * A learner's state in one course, one row per enrolment (made when they enrol, so the admins' progress report of a
 * course reads one table in index order): the lesson they last used (resume), when they were last active (null:
 * enrolled, not started), how many lessons they have completed (kept by every progress write, so reports sort by
 * it), and when they first met the course's completion rule (null until then; kept once met).
 */
export const courseProgress = pgTable(
  'course_progress',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lastLessonId: uuid().references(() => courseLessons.id, { onDelete: 'set null' }),
    lastActiveAt: at(),
    completedLessons: integer().notNull().default(0),
    completedAt: at(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    // The "Continue learning" of a learner: their courses, most recently used first.
    index('course_progress_user_active_idx').on(t.userId, t.lastActiveAt.desc()),
    // The admins' progress report of a course, a page read in index order (forwards or backwards): by activity,
    // most recent first and the never active last, or by lessons completed; the user id breaks ties.
    index('course_progress_course_active_idx').on(t.courseId, t.lastActiveAt.desc().nullsLast(), t.userId.desc()),
    index('course_progress_course_completed_idx').on(t.courseId, t.completedLessons, t.userId),
  ],
);

/**
 * A course's completion rule (set in the wizard): the share of its lessons to complete and the quiz lessons that
 * must be passed (at their quiz's own pass mark). A course without a row needs every lesson (100 %).
 */
export const completionRules = pgTable(
  'completion_rules',
  {
    courseId: uuid()
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonPercent: integer().notNull().default(100),
    requiredQuizLessonIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    updatedAt: updatedAt(),
  },
  (t) => [check('completion_rules_percent_check', sql`${t.lessonPercent} between 0 and 100`)],
);
