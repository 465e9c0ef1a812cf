import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const reporters = process.env.CI_SUMMARY
  ? ['default', ['json', { outputFile: `test-results/vitest-${process.env.CI_SUMMARY}.json` }]]
  : ['default'];

export default defineConfig({
  test: {
    reporters: reporters as never,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['./test-support/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts', 'test-support/**/*.test.ts'],
          globalSetup: ['./server/test/global-setup.ts'],
          setupFiles: ['./test-support/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'redis',
          environment: 'node',
          include: ['server/**/*.redis-test.ts'],
          globalSetup: ['./server/test/global-setup.ts'],
          setupFiles: ['./test-support/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['./web/test/setup.ts'],
          css: false,
          // jsdom and user-event steps are slow on a busy 2-core machine (a 5 s default failed a paging test there);
          // a bound against a hang, not a speed check.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
