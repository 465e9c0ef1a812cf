import { expect, test, type APIRequestContext, type Browser } from './support/test.ts';

// Issue 12 / decision 0036: the public pages arrive with their content in the first HTML, in the language and theme
// of the reader's cookies, and hydrate without an error, a warning or a second request for the data they show.
const HERO_TITLE = 'ঘরে বসেই শিখুন, ক্যারিয়ার গড়ুন — Learn Skills That Get You Hired';

interface DemoCourse {
  _id: string;
  name: string;
  courseData: { title: string; videoSection: string }[];
}

async function firstCourse(request: APIRequestContext): Promise<DemoCourse> {
  const list = (await (await request.get('/api/courses/public/all-previews')).json()) as { courses: { _id: string }[] };
  const id = list.courses[0]!._id;
  const detail = (await (await request.get(`/api/courses/public/preview/${id}`)).json()) as { course: DemoCourse };
  return detail.course;
}

const withoutJs = (browser: Browser) =>
  browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

test.describe('server-rendered public pages', () => {
  test('with JavaScript off, each public page shows its main content', async ({ browser, request }) => {
    const course = await firstCourse(request);
    const context = await withoutJs(browser);
    try {
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
      await expect(page.getByTestId('course-card')).toHaveCount(6);

      await page.goto('/courses?level=Beginner');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.getByTestId('course-card').count()).toBeGreaterThan(0);
      // the URL's filter is applied in the HTML: its chip is there
      await expect(page.getByRole('button', { name: 'Remove filter Beginner' })).toBeVisible();

      await page.goto(`/course/${course._id}`);
      await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
      await expect(page.getByText('৳1500', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Course content' })).toBeVisible();
      await expect(page.getByText(course.courseData[0]!.videoSection, { exact: true }).first()).toBeVisible();

      await page.goto('/faq');
      await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
      expect(await page.locator('main button[aria-expanded]').count()).toBeGreaterThan(0);

      for (const path of ['/about', '/privacy']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
    } finally {
      await context.close();
    }
  });

  test('the language and theme cookies render the first HTML in Bengali and dark', async ({ request, baseURL }) => {
    const res = await request.get('/', { headers: { cookie: 'pathshala_lang=bn; pathshala_theme=dark' } });
    const html = await res.text();
    expect(html).toContain('<html lang="bn" class="dark">');
    // the header's FAQ link, in Bengali, is in the HTML itself
    expect(html).toContain('>প্রশ্নোত্তর<');
    const english = await (await request.get(new URL('/', baseURL).href, { headers: { cookie: '' } })).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('>FAQ<');
  });

  for (const language of ['en', 'bn'] as const) {
    for (const width of [375, 1280]) {
      test(`hydrates in ${language} at ${width} px with no console error or warning and no second request for its data`, async ({
        browser,
        request,
        baseURL,
      }) => {
        const course = await firstCourse(request);
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        await context.addCookies([{ name: 'pathshala_lang', value: language, url: baseURL! }]);
        try {
          for (const path of ['/', '/courses', `/course/${course._id}`, '/about', '/privacy', '/faq']) {
            const page = await context.newPage();
            const problems: string[] = [];
            const asked: string[] = [];
            page.on('console', (message) => {
              if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
            });
            page.on('pageerror', (error) => problems.push(error.message));
            page.on('request', (r) => {
              const url = new URL(r.url());
              if (url.pathname.startsWith('/api/') && url.pathname !== '/api/analytics/visit') asked.push(url.pathname);
            });
            await page.goto(path);
            await page.waitForLoadState('networkidle');
            await expect(page.getByRole('banner')).toBeVisible();
            // the parts below the fold hydrate as they near the screen (Deferred): they must match the HTML too
            await page.mouse.wheel(0, 20_000);
            await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
            await page.waitForLoadState('networkidle');
            expect(problems, `${path} in ${language}`).toEqual([]);
            expect(asked, `${path} in ${language}: the data came with the page`).toEqual([]);
            await page.close();
          }
        } finally {
          await context.close();
        }
      });
    }
  }

  test('below the fold waits: a reader who does not scroll downloads no footer or reviews code, and a link works before it came', async ({
    browser,
    request,
  }) => {
    const course = await firstCourse(request);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await page.goto(`/course/${course._id}`);
      await page.waitForLoadState('networkidle');
      const later = (name: string) => scripts.some((path) => path.startsWith(`/assets/${name}-`));
      expect(later('footer'), 'footer code before any scroll').toBe(false);
      expect(later('reviews-section'), 'reviews code before any scroll').toBe(false);
      // the server's HTML is there meanwhile
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeAttached();
      await expect(page.getByRole('heading', { level: 2, name: 'Reviews' })).toBeAttached();

      // reaching the reviews loads their code and keeps what the page showed
      await page.getByRole('heading', { level: 2, name: 'Reviews' }).scrollIntoViewIfNeeded();
      await expect.poll(() => later('reviews-section')).toBe(true);
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();

      // a navigation started before every part hydrated still arrives (it does not wait for the parts)
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
