import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { Env } from '../env.ts';
import { AppError, badGateway, badRequest, unavailable } from '../errors.ts';

/** What we take from a verified Google ID token. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface GoogleSignIn {
  /** The OAuth client id, or null when Google sign-in is not configured (the web app hides its buttons). */
  readonly clientId: string | null;
  /** Verifies an ID token (signature from Google's keys, issuer, audience, expiry); throws an AppError. */
  verify(credential: string): Promise<GoogleIdentity>;
}

export const GOOGLE_MESSAGES = {
  notConfigured: 'Google sign-in is not available on this site',
  invalid: 'Google sign-in could not be verified. Please try again.',
  expired: 'Your Google sign-in has expired. Please try again.',
  unverified: 'Your Google e-mail address is not verified. Please verify it with Google, or sign up with your e-mail.',
  unreachable: 'Could not reach Google to verify your sign-in. Please try again.',
} as const;

/**
 * Google sign-in verified on the server (integrations.md "Google sign-in"). The e-mail, name and picture are
 * read from the verified token only. Keys are fetched from GOOGLE_JWKS_URL and cached by jose (refetched when
 * a token names an unknown key); issuer and key URL are configuration so tests use a local issuer.
 */
export function createGoogleSignIn(
  env: Pick<Env, 'GOOGLE_CLIENT_ID' | 'GOOGLE_JWKS_URL' | 'GOOGLE_ISSUERS'>,
): GoogleSignIn {
  const clientId = env.GOOGLE_CLIENT_ID ?? null;
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
  return {
    clientId,
    async verify(credential) {
      if (!clientId) throw unavailable(GOOGLE_MESSAGES.notConfigured, 'google_not_configured');
      jwks ??= createRemoteJWKSet(new URL(env.GOOGLE_JWKS_URL), { timeoutDuration: 5000 });
      let payload;
      try {
        ({ payload } = await jwtVerify(credential, jwks, {
          algorithms: ['RS256'],
          issuer: env.GOOGLE_ISSUERS,
          audience: clientId,
          requiredClaims: ['sub', 'exp', 'iat'],
        }));
      } catch (error) {
        throw toAppError(error);
      }
      const { sub, email } = payload;
      if (typeof sub !== 'string' || !sub || typeof email !== 'string' || !email) {
        throw badRequest(GOOGLE_MESSAGES.invalid, 'invalid_google_token');
      }
      // Google sends email_verified as a boolean; some older tokens carried the string "true".
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : null;
      const picture =
        typeof payload.picture === 'string' && /^https:\/\//.test(payload.picture) ? payload.picture : null;
      return { sub, email, emailVerified: verified, name, picture };
    },
  };
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof errors.JWTExpired) return badRequest(GOOGLE_MESSAGES.expired, 'google_token_expired');
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || isNetworkError(error)) {
    return badGateway(GOOGLE_MESSAGES.unreachable, 'google_unreachable');
  }
  return badRequest(GOOGLE_MESSAGES.invalid, 'invalid_google_token');
}

const isNetworkError = (error: unknown) =>
  // fetch itself rejects with a TypeError; a non-200 or non-JSON key set is a generic JOSEError.
  error instanceof TypeError ||
  (error instanceof errors.JOSEError &&
    error.code === 'ERR_JOSE_GENERIC' &&
    /JSON Web Key Set HTTP response/.test(error.message));
