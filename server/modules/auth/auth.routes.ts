import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { authApi } from '#shared/endpoints/auth.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { AppError } from '../../errors.ts';
import { readerLanguage } from '../../lib/reader-language.ts';
import { route } from '../../lib/route.ts';
import { usersDeps, usersService } from '../users/users.service.ts';
import { authService, RetryLaterError } from './auth.service.ts';
import { clearSessionCookies, readRefreshToken, setSessionCookies } from './cookies.ts';
import { loginThrottle } from './login-throttle.ts';

/** Sets Retry-After for a service's RetryLaterError, then lets the error envelope answer it. */
async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RetryLaterError) reply.header('retry-after', error.retryAfterSeconds);
    throw error;
  }
}

/** Sign-up, sign-in, sessions and password reset, as declared in shared/endpoints/auth.ts. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = authService({
    db: app.db,
    env: app.env,
    authTokens: app.authTokens,
    sessionsChanged: app.sessionsChanged,
    googleSignIn: app.googleSignIn,
    mailer: app.mailer,
    log: app.log,
    metrics: app.metrics,
    users: usersService(usersDeps(app)),
  });
  const limits = app.authRateLimits;
  const throttle = loginThrottle({ env: app.env, createRateLimit: app.createRateLimit });
  const byEmail = (name: string) =>
    limits.perKey(name, (request) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
    });
  const perIp = { config: { rateLimit: limits.perIp() } };

  route(app, authApi.config, async () => auth.config());

  route(
    app,
    authApi.register,
    ({ body, request, reply }) => withRetryAfter(reply, () => auth.register(body, readerLanguage(request))),
    {
      ...perIp,
      preHandler: byEmail('register'),
    },
  );

  route(
    app,
    authApi.activate,
    ({ body, request, reply }) => withRetryAfter(reply, () => auth.activate(body, readerLanguage(request))),
    {
      ...perIp,
      preHandler: limits.perKey(
        'activate',
        (request) => (request.body as { activationToken?: string } | undefined)?.activationToken,
      ),
    },
  );

  route(
    app,
    authApi.login,
    async ({ body, request, reply }) => {
      const { accessToken, refreshToken, user } = await auth
        .login(body, request.headers['user-agent'])
        .catch(async (error: unknown) => {
          if (error instanceof AppError && error.code === 'invalid_credentials') await throttle.recordFailure(request);
          throw error;
        });
      setSessionCookies(reply, app.env, { accessToken, refreshToken });
      return { accessToken, user };
    },
    { ...perIp, preHandler: throttle.check },
  );

  route(
    app,
    authApi.socialLogin,
    async ({ body, request, reply }) => {
      const { accessToken, refreshToken, user } = await auth.socialLogin(
        body.credential,
        request.headers['user-agent'],
        readerLanguage(request),
      );
      setSessionCookies(reply, app.env, { accessToken, refreshToken });
      return { accessToken, user };
    },
    perIp,
  );

  // Password reset (decision 0017): per address the route limit, per e-mail the request limit and, for codes, the
  // guesses of the day per account and client (decision 0075), and the address's mail of the day.
  route(
    app,
    authApi.forgotPassword,
    ({ body, request }) => auth.forgotPassword(body.email, request.ip, readerLanguage(request)),
    {
      ...perIp,
      preHandler: byEmail('forgot-password'),
    },
  );

  route(
    app,
    authApi.resetPassword,
    async ({ body, request, reply }) => {
      const { accessToken, refreshToken, user, message } = await withRetryAfter(reply, () =>
        auth.resetPassword(body, request.headers['user-agent'], request.ip),
      );
      setSessionCookies(reply, app.env, { accessToken, refreshToken });
      return { accessToken, user, message };
    },
    { ...perIp, preHandler: byEmail('reset-password') },
  );

  // A member's invitation (issue 36 item 14): its 256-bit token cannot be guessed; the address limit keeps a
  // scanner from trying.
  route(app, authApi.invitation, async ({ params }) => ({ invitation: await auth.invitation(params.token) }), perIp);

  route(
    app,
    authApi.acceptInvitation,
    async ({ body, request, reply }) => {
      const { accessToken, refreshToken, user, message } = await auth.acceptInvitation(
        body,
        request.headers['user-agent'],
      );
      setSessionCookies(reply, app.env, { accessToken, refreshToken });
      return { accessToken, user, message };
    },
    perIp,
  );

  route(
    app,
    authApi.refresh,
    async ({ request, reply }) => {
      try {
        const { accessToken, refreshToken, user } = await auth.refresh(readRefreshToken(request));
        setSessionCookies(reply, app.env, { accessToken, refreshToken });
        return { accessToken, user };
      } catch (error) {
        // A database outage ends no session: the cookies stay for the retry after the 503.
        if (!isDatabaseUnavailable(error)) clearSessionCookies(reply, app.env);
        throw error;
      }
    },
    // Every open tab refreshes about every 15 minutes: a looser per-IP limit than sign-in.
    { config: { rateLimit: limits.perIp(5), originCheck: true } },
  );

  route(
    app,
    authApi.logout,
    async ({ request, reply }) => {
      const answer = await auth.logout({ refreshToken: readRefreshToken(request), sessionId: request.sessionId });
      clearSessionCookies(reply, app.env);
      return answer;
    },
    { config: { originCheck: true } },
  );
};
