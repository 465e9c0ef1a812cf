import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';
import { SANDBOX_API_KEY } from './integrations/uddoktapay.ts';

describe('environment', () => {
  it('gives the embedded mode with no configuration', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe(path.resolve('./data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.SITE_TIMEZONE).toBe('Asia/Dhaka');
    expect(env.SEED_DEMO_CONTENT).toBe(true);
    expect(env.NODE_ENV).toBe('development');
  });

  it('takes a time zone by its canonical name, UTC, or an alias ICU knows', () => {
    expect(loadEnv({ SITE_TIMEZONE: 'Europe/London' }).SITE_TIMEZONE).toBe('Europe/London');
    expect(loadEnv({ SITE_TIMEZONE: 'UTC' }).SITE_TIMEZONE).toBe('UTC');
    expect(loadEnv({ SITE_TIMEZONE: 'Asia/Dacca' }).SITE_TIMEZONE).toBe('Asia/Dacca'); // Asia/Dhaka's old name
    expect(() => loadEnv({ SITE_TIMEZONE: 'Asia/Nowhere' })).toThrow(
      'SITE_TIMEZONE: must be an IANA time zone such as Asia/Dhaka',
    );
  });

  it('reads TRUST_PROXY as a number of hops or a list of addresses, and refuses true (issue 32 §2)', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(loadEnv({ TRUST_PROXY: ' 10.0.0.0/8, ::1 ,loopback' }).TRUST_PROXY).toEqual({
      addresses: ['10.0.0.0/8', '::1', 'loopback'],
    });
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true is no longer accepted: it trusted every X-Forwarded-For address/,
    );
    expect(() => loadEnv({ TRUST_PROXY: 'caddy' })).toThrow(/TRUST_PROXY: invalid IP address: caddy/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY: .*10\.0\.0\.0\/99/);
  });

  it('treats blank values as unset', () => {
    const env = loadEnv({ DATABASE_URL: '', PORT: ' ', REDIS_URL: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });

  it('reads the production services', () => {
    const env = loadEnv({
      DATABASE_URL: 'postgres://u:p@db:5432/pathshala',
      REDIS_URL: 'redis://cache:6379',
      PORT: '8080',
      SEED_DEMO_CONTENT: 'false',
      ALLOWED_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(env.DATABASE_URL).toBe('postgres://u:p@db:5432/pathshala');
    expect(env.PORT).toBe(8080);
    expect(env.SEED_DEMO_CONTENT).toBe(false);
    expect(env.ALLOWED_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
  });

  it('stops with a readable list of every bad value', () => {
    let caught: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'not a url', SITE_TIMEZONE: 'Mars/Base', UDDOKTAPAY_API_KEY: 'k' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const problems = (caught as EnvError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL');
    expect(problems).toContain('SITE_TIMEZONE: must be an IANA time zone such as Asia/Dhaka');
    expect(problems).toContain('UDDOKTAPAY_BASE_URL and UDDOKTAPAY_API_KEY must be set together');
    expect((caught as EnvError).message).toMatch(/^Invalid configuration:\n {2}- /);
  });

  it('requires a JWT secret in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required when NODE_ENV=production/);
  });

  it('requires PUBLIC_URL in production, so no address is ever built from a request Host', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      UDDOKTAPAY_BASE_URL: 'https://pay.example.com',
      UDDOKTAPAY_API_KEY: 'merchant-live-key',
      SMTP_URL: 'smtp://smtp.example.com',
    };
    expect(() => loadEnv(production)).toThrow(EnvError);
    expect(() => loadEnv(production)).toThrow(
      "PUBLIC_URL: is required when NODE_ENV=production (the site's public address, e.g. https://learn.example.com: " +
        "payment return and webhook addresses and e-mail links are built from it, never from a request's Host header)",
    );
    expect(loadEnv({ ...production, PUBLIC_URL: 'https://learn.example.com' }).PUBLIC_URL).toBe(
      'https://learn.example.com',
    );
    expect(loadEnv({ NODE_ENV: 'development' }).PUBLIC_URL).toBeUndefined();
  });

  describe('in production', () => {
    const problemsOf = (source: Record<string, string>): string[] => {
      try {
        loadEnv(source);
      } catch (error) {
        if (error instanceof EnvError) return error.problems;
        throw error;
      }
      return [];
    };
    const safe = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://learn.example.com',
      UDDOKTAPAY_BASE_URL: 'https://pay.example.com',
      UDDOKTAPAY_API_KEY: 'merchant-live-key',
      SMTP_URL: 'smtps://mailer:pass@smtp.example.com:465',
    };

    it('seeds the demo content only when asked for (issue 32 §8)', () => {
      expect(loadEnv(safe).SEED_DEMO_CONTENT).toBe(false);
      expect(loadEnv({ ...safe, SEED_DEMO_CONTENT: '' }).SEED_DEMO_CONTENT).toBe(false);
      expect(loadEnv({ ...safe, SEED_DEMO_CONTENT: 'true' }).SEED_DEMO_CONTENT).toBe(true);
    });

    it('starts with a live gateway, SMTP, a secret and the public address', () => {
      expect(loadEnv(safe)).toMatchObject({ NODE_ENV: 'production', SMTP_URL: safe.SMTP_URL });
      expect(loadEnv({ ...safe, ADMIN_PASSWORD: 'a long and personal passphrase' }).ADMIN_PASSWORD).toBe(
        'a long and personal passphrase',
      );
    });

    it('lists every unsafe setting at once: no secret, no address, the sandbox gateway, mail to the outbox, a default admin password', () => {
      const problems = problemsOf({ NODE_ENV: 'production', ADMIN_PASSWORD: 'admin-password-123' });
      expect(problems.map((p) => p.split(':')[0])).toEqual([
        'JWT_SECRET',
        'PUBLIC_URL',
        'UDDOKTAPAY_BASE_URL',
        'SMTP_URL',
        'ADMIN_PASSWORD',
      ]);
      expect(problems).toContain(
        'UDDOKTAPAY_BASE_URL: is required when NODE_ENV=production (with UDDOKTAPAY_API_KEY): without them payments ' +
          'would use the built-in sandbox gateway, where anyone can "pay" without money',
      );
      expect(problems).toContain(
        'SMTP_URL: is required when NODE_ENV=production: without it mail goes to the outbox folder (DATA_DIR/outbox) ' +
          'and nobody receives activation codes or receipts',
      );
      expect(problems.at(-1)).toMatch(/^ADMIN_PASSWORD: is a default or guessable password; .* at least 12 characters/);
    });

    it('refuses a gateway address or key that is a sandbox', () => {
      const sandbox = /^UDDOKTAPAY_BASE_URL: points at a sandbox gateway/;
      for (const gateway of [
        { UDDOKTAPAY_BASE_URL: 'https://learn.example.com/sandbox-gateway' },
        { UDDOKTAPAY_BASE_URL: 'https://learn.example.com/sandbox-gateway/api/' },
        { UDDOKTAPAY_BASE_URL: 'https://sandbox.uddoktapay.com' },
        { UDDOKTAPAY_API_KEY: SANDBOX_API_KEY },
      ]) {
        const problems = problemsOf({ ...safe, ...gateway });
        expect(problems, JSON.stringify(gateway)).toHaveLength(1);
        expect(problems[0]).toMatch(sandbox);
      }
    });

    it('refuses admin passwords from the examples, short ones and the e-mail name', () => {
      for (const ADMIN_PASSWORD of ['ChangeMe', 'bench-admin-password', 'short-pass1', 'headmistress']) {
        const problems = problemsOf({ ...safe, ADMIN_EMAIL: 'headmistress@school.example', ADMIN_PASSWORD });
        expect(problems, ADMIN_PASSWORD).toEqual([expect.stringMatching(/^ADMIN_PASSWORD: is a default or guessable/)]);
      }
    });

    it('asks none of this outside production', () => {
      expect(problemsOf({ NODE_ENV: 'development', ADMIN_PASSWORD: 'admin123' })).toEqual([]);
      expect(
        problemsOf({
          NODE_ENV: 'test',
          UDDOKTAPAY_BASE_URL: 'https://sandbox.uddoktapay.com',
          UDDOKTAPAY_API_KEY: 'k',
        }),
      ).toEqual([]);
    });
  });

  it('reads the metrics token and the log format', () => {
    const unset = loadEnv({});
    expect([unset.METRICS_TOKEN, unset.LOG_FORMAT]).toEqual([undefined, undefined]);
    expect(loadEnv({ METRICS_TOKEN: 'a'.repeat(16), LOG_FORMAT: 'json' })).toMatchObject({
      METRICS_TOKEN: 'a'.repeat(16),
      LOG_FORMAT: 'json',
    });
    expect(() => loadEnv({ METRICS_TOKEN: 'short', LOG_FORMAT: 'xml' })).toThrow(
      /LOG_FORMAT: [\s\S]*METRICS_TOKEN: must be at least 16 characters/,
    );
  });

  describe('S3 storage', () => {
    const s3 = {
      S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
      S3_BUCKET: 'pathshala',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_REGION: 'eu-central-1',
    };

    it('reads a complete configuration, with the public URL cut of its trailing slash', () => {
      const env = loadEnv({ ...s3, S3_PUBLIC_URL: 'https://cdn.example.com/' });
      expect(env).toMatchObject({ ...s3, S3_PUBLIC_URL: 'https://cdn.example.com' });
    });

    it('names every variable missing beside S3_BUCKET', () => {
      const problems = (() => {
        try {
          loadEnv({ S3_BUCKET: 'pathshala', S3_ENDPOINT: 'http://minio:9000' });
        } catch (error) {
          return (error as EnvError).problems;
        }
        return [];
      })();
      expect(problems).toHaveLength(3);
      for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION']) {
        expect(problems.join('\n')).toContain(`${name}: is required when S3_BUCKET is set`);
      }
    });

    it('refuses S3 settings without a bucket rather than silently storing on disk', () => {
      expect(() => loadEnv({ S3_ENDPOINT: s3.S3_ENDPOINT, S3_REGION: 'eu-central-1' })).toThrow(
        /S3_BUCKET: is required when other S3_\* variables are set/,
      );
    });

    it('wants http(s) addresses without a query', () => {
      expect(() => loadEnv({ ...s3, S3_ENDPOINT: 'ftp://files.example.com' })).toThrow(
        /S3_ENDPOINT: must be an http\(s\) URL/,
      );
      expect(() => loadEnv({ ...s3, S3_PUBLIC_URL: 'https://cdn.example.com/?a=1' })).toThrow(
        /S3_PUBLIC_URL: must not carry a query/,
      );
    });
  });
});
