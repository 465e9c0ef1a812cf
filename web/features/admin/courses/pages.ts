import type { AdminPage } from '../admin-page.ts';

// 'catalogue' holds the video player's texts, shown in the wizard's preview step
const namespaces = ['admin', 'admin-courses', 'admin-quizzes', 'catalogue'];

/** The admin screens of this area (see ../admin-page.ts); the shell's sidebar shows the ones registered here. */
export const coursesPages: AdminPage[] = [
  { path: 'courses', namespaces, load: async () => (await import('./management/courses-page.tsx')).CoursesPage },
  {
    path: 'create-course',
    namespaces,
    load: async () => (await import('./wizard/course-wizard-page.tsx')).CreateCoursePage,
  },
  {
    path: 'update-course/:id',
    namespaces,
    load: async () => (await import('./wizard/course-wizard-page.tsx')).UpdateCoursePage,
  },
];
