import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '#shared/api.ts';
import {
  AnalyticsQuerySchema,
  CoursesAnalyticsAnswerSchema,
  OrdersAnalyticsAnswerSchema,
  UsersAnalyticsAnswerSchema,
  VISIT_PATH,
  VisitorsAnalyticsAnswerSchema,
  type AnalyticsKind,
} from '#shared/analytics.ts';
import { analyticsService } from './analytics.service.ts';

const adminErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** Admin analytics (admin-side §2 Analytics pages and Dashboard, §7 Analytics) and the public visit counter. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = analyticsService(app);
  const tags = ['analytics'];
  const options = <S extends z.ZodType>(kind: AnalyticsKind, answer: S) => ({
    config: { access: 'admin' as const },
    schema: {
      tags,
      summary: `${kind}: the last 12 months, the period's buckets and the comparison with earlier periods (period defaults to month)`,
      querystring: AnalyticsQuerySchema,
      response: { 200: answer, ...adminErrors },
    },
  });

  app.get('/analytics/admin/users', options('users', UsersAnalyticsAnswerSchema), async (request) => ({
    success: true as const,
    users: await service.report('users', request.query.period),
  }));
  app.get('/analytics/admin/orders', options('orders', OrdersAnalyticsAnswerSchema), async (request) => ({
    success: true as const,
    orders: await service.report('orders', request.query.period),
  }));
  app.get('/analytics/admin/courses', options('courses', CoursesAnalyticsAnswerSchema), async (request) => ({
    success: true as const,
    courses: await service.report('courses', request.query.period),
  }));
  app.get('/analytics/admin/visitors', options('visitors', VisitorsAnalyticsAnswerSchema), async (request) => ({
    success: true as const,
    visitors: await service.report('visitors', request.query.period),
  }));

  app.post(
    VISIT_PATH,
    {
      config: { access: 'public', rateLimit: app.authRateLimits.perIp() },
      schema: {
        tags,
        summary: 'Count a site visit (once per visitor per day; the web app calls it once per browser session)',
        response: { 204: z.null().describe('Counted, or already counted today'), 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await service.recordVisit(request.ip, request.headers['user-agent'] ?? '');
      return reply.status(204).send(null);
    },
  );
};
