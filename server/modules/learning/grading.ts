import { parseDigits } from '#shared/digits.ts';
import type { AnswerValue } from '#shared/learning/attempts.ts';
import type { BankOption, QuestionKey } from '../../db/schema/learning.ts';

/**
 * Grading, on the server only (issue 37). A question earns its points when right; a multiple-choice question with
 * partial credit earns its share (right options chosen less wrong ones, over the right ones, never below 0); a
 * wrong answer costs the quiz's negative mark; an unanswered one costs nothing; the total is never below 0.
 */

export interface GradedQuestion {
  type: string;
  options: BankOption[];
  key: QuestionKey;
  points: number;
}

export interface Mark {
  answered: boolean;
  correct: boolean;
  earned: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Short answers compare after Unicode NFC, ignoring case and spacing. */
export const normaliseText = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

export const isEmptyAnswer = (answer: AnswerValue | null | undefined) =>
  answer === null ||
  answer === undefined ||
  (Array.isArray(answer) && answer.length === 0) ||
  (typeof answer === 'string' && answer.trim() === '');

export function gradeAnswer(question: GradedQuestion, answer: AnswerValue | null | undefined): Mark {
  if (isEmptyAnswer(answer)) return { answered: false, correct: false, earned: 0 };
  const key = question.key;
  const wrong: Mark = { answered: true, correct: false, earned: 0 };
  if (key.kind === 'numeric') {
    const value = typeof answer === 'number' ? answer : typeof answer === 'string' ? parseDigits(answer) : null;
    if (value === null) return wrong;
    // A tolerance written as 0.01 must accept 3.15 for 3.14 despite binary fractions.
    const right = Math.abs(value - key.value) <= key.tolerance + 1e-9;
    return right ? { answered: true, correct: true, earned: question.points } : wrong;
  }
  if (key.kind === 'text') {
    if (typeof answer !== 'string') return wrong;
    const given = normaliseText(answer);
    const right = key.accepted.some((a) => normaliseText(a) === given);
    return right ? { answered: true, correct: true, earned: question.points } : wrong;
  }
  if (!Array.isArray(answer)) return wrong;
  const chosen = new Set(answer);
  const rightIds = new Set(key.optionIds);
  const hits = [...chosen].filter((id) => rightIds.has(id)).length;
  const misses = chosen.size - hits;
  if (hits === rightIds.size && misses === 0) return { answered: true, correct: true, earned: question.points };
  if (key.partialCredit) {
    const share = Math.max(0, (hits - misses) / rightIds.size);
    return { answered: true, correct: false, earned: round2(question.points * share) };
  }
  return wrong;
}

export interface Total {
  score: number;
  maxScore: number;
  percent: number;
  passed: boolean;
}

/** The attempt's total from its marks: negative marking for wrong answers (no share earned), floored at 0. */
export function totalOf(
  marks: readonly (Mark & { points: number })[],
  quiz: { negativeMark: number; passPercent: number },
): Total {
  const maxScore = round2(marks.reduce((sum, m) => sum + m.points, 0));
  const earned = marks.reduce((sum, m) => sum + m.earned, 0);
  const penalties = marks.filter((m) => m.answered && m.earned === 0).length * quiz.negativeMark;
  const score = round2(Math.max(0, earned - penalties));
  const percent = maxScore > 0 ? round2((score / maxScore) * 100) : 0;
  return { score, maxScore, percent, passed: percent >= quiz.passPercent };
}

/**
 * Whether an answer fits its question before it is saved: choice answers name the question's own options (one for
 * single and true/false), numeric ones are a number or digits, short ones are text.
 */
export function answerFits(
  question: { type: string; options: readonly { id: string }[] },
  answer: AnswerValue,
): boolean {
  if (question.type === 'numeric')
    return typeof answer === 'number'
      ? Number.isFinite(answer)
      : typeof answer === 'string' && (answer.trim() === '' || parseDigits(answer) !== null);
  if (question.type === 'short_text') return typeof answer === 'string';
  if (!Array.isArray(answer)) return false;
  const ids = new Set(question.options.map((o) => o.id));
  if (new Set(answer).size !== answer.length || answer.some((id) => !ids.has(id))) return false;
  return question.type === 'multiple' || answer.length <= 1;
}
