import type { AdminPage } from '../admin-page.ts';

const namespaces = ['admin', 'admin-analytics'];
const page = (
  path: string,
  name: 'UsersAnalyticsPage' | 'OrdersAnalyticsPage' | 'CoursesAnalyticsPage' | 'VisitorsAnalyticsPage',
): AdminPage => ({
  path,
  namespaces,
  load: async () => (await import('./analytics-page.tsx'))[name],
});

/** The four analytics screens (admin-side §2 Analytics pages); the dashboard is the /admin index route. */
export const analyticsPages: AdminPage[] = [
  page('users-analytics', 'UsersAnalyticsPage'),
  page('orders-analytics', 'OrdersAnalyticsPage'),
  page('courses-analytics', 'CoursesAnalyticsPage'),
  page('visitors-analytics', 'VisitorsAnalyticsPage'),
];
