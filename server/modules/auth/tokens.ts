import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { Env } from '../../env.ts';

const ISSUER = 'pathshala';
const AUDIENCE = 'pathshala-api';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The signing secret: JWT_SECRET when set (required in production); otherwise one generated once and kept in
 * DATA_DIR/secret, so sessions survive a restart of a development or embedded install.
 */
export async function loadJwtSecret(env: Pick<Env, 'JWT_SECRET' | 'DATA_DIR'>): Promise<Uint8Array> {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  const file = path.join(env.DATA_DIR, 'secret');
  try {
    const stored = (await fs.readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return new TextEncoder().encode(stored);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': when two processes start at once, the first file wins and the other reads it.
    await fs.writeFile(file, secret, { mode: 0o600, flag: 'wx' });
    return new TextEncoder().encode(secret);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return new TextEncoder().encode((await fs.readFile(file, 'utf8')).trim());
  }
}

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** How many verified access tokens are remembered (a few per signed-in user); past it the oldest goes. */
export const VERIFIED_TOKENS_MAX = 50_000;

/**
 * Signs and checks access tokens (HS256) and keyed hashes of short secrets such as activation codes.
 *
 * A token's signature and claims never change, so a token verified once is remembered with its expiry until it
 * expires: a signed-in request costs no signature check after the first (jose verifies through WebCrypto, which
 * is asynchronous and was a visible share of a signed-in request's time). Revocation is the session cache's job.
 */
export class AuthTokens {
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  private readonly key: Promise<CryptoKey>;

  constructor(
    private readonly secret: Uint8Array,
    readonly accessTtlSeconds: number,
  ) {
    // Imported once rather than by jose on every call.
    this.key = crypto.subtle.importKey(
      'raw',
      secret as Uint8Array<ArrayBuffer>,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.accessTtlSeconds)
      .sign(await this.key);
  }

  /**
   * Without waiting: the claims of a token verified before and unexpired, null for one verified before that has
   * expired, undefined for a token not seen yet (`verifyAccess` decides).
   */
  knownAccess(token: string): AccessClaims | null | undefined {
    const known = this.verified.get(token);
    if (!known) return undefined;
    if (known.expiresAtMs > Date.now()) return known.claims;
    this.verified.delete(token);
    return null;
  }

  /** The claims of a valid, unexpired access token; null for anything else. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const known = this.knownAccess(token);
    if (known !== undefined) return known;
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      if (!UUID.test(payload.sub) || !UUID.test(payload.sid)) return null;
      const claims = Object.freeze({ userId: payload.sub, sessionId: payload.sid });
      if (typeof payload.exp === 'number') this.remember(token, claims, payload.exp * 1000);
      return claims;
    } catch {
      return null;
    }
  }

  /** When a token that `verifyAccess` accepted expires (undefined for one it did not). */
  expiresAtMs(token: string): number | undefined {
    return this.verified.get(token)?.expiresAtMs;
  }

  private remember(token: string, claims: AccessClaims, expiresAtMs: number): void {
    if (this.verified.size >= VERIFIED_TOKENS_MAX) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, { claims, expiresAtMs });
  }

  /** A keyed hash: a 4-digit code hashed plainly could be reversed from a database copy in 10,000 tries. */
  keyedHash(value: string): string {
    return createHmac('sha256', this.secret).update(value).digest('base64url');
  }
}

/** An opaque random token for the browser (refresh tokens, activation tokens). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** How an opaque token is stored: it has 256 bits of entropy, so a plain SHA-256 is enough. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A cryptographically random code of `length` digits, leading zeros allowed. */
export const randomDigits = (length: number) => Array.from({ length }, () => String(randomInt(0, 10))).join('');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
