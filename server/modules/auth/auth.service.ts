import type { FastifyInstance } from 'fastify';
import {
  ACTIVATION_CODE_LENGTH,
  ACTIVATION_MAX_ATTEMPTS,
  ACTIVATION_TTL_MINUTES,
  type ActivateBody,
  type LoginBody,
  type RegisterBody,
  type User,
} from '#shared/accounts.ts';
import { badGateway, badRequest, conflict } from '../../errors.ts';
import { GOOGLE_MESSAGES } from '../../integrations/google.ts';
import { hashPassword, verifyPassword } from '../users/password.ts';
import { loadUserAnswer } from '../users/user-answer.ts';
import * as users from '../users/users.repository.ts';
import { activationEmail } from './activation-email.ts';
import * as repo from './auth.repository.ts';
import { startSession, type IssuedTokens } from './sessions.ts';
import { hashToken, randomDigits, randomToken, safeEqual } from './tokens.ts';

export const AUTH_MESSAGES = {
  alreadyRegistered: 'This email is already registered. Please log in instead.',
  registered: (email: string) => `Please check your email: ${email} to activate your account!`,
  mailFailed: 'We could not send the activation email. Please try again in a few minutes.',
  activated: 'Account activated successfully!',
  invalidToken: 'This activation request is not valid. Please sign up again.',
  expired: 'The activation code has expired. Please sign up again to get a new code.',
  used: 'This activation code has already been used. Please log in.',
  burnt: 'Too many wrong codes. Please sign up again to get a new code.',
  wrongCode: (left: number) => `Invalid activation code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  invalidCredentials: 'Invalid email or password',
  googleOnly: 'This account signs in with Google. Please use Continue with Google.',
  googleLinkedElsewhere: 'This email is already linked to another Google account.',
  loggedIn: 'Logged in successfully!',
  loggedOut: 'Logged out successfully!',
} as const;

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export async function register(app: FastifyInstance, body: RegisterBody) {
  if (await users.emailExists(app.db, body.email)) {
    throw conflict(AUTH_MESSAGES.alreadyRegistered, 'email_already_registered');
  }
  const activationToken = randomToken();
  const tokenHash = hashToken(activationToken);
  const code = randomDigits(ACTIVATION_CODE_LENGTH);
  await repo.insertActivation(app.db, {
    tokenHash,
    codeHash: app.authTokens.keyedHash(`${tokenHash}:${code}`),
    name: body.name,
    email: body.email,
    passwordHash: await hashPassword(body.password),
    expiresAt: new Date(Date.now() + ACTIVATION_TTL_MINUTES * 60 * 1000),
  });
  try {
    await app.mailer.send(activationEmail(body.email, body.name, code));
  } catch (error) {
    app.log.error({ err: error, to: body.email }, 'activation email could not be sent');
    throw badGateway(AUTH_MESSAGES.mailFailed, 'mail_failed');
  }
  if (app.mailer.kind === 'outbox') {
    // Embedded mode has no mail server: the code is in the log (and in DATA_DIR/outbox).
    app.log.info(`Activation code for ${body.email}: ${code}`);
  }
  await repo.deleteStaleActivations(app.db);
  return { activationToken, message: AUTH_MESSAGES.registered(body.email) };
}

export async function activate(app: FastifyInstance, body: ActivateBody): Promise<{ message: string }> {
  const tokenHash = hashToken(body.activationToken);
  const row = await repo.findActivation(app.db, tokenHash);
  if (!row) throw badRequest(AUTH_MESSAGES.invalidToken, 'invalid_activation_token');
  if (row.usedAt) throw badRequest(AUTH_MESSAGES.used, 'activation_token_used');
  if (row.attempts >= ACTIVATION_MAX_ATTEMPTS) throw badRequest(AUTH_MESSAGES.burnt, 'activation_token_burnt');
  if (row.expiresAt.getTime() <= Date.now()) throw badRequest(AUTH_MESSAGES.expired, 'activation_token_expired');

  const expected = app.authTokens.keyedHash(`${tokenHash}:${body.activationCode}`);
  if (!safeEqual(expected, row.codeHash)) {
    const attempts = await repo.recordWrongCode(app.db, row.id, ACTIVATION_MAX_ATTEMPTS);
    const left = attempts === undefined ? 0 : ACTIVATION_MAX_ATTEMPTS - attempts;
    if (left <= 0) throw badRequest(AUTH_MESSAGES.burnt, 'activation_token_burnt');
    throw badRequest(AUTH_MESSAGES.wrongCode(left), 'invalid_activation_code');
  }

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
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.alreadyRegistered, 'email_already_registered');
    throw error;
  }
  return { message: AUTH_MESSAGES.activated };
}

export interface SignedIn extends IssuedTokens {
  user: User;
}

// Unknown e-mails still pay for one hash check, so response time does not reveal which e-mails have accounts.
let dummyHash: Promise<string> | undefined;

export async function login(app: FastifyInstance, body: LoginBody, userAgent?: string): Promise<SignedIn> {
  const credentials = await users.findCredentials(app.db, { email: body.email });
  if (!credentials) {
    await verifyPassword(await (dummyHash ??= hashPassword('not-a-real-password')), body.password);
    throw badRequest(AUTH_MESSAGES.invalidCredentials, 'invalid_credentials');
  }
  if (!credentials.passwordHash) throw badRequest(AUTH_MESSAGES.googleOnly, 'password_not_set');
  if (!(await verifyPassword(credentials.passwordHash, body.password))) {
    throw badRequest(AUTH_MESSAGES.invalidCredentials, 'invalid_credentials');
  }
  const row = await users.findUserById(app.db, credentials.id);
  if (!row) throw badRequest(AUTH_MESSAGES.invalidCredentials, 'invalid_credentials');
  return { ...(await startSession(app, row.id, userAgent)), user: await loadUserAnswer(app.db, row) };
}

/**
 * Google sign-in: the identity is the verified token's `sub`. A first sign-in attaches it to the account with the
 * same e-mail (only with `email_verified`), or creates a verified account with no password.
 */
export async function socialLogin(app: FastifyInstance, credential: string, userAgent?: string): Promise<SignedIn> {
  const identity = await app.googleSignIn.verify(credential);
  if (!identity.emailVerified) throw badRequest(GOOGLE_MESSAGES.unverified, 'google_email_unverified');

  const findOrCreate = async (): Promise<users.UserRow> => {
    const bySub = await users.findUserByGoogleSub(app.db, identity.sub);
    if (bySub) return bySub;
    const byEmail = await users.findUserByEmail(app.db, identity.email);
    if (byEmail) {
      if (byEmail.googleSub && byEmail.googleSub !== identity.sub) {
        throw conflict(AUTH_MESSAGES.googleLinkedElsewhere, 'google_account_mismatch');
      }
      const linked = await users.updateUser(app.db, byEmail.id, {
        googleSub: identity.sub,
        isVerified: true,
        ...(byEmail.avatarUrl ? {} : { avatarUrl: identity.picture }),
      });
      return linked ?? byEmail;
    }
    return users.insertUser(app.db, {
      name: identity.name ?? identity.email.split('@')[0]!,
      email: identity.email,
      passwordHash: null,
      isVerified: true,
      avatarUrl: identity.picture,
      googleSub: identity.sub,
    });
  };

  let row: users.UserRow;
  try {
    row = await findOrCreate();
  } catch (error) {
    // Two first sign-ins at once: the other one created the account; use it.
    if (!isUniqueViolation(error)) throw error;
    row = await findOrCreate();
  }
  return { ...(await startSession(app, row.id, userAgent)), user: await loadUserAnswer(app.db, row) };
}
