import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { PLAYER_SCRIPTS } from '../../shared/video.ts';
import { fakePlayersScript } from '../../test-support/video-players.ts';
import { png } from './png.ts';

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

/**
 * YouTube's stills of the demo videos (i.ytimg.com) answered by a picture of our own: this machine reaches no outside
 * host, and a failed image would be logged as an error by the browser.
 */
export async function fakeYouTubeStills(context: BrowserContext): Promise<void> {
  const still = png(480, 360);
  await context.route(/^https:\/\/i\.ytimg\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: still }),
  );
}

/**
 * The video players' own APIs (YouTube's IFrame API, Vimeo's player.js, VdoCipher's api.js), which the learning page
 * loads for an owner's video lesson, answered by the fakes of test-support/video-players.ts: this machine reaches no
 * outside host, and a failed script would be logged as an error by the browser.
 */
export async function fakeVideoPlayers(context: BrowserContext): Promise<void> {
  const script = fakePlayersScript();
  for (const url of Object.values(PLAYER_SCRIPTS))
    await context.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: script }));
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await fakeYouTubeStills(context);
    await fakeVideoPlayers(context);
    await use(context);
  },
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
