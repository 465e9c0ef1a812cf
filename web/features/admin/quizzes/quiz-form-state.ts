import { parseDigits } from '#shared/digits.ts';
import type { AdminQuestion } from '#shared/learning/questions.ts';
import type { AdminQuiz, CreateQuizBody, QuizSettings, ShowAnswers } from '#shared/learning/quizzes.ts';
import { fromLocalInput, toLocalInput } from '../commerce/coupon-form-state.ts';

/** The quiz form as its inputs hold it: figures as typed (empty: none), times as `datetime-local` values. */
export interface QuizFormValues {
  title: string;
  /** Fixed questions in this order, or a number drawn at random (from the chosen tags, or the whole bank). */
  source: 'random' | 'fixed';
  questionCount: string;
  tags: string[];
  questionIds: string[];
  shuffle: boolean;
  timeLimitMinutes: string;
  attemptsAllowed: string;
  passPercent: string;
  negativeMark: string;
  showAnswers: ShowAnswers;
  opensAt: string;
  closesAt: string;
}

export const emptyQuizForm = (): QuizFormValues => ({
  title: '',
  source: 'random',
  questionCount: '10',
  tags: [],
  questionIds: [],
  shuffle: true,
  timeLimitMinutes: '',
  attemptsAllowed: '',
  passPercent: '40',
  negativeMark: '',
  showAnswers: 'after_attempt',
  opensAt: '',
  closesAt: '',
});

const text = (n: number | null) => (n === null ? '' : String(n));

export function quizToForm(q: AdminQuiz): QuizFormValues {
  return {
    title: q.title,
    source: q.questionIds ? 'fixed' : 'random',
    questionCount: String(q.questionCount),
    tags: [...q.tags],
    questionIds: q.questionIds ? [...q.questionIds] : [],
    shuffle: q.shuffle,
    timeLimitMinutes: text(q.timeLimitMinutes),
    attemptsAllowed: text(q.attemptsAllowed),
    passPercent: String(q.passPercent),
    negativeMark: q.negativeMark ? String(q.negativeMark) : '',
    showAnswers: q.showAnswers,
    opensAt: toLocalInput(q.opensAt),
    closesAt: toLocalInput(q.closesAt),
  };
}

/** A typed figure in Bengali or Latin digits; blank is `blank`, anything else not a number is NaN (refused). */
const figure = <T>(typed: string, blank: T): number | T =>
  typed.trim() === '' ? blank : (parseDigits(typed.trim()) ?? Number.NaN);

/** The settings sent (QuizSettingsSchema), checked before they go and again by the server. */
export function quizToSettings(v: QuizFormValues): QuizSettings {
  const fixed = v.source === 'fixed';
  return {
    title: v.title,
    questionCount: fixed ? v.questionIds.length : figure(v.questionCount, Number.NaN),
    ...(fixed ? { questionIds: v.questionIds } : { tags: v.tags }),
    timeLimitMinutes: figure(v.timeLimitMinutes, null),
    attemptsAllowed: figure(v.attemptsAllowed, null),
    passPercent: figure(v.passPercent, Number.NaN),
    negativeMark: figure(v.negativeMark, 0),
    shuffle: v.shuffle,
    showAnswers: v.showAnswers,
    opensAt: fromLocalInput(v.opensAt),
    closesAt: fromLocalInput(v.closesAt),
  };
}

export const quizToCreateBody = (v: QuizFormValues, sectionIndex: number): CreateQuizBody => ({
  ...quizToSettings(v),
  sectionIndex,
});

/** How many bank questions a random draw from `tags` can pick from (any of the tags; none: the whole bank). */
export const matchingCount = (bank: readonly AdminQuestion[], tags: readonly string[]) =>
  tags.length === 0 ? bank.length : bank.filter((q) => q.tags.some((t) => tags.includes(t))).length;
