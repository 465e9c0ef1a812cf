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
});
