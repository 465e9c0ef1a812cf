import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Page } from '@playwright/test';

/**
 * Public pages arrive rendered by the server, and a control the reader presses before the page hydrates has no
 * handler yet (a person is slower than that; a test is not). So after each `goto` and `reload`, a test's page waits
 * until the app marks the document ready (web/main.tsx sets `data-ready` once its first render committed). Pages the
 * app does not render (the sandbox gateway, a file) have no #root and do not wait.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.ready === 'true',
  );
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
});
