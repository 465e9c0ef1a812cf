import { expect, test, type APIRequestContext } from './support/test.ts';
import { countLoadedJs, describeLoadedJs, JS_BUDGET_KB, listLoadedJs, VISITOR_VIEWPORT } from '../bench/js-count.ts';

// design.md §6 and issue 12: the JavaScript a visitor's browser loads on each public route, counted in Chromium
// (every script until the network is idle, each gzipped at level 9: bench/js-count.ts), at most 150 KB gzip
// (JS_BUDGET_KB), in English and in Bengali.

const firstCourseId = async (request: APIRequestContext) => {
  const res = await request.get('/api/courses/public/all-previews');
  expect(res.status()).toBe(200);
  const { courses } = (await res.json()) as { courses: { _id: string }[] };
  expect(courses.length).toBeGreaterThan(0);
  return courses[0]!._id;
};

const ROUTES: { name: string; path: (request: APIRequestContext) => Promise<string> }[] = [
  { name: '/', path: async () => '/' },
  { name: '/courses', path: async () => '/courses' },
  { name: '/course/{first demo course}', path: async (request) => `/course/${await firstCourseId(request)}` },
  { name: '/about', path: async () => '/about' },
  { name: '/privacy', path: async () => '/privacy' },
  { name: '/faq', path: async () => '/faq' },
];

test.describe('JavaScript budget of the public pages, counted in the browser', () => {
  for (const route of ROUTES) {
    for (const language of ['en', 'bn'] as const) {
      test(`${route.name} in ${language}: a visitor at 375 px loads at most ${JS_BUDGET_KB} KB of JavaScript (gzip)`, async ({
        browser,
        request,
        baseURL,
      }) => {
        const path = await route.path(request);
        // A visitor: a new context (no cookies but the language, empty cache) on a phone-sized screen.
        const context = await browser.newContext({ viewport: VISITOR_VIEWPORT });
        await context.addCookies([{ name: 'pathshala_lang', value: language, url: baseURL! }]);
        try {
          const page = await context.newPage();
          const js = await countLoadedJs(page, path);
          const figure = `${path} (${language}): ${describeLoadedJs(js)} (budget ${JS_BUDGET_KB} KB)`;
          console.log(`loaded JavaScript ${figure}`);
          test.info().annotations.push({ type: 'loaded JavaScript', description: figure });
          expect(js.scripts.length, `${path}: no script loaded at all`).toBeGreaterThan(0);
          expect(js.kb, `${figure}, over budget; the largest files:\n${listLoadedJs(js)}`).toBeLessThanOrEqual(
            JS_BUDGET_KB,
          );
        } finally {
          await context.close();
        }
      });
    }
  }
});
