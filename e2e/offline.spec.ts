import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';

// Issue 12's offline-tolerant app shell (decision 0041): the service worker keeps the public pages a reader opened,
// shows them offline with a notice, answers the others with the offline page, and nothing that needs the network
// pretends to work.
const HERO_TITLE = 'ঘরে বসেই শিখুন, ক্যারিয়ার গড়ুন — Learn Skills That Get You Hired';
const CATALOGUE_TITLE = 'Explore Our Premium Courses';
const NOTICE = 'You are offline. Pages you visited are still readable; buying and signing in need a connection.';
const NEEDS_CONNECTION = 'This needs a connection. You are offline: try again once you are back online.';

const demoCourses = async (request: APIRequestContext) => {
  const res = await request.get('/api/courses/public/all-previews');
  expect(res.status()).toBe(200);
  const { courses } = (await res.json()) as { courses: { _id: string; name: string }[] };
  expect(courses.length).toBeGreaterThan(2);
  return courses;
};

/** Waits until the service worker, registered once the page is idle, controls the page. */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 20_000 });

test.describe('offline', () => {
  test('visited pages stay readable offline with a notice, an unvisited one shows the offline page, Buy Now needs a connection', async ({
    page,
    context,
    request,
  }) => {
    const [visited, unvisited] = await demoCourses(request);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
    await controlled(page);
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: CATALOGUE_TITLE })).toBeVisible();
    await page.goto(`/course/${visited!._id}`);
    const courseTitle = page.getByRole('heading', { level: 1 });
    await expect(courseTitle).toBeVisible();
    const visitedName = await courseTitle.innerText();
    await expect(page.getByTestId('offline-notice')).toBeEmpty();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: visitedName })).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toHaveText(NOTICE);
    // Buy Now stays in place, says why it cannot act, and does not open the sign-in dialog
    const buyNow = page.getByRole('button', { name: 'Buy Now' });
    await expect(buyNow).toHaveAttribute('aria-disabled', 'true');
    await expect(buyNow).toHaveAttribute('title', NEEDS_CONNECTION);
    // (Playwright will not click an aria-disabled button; a reader can, or press Enter on it as here)
    await buyNow.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(NEEDS_CONNECTION)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign In' }).first()).toHaveAttribute('aria-disabled', 'true');

    // the site's own links open the kept pages
    await page.getByRole('link', { name: 'Courses' }).first().click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { level: 1, name: CATALOGUE_TITLE })).toBeVisible();
    await expect(page.getByTestId('course-card').first()).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toHaveText(NOTICE);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toHaveText(NOTICE);

    await page.goto(`/course/${unvisited!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByText('This page was not saved for reading offline.')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: unvisited!.name })).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toBeEmpty();
    await context.setOffline(true);
    await expect(page.getByTestId('offline-notice')).toHaveText(NOTICE);
    await context.setOffline(false);
    await expect(page.getByTestId('offline-notice')).toBeEmpty();
    await expect(page.getByRole('button', { name: 'Buy Now' })).not.toHaveAttribute('aria-disabled');
  });

  test('a page opened through the app’s links is kept too, and the offline page speaks the reader’s language', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const [, , third] = await demoCourses(request);
    await context.addCookies([{ name: 'pathshala_lang', value: 'bn', url: baseURL! }]);
    await page.goto('/courses');
    await controlled(page);
    await page.getByTestId('course-card').filter({ hasText: third!.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/course/${third!._id}$`));
    // the address changes before the course page's code has come; its heading replaces the catalogue's after that
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(CATALOGUE_TITLE);
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    // the worker fetches the page it did not see (a link, not a page request) and keeps it
    await expect
      .poll(() => page.evaluate(async (url) => !!(await caches.match(url)), `${baseURL}/course/${third!._id}`))
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'আপনি অফলাইনে আছেন' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  });

  test('the web app manifest is served, valid, installable-shaped, and its icons load', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#4f46e5');
    const res = await request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    expect(res.headers()['cache-control']).toBe('no-cache');
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Pathshala',
      short_name: 'Pathshala',
      start_url: '/',
      display: 'standalone',
      theme_color: '#4f46e5',
      background_color: '#ffffff',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
      const size = Number(icon.sizes.split('x')[0]);
      const body = await image.body();
      // PNG header: the width and height are the big-endian words at bytes 16 and 20
      expect([body.readUInt32BE(16), body.readUInt32BE(20)], icon.src).toEqual([size, size]);
    }
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });
});
