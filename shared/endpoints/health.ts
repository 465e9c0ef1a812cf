import { z } from 'zod';
import { ok } from '../api.ts';
import { endpoints } from '../endpoint.ts';

/** The 503 of /health: not the error envelope, it also names the database's state. */
export const UnhealthySchema = z.object({
  success: z.literal(false),
  status: z.literal('unavailable'),
  database: z.literal('down'),
  message: z.string(),
  code: z.string(),
});

const ReadyChecks = z.object({
  migrations: z.enum(['pending', 'done']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'not_configured']),
});

/** The 503 of /ready: each dependency's state, and why the server is not ready. */
export const NotReadySchema = z.object({
  success: z.literal(false),
  /** starting: migrations or the start-up seed not done; draining: shutting down (SIGTERM); unavailable: the database. */
  status: z.enum(['starting', 'draining', 'unavailable']),
  checks: ReadyChecks,
  message: z.string(),
  code: z.string(),
});

/** Liveness and readiness for load balancers and orchestrators (docs/decisions/0015-clean-shutdown-and-jobs.md). */
export const healthApi = endpoints('system', {
  health: {
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'Liveness with a database round trip',
    answer: ok({ status: z.literal('ok'), database: z.literal('up') }),
  },
  ready: {
    method: 'GET',
    path: '/ready',
    access: 'public',
    summary:
      'Readiness: 200 when migrations are done and the database answers (`degraded` with a message while Redis, ' +
      'when configured, does not: the instance still serves); 503 while starting, draining or when the database ' +
      'does not answer, naming each dependency',
    answer: ok({
      status: z.enum(['ready', 'degraded']),
      checks: z.object({
        migrations: z.literal('done'),
        database: z.literal('up'),
        redis: z.enum(['up', 'down', 'not_configured']),
      }),
      /** Only with `degraded`: what works differently while Redis is down. */
      message: z.string().optional(),
    }),
    cache: 'no-store',
  },
});
