import { describe, expect, it } from 'vitest';
import { evaluateCompletion } from './progress.ts';

const lessons = [
  { id: 'a', type: 'video', title: 'A' },
  { id: 'b', type: 'article', title: 'B' },
  { id: 'c', type: 'video', title: 'C' },
  { id: 'q', type: 'quiz', title: 'Final test' },
];
const all = { lessonPercent: 100, requiredQuizLessonIds: [] };

describe('evaluateCompletion', () => {
  it('needs every lesson by default', () => {
    expect(evaluateCompletion(lessons, new Set(['a', 'b', 'c']), new Set(), all)).toEqual({
      percent: 75,
      completed: false,
      remaining: { lessons: 1, quizzes: [] },
    });
    expect(evaluateCompletion(lessons, new Set(['a', 'b', 'c', 'q']), new Set(), all).completed).toBe(true);
  });

  it('counts the required quiz apart from the lessons left', () => {
    const rule = { lessonPercent: 100, requiredQuizLessonIds: ['q'] };
    expect(evaluateCompletion(lessons, new Set(['a']), new Set(), rule).remaining).toEqual({
      lessons: 2,
      quizzes: [{ lessonId: 'q', title: 'Final test' }],
    });
    // marked complete but not passed: the quiz is still to pass
    const marked = evaluateCompletion(lessons, new Set(['a', 'b', 'c', 'q']), new Set(), rule);
    expect(marked).toMatchObject({ completed: false, remaining: { lessons: 0, quizzes: [{ lessonId: 'q' }] } });
    expect(evaluateCompletion(lessons, new Set(['a', 'b', 'c', 'q']), new Set(['q']), rule).completed).toBe(true);
  });

  it('takes a share of the lessons, rounded up', () => {
    const half = { lessonPercent: 50, requiredQuizLessonIds: ['q'] };
    expect(evaluateCompletion(lessons, new Set(['a']), new Set(), half)).toMatchObject({
      completed: false,
      remaining: { lessons: 0, quizzes: [{ lessonId: 'q' }] },
    });
    expect(evaluateCompletion(lessons, new Set(['a', 'q']), new Set(['q']), half).completed).toBe(true);
    expect(evaluateCompletion(lessons, new Set(['q']), new Set(['q']), half)).toMatchObject({
      completed: false,
      remaining: { lessons: 1, quizzes: [] },
    });
  });

  it('never completes a course without lessons, and forgets a deleted required quiz', () => {
    expect(evaluateCompletion([], new Set(), new Set(), all).completed).toBe(false);
    const gone = { lessonPercent: 100, requiredQuizLessonIds: ['deleted'] };
    expect(evaluateCompletion(lessons.slice(0, 1), new Set(['a']), new Set(), gone).completed).toBe(true);
  });
});
