import { z } from 'zod';
import { QUESTION_LIMITS } from './questions.ts';

/**
 * Quizzes and model tests (issue 37): a quiz is a lesson that draws its questions from the course's bank, fixed or N
 * at random from tags, with its time limit, attempts, pass mark, negative marking, when answers are shown and an
 * optional window. A practice quiz (unlimited, untimed, answers after each attempt) and a model test (timed, one
 * attempt, ranked) are the same thing with other settings.
 */
export const SHOW_ANSWERS = ['after_attempt', 'after_close', 'never'] as const;
export type ShowAnswers = (typeof SHOW_ANSWERS)[number];

export const QUIZ_LIMITS = { questions: 500, minutes: 24 * 60, attempts: 100 } as const;

export const QUIZ_MESSAGES = {
  titleRequired: 'Quiz title is required',
  section: 'Choose a section of the course',
  sectionMissing: 'The course has no section at that position',
  questionCount: 'Number of questions must be a whole number from 1',
  questionCountMax: `A quiz has at most ${QUIZ_LIMITS.questions} questions`,
  timeLimit: `Time limit must be a whole number of minutes from 1 to ${QUIZ_LIMITS.minutes}`,
  attempts: `Attempts allowed must be a whole number from 1 to ${QUIZ_LIMITS.attempts} (empty: unlimited)`,
  passPercent: 'Pass mark must be a percentage from 0 to 100',
  negativeMark: 'Negative marking must be 0 or more points',
  showAnswers: 'Show answers after the attempt, after the quiz closes, or never',
  window: 'The quiz must close after it opens',
  closeNeeded: 'Answers shown after the quiz closes need a closing time',
  notEnough: (have: number, want: number) => `The bank has ${have} matching questions; the quiz needs ${want}`,
  fixedUnknown: 'Every fixed question must be one of this course’s questions',
  created: 'Quiz created',
  updated: 'Quiz updated',
  notFound: 'Quiz not found',
  grant: 'Extra time or attempts must be whole numbers from 0',
  granted: 'Saved for this learner',
} as const;

const whole = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** A quiz's settings as an admin writes them (the contract's create call, and the edit form). */
export const QuizSettingsSchema = z.object({
  title: z
    .string({ error: QUIZ_MESSAGES.titleRequired })
    .trim()
    .min(1, QUIZ_MESSAGES.titleRequired)
    .max(500, 'Quiz title must be at most 500 characters'),
  questionCount: whole(QUIZ_MESSAGES.questionCount, 1, QUIZ_LIMITS.questions).describe(
    'questions per attempt, drawn at random (from `tags` when given); with `questionIds`, their number',
  ),
  tags: z.array(z.string().trim().max(QUESTION_LIMITS.tag)).max(QUESTION_LIMITS.tags).optional(),
  questionIds: z
    .array(z.uuid('Invalid question id'))
    .max(QUIZ_LIMITS.questions)
    .optional()
    .describe('a fixed list of bank questions instead of a random draw'),
  timeLimitMinutes: whole(QUIZ_MESSAGES.timeLimit, 1, QUIZ_LIMITS.minutes).nullish().describe('empty: untimed'),
  attemptsAllowed: whole(QUIZ_MESSAGES.attempts, 1, QUIZ_LIMITS.attempts).nullish().describe('empty: unlimited'),
  passPercent: z
    .number({ error: QUIZ_MESSAGES.passPercent })
    .min(0, QUIZ_MESSAGES.passPercent)
    .max(100, QUIZ_MESSAGES.passPercent),
  negativeMark: z
    .number({ error: QUIZ_MESSAGES.negativeMark })
    .min(0, QUIZ_MESSAGES.negativeMark)
    .max(QUESTION_LIMITS.pointsMax, QUIZ_MESSAGES.negativeMark)
    .optional()
    .describe('points taken off a wrong answer (a total never goes below 0)'),
  shuffle: z.boolean({ error: 'Choose whether to shuffle' }).describe('shuffle questions and options per attempt'),
  showAnswers: z.enum(SHOW_ANSWERS, { error: QUIZ_MESSAGES.showAnswers }),
  opensAt: z.iso.datetime({ offset: true, error: 'Opening time must be a date and time' }).nullish(),
  closesAt: z.iso.datetime({ offset: true, error: 'Closing time must be a date and time' }).nullish(),
});
export type QuizSettings = z.input<typeof QuizSettingsSchema>;
export type QuizSettingsParsed = z.output<typeof QuizSettingsSchema>;

