import type { AdminPage } from '../admin-page.ts';

/** The admin screens of this area (see ../admin-page.ts); the shell's sidebar shows the ones registered here. */
export const questionsPages: AdminPage[] = [
  {
    path: 'questions',
    namespaces: ['admin', 'admin-questions'],
    load: async () => (await import('./questions-page.tsx')).QuestionsPage,
  },
];
