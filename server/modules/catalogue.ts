import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coursePageMetaModule } from './courses/course-page-meta.ts';
import { coursesAdminRoutes } from './courses/courses-admin.routes.ts';
import { coursesRoutes } from './courses/courses.routes.ts';
import { learningRoutes } from './courses/learning.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { reviewsRoutes } from './reviews/reviews.routes.ts';

/** The catalogue and learning modules (courses, learning page, reviews, notifications), registered in app.ts as one. */
export const catalogueModules: FastifyPluginAsyncZod[] = [
  coursesRoutes,
  learningRoutes,
  coursesAdminRoutes,
  reviewsRoutes,
  notificationsRoutes,
  coursePageMetaModule,
];
