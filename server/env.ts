import path from 'node:path';
import { z } from 'zod';
import { SANDBOX_API_KEY, SANDBOX_PATH } from './integrations/uddoktapay.ts';
import { parseTrustProxy } from './lib/trust-proxy.ts';

/**
 * Every environment variable the server reads, parsed once. Defaults give the embedded mode
 * (PGlite under DATA_DIR, in-process cache, mail written to the outbox, built-in payment sandbox).
 */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
/** true/false/1/0, undefined when unset (the default may depend on another variable). */
const optionalBool = z
  .preprocess(emptyToUndefined, z.enum(['true', 'false', '1', '0']).optional())
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

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
  /**
   * PostgreSQL only: a query running longer is cancelled by the server, and one whose server does not answer at all
   * (a partition) fails on the client a second later (0 turns both off). Migrations are not limited.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(5000)),
  /** PGlite only: its shared buffers in MB (server/db/client.ts's PGLITE_SHARED_BUFFERS_MB when unset). */
  PGLITE_SHARED_BUFFERS_MB: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(4096).optional()),
  REDIS_URL: optionalUrl,
  /** `pretty` (readable lines) or `json`; unset: pretty when stdout is a terminal, JSON otherwise. */
  LOG_FORMAT: z.preprocess(emptyToUndefined, z.enum(['json', 'pretty']).optional()),
  /** Serves Prometheus metrics at GET /metrics to `Authorization: Bearer <METRICS_TOKEN>`; unset: /metrics is 404. */
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
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
  /**
   * Demo content on a new database: by default everywhere but in production, where it must be asked for, and where
   * even then the demo learner (a published password) is not created (issue 32 §8).
   */
  SEED_DEMO_CONTENT: optionalBool,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Pathshala <no-reply@pathshala.local>')),
  /** Mails one address receives in a day, whatever sent them (docs/decisions/0075-mail-per-address-per-day.md). */
  MAIL_PER_ADDRESS_PER_DAY: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(20)),
  UDDOKTAPAY_BASE_URL: optionalUrl,
  UDDOKTAPAY_API_KEY: optionalString,
  /** How long a call to UddoktaPay may take before it counts as timed out (the payment then stays pending). */
  UDDOKTAPAY_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(15_000)),
  /**
   * After SIGTERM, how long the server keeps accepting connections while readiness already answers 503: a load
   * balancer that checks readiness every second stops sending to it before the listener closes (issue 14).
   */
  SHUTDOWN_DELAY_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(8000).default(1500)),
  /**
   * How long a request's body may take to arrive: an ordinary body, and an upload's (a multipart image, or a write
   * whose body may carry images). Past it the answer is 408 and the connection is closed (issue 32 §6).
   */
  BODY_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1000).default(10_000)),
  UPLOAD_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1000).default(120_000)),
  /**
   * How long a replaced or deleted upload is kept before its file is deleted: longer than any backup takes, so a
   * backup finds every file its database snapshot names (issue 32 §10). 0 deletes at once.
   */
  UPLOAD_REMOVAL_GRACE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(86_400)),
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
  /** The proxies in front of the server: a number of hops or their addresses (server/lib/trust-proxy.ts). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed && 'problem' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }
      return parsed;
    }),
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
  if (source.NODE_ENV === 'production') problems.push(...productionProblems(source));
  return problems;
}

/** UddoktaPay's own test server (the built-in sandbox's key and path are in integrations/uddoktapay.ts). */
const SANDBOX_HOSTS = /^sandbox\.uddoktapay\.com$/i;
/** ADMIN_PASSWORD values published in this repository's examples and tests, and the usual first guesses. */
const KNOWN_ADMIN_PASSWORDS = new Set([
  'admin',
  'admin123',
  'admin1234',
  'administrator',
  'password',
  'password1',
  'password123',
  'changeme',
  'change-me',
  'changeit',
  'secret',
  'secret123',
  'pathshala',
  'pathshala123',
  '12345678',
  '123456789',
  '1234567890',
  'qwertyuiop',
  'admin-password-123',
  'bench-admin-password',
  'build-output-password',
]);
export const PRODUCTION_ADMIN_PASSWORD_MIN = 12;

/**
 * What NODE_ENV=production refuses (issue 14): settings that are fine on a laptop and unsafe on a real site. Each
 * entry names the variable and what to do, so one start shows every problem at once.
 */
function productionProblems(source: Record<string, string | undefined>): string[] {
  const value = (k: string) => source[k]?.trim() ?? '';
  const problems: string[] = [];
  const inProduction = 'is required when NODE_ENV=production';
  if (!value('JWT_SECRET')) problems.push(`JWT_SECRET: ${inProduction}`);
  if (!value('PUBLIC_URL')) {
    problems.push(
      `PUBLIC_URL: ${inProduction} (the site's public address, e.g. https://learn.example.com: ` +
        "payment return and webhook addresses and e-mail links are built from it, never from a request's Host header)",
    );
  }
  const gateway = value('UDDOKTAPAY_BASE_URL');
  if (!gateway) {
    problems.push(
      `UDDOKTAPAY_BASE_URL: ${inProduction} (with UDDOKTAPAY_API_KEY): without them payments would use the ` +
        'built-in sandbox gateway, where anyone can "pay" without money',
    );
  } else if (isSandboxGateway(gateway) || value('UDDOKTAPAY_API_KEY') === SANDBOX_API_KEY) {
    problems.push(
      'UDDOKTAPAY_BASE_URL: points at a sandbox gateway, where anyone can "pay" without money; ' +
        "set your UddoktaPay panel's address and API key when NODE_ENV=production",
    );
  }
  if (!value('SMTP_URL')) {
    problems.push(
      `SMTP_URL: ${inProduction}: without it mail goes to the outbox folder (DATA_DIR/outbox) and nobody ` +
        'receives activation codes or receipts',
    );
  }
  const password = value('ADMIN_PASSWORD');
  if (password && (password.length < PRODUCTION_ADMIN_PASSWORD_MIN || isKnownPassword(password, source))) {
    problems.push(
      'ADMIN_PASSWORD: is a default or guessable password; when NODE_ENV=production choose one of at least ' +
        `${PRODUCTION_ADMIN_PASSWORD_MIN} characters that is not an example's (or leave it unset: a random one is ` +
        'generated and printed once at the first start)',
    );
  }
  return problems;
}

function isSandboxGateway(url: string): boolean {
  try {
    const parsed = new URL(url);
    return SANDBOX_HOSTS.test(parsed.hostname) || `${parsed.pathname}/`.includes(`${SANDBOX_PATH}/`);
  } catch {
    return false; // reported as not a URL
  }
}

function isKnownPassword(password: string, source: Record<string, string | undefined>): boolean {
  const lower = password.toLowerCase();
  const emailName = source.ADMIN_EMAIL?.trim().split('@')[0]?.toLowerCase();
  return KNOWN_ADMIN_PASSWORDS.has(lower) || (!!emailName && lower === emailName);
}

export type Env = Omit<z.infer<typeof EnvSchema>, 'SEED_DEMO_CONTENT'> & { SEED_DEMO_CONTENT: boolean };

/** A zone ICU knows, canonical or an alias such as Asia/Dacca: a formatter can be made for it. */
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
  return { ...result.data, SEED_DEMO_CONTENT: result.data.SEED_DEMO_CONTENT ?? result.data.NODE_ENV !== 'production' };
}
