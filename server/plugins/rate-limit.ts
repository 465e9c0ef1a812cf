import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { tooMany } from '../errors.ts';

export const rateLimitMessage = (after: string) => `Too many attempts. Please try again in ${after}.`;

export const describeWait = (seconds: number) =>
  seconds < 60
    ? `${seconds} second${seconds === 1 ? '' : 's'}`
    : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;

export interface AuthRateLimits {
  /** Route config: requests per IP in the window (`factor` for routes a browser calls more often, e.g. refresh). */
  perIp(factor?: number): RateLimitOptions;
  /**
   * A preHandler limiting requests per key read from the validated body (an e-mail, an activation token).
   * `name` keeps the counters of different routes apart. Requests without a key are not counted.
   */
  perKey(name: string, keyOf: (request: FastifyRequest) => string | undefined): preHandlerAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    authRateLimits: AuthRateLimits;
  }
}

/**
 * @fastify/rate-limit with no global limit: routes opt in. Counters live in Redis when REDIS_URL is set (shared
 * by every instance), else in process. Limits come from AUTH_RATE_LIMIT_* so tests can reach them quickly.
 * A 429 leaves through the error envelope with a clear message and a Retry-After header.
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: 'pathshala:rate-limit:' } : {}),
      errorResponseBuilder: (_request, context) => tooMany(rateLimitMessage(context.after)),
    });

    const timeWindow = app.env.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000;
    app.decorate('authRateLimits', {
      perIp: (factor = 1) => ({ max: app.env.AUTH_RATE_LIMIT_PER_IP * factor, timeWindow }),
      perKey(name, keyOf) {
        const limiter = app.createRateLimit({
          max: app.env.AUTH_RATE_LIMIT_PER_EMAIL,
          timeWindow,
          keyGenerator: (request) => `${name}:${keyOf(request) ?? ''}`,
        });
        return async (request, reply) => {
          if (!keyOf(request)) return;
          const result = await limiter(request);
          if (!result.isAllowed && result.isExceeded) {
            reply.header('retry-after', result.ttlInSeconds);
            throw tooMany(rateLimitMessage(describeWait(result.ttlInSeconds)));
          }
        };
      },
    } satisfies AuthRateLimits);
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
