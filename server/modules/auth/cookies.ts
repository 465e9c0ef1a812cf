import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_COOKIE } from '#shared/session-cookie.ts';
import type { Env } from '../../env.ts';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
/** The refresh token is only ever sent to the auth endpoints that read it (refresh-token, logout). */
export const REFRESH_COOKIE_PATH = '/api/users/auth';

const base = (env: Env): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: env.NODE_ENV === 'production',
});

export function setSessionCookies(
  reply: FastifyReply,
  env: Env,
  tokens: { accessToken: string; refreshToken: string },
): void {
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, { ...base(env), path: '/', maxAge: env.ACCESS_TOKEN_TTL_SECONDS });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...base(env),
    path: REFRESH_COOKIE_PATH,
    maxAge: env.REFRESH_TOKEN_TTL_DAYS * 24 * 3600,
  });
  // Lives as long as the refresh token: while it is there, the session can be renewed.
  reply.setCookie(SIGNED_IN_COOKIE, '1', {
    ...base(env),
    httpOnly: false,
    path: '/',
    maxAge: env.REFRESH_TOKEN_TTL_DAYS * 24 * 3600,
  });
}

export function clearSessionCookies(reply: FastifyReply, env: Env): void {
  reply.clearCookie(ACCESS_COOKIE, { ...base(env), path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...base(env), path: REFRESH_COOKIE_PATH });
  reply.clearCookie(SIGNED_IN_COOKIE, { ...base(env), httpOnly: false, path: '/' });
}

/** The access token from `Authorization: Bearer` (API clients) or the `access_token` cookie (the web app). */
export function readAccessToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return token;
  }
  return request.cookies[ACCESS_COOKIE] || undefined;
}

export const readRefreshToken = (request: FastifyRequest): string | undefined =>
  request.cookies[REFRESH_COOKIE] || undefined;
