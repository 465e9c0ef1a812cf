import { z } from 'zod';
import { LANGUAGES } from '../bilingual.ts';
import { QUESTION_TYPES } from './questions.ts';
import { SHOW_ANSWERS } from './quizzes.ts';

/**
 * What a learner reads of a quiz and sends while taking it (issue 37). Nothing here carries a key or an
 * explanation before the learner's attempt is graded: the review (`AttemptReviewSchema`) is built only from a
 * graded attempt, and only when the quiz's `showAnswers` allows.
 */

export const ATTEMPT_MESSAGES = {
  notOwner: 'You need to purchase this course to take its quizzes',
  noneLeft: 'You have no attempts left for this quiz',
  notOpen: 'This quiz is not open yet',
  closed: 'This quiz has closed',
  deadline: 'Time is up: this attempt was submitted with the answers saved before the deadline',
  submitted: 'This attempt has been submitted; answers can no longer change',
  notFound: 'Attempt not found',
  notInAttempt: 'This question is not part of the attempt',
  badAnswer: 'This answer does not fit the question',
  saved: 'Answer saved',
} as const;

const iso = z.string().describe('ISO 8601 timestamp');
const lang = z.enum(LANGUAGES).describe('the language the text came in (the other when the reader’s is empty)');

/** A question as a learner sees it while answering: no key, no explanation. */
export const AttemptQuestionSchema = z.object({
  _id: z.string(),
  type: z.enum(QUESTION_TYPES),
  text: z.string().describe('HTML'),
  lang,
  points: z.number(),
  options: z.array(z.object({ _id: z.string(), text: z.string(), lang })),
});
export type AttemptQuestion = z.infer<typeof AttemptQuestionSchema>;

/** An answer as given: option ids (single, multiple, true/false), a number or digits (numeric), text (short text). */
export const AnswerValueSchema = z.union([z.array(z.string().max(100)).max(20), z.number(), z.string().max(1000)]);
export type AnswerValue = z.infer<typeof AnswerValueSchema>;

export const AnswerBodySchema = z.object({
  answer: AnswerValueSchema.nullable().describe('null clears the answer'),
  seq: z
    .number({ error: 'seq must be a whole number from 1' })
    .int('seq must be a whole number from 1')
    .min(1, 'seq must be a whole number from 1')
    .max(2_000_000_000)
    .describe("the client's sequence number of this answer: a repeat or an older one changes nothing"),
});
export type AnswerBody = z.input<typeof AnswerBodySchema>;

export const SavedAnswerSchema = z.object({ questionId: z.string(), answer: AnswerValueSchema, seq: z.number().int() });
export type SavedAnswer = z.infer<typeof SavedAnswerSchema>;

export const ResultSchema = z.object({
  score: z.number(),
  maxScore: z.number(),
  percent: z.number(),
  passed: z.boolean(),
  rank: z.number().int().nullable().describe("among the quiz's graded first attempts; null for a later attempt"),
  of: z.number().int().describe("the quiz's graded first attempts"),
  percentile: z.number().nullable().describe('share of graded first attempts scoring lower, 0–100'),
});
export type Result = z.infer<typeof ResultSchema>;

/** Per question, once graded and when allowed: the answer given, what was right, the explanation. */
export const ReviewItemSchema = z.object({
  questionId: z.string(),
  correct: z.boolean(),
  earned: z.number(),
  correctOptionIds: z.array(z.string()),
  numericAnswer: z.number().nullable(),
  tolerance: z.number(),
  acceptedAnswers: z.array(z.string()),
  explanation: z.string().describe('HTML'),
  explanationLang: lang,
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

export const AttemptSchema = z.object({
  _id: z.string(),
  quizId: z.string(),
  number: z.number().int(),
  startedAt: iso,
  endsAt: iso.nullable().describe("the server's deadline (null: untimed)"),
  serverNow: iso.describe("the server's clock when it answered (the page counts down from it)"),
  submittedAt: iso.nullable(),
  questions: z.array(AttemptQuestionSchema),
  answers: z.array(SavedAnswerSchema).describe('the answers saved so far, with their seq'),
  result: ResultSchema.nullable(),
  review: z.array(ReviewItemSchema).nullable().describe('when graded and the quiz shows answers'),
});
export type Attempt = z.infer<typeof AttemptSchema>;

/** A quiz as the learner's page shows it before and between attempts. */
export const LearnerQuizSchema = z.object({
  _id: z.string(),
  lessonId: z.string(),
  courseId: z.string(),
  title: z.string(),
  questionCount: z.number().int(),
  timeLimitMinutes: z.number().int().nullable().describe('with any extra minutes given to the caller'),
  attemptsAllowed: z.number().int().nullable().describe('with any extra attempts given; null: unlimited'),
  attemptsUsed: z.number().int(),
  passPercent: z.number(),
  negativeMark: z.number(),
  showAnswers: z.enum(SHOW_ANSWERS),
  opensAt: iso.nullable(),
  closesAt: iso.nullable(),
  openAttemptId: z.string().nullable().describe('an attempt in progress, to resume'),
  attempts: z.array(
    z.object({
      _id: z.string(),
      number: z.number().int(),
      submittedAt: iso.nullable(),
      score: z.number().nullable(),
      maxScore: z.number().nullable(),
      percent: z.number().nullable(),
      passed: z.boolean().nullable(),
    }),
  ),
});
export type LearnerQuiz = z.infer<typeof LearnerQuizSchema>;

export const MeritEntrySchema = z.object({
  rank: z.number().int(),
  displayName: z.string().describe('the name, or its initials when the learner chose so; never an e-mail'),
  score: z.number(),
});
export const MeritSchema = z.object({
  top: z.array(MeritEntrySchema).describe('the top 10 graded first attempts'),
  me: z
    .object({ rank: z.number().int(), score: z.number(), displayName: z.string() })
    .nullable()
    .describe("the caller's own first attempt, when graded"),
  of: z.number().int(),
  maxScore: z.number().nullable(),
  initials: z.boolean().describe('whether the caller appears as initials'),
});
export type Merit = z.infer<typeof MeritSchema>;

export const MeritNameBodySchema = z.object({ initials: z.boolean({ error: 'Choose name or initials' }) });
