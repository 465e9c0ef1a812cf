import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createGoogleSignIn, type GoogleSignIn } from '../../integrations/google.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { findSessionUser } from './auth.repository.ts';
import { readAccessToken } from './cookies.ts';
import { AuthTokens, loadJwtSecret } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    authTokens: AuthTokens;
    googleSignIn: GoogleSignIn;
  }
  interface FastifyRequest {
    /** The session (refresh-token family) of the caller's access token; null for a visitor. */
    sessionId: string | null;
    /** The access token the caller presented, when it was valid. */
    accessToken: string | null;
  }
}

/** Token signing and Google verification for the auth module and the request resolver. */
export default fp(
  async function authPlugin(app: FastifyInstance) {
    const secret = await loadJwtSecret(app.env);
    app.decorate('authTokens', new AuthTokens(secret, app.env.ACCESS_TOKEN_TTL_SECONDS));
    app.decorate('googleSignIn', createGoogleSignIn(app.env));
    app.decorateRequest('sessionId', null);
    app.decorateRequest('accessToken', null);
  },
  { name: 'auth' },
);

/**
 * The UserResolver of the access plugin: verifies the access token (HS256) and loads the user fresh from the
 * database, so a role change or a revoked session takes effect on the next request.
 */
export async function resolveSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  const token = readAccessToken(request);
  if (!token) return null;
  const claims = await request.server.authTokens.verifyAccess(token);
  if (!claims) return null;
  const user = await findSessionUser(request.server.db, claims.userId, claims.sessionId);
  if (!user) return null;
  request.sessionId = claims.sessionId;
  request.accessToken = token;
  return user;
}
