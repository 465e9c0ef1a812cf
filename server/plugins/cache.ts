import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { closeClient, subscriberOf } from './redis.ts';

const CHANNEL = 'pathshala:cache-invalidate';

/** At most this many entries are kept; past it the oldest goes first (a bound on memory whatever the queries). */
export const RESPONSE_CACHE_MAX_ENTRIES = 10_000;
/** At most this many URLs' answers are remembered (`keepAnswer`); past it the oldest goes first. */
export const KEPT_ANSWERS_MAX = 1_000;

/** A kept value: what `get` answers on a hit is this object itself, so `isCurrent` can tell it is still the one kept. */
interface CacheEntry {
  key: string;
  value: unknown;
  etag: string;
  expiresAt: number;
}

/**
 * In-process cache for read-mostly answers (layouts, pages, catalogue) and per-user state that signed-in requests
 * read (a profile, enrolments). Writes call `invalidate(prefix)`; with Redis the invalidation is published so every
 * instance drops its copy. A computation that an invalidation overtook answers its caller but is not kept.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CacheEntry>();
  /** Answers by URL (`keepAnswer`), each with the entry it was made from. */
  private readonly answers = new Map<string, { read: CacheEntry; answer: unknown }>();
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
        const entry: CacheEntry = { key, value, etag, expiresAt: Date.now() + (options.ttlMs ?? this.ttlMs) };
        // Kept only while still the current computation: an invalidation since it began removed it.
        if (this.inflight.get(key) === promise) this.store(entry);
        return entry as { value: T; etag: string };
      })
      .finally(() => {
        if (this.inflight.get(key) === promise) this.inflight.delete(key);
      });
    this.inflight.set(key, promise);
    return promise;
  }

  /**
   * Remembers that a GET of `url` was answered from `read` (what `get` answered) as `answer` (its bytes): a public
   * answer that is the same for every visitor (`servePublic`). `keptAnswer` hands it back while `read` is still the
   * kept value of its key. Nothing is remembered for a value that is not kept (an invalidation overtook it).
   */
  keepAnswer(url: string, read: { value: unknown; etag: string }, answer: unknown): void {
    if (!this.isCurrent(read)) return;
    this.answers.delete(url);
    if (this.answers.size >= KEPT_ANSWERS_MAX) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.set(url, { read: read as CacheEntry, answer });
  }

  /** What `keepAnswer` kept for `url`, while its value is current (not invalidated, expired or replaced). */
  keptAnswer<A>(url: string): { etag: string; answer: A } | undefined {
    const kept = this.answers.get(url);
    if (!kept) return undefined;
    if (!this.isCurrent(kept.read)) {
      this.answers.delete(url);
      return undefined;
    }
    return { etag: kept.read.etag, answer: kept.answer as A };
  }

  /** True while what `get` answered is still the kept value of its key. */
  private isCurrent(read: { value: unknown; etag: string }): read is CacheEntry {
    const entry = read as Partial<CacheEntry>;
    return entry.key !== undefined && this.entries.get(entry.key) === read && entry.expiresAt! > Date.now();
  }

  /** Drops every entry whose key starts with `prefix`, here and (with Redis) on every other instance. */
  invalidate(prefix: string): void {
    this.dropLocal(prefix);
    this.publish?.(prefix);
  }

  dropLocal(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const key of this.inflight.keys()) if (key.startsWith(prefix)) this.inflight.delete(key);
    for (const [url, kept] of this.answers) if (kept.read.key.startsWith(prefix)) this.answers.delete(url);
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

  private store(entry: CacheEntry): void {
    const { key } = entry;
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
