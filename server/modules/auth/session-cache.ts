import type { SessionUser } from '../../plugins/access.ts';

/** Invalidation keys of the session cache, carried by the response cache's channel (server/plugins/cache.ts). */
export const SESSION_CACHE_PREFIX = 'session:';
export const sessionKey = (sessionId: string) => `${SESSION_CACHE_PREFIX}s:${sessionId}`;
export const userSessionsKey = (userId: string) => `${SESSION_CACHE_PREFIX}u:${userId}`;
/** How long a cached session state may serve requests if an invalidation is lost (Redis down between instances). */
export const SESSION_CACHE_TTL_MS = 30_000;

/**
 * A user's profile row in the response cache, under their sessions' key: whatever drops their sessions' state
 * (`app.sessionsChanged.user`, called after every change to the user's row) drops it too.
 */
export const userProfileKey = (userId: string) => `${userSessionsKey(userId)}:profile`;

/**
 * The state a signed-in request needs (the session is valid and not revoked, its user's id, role, name, e-mail),
 * kept in process so authenticating a request needs no query (issue 10; docs/decisions/0013-session-cache.md).
 * An entry is dropped when its session is revoked or its user changes (here and, through Redis, on every
 * instance); `ttlMs` bounds how stale an entry can be if an invalidation is lost (Redis down between instances).
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: SessionUser; expiresAt: number }>();
  private readonly byUser = new Map<string, Set<string>>();
  /** Grows with every invalidation: a lookup that started before one must not store what it read. */
  private epoch = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get(sessionId: string, userId: string): SessionUser | null {
    const hit = this.entries.get(sessionId);
    if (!hit || hit.user.id !== userId) return null;
    if (hit.expiresAt <= Date.now()) {
      this.remove(sessionId);
      return null;
    }
    return hit.user;
  }

  /** The epoch to pass to `set` after reading the database. */
  begin(): number {
    return this.epoch;
  }

  set(sessionId: string, user: SessionUser, epoch: number): void {
    if (epoch !== this.epoch) return;
    if (this.entries.size >= this.maxEntries) {
      // The oldest entry goes (Map keeps insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.remove(oldest);
    }
    this.entries.set(sessionId, { user, expiresAt: Date.now() + this.ttlMs });
    let sessions = this.byUser.get(user.id);
    if (!sessions) this.byUser.set(user.id, (sessions = new Set()));
    sessions.add(sessionId);
  }

  /** Follows an invalidation key: one session, every session of a user, or (a prefix of them all) everything. */
  drop(key: string): void {
    if (!SESSION_CACHE_PREFIX.startsWith(key) && !key.startsWith(SESSION_CACHE_PREFIX)) return;
    this.epoch++;
    if (key.length <= SESSION_CACHE_PREFIX.length) {
      this.entries.clear();
      this.byUser.clear();
    } else if (key.startsWith(`${SESSION_CACHE_PREFIX}s:`)) {
      this.remove(key.slice(SESSION_CACHE_PREFIX.length + 2));
    } else if (key.startsWith(`${SESSION_CACHE_PREFIX}u:`)) {
      const userId = key.slice(SESSION_CACHE_PREFIX.length + 2);
      for (const sessionId of this.byUser.get(userId) ?? []) this.entries.delete(sessionId);
      this.byUser.delete(userId);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(sessionId: string): void {
    const hit = this.entries.get(sessionId);
    this.entries.delete(sessionId);
    if (!hit) return;
    const sessions = this.byUser.get(hit.user.id);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.byUser.delete(hit.user.id);
  }
}
