import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsApi } from '#shared/endpoints/analytics.ts';
import { route } from '../../lib/route.ts';
import { analyticsService } from './analytics.service.ts';

/** Admin analytics and the public visit counter, as declared in shared/endpoints/analytics.ts. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = analyticsService({ db: app.db, env: app.env, authTokens: app.authTokens });

  route(app, analyticsApi.users, async ({ query }) => ({ users: await service.report('users', query.period) }));
  route(app, analyticsApi.orders, async ({ query }) => ({ orders: await service.report('orders', query.period) }));
  route(app, analyticsApi.courses, async ({ query }) => ({ courses: await service.report('courses', query.period) }));
  route(app, analyticsApi.visitors, async ({ query }) => ({
    visitors: await service.report('visitors', query.period),
  }));

  route(
    app,
    analyticsApi.visit,
    async ({ request, reply }) => {
      await service.recordVisit(request.ip, request.headers['user-agent'] ?? '');
      return reply.status(204).send(null);
    },
    { config: { rateLimit: app.authRateLimits.perIp() } },
  );
};
