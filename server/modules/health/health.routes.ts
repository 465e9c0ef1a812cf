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

  app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
};
