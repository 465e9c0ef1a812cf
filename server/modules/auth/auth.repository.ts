import { and, asc, desc, eq, gt, isNull, lt, max, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '../../plugins/access.ts';
import type { Tx } from '../../db/client.ts';
import {
  activationGuesses,
  activationTokens,
  memberInvitations,
  passwordResetCodes,
  refreshTokens,
  sessions,
  users,
} from '../../db/schema/index.ts';

// ---- activation tokens -----------------------------------------------------------------------------------------

export type NewActivation = typeof activationTokens.$inferInsert;

export async function insertActivation(tx: Tx, values: NewActivation): Promise<void> {
  await tx.insert(activationTokens).values(values);
}

export async function findActivation(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select({
      id: activationTokens.id,
      codeHash: activationTokens.codeHash,
      name: activationTokens.name,
      email: activationTokens.email,
      passwordHash: activationTokens.passwordHash,
      attempts: activationTokens.attempts,
      expiresAt: activationTokens.expiresAt,
      usedAt: activationTokens.usedAt,
    })
    .from(activationTokens)
    .where(eq(activationTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Counts a wrong code; answers the new count, or undefined when the token was already used or burnt meanwhile. */
export async function recordWrongCode(tx: Tx, id: string, maxAttempts: number): Promise<number | undefined> {
  const [row] = await tx
    .update(activationTokens)
    .set({ attempts: sql`${activationTokens.attempts} + 1` })
    .where(
      and(eq(activationTokens.id, id), isNull(activationTokens.usedAt), lt(activationTokens.attempts, maxAttempts)),
    )
    .returning({ attempts: activationTokens.attempts });
  return row?.attempts;
}

/** Marks the token used, only if still usable: of two concurrent activations exactly one wins. */
export async function consumeActivation(tx: Tx, id: string, maxAttempts: number): Promise<boolean> {
  const rows = await tx
    .update(activationTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(activationTokens.id, id),
        isNull(activationTokens.usedAt),
        lt(activationTokens.attempts, maxAttempts),
        gt(activationTokens.expiresAt, new Date()),
      ),
    )
    .returning({ id: activationTokens.id });
  return rows.length === 1;
}

/** Housekeeping: sign-ups abandoned more than a day ago. */
export async function deleteStaleActivations(tx: Tx): Promise<void> {
  await tx.delete(activationTokens).where(lt(activationTokens.expiresAt, new Date(Date.now() - 24 * 3600 * 1000)));
}

// ---- activation guesses per e-mail -----------------------------------------------------------------------------

/** The e-mail's guesses of the last `windowMs`, oldest first. */
const countedGuesses = (tx: Tx, key: string, windowMs: number) =>
  tx
    .select({ createdAt: activationGuesses.createdAt })
    .from(activationGuesses)
    .where(and(eq(activationGuesses.email, key), gt(activationGuesses.createdAt, new Date(Date.now() - windowMs))))
    .orderBy(asc(activationGuesses.createdAt));

const freeAtOf = (counted: { createdAt: Date }[], limit: number, windowMs: number) =>
  counted.length < limit ? undefined : new Date(counted[counted.length - limit]!.createdAt.getTime() + windowMs);

/** When the e-mail's guesses of the last `windowMs` are at `limit`: the moment the oldest counted one runs out. */
export async function activationGuessesFreeAt(
  tx: Tx,
  email: string,
  limit: number,
  windowMs: number,
): Promise<Date | undefined> {
  return freeAtOf(await countedGuesses(tx, email.toLowerCase(), windowMs), limit, windowMs);
}

/**
 * Counts one guess for the e-mail before its code is compared, only while fewer than `limit` were counted in the
 * last `windowMs` (serialised per e-mail by an advisory lock, so parallel guesses cannot all pass a count of 9).
 * Answers the new guess's id and the e-mail's count with it, or when the e-mail must wait, the moment it may guess again.
 */
export async function reserveActivationGuess(
  db: Tx,
  email: string,
  limit: number,
  windowMs: number,
): Promise<{ id: string; count: number } | { freeAt: Date }> {
  const key = email.toLowerCase();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`activation-guess:${key}`}))`);
    const counted = await countedGuesses(tx, key, windowMs);
    const freeAt = freeAtOf(counted, limit, windowMs);
    if (freeAt) return { freeAt };
    const [row] = await tx.insert(activationGuesses).values({ email: key }).returning({ id: activationGuesses.id });
    return { id: row!.id, count: counted.length + 1 };
  });
}

/** A right code is not a wrong guess: its counted guess is taken back. */
export async function releaseActivationGuess(tx: Tx, id: string): Promise<void> {
  await tx.delete(activationGuesses).where(eq(activationGuesses.id, id));
}

export async function deleteOldActivationGuesses(tx: Tx, windowMs: number): Promise<void> {
  await tx.delete(activationGuesses).where(lt(activationGuesses.createdAt, new Date(Date.now() - windowMs)));
}

/** The sign-up that set a user's password, when it was activated after `since` and the password is still its. */
export async function findRecentSignUp(tx: Tx, email: string, passwordHash: string, since: Date) {
  const [row] = await tx
    .select({ id: activationTokens.id })
    .from(activationTokens)
    .where(
      and(
        sql`lower(${activationTokens.email}) = ${email.toLowerCase()}`,
        eq(activationTokens.passwordHash, passwordHash),
        gt(activationTokens.usedAt, since),
      ),
    )
    .limit(1);
  return row;
}

// ---- password reset codes -------------------------------------------------------------------------------------

/** The key a password reset's guesses are counted under in `activation_guesses` (apart from a sign-up's). */
/** Reset guesses are counted per account and client (the caller's address), as login counts wrong passwords. */
export const resetGuessKey = (email: string, client: string) => `password-reset:${email.toLowerCase()}:${client}`;

/** A new code for the user; the codes asked for before it are spent, so only the newest one works. */
export async function replaceResetCode(
  db: Tx,
  values: { id: string; userId: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  return db.transaction(async (tx) => {
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetCodes.userId, values.userId), isNull(passwordResetCodes.usedAt)));
    await tx.insert(passwordResetCodes).values(values);
  });
}

/** A member's invitation; an earlier one not yet used is spent, so only the newest link works. */
export async function replaceInvitation(
  tx: Tx,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx
    .update(memberInvitations)
    .set({ usedAt: new Date() })
    .where(and(eq(memberInvitations.userId, values.userId), isNull(memberInvitations.usedAt)));
  await tx.insert(memberInvitations).values(values);
}

/** The invitation of a link's token (used or expired ones included: the service says which). */
export async function findInvitation(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select({
      id: memberInvitations.id,
      userId: memberInvitations.userId,
      expiresAt: memberInvitations.expiresAt,
      usedAt: memberInvitations.usedAt,
    })
    .from(memberInvitations)
    .where(eq(memberInvitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Spends an invitation that is still good; false when another request spent it first or it has expired. */
export async function consumeInvitation(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .update(memberInvitations)
    .set({ usedAt: new Date() })
    .where(
      and(eq(memberInvitations.id, id), isNull(memberInvitations.usedAt), gt(memberInvitations.expiresAt, new Date())),
    )
    .returning({ id: memberInvitations.id });
  return rows.length === 1;
}

/** The user's newest reset code (spent, burnt or expired ones included: the service says which). */
export async function findLatestResetCode(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      id: passwordResetCodes.id,
      codeHash: passwordResetCodes.codeHash,
      attempts: passwordResetCodes.attempts,
      expiresAt: passwordResetCodes.expiresAt,
      usedAt: passwordResetCodes.usedAt,
    })
    .from(passwordResetCodes)
    .where(eq(passwordResetCodes.userId, userId))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  return row;
}

/** Counts a wrong code; answers the new count, or undefined when the code was spent or burnt meanwhile. */
export async function recordWrongResetCode(tx: Tx, id: string, maxAttempts: number): Promise<number | undefined> {
  const [row] = await tx
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(
      and(
        eq(passwordResetCodes.id, id),
        isNull(passwordResetCodes.usedAt),
        lt(passwordResetCodes.attempts, maxAttempts),
      ),
    )
    .returning({ attempts: passwordResetCodes.attempts });
  return row?.attempts;
}

/** Spends the code, only if still usable: of two concurrent resets with the right code exactly one wins. */
export async function consumeResetCode(tx: Tx, id: string, maxAttempts: number): Promise<boolean> {
  const rows = await tx
    .update(passwordResetCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetCodes.id, id),
        isNull(passwordResetCodes.usedAt),
        lt(passwordResetCodes.attempts, maxAttempts),
        gt(passwordResetCodes.expiresAt, new Date()),
      ),
    )
    .returning({ id: passwordResetCodes.id });
  return rows.length === 1;
}

/** Housekeeping: codes that expired more than a day ago. */
export async function deleteStaleResetCodes(tx: Tx): Promise<void> {
  await tx.delete(passwordResetCodes).where(lt(passwordResetCodes.expiresAt, new Date(Date.now() - 24 * 3600 * 1000)));
}

// ---- sessions and refresh tokens -------------------------------------------------------------------------------

export type RevokeReason = NonNullable<(typeof sessions.$inferInsert)['revokedReason']>;

export async function insertSession(tx: Tx, values: { userId: string; userAgent: string | null }): Promise<string> {
  const [row] = await tx.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
}

export async function insertRefreshToken(
  tx: Tx,
  values: { sessionId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(refreshTokens).values(values);
}

export async function findRefreshToken(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Spends a refresh token; false when it was spent already (a concurrent or replayed use). */
export async function spendRefreshToken(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function touchSession(tx: Tx, sessionId: string): Promise<void> {
  await tx.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(tx: Tx, sessionId: string, reason: RevokeReason): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(
  tx: Tx,
  userId: string,
  reason: RevokeReason,
  exceptSessionId?: string,
): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

/** Housekeeping: refresh tokens past their expiry can never be used again. */
export async function deleteExpiredRefreshTokens(tx: Tx): Promise<void> {
  await tx.delete(refreshTokens).where(lt(refreshTokens.expiresAt, new Date()));
}

/** The caller of an access token: the user, fresh from the database, while the token's session is not revoked. */
export async function findSessionUser(tx: Tx, userId: string, sessionId: string): Promise<SessionUser | undefined> {
  const [row] = await tx
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, isSuperAdmin: users.isSuperAdmin })
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(and(eq(users.id, userId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .limit(1);
  return row;
}

/**
 * When a session can no longer be renewed: the expiry of its refresh token not yet spent (null: none is left, or the
 * session does not exist).
 */
export async function sessionRenewableUntil(tx: Tx, sessionId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ until: max(refreshTokens.expiresAt) })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.usedAt)));
  return row?.until ?? null;
}
