import { expect, test, type Page } from './support/test.ts';

// Issue 36 item 3: at 375 px the floating WhatsApp button covers nothing a reader must press — on any page, in
// either language, wherever the page is scrolled (decision 0073: it fades while it would).
const LEARNER = { email: 'learner@pathshala.test', password: 'learner123' };

/** The controls the shown button overlaps: none may be, but one much larger than it (a whole card) beside it. */
const coveredControls = (page: Page) =>
  page.evaluate(async () => {
    // the button's scroll and change handlers run in the next frame
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const button = document.querySelector<HTMLElement>('a[href^="https://wa.me/"]');
    const shown =
      button !== null &&
      getComputedStyle(button).pointerEvents !== 'none' &&
      button.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    if (!shown) return { shown: false, covered: [] as string[] };
    const box = button.getBoundingClientRect();
    const covered = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href],button,input,select,textarea,summary,[role="button"],[role="link"],[role="tab"],[tabindex]:not([tabindex="-1"])',
      ),
    ]
      .filter(
        (control) => control !== button && control.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      )
      .filter((control) => {
        const r = control.getBoundingClientRect();
        const overlaps = r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom;
        return overlaps && !(r.width > 3 * box.width && r.height > 3 * box.height);
      })
      .map((control) => `${control.tagName} "${(control.textContent ?? '').trim().slice(0, 40)}"`);
    return { shown: true, covered };
  });

async function checkWholePage(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  let shown = 0;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 350) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const state = await coveredControls(page);
    expect(state.covered, `${url} scrolled to ${y}`).toEqual([]);
    if (state.shown) shown += 1;
  }
  return shown;
}

test.describe('the floating WhatsApp button at 375 px', () => {
  for (const language of ['en', 'bn'] as const) {
    test(`covers no control on any page (${language})`, async ({ page, baseURL }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: 375, height: 740 });
      if (language === 'bn') await page.context().addCookies([{ name: 'pathshala_lang', value: 'bn', url: baseURL! }]);
      const list = (await (await page.request.get('/api/courses/public/all-previews')).json()) as {
        courses: { _id: string }[];
      };
      const course = `/course/${list.courses[0]!._id}`;
      let shown = 0;
      for (const url of ['/', '/courses', course, '/about', '/faq', '/privacy'])
        shown += await checkWholePage(page, url);
      expect((await page.request.post('/api/users/auth/login', { data: LEARNER })).ok()).toBe(true);
      for (const url of [course, '/profile', '/profile/wishlist', '/profile/orders'])
        shown += await checkWholePage(page, url);
      // the button is still offered wherever it covers nothing
      expect(shown).toBeGreaterThan(0);
    });
  }
});
