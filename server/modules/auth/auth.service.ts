import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  type AcceptInvitationBody,
  ACTIVATION_CODE_LENGTH,
  ACTIVATION_MAX_ATTEMPTS,
  ACTIVATION_TTL_MINUTES,
  type ActivateBody,
  type LoginBody,
  type RegisterBody,
  RESET_CODE_LENGTH,
  RESET_MAX_ATTEMPTS,
  RESET_TTL_MINUTES,
  type ResetPasswordBody,
  type User,
} from '#shared/accounts.ts';
import { AppError, appError, badGateway, badRequest, conflict, notFound, unauthorized } from '../../errors.ts';
import { GOOGLE_MESSAGES } from '../../integrations/google.ts';
import { MailCapReached } from '../../integrations/mailer.ts';
import type { SessionUser } from '../../plugins/access.ts';
import * as users from '../users/users.service.ts';
import { activationEmail } from './activation-email.ts';
import { googleLinkedEmail } from './google-link-email.ts';
import { passwordResetEmail } from './password-reset-email.ts';
import * as repo from './auth.repository.ts';
import type { SessionChange } from './auth.plugin.ts';
import { ACCESS_COOKIE } from './cookies.ts';
import { SESSION_CACHE_PREFIX, sessionKey, userSessionsKey } from './session-cache.ts';
import {
  endSession,
  rotateSession,
  SESSION_MESSAGES,
  startSession,
  type IssuedTokens,
  type SessionDeps,
} from './sessions.ts';
import { hashToken, randomDigits, randomToken, safeEqual } from './tokens.ts';
import type { Deps } from '../../lib/deps.ts';
import type { Tx } from '../../db/client.ts';
import type { Language } from '#shared/bilingual.ts';

/**
 * What sign-up, sign-in and password reset need (docs/decisions/0021-users-own-accounts-auth-owns-sessions.md): the
 * app's database, tokens, mailer, Google verification, log and metrics, and the users service for the user's row.
 */
export type AuthDeps = SessionDeps &
  Pick<Deps, 'mailer' | 'log' | 'metrics'> &
  Pick<FastifyInstance, 'googleSignIn'> & { users: users.UsersService };

export const AUTH_MESSAGES = {
  alreadyRegistered: 'This email is already registered. Please log in instead.',
  registered: (email: string) => `Please check your email: ${email} to activate your account!`,
  mailFailed: 'We could not send the activation email. Please try again in a few minutes.',
  mailCapped: (wait: string) =>
    `This email address has received too many emails from us today. Please try again in ${wait}.`,
  activated: 'Account activated successfully!',
  invalidToken: 'This activation request is not valid. Please sign up again.',
  expired: 'The activation code has expired. Please sign up again to get a new code.',
  used: 'This activation code has already been used. Please log in.',
  burnt: 'Too many wrong codes. Please sign up again to get a new code.',
  emailOutOfGuesses: (wait: string) => `Too many wrong codes for this email. Please try again in ${wait}.`,
  wrongCode: (left: number) => `Invalid activation code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  invalidCredentials: 'Invalid email or password',
  googleOnly: 'This account signs in with Google. Please use Continue with Google.',
  googleLinkedElsewhere: 'This email is already linked to another Google account.',
  loggedIn: 'Logged in successfully!',
  loggedOut: 'Logged out successfully!',
  resetSent: `If an account uses this email, we have sent it a ${RESET_CODE_LENGTH}-digit code. The code is valid for ${RESET_TTL_MINUTES} minutes.`,
  resetNoCode: 'This code is not valid. Please ask for a new code.',
  resetExpired: 'The code has expired. Please ask for a new code.',
  resetBurnt: 'Too many wrong codes. Please ask for a new code.',
  resetWrongCode: (left: number) => `Invalid code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  passwordReset: 'Your password has been changed. You are now signed in.',
  invitationInvalid: 'This invitation link is not valid. Please ask an administrator for a new one.',
  invitationUsed: 'This invitation link has already been used. Please sign in, or use “Forgot password?”.',
  invitationExpired: 'This invitation link has expired. Please use “Forgot password?”, or ask an administrator again.',
  invitationAccepted: 'Your password has been set. You are now signed in.',
} as const;

