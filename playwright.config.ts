import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx e2e/support/start-server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: '.tmp/e2e-data',
      PUBLIC_URL: baseURL,
      ADMIN_EMAIL: 'admin@pathshala.test',
      ADMIN_PASSWORD: 'admin-password-123',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-012345',
      DATABASE_URL: '',
      REDIS_URL: '',
      // Every browser test signs the seeded admin or learner in afresh (more than the default 10 sign-ins per
      // e-mail in 15 minutes); the limits themselves are tested in server/modules/auth/rate-limits.test.ts.
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      // A removed upload goes at once, as the tests' clean-ups check; the day's grace that live backups need (decision
      // 0078) is tested in server/modules/uploads/upload-removals.test.ts.
      UPLOAD_REMOVAL_GRACE_SECONDS: '0',
    },
  },
});
