import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createGoogleSignIn, type GoogleSignIn } from '../../integrations/google.ts';
import type { SessionUser } from '../../plugins/access.ts';
import type { UserSessions } from '../users/users.service.ts';
import { findSessionUser, revokeUserSessions } from './auth.repository.ts';
import { readAccessToken } from './cookies.ts';
import { SESSION_CACHE_TTL_MS, SessionCache, sessionKey, userProfileKey, userSessionsKey } from './session-cache.ts';
import { type AccessClaims, AuthTokens, loadJwtSecret } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    authTokens: AuthTokens;
    googleSignIn: GoogleSignIn;
    /** Signed-in callers' session state kept in process; call `sessionsChanged` after changing it in the database. */
    sessionCache: SessionCache;
    sessionsChanged: SessionsChanged;
    /** What the users module needs of sessions (docs/decisions/0021-users-own-accounts-auth-owns-sessions.md). */
    userSessions: UserSessions;
  }
  interface FastifyRequest {
    /** The session (refresh-token family) of the caller's access token; null for a visitor. */
    sessionId: string | null;
    /** The access token the caller presented, when it was valid. */
    accessToken: string | null;
  }
}

/**
 * What a module calls after it committed a change to a session or to a user's row (revoked, logged out, password,
 * role, name, picture or any profile field changed, deleted): the cached session state and the cached profile row
 * (`userProfileKey`) are dropped here and, through Redis, on every instance.
 */
export interface SessionsChanged {
  session(sessionId: string): void;
  user(userId: string): void;
  /**
   * Follows the changes made on this instance, after their invalidation was sent (the live socket's rooms,
   * server/plugins/socket.ts); other instances learn of them through the cache's channel.
   */
  onChange(listener: (change: SessionChange) => void): void;
}

export type SessionChange = { sessionId: string } | { userId: string };

/** Token signing, Google verification and the session cache for the auth module and the request resolver. */
export default fp(
  async function authPlugin(app: FastifyInstance) {
    const secret = await loadJwtSecret(app.env);
    app.decorate('authTokens', new AuthTokens(secret, app.env.ACCESS_TOKEN_TTL_SECONDS));
    app.decorate('googleSignIn', createGoogleSignIn(app.env));
    const sessionCache = new SessionCache(SESSION_CACHE_TTL_MS);
    app.cache.onInvalidate((key) => sessionCache.drop(key));
    app.decorate('sessionCache', sessionCache);
    const listeners: ((change: SessionChange) => void)[] = [];
    app.decorate('sessionsChanged', {
      session: (sessionId) => {
        app.cache.invalidate(sessionKey(sessionId));
        for (const listener of listeners) listener({ sessionId });
      },
      user: (userId) => {
        app.cache.invalidate(userSessionsKey(userId));
        for (const listener of listeners) listener({ userId });
      },
      onChange: (listener) => void listeners.push(listener),
    } satisfies SessionsChanged);
    app.decorate('userSessions', {
      endAll: (tx, userId, reason, keep) => revokeUserSessions(tx, userId, reason, keep),
      changed: (userId) => app.sessionsChanged.user(userId),
      profileKey: userProfileKey,
      cacheTtlMs: SESSION_CACHE_TTL_MS,
    } satisfies UserSessions);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('accessToken', null);
  },
  { name: 'auth', dependencies: ['cache'] },
);

/**
 * The UserResolver of the access plugin: verifies the access token (HS256), then takes the session's state from
 * the session cache, or loads it from the database and keeps it. A revoked session or a changed user is dropped
 * from every instance's cache when it changes, so it takes effect on the next request. A token verified before whose
 * session is cached (nearly every signed-in request) is answered without a promise.
 */
export function resolveSessionUser(request: FastifyRequest): SessionUser | null | Promise<SessionUser | null> {
  const token = readAccessToken(request);
  if (!token) return null;
  const claims = request.server.authTokens.knownAccess(token);
  if (claims === undefined) {
    return request.server.authTokens
      .verifyAccess(token)
      .then((verified) => (verified ? sessionUserOf(request, token, verified) : null));
  }
  return claims ? sessionUserOf(request, token, claims) : null;
}

function sessionUserOf(
  request: FastifyRequest,
  token: string,
  claims: AccessClaims,
): SessionUser | null | Promise<SessionUser | null> {
  const app = request.server;
  const cached = app.sessionCache.get(claims.sessionId, claims.userId);
  if (cached) return signedIn(request, token, claims, cached);
  const epoch = app.sessionCache.begin();
  return findSessionUser(app.db, claims.userId, claims.sessionId).then((found) => {
    if (!found) return null;
    const user = Object.freeze(found);
    app.sessionCache.set(claims.sessionId, user, epoch);
    return signedIn(request, token, claims, user);
  });
}

function signedIn(request: FastifyRequest, token: string, claims: AccessClaims, user: SessionUser): SessionUser {
  request.sessionId = claims.sessionId;
  request.accessToken = token;
  return user;
}
