import fs from 'node:fs';
import { expect, fakeYouTubeStills, test, type APIRequestContext, type Browser } from './support/test.ts';

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

/**
 * The scripts of the parts that wait for the reader (components/ui/deferred.tsx: they load when they near the screen,
 * which on a short page is at once), from the build's manifest: those modules and everything they import.
 */
function deferredPartScripts(): Set<string> {
  const manifest = JSON.parse(fs.readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; dynamicImports?: string[] }
  >;
  const entry = new Set(['index.html', ...(manifest['index.html']?.imports ?? [])]);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || entry.has(key) || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const part of [
    'features/layout/components/footer.tsx',
    'features/layout/components/whatsapp-button.tsx',
    'features/home/components/testimonials-section.tsx',
    'features/catalogue/components/reviews-section.tsx',
  ]) {
    expect(manifest[part], `${part} is a chunk of its own`).toBeDefined();
    visit(part);
  }
  return files;
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

  test('no chunk waterfall: every script a page loads before any interaction is announced in its HTML', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000); // six pages at two widths
    const course = await firstCourse(request);
    const deferred = deferredPartScripts();
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await fakeYouTubeStills(context);
      try {
        for (const path of ['/', '/courses', `/course/${course._id}`, '/about', '/privacy', '/faq']) {
          const page = await context.newPage();
          const scripts = new Set<string>();
          page.on('request', (r) => {
            if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
          });
          const response = await page.goto(path);
          const html = (await response!.text()) ?? '';
          await page.waitForLoadState('networkidle');
          // the entry, and the app's chunks it fetches at once when the page is drawn (web/boot.ts)
          const listText = /<script type="application\/json" id="app-chunks">([^<]*)<\/script>/.exec(html)?.[1];
          const listed = listText ? (JSON.parse(listText) as string[]) : [];
          // the app's own module is among them (web/boot.ts imports it once the page is drawn)
          const app = listed.filter((file) => /^\/assets\/main-[\w-]+\.js$/.test(file));
          expect(app, `${path}: the app's module is listed`).toHaveLength(1);
          const announced = new Set([
            ...[...html.matchAll(/<(?:script[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g)].map(
              (m) => m[1]!,
            ),
            ...listed,
          ]);
          const late = [...scripts].filter((script) => !announced.has(script) && !deferred.has(script));
          expect(late, `${path} at ${width} px: scripts found only once the app ran`).toEqual([]);
          await page.close();
        }
      } finally {
        await context.close();
      }
    }
  });

  test('nothing moves as the page loads and hydrates: layout shift ≤ 0.05 on every public page at 375 and 1280 px', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const course = await firstCourse(request);
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await fakeYouTubeStills(context);
      // every layout shift from the first paint on, as Lighthouse sums them (none follows an input here)
      // (and what moved, for the failure message)
      await context.addInitScript(() => {
        const w = window as unknown as { layoutShift: number; shifted: string[] };
        w.layoutShift = 0;
        w.shifted = [];
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            w.layoutShift += entry.value;
            for (const { node, previousRect: a, currentRect: b } of entry.sources)
              w.shifted.push(
                `${Math.round(entry.startTime)} ms ${entry.value.toFixed(4)}: ${
                  node instanceof Element ? `${node.tagName} ${node.className}`.slice(0, 80) : node?.nodeName
                } (${Math.round(a.y)}, ${Math.round(a.height)}) -> (${Math.round(b.y)}, ${Math.round(b.height)})`,
              );
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      try {
        for (const path of ['/', '/courses', `/course/${course._id}`, '/about', '/privacy', '/faq']) {
          const page = await context.newPage();
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          // the fonts have arrived and the page has painted with them
          await page.evaluate(async () => {
            await document.fonts.ready;
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          });
          const { layoutShift, shifted } = await page.evaluate(() => {
            const w = window as unknown as { layoutShift: number; shifted: string[] };
            return { layoutShift: w.layoutShift, shifted: w.shifted };
          });
          expect(layoutShift, `${path} at ${width} px:\n${shifted.join('\n')}`).toBeLessThanOrEqual(0.05);
          await page.close();
        }
      } finally {
        await context.close();
      }
    }
  });

  test('a page the server rendered minutes ago hydrates without asking for its data again', async ({
    page,
    request,
  }) => {
    const course = await firstCourse(request);
    await request.get(`/course/${course._id}`); // rendered and kept now
    // the reader's clock is ten minutes on: the page's data would look stale to the query cache
    await page.clock.install({ time: Date.now() + 10 * 60_000 });
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/') && url.pathname !== '/api/analytics/visit') asked.push(url.pathname);
    });
    await page.goto(`/course/${course._id}`);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });

  test('a rendered page’s icons come from one sprite of its icons, drawn with and without JavaScript (decision 0046)', async ({
    browser,
    page,
  }) => {
    const html = await (await page.request.get('/')).text();
    const refs = [...html.matchAll(/<use href="([^"#]+)#(\w+)"/g)];
    expect(refs.length).toBeGreaterThan(20);
    const spriteUrls = new Set(refs.map(([, url]) => url));
    expect(spriteUrls.size).toBe(1);
    const [spriteUrl] = [...spriteUrls] as [string];
    expect(spriteUrl).toMatch(/^\/assets\/icons\/\w+\/[\w-]+\.svg$/);
    // the icons' drawings are no longer in the HTML: one <path> per icon would be
    expect(html).not.toMatch(/<svg[^>]*stroke-width="0"[^>]*><path/);

    const sprite = await page.request.get(spriteUrl);
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()['content-type']).toBe('image/svg+xml');
    expect(sprite.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const symbols = new Set([...(await sprite.text()).matchAll(/<symbol id="(\w+)"/g)].map(([, id]) => id));
    // every icon the page draws, and little else (a Suspense fallback's icon the server met on its way may be there too)
    for (const [, , name] of refs) expect(symbols, name).toContain(name);
    expect(symbols.size).toBeLessThanOrEqual(new Set(refs.map(([, , name]) => name)).size + 2);

    /** How many of the page's sprite icons the browser has drawn (a <use> whose symbol arrived has a size). */
    const drawnFromSprite = (p: typeof page) =>
      p.evaluate(
        () =>
          [...document.querySelectorAll('use')].filter((use) => {
            const box = use.getBBox();
            return box.width > 0 && box.height > 0;
          }).length,
      );
    const context = await withoutJs(browser);
    try {
      const still = await context.newPage();
      await still.goto('/');
      await expect.poll(() => drawnFromSprite(still)).toBe(refs.length);
    } finally {
      await context.close();
    }

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    // hydration kept the server's icons…
    await expect.poll(() => drawnFromSprite(page)).toBeGreaterThanOrEqual(refs.length);
    // …and an icon only the browser draws (the open menu's close button) draws itself
    await page.getByRole('button', { name: /menu/i }).click();
    const close = page.getByRole('dialog').getByRole('button', { name: /close/i });
    await expect(close.locator('svg path').first()).toBeAttached();
    await expect(close.locator('use')).toHaveCount(0);
  });

  test('the head comes from the same render: titles, descriptions, Open Graph and a course’s schema.org data', async ({
    request,
  }) => {
    const course = await firstCourse(request);
    const html = await (await request.get(`/course/${course._id}`)).text();
    const name = course.name
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    expect(html).toContain(`<title>${name} | Pathshala</title>`);
    expect(html).toContain(`<meta property="og:title" content="${name} | Pathshala" />`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as Record<
      string,
      unknown
    >;
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name,
      provider: { '@type': 'Organization', name: 'Pathshala' },
      offers: { '@type': 'Offer', priceCurrency: 'BDT' },
    });
    expect(String(jsonLd.url)).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/course/${course._id}$`));
    const about = await (await request.get('/about')).text();
    expect(about).toContain('<title>About Pathshala | Pathshala</title>');
    expect(about).not.toContain('application/ld+json');
  });

  test('a course that does not exist is a 404 page that says so, and pages arrive compressed', async ({ request }) => {
    const missing = await request.get('/course/00000000-0000-4000-8000-000000000000');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Course not found');
    const list = await request.get('/courses', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(list.status()).toBe(200);
    expect(list.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
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
        test.setTimeout(120_000); // six pages, each loaded, scrolled and left idle
        const course = await firstCourse(request);
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        await fakeYouTubeStills(context);
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

  test('for a signed-in reader too, the parts below the fold keep the server’s HTML until they hydrate', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    try {
      const page = await context.newPage();
      const learner = { email: 'learner@pathshala.test', password: 'learner123' };
      expect((await page.request.post('/api/users/auth/login', { data: learner })).ok()).toBe(true);
      // the page's own footer and testimonials elements, as the server sent them
      await page.goto('/');
      await page.evaluate(() => {
        const w = window as unknown as { serverParts: Element[] };
        w.serverParts = [...document.querySelectorAll('[data-site-footer], [data-deferred="testimonials"] > *')];
      });
      // the app starts, loads the reader (and the sign-in strings) while the parts still wait for the reader to scroll
      await page.waitForResponse((r) => r.url().endsWith('/api/users/profile/me'));
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(() => {
        const w = window as unknown as { serverParts: Element[] };
        return w.serverParts.map((element) => element.isConnected);
      });
      expect(kept.length).toBeGreaterThanOrEqual(2);
      expect(kept, 'the server’s elements are still in the page').not.toContain(false);
    } finally {
      await context.close();
    }
  });

  test('below the fold waits: a reader who does not scroll downloads no footer or reviews code, and a link works before it came', async ({
    browser,
    request,
  }) => {
    const course = await firstCourse(request);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await fakeYouTubeStills(context);
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
