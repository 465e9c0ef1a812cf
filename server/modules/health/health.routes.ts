import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/api.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/unavailable.ts';

const HealthSchema = ok({ status: z.literal('ok'), database: z.literal('up') });
const UnhealthySchema = z.object({
  success: z.literal(false),
  status: z.literal('unavailable'),
  database: z.literal('down'),
  message: z.string(),
  code: z.string(),
});

/** How long the readiness answer waits for the database's `select 1` (Redis has its own command timeout). */
export const READY_DATABASE_TIMEOUT_MS = 1000;

const ReadyChecks = z.object({
  migrations: z.enum(['pending', 'done']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'not_configured']),
});
const ReadySchema = ok({
  status: z.literal('ready'),
  checks: z.object({
    migrations: z.literal('done'),
    database: z.literal('up'),
    redis: z.enum(['up', 'not_configured']),
  }),
});
const NotReadySchema = z.object({
  success: z.literal(false),
  /** starting: migrations or the start-up seed not done; draining: shutting down (SIGTERM); else a dependency. */
  status: z.enum(['starting', 'draining', 'unavailable', 'degraded']),
  checks: ReadyChecks,
  message: z.string(),
  code: z.string(),
});

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
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness with a database round trip',
        response: { 200: HealthSchema, 503: UnhealthySchema },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { success: true as const, status: 'ok' as const, database: 'up' as const };
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
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary:
          'Readiness: 200 when migrations are done and the database and Redis (when configured) answer; 503 while ' +
          'starting, draining or when a dependency does not answer, naming each one',
        response: { 200: ReadySchema, 503: NotReadySchema },
      },
    },
    async (_request, reply) => {
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
      if (phase === 'ready' && checks.migrations === 'done' && database === 'up' && redis !== 'down') {
        return {
          success: true as const,
          status: 'ready' as const,
          checks: { migrations: 'done' as const, database, redis },
        };
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
            : database === 'down'
              ? {
                  status: 'unavailable' as const,
                  message: 'The database is not reachable',
                  code: 'database_unreachable',
                }
              : {
                  status: 'degraded' as const,
                  message: 'Redis is not reachable: rate limits, cache invalidation and live updates work per instance',
                  code: 'service_unavailable',
                };
      return reply
        .status(503)
        .send({ success: false, status: answer.status, checks, message: answer.message, code: answer.code });
    },
  );

  app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
};