/** Window rules both the form and the server check. */
export function windowProblem(s: Pick<QuizSettingsParsed, 'opensAt' | 'closesAt' | 'showAnswers'>): string | null {
  if (s.opensAt && s.closesAt && Date.parse(s.closesAt) <= Date.parse(s.opensAt)) return QUIZ_MESSAGES.window;
  if (s.showAnswers === 'after_close' && !s.closesAt) return QUIZ_MESSAGES.closeNeeded;
  return null;
}

/** Adds the window rules to a quiz schema (the form checks them before sending; the server checks them again). */
const withWindowRules = <S extends z.ZodType<QuizSettingsParsed>>(schema: S) =>
  schema.superRefine((settings, ctx) => {
    const problem = windowProblem(settings);
    if (problem) ctx.addIssue({ code: 'custom', path: ['closesAt'], message: problem });
  });

export const CreateQuizBodySchema = QuizSettingsSchema.extend({
  sectionIndex: z
    .number({ error: QUIZ_MESSAGES.section })
    .int(QUIZ_MESSAGES.section)
    .min(0, QUIZ_MESSAGES.section)
    .describe('the section the quiz lesson joins (its last lesson), in course order from 0'),
});
export type CreateQuizBody = z.input<typeof CreateQuizBodySchema>;

/** A quiz with its settings, as admins read it. */
export const AdminQuizSchema = z.object({
  _id: z.string(),
  lessonId: z.string(),
  courseId: z.string(),
  title: z.string(),
  questionCount: z.number().int(),
  tags: z.array(z.string()),
  questionIds: z.array(z.string()).nullable().describe('the fixed list, or null for a random draw'),
  timeLimitMinutes: z.number().int().nullable(),
  attemptsAllowed: z.number().int().nullable(),
  passPercent: z.number(),
  negativeMark: z.number(),
  shuffle: z.boolean(),
  showAnswers: z.enum(SHOW_ANSWERS),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
});
export type AdminQuiz = z.infer<typeof AdminQuizSchema>;

/** Extra attempts and minutes for one learner (WCAG 2.2.1 Timing Adjustable). */
export const GrantBodySchema = z.object({
  extraAttempts: whole(QUIZ_MESSAGES.grant, 0, QUIZ_LIMITS.attempts).optional(),
  extraMinutes: whole(QUIZ_MESSAGES.grant, 0, QUIZ_LIMITS.minutes).optional(),
});
export type GrantBody = z.input<typeof GrantBodySchema>;

/** The admin results screen of a quiz. */
export const QuizResultsSchema = z.object({
  quiz: AdminQuizSchema,
  summary: z.object({
    attempts: z.number().int(),
    learners: z.number().int(),
    graded: z.number().int(),
    passed: z.number().int(),
    averagePercent: z.number().nullable(),
  }),
  distribution: z
    .array(z.object({ from: z.number(), to: z.number(), count: z.number().int() }))
    .describe('graded attempts by percent, in tenths (0–10 … 90–100)'),
  questions: z
    .array(
      z.object({
        _id: z.string(),
        text: z.string().describe('plain text'),
        answered: z.number().int(),
        correct: z.number().int(),
        share: z.number().nullable().describe('share of answers that were right, 0–1 (to spot a wrong key)'),
      }),
    )
    .describe('each question asked, least often right first'),
  attempts: z.array(
    z.object({
      _id: z.string(),
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      number: z.number().int(),
      startedAt: z.string(),
      submittedAt: z.string().nullable(),
      endsAt: z.string().nullable(),
      score: z.number().nullable(),
      maxScore: z.number().nullable(),
      percent: z.number().nullable(),
      passed: z.boolean().nullable(),
      extraAttempts: z.number().int(),
      extraMinutes: z.number().int(),
    }),
  ),
});
export type QuizResults = z.infer<typeof QuizResultsSchema>;

/** What the quiz form checks: the settings (an edit) or the create call's body, with the window rules. */
export const QuizSettingsFormSchema = withWindowRules(QuizSettingsSchema);
export const CreateQuizFormSchema = withWindowRules(CreateQuizBodySchema);
