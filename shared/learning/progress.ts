import { z } from 'zod';

/*
 * Progress (issue 33): where a learner resumes, and how far they are from completing a course under its rule.
 * The rule is the share of lessons to complete (default 100 %) and the quiz lessons that must be passed.
 */

export const DEFAULT_LESSON_PERCENT = 100;
/** A video lesson completes by watching at least this share of it (the player's events). */
export const WATCHED_SHARE = 0.9;

export const ResumeSchema = z.object({
  lessonId: z.string(),
  positionSeconds: z.number().int().min(0),
});
export type Resume = z.infer<typeof ResumeSchema>;

export const CompletionSchema = z.object({
  percent: z.number().describe('lessons completed, percent 0–100'),
  completed: z.boolean().describe('the course’s completion rule is met'),
  completedAt: z.iso.datetime().nullable().describe('when the rule was first met'),
  remaining: z.object({
    lessons: z.number().int().describe('lessons still to complete, besides the required quizzes'),
    quizzes: z.array(z.object({ lessonId: z.string(), title: z.string() })).describe('required quizzes not passed'),
  }),
});
export type Completion = z.infer<typeof CompletionSchema>;

export interface RuleLesson {
  id: string;
  type: string;
  title: string;
}
export interface CompletionRule {
  lessonPercent: number;
  requiredQuizLessonIds: readonly string[];
}

/**
 * What a learner has left under a rule. Required quizzes count among the lessons too (a passed quiz is a completed
 * lesson), so the lessons left are those the share needs beyond the quizzes still to pass. A required quiz lesson
 * deleted since the rule was set is no longer required.
 */
export function evaluateCompletion(
  lessons: readonly RuleLesson[],
  done: ReadonlySet<string>,
  passed: ReadonlySet<string>,
  rule: CompletionRule,
): Omit<Completion, 'completedAt'> {
  const total = lessons.length;
  const completedCount = lessons.filter((l) => done.has(l.id)).length;
  const percent = total <= 0 ? 0 : Math.round((completedCount / total) * 100);
  const required = new Set(rule.requiredQuizLessonIds);
  const quizzes = lessons
    .filter((l) => l.type === 'quiz' && required.has(l.id) && !passed.has(l.id))
    .map((l) => ({ lessonId: l.id, title: l.title }));
  const needed = Math.ceil((total * rule.lessonPercent) / 100);
  const quizzesNotDone = quizzes.filter((q) => !done.has(q.lessonId)).length;
  const lessonsLeft = Math.max(0, needed - completedCount - quizzesNotDone);
  return {
    percent,
    completed: total > 0 && lessonsLeft === 0 && quizzes.length === 0 && completedCount >= needed,
    remaining: { lessons: lessonsLeft, quizzes },
  };
}

export const COMPLETION_RULE_MESSAGES = {
  lessonPercent: 'The share of lessons must be a whole percentage from 1 to 100',
  quizNotInCourse: 'A required quiz is not a quiz of this course',
  saved: 'Completion rule saved',
} as const;

/** A course's completion rule as an admin sets it in the wizard. */
export const CompletionRuleBodySchema = z.object({
  lessonPercent: z
    .number({ error: COMPLETION_RULE_MESSAGES.lessonPercent })
    .int(COMPLETION_RULE_MESSAGES.lessonPercent)
    .min(1, COMPLETION_RULE_MESSAGES.lessonPercent)
    .max(100, COMPLETION_RULE_MESSAGES.lessonPercent),
  requiredQuizLessonIds: z
    .array(z.uuid(COMPLETION_RULE_MESSAGES.quizNotInCourse))
    .max(500)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type CompletionRuleBody = z.input<typeof CompletionRuleBodySchema>;
export const CompletionRuleSchema = z.object({
  lessonPercent: z.number().int().describe('share of lessons to complete, percent'),
  requiredQuizLessonIds: z.array(z.string()).describe('quiz lessons that must be passed at their own pass marks'),
});
