import type { AdminPage } from './admin-page.ts';
import { analyticsPages } from './analytics/pages.ts';
import { certificatesPages } from './certificates/pages.ts';
import { commercePages } from './commerce/pages.ts';
import { contentPages } from './content/pages.ts';
import { coursesPages } from './courses/pages.ts';
import { questionsPages } from './questions/pages.ts';
import { quizzesPages } from './quizzes/pages.ts';
import { reviewsPages } from './reviews/pages.ts';
import { usersPages } from './users/pages.ts';

/** Every admin screen that exists; the route table and the sidebar both read this list. */
export const adminPages: AdminPage[] = [
  ...analyticsPages,
  ...certificatesPages,
  ...commercePages,
  ...contentPages,
  ...coursesPages,
  ...questionsPages,
  ...quizzesPages,
  ...reviewsPages,
  ...usersPages,
];
