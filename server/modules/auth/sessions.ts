import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../errors.ts';
import type { Tx } from '../../db/client.ts';
import * as repo from './auth.repository.ts';
import { hashToken, randomToken } from './tokens.ts';
import type { Deps } from '../../lib/deps.ts';

/**
 * How long a just-rotated refresh token still answers with its successor (decision 0006): long enough for tabs
 * and requests that sent the same cookie at the same moment, short enough that a copied token is still caught.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

export const SESSION_MESSAGES = {
  expired: 'Your session has expired. Please log in again.',
  reused: 'Your session was ended for your security. Please log in again.',
} as const;

/** What sessions need of the app: the database, the token settings and keys, and the session cache's invalidation. */
export type SessionDeps = Pick<Deps, 'db' | 'env'> & Pick<FastifyInstance, 'authTokens' | 'sessionsChanged'>;

export interface IssuedTokens {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
}

async function issueRefreshToken(
  app: SessionDeps,
  tx: Tx,
  sessionId: string,
  refreshToken = randomToken(),
): Promise<string> {
  await repo.insertRefreshToken(tx, {
    sessionId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + app.env.REFRESH_TOKEN_TTL_DAYS * 24 * 3600 * 1000),
  });
  return refreshToken;
}

/**
 * The token that replaces `refreshToken` on rotation, derived from it with the server secret: a second use of the
 * same token within the grace window can hand back the same successor although only hashes are stored, and
 * nobody without both the spent token and the secret can compute it.
 */
const successorOf = (app: SessionDeps, refreshToken: string) =>
  app.authTokens.keyedHash(`refresh-successor:${refreshToken}`);

/** A new session (refresh-token family) for a user who just proved who they are. */
export async function startSession(app: SessionDeps, userId: string, userAgent?: string): Promise<IssuedTokens> {
  const sessionId = await repo.insertSession(app.db, { userId, userAgent: userAgent?.slice(0, 300) ?? null });
  const refreshToken = await issueRefreshToken(app, app.db, sessionId);
  const accessToken = await app.authTokens.signAccess({ userId, sessionId });
  // Housekeeping on sign-in keeps the table small without a scheduler.
  await repo.deleteExpiredRefreshTokens(app.db);
  return { sessionId, accessToken, refreshToken };
}

/**
 * Rotation: a refresh token is spent on use and replaced by its successor. Presenting a spent token again within
 * REFRESH_REUSE_GRACE_SECONDS (two tabs, or parallel requests, refreshing with the same cookie) answers the same
 * successor. Later, it means the token was copied (or a client replayed it): the whole family is revoked, so
 * whoever holds the newer token is signed out too.
 */
export async function rotateSession(
  app: SessionDeps,
  refreshToken: string | undefined,
): Promise<IssuedTokens & { userId: string }> {
  if (!refreshToken) throw unauthorized(SESSION_MESSAGES.expired, 'session_expired');
  const tokenHash = hashToken(refreshToken);
  let row = await repo.findRefreshToken(app.db, tokenHash);
  if (!row || row.revokedAt) throw unauthorized(SESSION_MESSAGES.expired, 'session_expired');
  if (!row.usedAt && row.expiresAt.getTime() <= Date.now()) {
    throw unauthorized(SESSION_MESSAGES.expired, 'session_expired');
  }
  const next = successorOf(app, refreshToken);
  if (!row.usedAt) {
    const { id, sessionId } = row;
    // Spending and issuing the successor commit together, so a concurrent use that finds the token spent also
    // finds its successor.
    const spent = await app.db.transaction(async (tx) => {
      if (!(await repo.spendRefreshToken(tx, id))) return false;
      await issueRefreshToken(app, tx, sessionId, next);
      return true;
    });
    if (!spent) row = await repo.findRefreshToken(app.db, tokenHash);
  }
  if (!row || row.revokedAt) throw unauthorized(SESSION_MESSAGES.expired, 'session_expired');
  if (row.usedAt && Date.now() - row.usedAt.getTime() > REFRESH_REUSE_GRACE_SECONDS * 1000) {
    await repo.revokeSession(app.db, row.sessionId, 'reuse');
    app.sessionsChanged.session(row.sessionId);
    throw unauthorized(SESSION_MESSAGES.reused, 'refresh_token_reused');
  }
  await repo.touchSession(app.db, row.sessionId);
  const accessToken = await app.authTokens.signAccess({ userId: row.userId, sessionId: row.sessionId });
  return { sessionId: row.sessionId, accessToken, refreshToken: next, userId: row.userId };
}

/** Logout: revokes the session named by the refresh token and/or the access token's session. */
export async function endSession(
  app: SessionDeps,
  by: { refreshToken?: string | undefined; sessionId?: string | null },
): Promise<void> {
  if (by.sessionId) {
    await repo.revokeSession(app.db, by.sessionId, 'logout');
    app.sessionsChanged.session(by.sessionId);
  }
  if (by.refreshToken) {
    const row = await repo.findRefreshToken(app.db, hashToken(by.refreshToken));
    if (row && row.sessionId !== by.sessionId) {
      await repo.revokeSession(app.db, row.sessionId, 'logout');
      app.sessionsChanged.session(row.sessionId);
    }
  }
}
