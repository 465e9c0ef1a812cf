import type { AdminQuestion } from '#shared/learning/questions.ts';
import type { AdminQuiz, QuizResults } from '#shared/learning/quizzes.ts';

export const courseId = '7d3c1d9a-1111-4222-8333-444455556666';
export const quizId = '8e4d2eab-2222-4333-8444-555566667777';
export const lessonId = '9f5e3fbc-3333-4444-8555-666677778888';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A single-choice bank question numbered `n`. */
export function question(n: number, patch: Partial<AdminQuestion> = {}): AdminQuestion {
  return {
    _id: uuid(n),
    type: 'single',
    text: { bn: '', en: `<p>Question ${n}</p>` },
    options: [
      { _id: uuid(1000 + n), text: { bn: '', en: 'Yes' } },
      { _id: uuid(2000 + n), text: { bn: '', en: 'No' } },
    ],
    correctOptions: [0],
    partialCredit: false,
    numericAnswer: null,
    tolerance: 0,
    acceptedAnswers: [],
    explanation: { bn: '', en: '' },
    points: 1,
    tags: [],
    createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
    ...patch,
  };
}

export function quiz(patch: Partial<AdminQuiz> = {}): AdminQuiz {
  return {
    _id: quizId,
    lessonId,
    courseId,
    title: 'Chapter 1 test',
    questionCount: 2,
    tags: [],
    questionIds: null,
    timeLimitMinutes: 20,
    attemptsAllowed: 1,
    passPercent: 40,
    negativeMark: 0.25,
    shuffle: true,
    showAnswers: 'after_attempt',
    opensAt: null,
    closesAt: null,
    ...patch,
  };
}

export const userId = 'aaaaaaaa-1111-4222-8333-444455556666';

export function results(patch: Partial<QuizResults> = {}): QuizResults {
  return {
    quiz: quiz(),
    summary: { attempts: 2, learners: 2, graded: 2, passed: 1, averagePercent: 62.5 },
    distribution: Array.from({ length: 10 }, (_, i) => ({
      from: i * 10,
      to: i * 10 + 10,
      count: i === 2 || i === 9 ? 1 : 0,
    })),
    questions: [
      { _id: uuid(1), text: 'Question 1', answered: 2, correct: 0, share: 0 },
      { _id: uuid(2), text: 'Question 2', answered: 2, correct: 2, share: 1 },
    ],
    attempts: [
      {
        _id: uuid(501),
        userId,
        name: 'Nusrat Jahan',
        email: 'nusrat@example.com',
        number: 1,
        startedAt: '2026-12-01T10:00:00.000Z',
        submittedAt: '2026-12-01T10:15:00.000Z',
        endsAt: '2026-12-01T10:20:00.000Z',
        score: 2,
        maxScore: 2,
        percent: 100,
        passed: true,
        extraAttempts: 0,
        extraMinutes: 0,
      },
      {
        _id: uuid(502),
        userId: 'bbbbbbbb-1111-4222-8333-444455556666',
        name: 'Rahim Uddin',
        email: 'rahim@example.com',
        number: 1,
        startedAt: '2026-12-01T11:00:00.000Z',
        submittedAt: '2026-12-01T11:18:00.000Z',
        endsAt: '2026-12-01T11:20:00.000Z',
        score: 0.5,
        maxScore: 2,
        percent: 25,
        passed: false,
        extraAttempts: 0,
        extraMinutes: 0,
      },
    ],
    ...patch,
  };
}
