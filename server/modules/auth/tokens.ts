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

/** Signs and checks access tokens (HS256) and keyed hashes of short secrets such as activation codes. */
export class AuthTokens {
  constructor(
    private readonly secret: Uint8Array,
    readonly accessTtlSeconds: number,
  ) {}

  signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.accessTtlSeconds)
      .sign(this.secret);
  }

  /** The claims of a valid, unexpired access token; null for anything else. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      if (!UUID.test(payload.sub) || !UUID.test(payload.sid)) return null;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch {
      return null;
    }
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
