import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

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
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
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
