import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed once. Defaults give the embedded mode
 * (PGlite under DATA_DIR, in-process cache, mail written to the outbox, built-in payment sandbox).
 */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const bool = (fallback: boolean) =>
  z
    .preprocess(emptyToUndefined, z.enum(['true', 'false', '1', '0']).optional())
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

export const EnvSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  /** Public address of the site, used in e-mails, payment redirects and the Origin check; required in production. */
  PUBLIC_URL: optionalUrl,
  /** Extra origins allowed to send state-changing requests with cookies, comma-separated. */
  ALLOWED_ORIGINS: z.preprocess(emptyToUndefined, z.string().optional()).transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')).transform((v) => path.resolve(v)),
  DATABASE_URL: optionalUrl,
  /** PostgreSQL only: connections per instance (several instances share the server's max_connections). */
  DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(500).default(10)),
  /** PostgreSQL only: a query running longer is cancelled by the server (0 turns the limit off). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(15_000)),
  REDIS_URL: optionalUrl,
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  SITE_TIMEZONE: z
    .preprocess(emptyToUndefined, z.string().default('Asia/Dhaka'))
    .refine(isTimeZone, 'must be an IANA time zone such as Asia/Dhaka'),
  /** Secret used to sign access and refresh tokens; generated and stored under DATA_DIR when unset. */
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(900)),
  REFRESH_TOKEN_TTL_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(30)),
  /** Sign-up, activation, sign-in, refresh and Google sign-in limits: requests per IP and per e-mail per window. */
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(900)),
  AUTH_RATE_LIMIT_PER_IP: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(100)),
  AUTH_RATE_LIMIT_PER_EMAIL: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(10)),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().default('admin@pathshala.local')),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(6, 'must be at least 6 characters').optional()),
  SEED_DEMO_CONTENT: bool(true),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Pathshala <no-reply@pathshala.local>')),
  UDDOKTAPAY_BASE_URL: optionalUrl,
  UDDOKTAPAY_API_KEY: optionalString,
  /** How long a call to UddoktaPay may take before it counts as timed out (the payment then stays pending). */
  UDDOKTAPAY_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(15_000)),
  /** How often pending payments are verified again (seconds); 0 turns the scheduler off. */
  PAYMENT_REVERIFY_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(60)),
  VDOCIPHER_API_SECRET: optionalString,
  VDOCIPHER_API_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://dev.vdocipher.com/api')),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.preprocess(emptyToUndefined, z.url().default('https://www.googleapis.com/oauth2/v3/certs')),
  GOOGLE_ISSUERS: z
    .preprocess(emptyToUndefined, z.string().default('accounts.google.com,https://accounts.google.com'))
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /**
   * An S3-compatible store for uploads instead of DATA_DIR/uploads (set all five together). S3_PUBLIC_URL, when
   * set, is the public address of the bucket's contents (a CDN or a public bucket): answers then carry absolute
   * image URLs; without it the server streams each image from the store at /uploads/...
   */
  S3_ENDPOINT: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_REGION: optionalString,
  S3_PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .refine((v) => !/[?#]/.test(v), 'must not carry a query or fragment')
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
  ),
  TRUST_PROXY: bool(false),
});

/** Rules across variables, checked on the raw values so they are reported together with per-variable problems. */
function crossChecks(source: Record<string, string | undefined>): string[] {
  const set = (k: string) => Boolean(source[k]?.trim());
  const problems: string[] = [];
  if (set('UDDOKTAPAY_BASE_URL') !== set('UDDOKTAPAY_API_KEY')) {
    problems.push('UDDOKTAPAY_API_KEY: UDDOKTAPAY_BASE_URL and UDDOKTAPAY_API_KEY must be set together');
  }
  const s3 = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION'];
  if (set('S3_BUCKET')) {
    for (const k of s3.filter((k) => !set(k))) {
      problems.push(
        `${k}: is required when S3_BUCKET is set (S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_REGION together)`,
      );
    }
  } else if ([...s3, 'S3_PUBLIC_URL'].some(set)) {
    problems.push(
      'S3_BUCKET: is required when other S3_* variables are set (without it uploads are stored under DATA_DIR/uploads)',
    );
  }
  if (source.NODE_ENV === 'production' && !set('JWT_SECRET')) {
    problems.push('JWT_SECRET: is required when NODE_ENV=production');
  }
  if (source.NODE_ENV === 'production' && !set('PUBLIC_URL')) {
    problems.push(
      "PUBLIC_URL: is required when NODE_ENV=production (the site's public address, e.g. https://learn.example.com: " +
        "payment return and webhook addresses and e-mail links are built from it, never from a request's Host header)",
    );
  }
  return problems;
}

export type Env = z.infer<typeof EnvSchema>;

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses the given variables (process.env by default); throws an EnvError listing every problem. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  const problems = [
    ...(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`)),
    ...crossChecks(source),
  ];
  if (problems.length > 0 || !result.success) throw new EnvError(problems);
  return result.data;
}
