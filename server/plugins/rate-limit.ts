import { createRequire } from 'node:module';
import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { tooMany } from '../errors.ts';
import type { RedisHealth } from './redis.ts';

export const rateLimitMessage = (after: string) => `Too many attempts. Please try again in ${after}.`;

export const describeWait = (seconds: number) =>
  seconds < 60
    ? `${seconds} second${seconds === 1 ? '' : 's'}`
    : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** A store of @fastify/rate-limit: `incr` counts a request, `read` (for `{ increment: false }`) only looks. */
interface Store extends FastifyRateLimitStore {
  read(key: string, callback: Counted, timeWindow: number, max: number): void;
}

// The library's own stores (not exported from its index): the Redis one with its Lua script, the in-process LRU.
const requireCjs = createRequire(import.meta.url);
const RedisStore = requireCjs('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = requireCjs('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;

/**
 * Counts in Redis while it answers and in process while it does not (docs/decisions/0003): a Redis error or
 * timeout counts the request locally instead, so a limit holds per instance during an outage and is shared again
 * once Redis is back. The local counters are kept beside the shared ones, never copied into Redis.
 */
export class FallbackStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly health: RedisHealth,
  ) {}

  incr(key: string, callback: Counted, timeWindow: number, max: number): void {
    this.count('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Counted, timeWindow: number, max: number): void {
    this.count('read', key, callback, timeWindow, max);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FallbackStore {
    return new FallbackStore(
      this.shared.child(routeOptions) as Store,
      this.local.child(routeOptions) as Store,
      this.health,
    );
  }

  private count(method: 'incr' | 'read', key: string, callback: Counted, timeWindow: number, max: number): void {
    if (!this.health.up) return this.local[method](key, callback, timeWindow, max);
    this.shared[method](
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.health.reportFailure(error);
        this.local[method](key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }
}

/** The store class @fastify/rate-limit instantiates with its settings: Redis with an in-process fallback. */
function fallbackStore(redis: Redis, health: RedisHealth, nameSpace: string) {
  return class extends FallbackStore {
    constructor(settings: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = settings.continueExceeding ?? false;
      const exponentialBackoff = settings.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        health,
      );
    }
  };
}

/** A count per key in a fixed window, in the rate-limit store (shared through Redis when it is configured). */
export interface KeyedCounter {
  /** Counts one for `key`: false (and the seconds until the window ends) once `max` were counted before. */
  take(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** Whether `key` may still be counted, without counting it. */
  allows(key: string): Promise<boolean>;
}

/** A counter outside a request's own limits (the mail one address receives): a request-less key for the store. */
export function keyedCounter(
  app: Pick<FastifyInstance, 'createRateLimit'>,
  options: { name: string; max: number; timeWindowMs: number },
): KeyedCounter {
  type Keyed = FastifyRequest & { counterKey: string };
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: (request) => `${options.name}:${(request as Keyed).counterKey}`,
  });
  // What the library reads of a request: the route's config (no group here) and the key.
  const requestFor = (key: string) => ({ counterKey: key, routeOptions: { config: {} } }) as unknown as Keyed;
  return {
    async take(key) {
      const result = await limiter(requestFor(key));
      return result.isAllowed || !result.isExceeded
        ? { allowed: true, retryAfterSeconds: 0 }
        : { allowed: false, retryAfterSeconds: Math.max(1, result.ttlInSeconds) };
    },
    async allows(key) {
      const result = await limiter(requestFor(key), { increment: false });
      return result.isAllowed || result.remaining > 0;
    },
  };
}

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
 * by every instance; in process while Redis does not answer), else in process. Limits come from AUTH_RATE_LIMIT_* so tests can reach them quickly.
 * A 429 leaves through the error envelope with a clear message and a Retry-After header.
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { store: fallbackStore(app.redis, app.redisHealth, 'pathshala:rate-limit:') } : {}),
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
