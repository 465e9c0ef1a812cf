import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { closeClient, subscriberOf } from './redis.ts';

const CHANNEL = 'pathshala:cache-invalidate';

/**
 * In-process cache for public, read-mostly answers (layouts, pages, catalogue). Writes call `invalidate(prefix)`;
 * with Redis the invalidation is published so every instance drops its copy.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { value: unknown; etag: string; expiresAt: number }>();
  private readonly inflight = new Map<string, Promise<{ value: unknown; etag: string }>>();
  private readonly listeners: ((prefix: string) => void)[] = [];
  constructor(
    private readonly ttlMs: number,
    private readonly publish?: (prefix: string) => void,
  ) {}

  /** Returns the cached value for `key`, computing it once (concurrent callers share the computation). */
  async get<T>(key: string, compute: () => Promise<T>): Promise<{ value: T; etag: string }> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit as { value: T; etag: string };
    const running = this.inflight.get(key);
    if (running) return running as Promise<{ value: T; etag: string }>;
    const promise = compute()
      .then((value) => {
        const etag = `"${createHash('sha1').update(JSON.stringify(value)).digest('base64url')}"`;
        this.entries.set(key, { value, etag, expiresAt: Date.now() + this.ttlMs });
        return { value, etag };
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  /** Drops every entry whose key starts with `prefix`, here and (with Redis) on every other instance. */
  invalidate(prefix: string): void {
    this.dropLocal(prefix);
    this.publish?.(prefix);
  }

  dropLocal(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const key of this.inflight.keys()) if (key.startsWith(prefix)) this.inflight.delete(key);
    for (const listener of this.listeners) listener(prefix);
  }

  /**
   * Another in-process cache that follows the same invalidations (here and from other instances, including the
   * drop-everything `''` after a Redis outage): the session cache of the auth module.
   */
  onInvalidate(listener: (prefix: string) => void): void {
    this.listeners.push(listener);
  }
}

/** Prefixes invalidated while Redis was down, published when it answers again; past this many, everything. */
const MAX_PENDING = 100;

/**
 * With Redis, an invalidation is published so every instance drops its copy. While Redis does not answer, the
 * invalidation is local only (docs/decisions/0003): its prefix is kept and published when Redis answers again,
 * and an instance whose subscription comes back drops its whole cache, since it may have missed messages.
 */
export default fp(
  async function cachePlugin(app: FastifyInstance) {
    const redis: Redis | undefined = app.redis;
    let subscriber: Redis | undefined;
    const pending = new Set<string>();
    const publish = (prefix: string) => {
      if (!redis) return;
      const keep = () => void pending.add(pending.size < MAX_PENDING ? prefix : '');
      if (!app.redisHealth.up) return keep();
      redis.publish(CHANNEL, prefix).catch((error: unknown) => {
        app.redisHealth.reportFailure(error);
        keep();
      });
    };
    const cache = new ResponseCache(5 * 60_000, redis ? publish : undefined);
    if (redis) {
      app.redisHealth.onRecovery(() => {
        const prefixes = pending.has('') ? [''] : [...pending];
        pending.clear();
        for (const prefix of prefixes) publish(prefix);
      });
      subscriber = subscriberOf(redis);
      subscriber.on('message', (_channel: string, prefix: string) => cache.dropLocal(prefix));
      subscriber.on('ready', () => cache.dropLocal(''));
      subscriber.subscribe(CHANNEL).catch(() => undefined); // queued until Redis answers, renewed on reconnect
    }
    app.decorate('cache', cache);
    app.addHook('onClose', async () => {
      if (subscriber) await closeClient(subscriber);
    });
  },
  { name: 'cache', dependencies: ['redis'] },
);
