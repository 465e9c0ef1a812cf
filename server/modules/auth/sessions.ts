import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../errors.ts';
import * as repo from './auth.repository.ts';
import { hashToken, randomToken } from './tokens.ts';

export const SESSION_MESSAGES = {
  expired: 'Your session has expired. Please log in again.',
  reused: 'Your session was ended for your security. Please log in again.',
} as const;

export interface IssuedTokens {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
}

async function issueRefreshToken(app: FastifyInstance, sessionId: string): Promise<string> {
  const refreshToken = randomToken();
  await repo.insertRefreshToken(app.db, {
    sessionId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + app.env.REFRESH_TOKEN_TTL_DAYS * 24 * 3600 * 1000),
  });
  return refreshToken;
}

/** A new session (refresh-token family) for a user who just proved who they are. */
export async function startSession(app: FastifyInstance, userId: string, userAgent?: string): Promise<IssuedTokens> {
  const sessionId = await repo.insertSession(app.db, { userId, userAgent: userAgent?.slice(0, 300) ?? null });
  const refreshToken = await issueRefreshToken(app, sessionId);
  const accessToken = await app.authTokens.signAccess({ userId, sessionId });
  // Housekeeping on sign-in keeps the table small without a scheduler.
  await repo.deleteExpiredRefreshTokens(app.db);
  return { sessionId, accessToken, refreshToken };
}

/**
 * Rotation: a refresh token is spent on use and replaced. Presenting a spent token means it was copied (or a
 * client replayed it): the whole family is revoked, so whoever holds the newer token is signed out too.
 */
export async function rotateSession(
  app: FastifyInstance,
  refreshToken: string | undefined,
): Promise<IssuedTokens & { userId: string }> {
  if (!refreshToken) throw unauthorized(SESSION_MESSAGES.expired, 'session_expired');
  const row = await repo.findRefreshToken(app.db, hashToken(refreshToken));
  if (!row || row.revokedAt) throw unauthorized(SESSION_MESSAGES.expired, 'session_expired');
  if (row.usedAt) {
    await repo.revokeSession(app.db, row.sessionId, 'reuse');
    throw unauthorized(SESSION_MESSAGES.reused, 'refresh_token_reused');
  }
  if (row.expiresAt.getTime() <= Date.now()) throw unauthorized(SESSION_MESSAGES.expired, 'session_expired');
  if (!(await repo.spendRefreshToken(app.db, row.id))) {
    await repo.revokeSession(app.db, row.sessionId, 'reuse');
    throw unauthorized(SESSION_MESSAGES.reused, 'refresh_token_reused');
  }
  const next = await issueRefreshToken(app, row.sessionId);
  await repo.touchSession(app.db, row.sessionId);
  const accessToken = await app.authTokens.signAccess({ userId: row.userId, sessionId: row.sessionId });
  return { sessionId: row.sessionId, accessToken, refreshToken: next, userId: row.userId };
}

/** Logout: revokes the session named by the refresh token and/or the access token's session. */
export async function endSession(
  app: FastifyInstance,
  by: { refreshToken?: string | undefined; sessionId?: string | null },
): Promise<void> {
  if (by.sessionId) await repo.revokeSession(app.db, by.sessionId, 'logout');
  if (by.refreshToken) {
    const row = await repo.findRefreshToken(app.db, hashToken(by.refreshToken));
    if (row && row.sessionId !== by.sessionId) await repo.revokeSession(app.db, row.sessionId, 'logout');
  }
}
