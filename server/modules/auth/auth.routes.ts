import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActivateBodySchema,
  AuthConfigSchema,
  LoginBodySchema,
  MessageAnswerSchema,
  RegisterAnswerSchema,
  RegisterBodySchema,
  SessionAnswerSchema,
  SocialLoginBodySchema,
} from '#shared/accounts.ts';
import { ErrorBodySchema } from '#shared/api.ts';
import { authApi } from '#shared/endpoints/auth.ts';
import { route } from '../../lib/route.ts';
import { findUserById } from '../users/users.repository.ts';
import { loadUserAnswer } from '../users/user-answer.ts';
import * as auth from './auth.service.ts';
import { clearSessionCookies, readRefreshToken, setSessionCookies } from './cookies.ts';
import { loginThrottle } from './login-throttle.ts';
import { endSession, rotateSession, SESSION_MESSAGES } from './sessions.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { AppError, unauthorized } from '../../errors.ts';

const errors = {
  400: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
  502: ErrorBodySchema,
  503: ErrorBodySchema,
};
const tags = ['auth'];

/** Sets Retry-After for a service's RetryLaterError, then lets the error envelope answer it. */
async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof auth.RetryLaterError) reply.header('retry-after', error.retryAfterSeconds);
    throw error;
  }
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.authRateLimits;
  const throttle = loginThrottle(app);
  const byEmail = (name: string) =>
    limits.perKey(name, (request) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
    });

  app.get(
    '/users/auth/config',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'What the sign-in screens offer (Google sign-in when configured)',
        response: { 200: AuthConfigSchema },
      },
    },
    async () => ({ success: true as const, googleClientId: app.googleSignIn.clientId }),
  );

  app.post(
    '/users/auth/register',
    {
      config: { access: 'public', rateLimit: limits.perIp() },
      preHandler: byEmail('register'),
      schema: {
        tags,
        summary: 'Start a sign-up: e-mails a 4-digit code valid for 10 minutes',
        body: RegisterBodySchema,
        response: { 201: RegisterAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await withRetryAfter(reply, () => auth.register(app, request.body));
      return reply.status(201).send({ success: true as const, ...result });
    },
  );

  app.post(
    '/users/auth/activate',
    {
      config: { access: 'public', rateLimit: limits.perIp() },
      preHandler: limits.perKey(
        'activate',
        (request) => (request.body as { activationToken?: string } | undefined)?.activationToken,
      ),
      schema: {
        tags,
        summary: 'Finish a sign-up with the e-mailed code (5 wrong codes burn the token, 10 a day per e-mail)',
        body: ActivateBodySchema,
        response: { 200: MessageAnswerSchema, ...errors },
      },
    },
    async (request, reply) => ({
      success: true as const,
      ...(await withRetryAfter(reply, () => auth.activate(app, request.body))),
    }),
  );

  app.post(
    '/users/auth/login',
    {
      config: { access: 'public', rateLimit: limits.perIp() },
      preHandler: throttle.check,
      schema: {
        tags,
        summary:
          'Sign in; sets the access_token and refresh_token cookies (failed passwords throttled per account and client)',
        body: LoginBodySchema,
        response: { 200: SessionAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { accessToken, refreshToken, user } = await auth
        .login(app, request.body, request.headers['user-agent'])
        .catch(async (error: unknown) => {
          if (error instanceof AppError && error.code === 'invalid_credentials') await throttle.recordFailure(request);
          throw error;
        });
      setSessionCookies(reply, app.env, { accessToken, refreshToken });
      return { success: true as const, accessToken, user };
    },
  );

  app.post(
    '/users/auth/social-login',
    {
      config: { access: 'public', rateLimit: limits.perIp() },
      schema: {
        tags,
        summary: 'Sign in with a Google ID token (`credential`), verified on the server',
        body: SocialLoginBodySchema,
        response: { 200: SessionAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { accessToken, refreshToken, user } = await auth.socialLogin(
        app,
        request.body.credential,
        request.headers['user-agent'],
      );
      setSessionCookies(reply, app.env, { accessToken, refreshToken });
      return { success: true as const, accessToken, user };
    },
  );

  // Password reset (decision 0017): per address the route limit, per e-mail the request limit and, for codes, the
  // e-mail's guesses of the day (as activation, decision 0005).
  route(app, authApi.forgotPassword, ({ body }) => auth.forgotPassword(app, body.email), {
    config: { rateLimit: limits.perIp() },
    preHandler: byEmail('forgot-password'),
  });

  route(
    app,
    authApi.resetPassword,
    async ({ body, request, reply }) => {
      const { accessToken, refreshToken, user, message } = await withRetryAfter(reply, () =>
        auth.resetPassword(app, body, request.headers['user-agent']),
      );
      setSessionCookies(reply, app.env, { accessToken, refreshToken });
      return { accessToken, user, message };
    },
    { config: { rateLimit: limits.perIp() }, preHandler: byEmail('reset-password') },
  );

  app.get(
    '/users/auth/refresh-token',
    {
      // Every open tab refreshes about every 15 minutes: a looser per-IP limit than sign-in.
      config: { access: 'public', rateLimit: limits.perIp(5), originCheck: true },
      schema: {
        tags,
        summary: 'Rotate the refresh token; answers a new access token (reuse of a spent one ends the session)',
        response: { 200: SessionAnswerSchema, 401: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        const issued = await rotateSession(app, readRefreshToken(request));
        const row = await findUserById(app.db, issued.userId);
        if (!row) throw unauthorized(SESSION_MESSAGES.expired, 'session_expired');
        setSessionCookies(reply, app.env, issued);
        return { success: true as const, accessToken: issued.accessToken, user: await loadUserAnswer(app, row) };
      } catch (error) {
        // A database outage ends no session: the cookies stay for the retry after the 503.
        if (!isDatabaseUnavailable(error)) clearSessionCookies(reply, app.env);
        throw error;
      }
    },
  );

  app.get(
    '/users/auth/logout',
    {
      config: { access: 'public', originCheck: true },
      schema: {
        tags,
        summary: 'Sign out: revokes this session and clears the cookies',
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request, reply) => {
      await endSession(app, { refreshToken: readRefreshToken(request), sessionId: request.sessionId });
      clearSessionCookies(reply, app.env);
      return { success: true as const, message: auth.AUTH_MESSAGES.loggedOut };
    },
  );
};
