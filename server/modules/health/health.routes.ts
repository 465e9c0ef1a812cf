import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthApi, NotReadySchema, UnhealthySchema } from '#shared/endpoints/health.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/unavailable.ts';
import { route } from '../../lib/route.ts';

/** How long the readiness answer waits for the database's `select 1` (Redis has its own command timeout). */
export const READY_DATABASE_TIMEOUT_MS = 1000;

export const REDIS_DOWN_MESSAGE =
  'Redis is not reachable: rate limits, cache invalidation and live updates work per instance';

/** Resolves when `promise` does within `ms`, else rejects (the promise itself is left to finish). */
const within = (promise: Promise<unknown>, ms: number) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      () => (clearTimeout(timer), resolve()),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    healthApi.health,
    async ({ reply }) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: 'up' as const };
      } catch {
        return reply.status(503).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).send({
          success: false,
          status: 'unavailable',
          database: 'down',
          message: 'The database is not reachable',
          code: 'database_unreachable',
        });
      }
    },
    { responses: { 503: UnhealthySchema } },
  );

  route(
    app,
    healthApi.ready,
    async ({ reply }) => {
      reply.header('Cache-Control', 'no-store');
      const database = await within(app.database.ping(), READY_DATABASE_TIMEOUT_MS).then(
        () => 'up' as const,
        () => 'down' as const,
      );
      let redis: 'up' | 'down' | 'not_configured' = 'not_configured';
      if (app.redis) {
        redis = app.redisHealth.up
          ? await app.redis.ping().then(
              () => 'up' as const,
              (error: unknown) => (app.redisHealth.reportFailure(error), 'down' as const),
            )
          : 'down';
      }
      const checks = { migrations: app.lifecycle.migrations, database, redis };
      const phase = app.lifecycle.phase;
      // Only what stops this instance from serving takes it out of rotation: every instance shares one Redis, so a
      // Redis outage failing readiness would take them all out at once while each can serve alone (issue 32 §4).
      if (phase === 'ready' && checks.migrations === 'done' && database === 'up') {
        const ready = { checks: { migrations: 'done' as const, database, redis } };
        return redis === 'down'
          ? { status: 'degraded' as const, ...ready, message: REDIS_DOWN_MESSAGE }
          : { status: 'ready' as const, ...ready };
      }
      const answer =
        phase === 'draining'
          ? { status: 'draining' as const, message: 'The server is shutting down', code: 'service_unavailable' }
          : phase === 'starting'
            ? {
                status: 'starting' as const,
                message: 'The server is starting: migrations and the start-up seed are not done yet',
                code: 'service_unavailable',
              }
            : {
                status: 'unavailable' as const,
                message: 'The database is not reachable',
                code: 'database_unreachable',
              };
      return reply
        .status(503)
        .send({ success: false, status: answer.status, checks, message: answer.message, code: answer.code });
    },
    { responses: { 503: NotReadySchema } },
  );

  app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
};
