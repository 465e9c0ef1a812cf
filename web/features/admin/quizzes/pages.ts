import type { AdminPage } from '../admin-page.ts';

const namespaces = ['admin', 'admin-quizzes'];

/** The admin screens of this area (see ../admin-page.ts): a course's question bank, a quiz's results (issue 37). */
export const quizzesPages: AdminPage[] = [
  {
    path: 'question-bank/:courseId',
    namespaces,
    load: async () => (await import('./question-bank-page.tsx')).QuestionBankPage,
  },
  {
    path: 'quiz-results/:quizId',
    namespaces,
    load: async () => (await import('./quiz-results-page.tsx')).QuizResultsPage,
  },
];
