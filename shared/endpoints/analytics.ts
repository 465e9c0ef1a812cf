import { z } from 'zod';
import {
  AnalyticsQuerySchema,
  CoursesAnalyticsAnswerSchema,
  OrdersAnalyticsAnswerSchema,
  UsersAnalyticsAnswerSchema,
  VISIT_PATH,
  VisitorsAnalyticsAnswerSchema,
} from '../analytics.ts';
import { endpoints } from '../endpoint.ts';

const report = (kind: string) =>
  `${kind}: the last 12 months, the period's buckets and the comparison with earlier periods (period defaults to month)`;

/** Admin analytics (admin-side §2 Analytics pages and Dashboard, §7 Analytics) and the public visit counter. */
export const analyticsApi = endpoints('analytics', {
  users: {
    method: 'GET',
    path: '/analytics/admin/users',
    access: 'admin',
    summary: report('users'),
    query: AnalyticsQuerySchema,
    answer: UsersAnalyticsAnswerSchema,
  },
  orders: {
    method: 'GET',
    path: '/analytics/admin/orders',
    access: 'admin',
    summary: report('orders'),
    query: AnalyticsQuerySchema,
    answer: OrdersAnalyticsAnswerSchema,
  },
  courses: {
    method: 'GET',
    path: '/analytics/admin/courses',
    access: 'admin',
    summary: report('courses'),
    query: AnalyticsQuerySchema,
    answer: CoursesAnalyticsAnswerSchema,
  },
  visitors: {
    method: 'GET',
    path: '/analytics/admin/visitors',
    access: 'admin',
    summary: report('visitors'),
    query: AnalyticsQuerySchema,
    answer: VisitorsAnalyticsAnswerSchema,
  },
  visit: {
    method: 'POST',
    path: VISIT_PATH,
    access: 'public',
    summary: 'Count a site visit (once per visitor per day; the web app calls it once per browser session)',
    answer: z.null().describe('Counted, or already counted today'),
    status: 204,
  },
});