/** How long a new member's invitation link works. */
export const INVITATION_TTL_DAYS = 7;

/**
 * Wrong activation codes an e-mail may send in any 24 hours, across all its sign-ups (decision 0005): with the
 * spec's 4-digit code, 10 guesses a day give at most a 10 / 10,000 = 0.1 % chance to activate a stranger's e-mail.
 */
export const ACTIVATION_GUESSES_PER_EMAIL = 10;
export const ACTIVATION_GUESS_WINDOW_MS = 24 * 3600 * 1000;
/** A sign-up activated less than this before its e-mail's owner signs in with Google loses its password. */
const FRESH_SIGN_UP_MS = 24 * 3600 * 1000;

/** A 429 whose answer carries Retry-After (the routes set the header from `retryAfterSeconds`). */
export class RetryLaterError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('too_many_requests', message);
  }
}

const describeWait = (seconds: number): string => {
  if (seconds >= 3600) {
    const hours = Math.ceil(seconds / 3600);
    return `${hours} hour${hours === 1 ? '' : 's'}`;
  }
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

const outOfGuesses = (freeAt: Date) => {
  const seconds = Math.max(1, Math.ceil((freeAt.getTime() - Date.now()) / 1000));
  return new RetryLaterError(AUTH_MESSAGES.emailOutOfGuesses(describeWait(seconds)), seconds);
};

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export async function register(app: AuthDeps, body: RegisterBody, language: Language) {
  if (await users.emailExists(app.db, body.email)) {
    throw conflict(AUTH_MESSAGES.alreadyRegistered, 'email_already_registered');
  }
  // A code sent now could not be entered: say how long to wait instead of mailing it.
  const freeAt = await repo.activationGuessesFreeAt(
    app.db,
    body.email,
    ACTIVATION_GUESSES_PER_EMAIL,
    ACTIVATION_GUESS_WINDOW_MS,
  );
  if (freeAt) throw outOfGuesses(freeAt);
  const activationToken = randomToken();
  const tokenHash = hashToken(activationToken);
  const code = randomDigits(ACTIVATION_CODE_LENGTH);
  await repo.insertActivation(app.db, {
    tokenHash,
    codeHash: app.authTokens.keyedHash(`${tokenHash}:${code}`),
    name: body.name,
    email: body.email,
    passwordHash: await users.hashPassword(body.password),
    expiresAt: new Date(Date.now() + ACTIVATION_TTL_MINUTES * 60 * 1000),
  });
  try {
    await app.mailer.send(activationEmail(body.email, body.name, code, language));
  } catch (error) {
    // Sign-up already tells whether an e-mail has an account, so saying this leaks nothing more.
    if (error instanceof MailCapReached) {
      throw new RetryLaterError(
        AUTH_MESSAGES.mailCapped(describeWait(error.retryAfterSeconds)),
        error.retryAfterSeconds,
      );
    }
    app.log.error({ err: error, to: body.email }, 'activation email could not be sent');
    throw badGateway(AUTH_MESSAGES.mailFailed, 'mail_failed');
  }
  if (app.mailer.kind === 'outbox') {
    // Embedded mode has no mail server: the code is in the log (and in DATA_DIR/outbox).
    app.log.info(`Activation code for ${body.email}: ${code}`);
  }
  await repo.deleteStaleActivations(app.db);
  await repo.deleteOldActivationGuesses(app.db, ACTIVATION_GUESS_WINDOW_MS);
  return { activationToken, message: AUTH_MESSAGES.registered(body.email) };
}

/** Activates a sign-up; the account speaks the language of the reader who activated it (decision 0097). */
export async function activate(app: AuthDeps, body: ActivateBody, language: Language): Promise<{ message: string }> {
  const tokenHash = hashToken(body.activationToken);
  const row = await repo.findActivation(app.db, tokenHash);
  if (!row) throw badRequest(AUTH_MESSAGES.invalidToken, 'invalid_activation_token');
  if (row.usedAt) throw badRequest(AUTH_MESSAGES.used, 'activation_token_used');
  if (row.attempts >= ACTIVATION_MAX_ATTEMPTS) throw badRequest(AUTH_MESSAGES.burnt, 'activation_token_burnt');
  if (row.expiresAt.getTime() <= Date.now()) throw badRequest(AUTH_MESSAGES.expired, 'activation_token_expired');

  // Every guess is counted against the e-mail before the code is compared; a right code takes it back.
  const guess = await repo.reserveActivationGuess(
    app.db,
    row.email,
    ACTIVATION_GUESSES_PER_EMAIL,
    ACTIVATION_GUESS_WINDOW_MS,
  );
  if ('freeAt' in guess) throw outOfGuesses(guess.freeAt);

  const expected = app.authTokens.keyedHash(`${tokenHash}:${body.activationCode}`);
  if (!safeEqual(expected, row.codeHash)) {
    const attempts = await repo.recordWrongCode(app.db, row.id, ACTIVATION_MAX_ATTEMPTS);
    const tokenLeft = attempts === undefined ? 0 : ACTIVATION_MAX_ATTEMPTS - attempts;
    const emailLeft = ACTIVATION_GUESSES_PER_EMAIL - guess.count;
    if (emailLeft <= 0) {
      const freeAt = await repo.activationGuessesFreeAt(
        app.db,
        row.email,
        ACTIVATION_GUESSES_PER_EMAIL,
        ACTIVATION_GUESS_WINDOW_MS,
      );
      throw outOfGuesses(freeAt ?? new Date(Date.now() + ACTIVATION_GUESS_WINDOW_MS));
    }
    if (tokenLeft <= 0) throw badRequest(AUTH_MESSAGES.burnt, 'activation_token_burnt');
    throw badRequest(AUTH_MESSAGES.wrongCode(Math.min(tokenLeft, emailLeft)), 'invalid_activation_code');
  }
  await repo.releaseActivationGuess(app.db, guess.id);

  try {
    await app.db.transaction(async (tx) => {
      if (!(await repo.consumeActivation(tx, row.id, ACTIVATION_MAX_ATTEMPTS))) {
        throw badRequest(AUTH_MESSAGES.used, 'activation_token_used');
      }
      if (await users.emailExists(tx, row.email)) {
        throw conflict(AUTH_MESSAGES.alreadyRegistered, 'email_already_registered');
      }
      await users.insertUser(tx, {
        name: row.name,
        email: row.email,
        passwordHash: row.passwordHash,
        isVerified: true,
        language,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.alreadyRegistered, 'email_already_registered');
    throw error;
  }
  app.metrics.signUps.inc({ method: 'email' });
  return { message: AUTH_MESSAGES.activated };
}

export interface SignedIn extends IssuedTokens {
  user: User;
}

// Unknown e-mails still pay for one hash check, so response time does not reveal which e-mails have accounts.
let dummyHash: Promise<string> | undefined;

export async function login(app: AuthDeps, body: LoginBody, userAgent?: string): Promise<SignedIn> {
  const credentials = await users.findCredentials(app.db, { email: body.email });
  if (!credentials) {
    await users.verifyPassword(await (dummyHash ??= users.hashPassword('not-a-real-password')), body.password);
    throw badRequest(AUTH_MESSAGES.invalidCredentials, 'invalid_credentials');
  }
  if (!credentials.passwordHash) throw badRequest(AUTH_MESSAGES.googleOnly, 'password_not_set');
  if (!(await users.verifyPassword(credentials.passwordHash, body.password))) {
    throw badRequest(AUTH_MESSAGES.invalidCredentials, 'invalid_credentials');
  }
  const row = await users.findUserById(app.db, credentials.id);
  if (!row) throw badRequest(AUTH_MESSAGES.invalidCredentials, 'invalid_credentials');
  return { ...(await startSession(app, row.id, userAgent)), user: await app.users.answer(row) };
}

/**
 * Google sign-in: the identity is the verified token's `sub`. A first sign-in attaches it to the account with the
 * same e-mail (only with `email_verified`), or creates a verified account with no password.
 *
 * Attaching Google to an existing account ends the account's other sessions and removes a password set by a
 * sign-up activated less than a day before (decision 0005: whoever activated a stranger's e-mail loses the
 * account as soon as its owner arrives), and tells the owner by e-mail.
 */
export async function socialLogin(
  app: AuthDeps,
  credential: string,
  userAgent: string | undefined,
  language: Language,
): Promise<SignedIn> {
  const identity = await app.googleSignIn.verify(credential);
  if (!identity.emailVerified) throw badRequest(GOOGLE_MESSAGES.unverified, 'google_email_unverified');

  let linked: { passwordCleared: boolean } | undefined;
  const findOrCreate = async (): Promise<users.UserRow> => {
    const bySub = await users.findUserByGoogleSub(app.db, identity.sub);
    if (bySub) return bySub;
    const byEmail = await users.findUserByEmail(app.db, identity.email);
    if (byEmail) {
      if (byEmail.googleSub && byEmail.googleSub !== identity.sub) {
        throw conflict(AUTH_MESSAGES.googleLinkedElsewhere, 'google_account_mismatch');
      }
      const passwordHash = (await users.findCredentials(app.db, { id: byEmail.id }))?.passwordHash;
      const passwordCleared =
        !!passwordHash &&
        !!(await repo.findRecentSignUp(app.db, byEmail.email, passwordHash, new Date(Date.now() - FRESH_SIGN_UP_MS)));
      const updated = await app.db.transaction(async (tx) => {
        const row = await users.updateUser(tx, byEmail.id, {
          googleSub: identity.sub,
          isVerified: true,
          ...(byEmail.avatarUrl ? {} : { avatarUrl: identity.picture }),
          ...(passwordCleared ? { passwordHash: null } : {}),
        });
        await repo.revokeUserSessions(tx, byEmail.id, 'google_link');
        return row;
      });
      app.sessionsChanged.user(byEmail.id);
      linked = { passwordCleared };
      return updated ?? byEmail;
    }
    const created = await users.insertUser(app.db, {
      name: identity.name ?? identity.email.split('@')[0]!,
      email: identity.email,
      passwordHash: null,
      isVerified: true,
      avatarUrl: identity.picture,
      googleSub: identity.sub,
      language,
    });
    app.metrics.signUps.inc({ method: 'google' });
    return created;
  };

  let row: users.UserRow;
  try {
    row = await findOrCreate();
  } catch (error) {
    // Two first sign-ins at once: the other one created the account; use it.
    if (!isUniqueViolation(error)) throw error;
    row = await findOrCreate();
  }
  const signedIn = { ...(await startSession(app, row.id, userAgent)), user: await app.users.answer(row) };
  if (linked) {
    try {
      await app.mailer.send(googleLinkedEmail(row.email, row.name, linked.passwordCleared, language));
    } catch (error) {
      // The sign-in stands; the owner sees Google on their account the next time they look.
      app.log.error({ err: error, to: row.email }, 'google link email could not be sent');
    }
  }
  return signedIn;
}

const resetCodeHash = (app: AuthDeps, codeId: string, code: string) =>
  app.authTokens.keyedHash(`password-reset:${codeId}:${code}`);

/**
 * Forgot password (decision 0017): e-mails a 6-digit code valid 15 minutes to the account with this e-mail, if
 * there is one. The answer is the same either way, and the e-mail is sent after the answer (a failure is logged), so
 * neither the answer nor its time says whether the account exists. A client whose reset guesses on the account are
 * used up for the day gets no code (it could not enter it), nor does an address that had its mail of the day
 * (decision 0075); the code already sent then stays the live one.
 */
export async function forgotPassword(
  app: AuthDeps,
  email: string,
  client: string,
  language: Language,
): Promise<{ message: string }> {
  const answer = { message: AUTH_MESSAGES.resetSent };
  const user = await users.findUserByEmail(app.db, email);
  if (!user) return answer;
  const key = repo.resetGuessKey(user.email, client);
  if (await repo.activationGuessesFreeAt(app.db, key, ACTIVATION_GUESSES_PER_EMAIL, ACTIVATION_GUESS_WINDOW_MS)) {
    app.log.warn({ userId: user.id }, 'password reset asked for by a client out of guesses; no code sent');
    return answer;
  }
  if (!(await app.mailer.accepts(user.email))) {
    app.log.warn({ userId: user.id }, 'password reset asked for by an address out of mail for the day; no code sent');
    return answer;
  }
  const code = randomDigits(RESET_CODE_LENGTH);
  // The id is chosen first so the code's hash can bind to it.
  const codeId = randomUUID();
  await repo.replaceResetCode(app.db, {
    id: codeId,
    userId: user.id,
    codeHash: resetCodeHash(app, codeId, code),
    expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60 * 1000),
  });
  if (app.mailer.kind === 'outbox') {
    // Embedded mode has no mail server: the code is in the log (and in DATA_DIR/outbox).
    app.log.info(`Password reset code for ${user.email}: ${code}`);
  }
  void app.mailer
    .send(passwordResetEmail(user.email, user.name, code, language))
    .catch((error: unknown) => app.log.error({ err: error, to: user.email }, 'password reset email could not be sent'));
  void repo.deleteStaleResetCodes(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'reset clean-up'));
  return answer;
}

/**
 * Reset password: the newest code of the account, checked like an activation code (5 wrong codes burn it; every
 * guess counted first against the account and the client, 10 a day, as login counts wrong passwords: a stranger's
 * guesses never stop the owner's). The right code sets the password (a Google-only account gets
 * one), ends every session of the account and starts a new one.
 */
export async function resetPassword(
  app: AuthDeps,
  body: ResetPasswordBody,
  userAgent: string | undefined,
  client: string,
): Promise<SignedIn & { message: string }> {
  const user = await users.findUserByEmail(app.db, body.email);
  const row = user && (await repo.findLatestResetCode(app.db, user.id));
  if (!user || !row || row.usedAt) throw badRequest(AUTH_MESSAGES.resetNoCode, 'reset_code_invalid');
  if (row.attempts >= RESET_MAX_ATTEMPTS) throw badRequest(AUTH_MESSAGES.resetBurnt, 'reset_code_burnt');
  if (row.expiresAt.getTime() <= Date.now()) throw badRequest(AUTH_MESSAGES.resetExpired, 'reset_code_expired');

  const key = repo.resetGuessKey(user.email, client);
  const guess = await repo.reserveActivationGuess(
    app.db,
    key,
    ACTIVATION_GUESSES_PER_EMAIL,
    ACTIVATION_GUESS_WINDOW_MS,
  );
  if ('freeAt' in guess) throw outOfGuesses(guess.freeAt);

  if (!safeEqual(resetCodeHash(app, row.id, body.code), row.codeHash)) {
    const attempts = await repo.recordWrongResetCode(app.db, row.id, RESET_MAX_ATTEMPTS);
    const codeLeft = attempts === undefined ? 0 : RESET_MAX_ATTEMPTS - attempts;
    const emailLeft = ACTIVATION_GUESSES_PER_EMAIL - guess.count;
    if (emailLeft <= 0) {
      const freeAt = await repo.activationGuessesFreeAt(
        app.db,
        key,
        ACTIVATION_GUESSES_PER_EMAIL,
        ACTIVATION_GUESS_WINDOW_MS,
      );
      throw outOfGuesses(freeAt ?? new Date(Date.now() + ACTIVATION_GUESS_WINDOW_MS));
    }
    if (codeLeft <= 0) throw badRequest(AUTH_MESSAGES.resetBurnt, 'reset_code_burnt');
    throw badRequest(AUTH_MESSAGES.resetWrongCode(Math.min(codeLeft, emailLeft)), 'reset_code_invalid');
  }
  await repo.releaseActivationGuess(app.db, guess.id);

  const passwordHash = await users.hashPassword(body.password);
  const updated = await app.db.transaction(async (tx) => {
    if (!(await repo.consumeResetCode(tx, row.id, RESET_MAX_ATTEMPTS))) {
      throw badRequest(AUTH_MESSAGES.resetNoCode, 'reset_code_invalid');
    }
    const changed = await users.updateUser(tx, user.id, { passwordHash, isVerified: true });
    await repo.revokeUserSessions(tx, user.id, 'password_reset');
    return changed ?? user;
  });
  app.sessionsChanged.user(user.id);
  return {
    ...(await startSession(app, user.id, userAgent)),
    user: await app.users.answer(updated),
    message: AUTH_MESSAGES.passwordReset,
  };
}

/**
 * A new invitation for an account an admin created (issue 36 item 14): the token of the e-mailed link, stored as its
 * hash; the member's earlier invitations stop working. Written in the caller's transaction (the account's).
 */
export async function createInvitation(tx: Tx, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 3600 * 1000);
  await repo.replaceInvitation(tx, { userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The invitation of a link and its member, or why it no longer works. */
async function goodInvitation(app: Pick<AuthDeps, 'db'>, token: string) {
  const row = await repo.findInvitation(app.db, hashToken(token));
  const user = row && (await users.findUserById(app.db, row.userId));
  if (!row || !user) throw notFound(AUTH_MESSAGES.invitationInvalid, 'invitation_invalid');
  if (row.usedAt) throw appError('invitation_used', AUTH_MESSAGES.invitationUsed);
  if (row.expiresAt.getTime() <= Date.now()) throw appError('invitation_expired', AUTH_MESSAGES.invitationExpired);
  return { row, user };
}

/** Whom a link is for, for its page: the member's name and e-mail, and until when it works. */
export async function invitation(app: Pick<AuthDeps, 'db'>, token: string) {
  const { row, user } = await goodInvitation(app, token);
  return { name: user.name, email: user.email, expiresAt: row.expiresAt.toISOString() };
}

/**
 * The member sets their own password with the link: once (two tabs racing spend it once), before it expires. As a
 * reset does, it ends every session of the account and starts a new one.
 */
export async function acceptInvitation(
  app: AuthDeps,
  body: AcceptInvitationBody,
  userAgent: string | undefined,
): Promise<SignedIn & { message: string }> {
  const { row, user } = await goodInvitation(app, body.token);
  const passwordHash = await users.hashPassword(body.password);
  const updated = await app.db.transaction(async (tx) => {
    if (!(await repo.consumeInvitation(tx, row.id))) throw appError('invitation_used', AUTH_MESSAGES.invitationUsed);
    const changed = await users.updateUser(tx, user.id, { passwordHash, isVerified: true });
    await repo.revokeUserSessions(tx, user.id, 'password_reset');
    return changed ?? user;
  });
  app.sessionsChanged.user(user.id);
  return {
    ...(await startSession(app, user.id, userAgent)),
    user: await app.users.answer(updated),
    message: AUTH_MESSAGES.invitationAccepted,
  };
}

/**
 * Refresh: rotates the refresh token (decision 0006) and answers the session's user. A user deleted meanwhile ends
 * the session like an expired token.
 */
export async function refresh(app: AuthDeps, refreshToken: string | undefined): Promise<SignedIn> {
  const issued = await rotateSession(app, refreshToken);
  const row = await users.findUserById(app.db, issued.userId);
  if (!row) throw unauthorized(SESSION_MESSAGES.expired, 'session_expired');
  return { ...issued, user: await app.users.answer(row) };
}

/** Logout: revokes the session named by the refresh token and/or the access token's session. */
export async function logout(
  app: AuthDeps,
  by: { refreshToken?: string | undefined; sessionId?: string | null },
): Promise<{ message: string }> {
  await endSession(app, by);
  return { message: AUTH_MESSAGES.loggedOut };
}

/** A live socket's session: its user as now, and until when the session lasts unless it is ended earlier. */
export interface LiveSession {
  user: SessionUser;
  sessionId: string;
  endsAt: number;
}

/**
 * The caller of a socket handshake (server/plugins/socket.ts): the access token of the session cookie, else the
 * handshake's `auth.token`, while its session is live; null for a visitor or a stale token.
 */
export async function handshakeSession(
  app: Pick<AuthDeps, 'db' | 'authTokens'>,
  cookies: Record<string, string | undefined>,
  auth: Record<string, unknown> | undefined,
): Promise<(LiveSession & { accessEndsAt: number }) | null> {
  const token = cookies[ACCESS_COOKIE] || (typeof auth?.token === 'string' ? auth.token : undefined);
  if (!token) return null;
  const claims = await app.authTokens.verifyAccess(token);
  if (!claims) return null;
  const accessEndsAt = app.authTokens.expiresAtMs(token) ?? 0;
  const live = await liveSession(app, claims.userId, claims.sessionId, accessEndsAt);
  return live && { ...live, accessEndsAt };
}

/**
 * A socket's session read again (after a change to it or its user, and when it would end): null once it is revoked,
 * its user deleted, or neither its access token (`accessEndsAt`) nor a refresh token is still valid. It lasts as long
 * as the browser could still renew it.
 */
export async function liveSession(
  { db }: Pick<AuthDeps, 'db'>,
  userId: string,
  sessionId: string,
  accessEndsAt: number,
): Promise<LiveSession | null> {
  const user = await repo.findSessionUser(db, userId, sessionId);
  if (!user) return null;
  const endsAt = Math.max(accessEndsAt, (await repo.sessionRenewableUntil(db, sessionId))?.getTime() ?? 0);
  return endsAt > Date.now() ? { user, sessionId, endsAt } : null;
}

/**
 * What a cache invalidation (here or from another instance, server/plugins/cache.ts) says of sessions: all of them
 * may have changed (the drop-everything after a Redis outage), one session, one user's, or none.
 */
export function sessionChangeOf(key: string): SessionChange | 'all' | undefined {
  if (SESSION_CACHE_PREFIX.startsWith(key)) return 'all';
  // `session:s:<id>`, `session:u:<id>` or a key under it (a user's profile)
  const idAfter = (prefix: string) => (key.startsWith(prefix) ? key.slice(prefix.length).split(':')[0] : '');
  const sessionId = idAfter(sessionKey(''));
  if (sessionId) return { sessionId };
  const userId = idAfter(userSessionsKey(''));
  return userId ? { userId } : undefined;
}

/** The auth service over its dependencies: the functions above, bound. */
export function authService(deps: AuthDeps) {
  return {
    config: () => ({ googleClientId: deps.googleSignIn.clientId }),
    register: (body: RegisterBody, language: Language) => register(deps, body, language),
    activate: (body: ActivateBody, language: Language) => activate(deps, body, language),
    login: (body: LoginBody, userAgent?: string) => login(deps, body, userAgent),
    socialLogin: (credential: string, userAgent: string | undefined, language: Language) =>
      socialLogin(deps, credential, userAgent, language),
    forgotPassword: (email: string, client: string, language: Language) =>
      forgotPassword(deps, email, client, language),
    resetPassword: (body: ResetPasswordBody, userAgent: string | undefined, client: string) =>
      resetPassword(deps, body, userAgent, client),
    invitation: (token: string) => invitation(deps, token),
    acceptInvitation: (body: AcceptInvitationBody, userAgent: string | undefined) =>
      acceptInvitation(deps, body, userAgent),
    refresh: (refreshToken: string | undefined) => refresh(deps, refreshToken),
    logout: (by: { refreshToken?: string | undefined; sessionId?: string | null }) => logout(deps, by),
  };
}
