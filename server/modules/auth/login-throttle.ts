import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooMany } from '../../errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { describeWait, rateLimitMessage } from '../../plugins/rate-limit.ts';

/**
 * Failed-login throttling that nobody can turn against an account's owner (decision 0004, after OWASP's advice on
 * account lockout). The client is `request.ip`: the socket's address, or the forwarded one behind TRUST_PROXY.
 *
 * - Per (account, client): AUTH_RATE_LIMIT_PER_EMAIL failed passwords in the window, then 429 for that client on
 *   that account only, even with the right password.
 * - Per client: the route's per-IP limit (every sign-in request, whatever the account).
 * - Per account, a slow-down: once the account has had AUTH_RATE_LIMIT_PER_EMAIL failures in the window from
 *   anywhere, each further failure makes the client that made it wait 2^n seconds (n = its failures on the
 *   account, at most the window) before its next try. A client that has not failed on the account never waits
 *   and is never refused by the account's counters, so the owner signs in while the account is under attack.
 *
 * Counters live in the rate-limit store (Redis when configured, else in process) through `createRateLimit` of
 * @fastify/rate-limit (server/plugins/rate-limit.ts registers it).
 */
export interface LoginThrottle {
  /** preHandler: refuses a client that must wait on this account (429 with Retry-After). */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts a wrong password (or unknown e-mail) for the account and the client. */
  recordFailure(request: FastifyRequest): Promise<void>;
}

const emailOf = (request: FastifyRequest): string | undefined => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
};

type CreateRateLimit = FastifyInstance['createRateLimit'];
export type LoginThrottleDeps = Pick<Deps, 'env'> & { createRateLimit: CreateRateLimit };

export function loginThrottle({ env, createRateLimit }: LoginThrottleDeps): LoginThrottle {
  const limit = env.AUTH_RATE_LIMIT_PER_EMAIL;
  const windowMs = env.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000;
  const waitMs = (failures: number) => Math.min(2 ** failures * 1000, windowMs);
  // The wait's key and length depend on the client's failure count, read just before.
  const failuresOf = new WeakMap<FastifyRequest, number>();

  const perClient = createRateLimit({
    max: limit,
    timeWindow: windowMs,
    keyGenerator: (request) => `login-failed:${emailOf(request)}:${request.ip}`,
  });
  const perAccount = createRateLimit({
    max: limit,
    timeWindow: windowMs,
    keyGenerator: (request) => `login-failed-account:${emailOf(request)}`,
  });
  const slowDown = createRateLimit({
    max: 0,
    timeWindow: (request) => waitMs(failuresOf.get(request) ?? 0),
    keyGenerator: (request) => `login-wait:${emailOf(request)}:${request.ip}:${failuresOf.get(request) ?? 0}`,
  });

  type Limiter = ReturnType<CreateRateLimit>;
  /** A counter's state: how many it counted and how long until it resets (no allow-list is configured). */
  const read = async (limiter: Limiter, request: FastifyRequest, increment: boolean) => {
    const result = await limiter(request, { increment });
    return result.isAllowed
      ? { count: 0, ttl: 0, ttlInSeconds: 0 }
      : { count: result.max - result.remaining, ttl: result.ttl, ttlInSeconds: result.ttlInSeconds };
  };

  const refuse = (reply: FastifyReply, seconds: number): never => {
    const wait = Math.max(1, seconds);
    reply.header('retry-after', wait);
    throw tooMany(rateLimitMessage(describeWait(wait)));
  };

  return {
    async check(request, reply) {
      if (!emailOf(request)) return;
      const client = await read(perClient, request, false);
      if (client.count >= limit) refuse(reply, client.ttlInSeconds);
      if (client.count === 0) return;
      failuresOf.set(request, client.count);
      const wait = await read(slowDown, request, false);
      if (wait.ttl > 0) refuse(reply, wait.ttlInSeconds);
    },

    async recordFailure(request) {
      if (!emailOf(request)) return;
      const client = await read(perClient, request, true);
      const account = await read(perAccount, request, true);
      if (account.count < limit) return;
      failuresOf.set(request, client.count);
      await slowDown(request);
    },
  };
}
