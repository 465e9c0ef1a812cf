import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

const CHANNEL = 'pathshala:cache-invalidate';

/**
 * In-process cache for public, read-mostly answers (layouts, pages, catalogue). Writes call `invalidate(prefix)`;
 * with Redis the invalidation is published so every instance drops its copy.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { value: unknown; etag: string; expiresAt: number }>();
  private readonly inflight = new Map<string, Promise<{ value: unknown; etag: string }>>();
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
  }
}

export default fp(
  async function cachePlugin(app: FastifyInstance) {
    const redis: Redis | undefined = app.redis;
    let subscriber: Redis | undefined;
    const cache = new ResponseCache(5 * 60_000, redis ? (prefix) => void redis.publish(CHANNEL, prefix) : undefined);
    if (redis) {
      subscriber = redis.duplicate();
      await subscriber.subscribe(CHANNEL);
      subscriber.on('message', (_channel: string, prefix: string) => cache.dropLocal(prefix));
    }
    app.decorate('cache', cache);
    app.addHook('onClose', async () => {
      await subscriber?.quit().catch(() => undefined);
    });
  },
  { name: 'cache', dependencies: ['redis'] },
);
