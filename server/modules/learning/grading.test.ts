import { describe, expect, it } from 'vitest';
import { answerFits, gradeAnswer, totalOf, type GradedQuestion } from './grading.ts';

const options = ['a', 'b', 'c', 'd'].map((id) => ({ id, text: { bn: '', en: id } }));
const choice = (type: string, ids: string[], partialCredit = false): GradedQuestion => ({
  type,
  options,
  key: { kind: 'options', optionIds: ids, partialCredit },
  points: 2,
});

describe('grading', () => {
  it('marks choice questions all or nothing, or by share with partial credit', () => {
    expect(gradeAnswer(choice('single', ['b']), ['b'])).toEqual({ answered: true, correct: true, earned: 2 });
    expect(gradeAnswer(choice('single', ['b']), ['a'])).toEqual({ answered: true, correct: false, earned: 0 });
    expect(gradeAnswer(choice('multiple', ['a', 'b']), ['a'])).toMatchObject({ correct: false, earned: 0 });
    expect(gradeAnswer(choice('multiple', ['a', 'b'], true), ['a'])).toMatchObject({ correct: false, earned: 1 });
    expect(gradeAnswer(choice('multiple', ['a', 'b'], true), ['a', 'c', 'd'])).toMatchObject({ earned: 0 });
    expect(gradeAnswer(choice('multiple', ['a', 'b'], true), ['b', 'a'])).toMatchObject({ correct: true, earned: 2 });
    expect(gradeAnswer(choice('single', ['b']), [])).toEqual({ answered: false, correct: false, earned: 0 });
  });

  it('reads numeric answers in Bengali or Latin digits within the tolerance', () => {
    const q: GradedQuestion = {
      type: 'numeric',
      options: [],
      key: { kind: 'numeric', value: 3.14, tolerance: 0.01 },
      points: 1,
    };
    expect(gradeAnswer(q, '৩.১৫').correct).toBe(true);
    expect(gradeAnswer(q, 3.13).correct).toBe(true);
    expect(gradeAnswer(q, '3.16').correct).toBe(false);
    expect(gradeAnswer(q, 'pi')).toEqual({ answered: true, correct: false, earned: 0 });
  });

  it('compares short answers after NFC, ignoring case and spacing', () => {
    const q: GradedQuestion = {
      type: 'short_text',
      options: [],
      key: { kind: 'text', accepted: ['Dhaka City', 'ঢাকা'] },
      points: 1,
    };
    expect(gradeAnswer(q, '  dhaka   CITY ').correct).toBe(true);
    // "ঢাকা" typed with a decomposed vowel sign is the same text after NFC
    expect(gradeAnswer(q, 'ঢাকা'.normalize('NFD')).correct).toBe(true);
    expect(gradeAnswer(q, 'Dhak').correct).toBe(false);
  });

  it('takes the negative mark off wrong answers only, never below 0', () => {
    const m = (earned: number, answered = true) => ({ answered, correct: earned > 0, earned, points: 1 });
    expect(totalOf([m(1), m(0), m(0, false)], { negativeMark: 0.25, passPercent: 50 })).toEqual({
      score: 0.75,
      maxScore: 3,
      percent: 25,
      passed: false,
    });
    expect(totalOf([m(0), m(0)], { negativeMark: 1, passPercent: 0 })).toMatchObject({
      score: 0,
      percent: 0,
      passed: true,
    });
  });

  it('refuses answers that do not fit their question', () => {
    expect(answerFits(choice('single', ['a']), ['a', 'b'])).toBe(false);
    expect(answerFits(choice('multiple', ['a']), ['a', 'b'])).toBe(true);
    expect(answerFits(choice('multiple', ['a']), ['a', 'a'])).toBe(false);
    expect(answerFits(choice('single', ['a']), ['z'])).toBe(false);
    expect(answerFits({ type: 'numeric', options: [] }, '১২')).toBe(true);
    expect(answerFits({ type: 'numeric', options: [] }, 'বারো')).toBe(false);
    expect(answerFits({ type: 'short_text', options: [] }, 12)).toBe(false);
  });
});
