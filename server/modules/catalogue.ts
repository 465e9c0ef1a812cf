import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coursesAdminRoutes } from './courses/courses-admin.routes.ts';
import { coursesRoutes } from './courses/courses.routes.ts';
import { learningRoutes } from './courses/learning.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { reviewsRoutes } from './reviews/reviews.routes.ts';
import { learningReviews } from './reviews/reviews.service.ts';

/**
 * The catalogue and learning modules (courses, learning page, reviews, notifications), registered in app.ts as one.
 * Reviews depend on courses, never the reverse (docs/decisions/0020-review-counters-and-enrolment-ownership.md):
 * the learning page's content gets its reviews from the reviews module here.
 */
export const catalogueModules: FastifyPluginAsyncZod[] = [
  coursesRoutes,
  learningRoutes(learningReviews),
  coursesAdminRoutes,
  reviewsRoutes,
  notificationsRoutes,
];
