import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis, RedisOptions } from 'ioredis';

/** The longest a request waits on Redis for one command, or for a connection (docs/decisions/0003). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
export const REDIS_CONNECT_TIMEOUT_MS = 500;
/** How often a Redis that stopped answering (a timeout on an open connection) is asked again. */
const PROBE_INTERVAL_MS = 1000;

const FALLBACK = 'rate limits, cache invalidation and live updates fall back to in-process behaviour';
const SHARED = 'rate limits, cache invalidation and live updates are shared between instances again';

/**
 * Options of every Redis connection on a request's path: a command fails at once while the connection is down
 * (no offline queue) and after REDIS_COMMAND_TIMEOUT_MS while Redis does not answer, and the client reconnects
 * by itself every 0.2 s to 2 s for as long as the app runs.
 */
export const redisOptions: RedisOptions = {
  lazyConnect: true,
  connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  retryStrategy: (times) => Math.min(times * 200, 2000),
};

/** What the readiness answer and the Redis users read: is Redis configured, and is it answering now. */
export interface RedisState {
  readonly configured: boolean;
  readonly up: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    redisHealth: RedisHealth;
  }
}

/**
 * Tracks whether Redis answers, from the main client's connection events and from command timeouts reported by
 * its users (an open connection to a Redis that hangs sends no event: a timeout marks it down and a PING every
 * second brings it back). Logs each outage once when it starts and once when it ends, never per request.
 */
export class RedisHealth implements RedisState {
  up = false;
  private downSince: number | undefined;
  private lastError: string | undefined;
  private probe: NodeJS.Timeout | undefined;
  private everUp = false;
  private stopped = false;
  private readonly recoveryListeners: (() => void)[] = [];

  constructor(
    private readonly client: Redis | undefined,
    private readonly log: FastifyBaseLogger,
    private readonly where = '',
  ) {}

  get configured(): boolean {
    return this.client !== undefined;
  }

  /** Calls `listener` each time Redis answers again after an outage. */
  onRecovery(listener: () => void): void {
    this.recoveryListeners.push(listener);
  }

  /** Records an error of the connection (logged with the outage, not on its own). */
  noteError(error: unknown): void {
    this.lastError = error instanceof Error ? error.message || error.name : String(error);
  }

  /** A command failed: a timeout on an open connection means Redis hangs, so stop using it until it answers. */
  reportFailure(error: unknown): void {
    this.noteError(error);
    if (!(error instanceof Error && error.message === 'Command timed out') || !this.up) return;
    this.markDown(`Redis did not answer within ${REDIS_COMMAND_TIMEOUT_MS} ms`);
    this.startProbe();
  }

  markUp(): void {
    this.stopProbe();
    if (this.up || this.stopped) return;
    const wasDown = this.downSince !== undefined;
    const seconds = wasDown ? Math.round((Date.now() - this.downSince!) / 100) / 10 : 0;
    this.up = true;
    this.everUp = true;
    this.downSince = undefined;
    this.lastError = undefined;
    if (wasDown) {
      this.log.info(
        { redis: this.where, outageSeconds: seconds },
        `Redis is reachable again after ${seconds} s: ${SHARED}`,
      );
      for (const listener of this.recoveryListeners) listener();
    } else {
      this.log.info(
        { redis: this.where },
        'Redis connected: rate limits, cache invalidation and live updates are shared',
      );
    }
  }

  /** The connection closed (or never opened): the outage starts unless it already did. */
  connectionLost(): void {
    this.markDown(
      this.everUp ? `Lost the connection to Redis at ${this.where}` : `Redis at ${this.where} is unreachable`,
    );
  }

  markDown(reason: string): void {
    if (this.downSince !== undefined || this.stopped) return;
    this.up = false;
    this.downSince = Date.now();
    const cause = this.lastError ? ` (${this.lastError})` : '';
    this.log.warn({ redis: this.where }, `${reason}${cause}: ${FALLBACK} until it answers again`);
  }

  private startProbe(): void {
    if (this.probe || !this.client) return;
    const client = this.client;
    this.probe = setInterval(() => {
      if (client.status !== 'ready') return; // the connection's own 'ready' event ends the outage
      client.ping().then(
        () => this.markUp(),
        (error: unknown) => this.noteError(error),
      );
    }, PROBE_INTERVAL_MS);
    this.probe.unref();
  }

  private stopProbe(): void {
    clearInterval(this.probe);
    this.probe = undefined;
  }

  /** The app closes: no probe, and closing the connection is not an outage. */
  stop(): void {
    this.stopped = true;
    this.stopProbe();
  }
}

/** Where a Redis URL points, without its credentials (for the log). */
function describe(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '6379'}`;
  } catch {
    return 'the configured address';
  }
}

/**
 * A duplicate of `client` for subscriptions: its subscribe commands wait in the offline queue until Redis answers
 * (they are not on a request's path) and are sent again after every reconnect. Errors are swallowed here; the main
 * client's health reports the outage.
 */
export function subscriberOf(client: Redis): Redis {
  const subscriber = client.duplicate({
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
    lazyConnect: false,
  });
  subscriber.on('error', () => undefined);
  return subscriber;
}

/** Closes a client without waiting on a Redis that is down or hangs. */
export async function closeClient(client: Redis): Promise<void> {
  if (client.status === 'ready') await client.quit().catch(() => undefined);
  client.disconnect();
}

/**
 * Connects to Redis when REDIS_URL is set; `app.redis` is undefined in the embedded mode. The app starts whether
 * or not Redis answers: it waits at most about REDIS_CONNECT_TIMEOUT_MS for the first connection, says in the log
 * when Redis is unreachable, and keeps reconnecting. `app.redisHealth` tells whether Redis answers now.
 */
export default fp(
  async function redisPlugin(app: FastifyInstance) {
    if (!app.env.REDIS_URL) {
      app.decorate('redis', undefined);
      app.decorate('redisHealth', new RedisHealth(undefined, app.log));
      return;
    }
    const where = describe(app.env.REDIS_URL);
    // loaded only with Redis: the embedded mode's start does not pay for the client
    const { Redis } = await import('ioredis');
    const redis = new Redis(app.env.REDIS_URL, redisOptions);
    const health = new RedisHealth(redis, app.log, where);
    redis.on('error', (error: unknown) => health.noteError(error));
    redis.on('ready', () => health.markUp());
    redis.on('close', () => health.connectionLost());

    // The first connection: wait for it to be ready or to fail, never longer than the connect timeout (+ slack).
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        redis.off('close', done);
        resolve();
      };
      const timer = setTimeout(done, REDIS_CONNECT_TIMEOUT_MS + 250);
      redis.once('ready', done);
      redis.once('close', done);
      redis.connect().catch(() => undefined);
    });
    if (!health.up) health.connectionLost();

    app.decorate('redis', redis);
    app.decorate('redisHealth', health);
    app.addHook('onClose', async () => {
      health.stop();
      await closeClient(redis);
    });
  },
  { name: 'redis' },
);
