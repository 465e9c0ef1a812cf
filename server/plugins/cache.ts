import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { closeClient, subscriberOf } from './redis.ts';

const CHANNEL = 'pathshala:cache-invalidate';

/** At most this many entries are kept; past it the oldest goes first (a bound on memory whatever the queries). */
export const RESPONSE_CACHE_MAX_ENTRIES = 10_000;

/**
 * In-process cache for read-mostly answers (layouts, pages, catalogue) and per-user state that signed-in requests
 * read (a profile, enrolments). Writes call `invalidate(prefix)`; with Redis the invalidation is published so every
 * instance drops its copy. A computation that an invalidation overtook answers its caller but is not kept.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { value: unknown; etag: string; expiresAt: number }>();
  private readonly inflight = new Map<string, Promise<{ value: unknown; etag: string }>>();
  private readonly listeners: ((prefix: string) => void)[] = [];
  constructor(
    private readonly ttlMs: number,
    private readonly publish?: (prefix: string) => void,
    private readonly maxEntries = RESPONSE_CACHE_MAX_ENTRIES,
  ) {}

  /**
   * Returns the cached value for `key`, computing it once (concurrent callers share the computation). `ttlMs`
   * shortens the life of this entry (per-user state: the bound on staleness if an invalidation is lost).
   */
  async get<T>(
    key: string,
    compute: () => Promise<T>,
    options: { ttlMs?: number } = {},
  ): Promise<{ value: T; etag: string }> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit as { value: T; etag: string };
    const running = this.inflight.get(key);
    if (running) return running as Promise<{ value: T; etag: string }>;
    const promise: Promise<{ value: T; etag: string }> = compute()
      .then((value) => {
        const etag = `"${createHash('sha1').update(JSON.stringify(value)).digest('base64url')}"`;
        // Kept only while still the current computation: an invalidation since it began removed it.
        if (this.inflight.get(key) === promise)
          this.store(key, { value, etag, expiresAt: Date.now() + (options.ttlMs ?? this.ttlMs) });
        return { value, etag };
      })
      .finally(() => {
        if (this.inflight.get(key) === promise) this.inflight.delete(key);
      });
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

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, entry: { value: unknown; etag: string; expiresAt: number }): void {
    this.entries.delete(key); // re-inserted last: the Map's order is the order of storing
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
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
