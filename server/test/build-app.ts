import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { loadEnv, type Env } from '../env.ts';
import { createTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  env: Env;
  close(): Promise<void>;
}

/** Test defaults: quiet logs, no demo seed, a fixed secret. Override any variable per test file. */
export function testEnv(overrides: Record<string, string | undefined> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/test-data',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://localhost:3000',
    SEED_DEMO_CONTENT: 'false',
    // Removed uploads go at once, as the tests about replacing files expect; the grace period's tests set their own.
    UPLOAD_REMOVAL_GRACE_SECONDS: '0',
    // Sign-in limits stay out of the way of tests that sign in often; the rate-limit tests set their own.
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: '100000',
    ...overrides,
  });
}

/** What NODE_ENV=production needs beside the test defaults (env.ts refuses it without a live gateway and SMTP). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  UDDOKTAPAY_BASE_URL: 'https://pay.example.com',
  UDDOKTAPAY_API_KEY: 'live-key',
  SMTP_URL: 'smtp://127.0.0.1:2525',
};

/**
 * Builds the real app on a fresh database of its own (or the one given, made by createTestDatabase; closing the
 * app closes it); nothing of the project is mocked.
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string | undefined>;
    webRoot?: string;
    ssrEntry?: string;
    database?: Database;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const env = testEnv(options.env);
  const app = await buildApp({ env, database, logger: false, webRoot: options.webRoot, ssrEntry: options.ssrEntry });
  await app.ready();
  return {
    app,
    database,
    env,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
