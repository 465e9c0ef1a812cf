import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';

// Seeded demo content (server/db/seed/content): the banner keeps the default badge.
const HERO_TITLE = 'ঘরে বসেই শিখুন, ক্যারিয়ার গড়ুন — Learn Skills That Get You Hired';
const HERO_BADGE = 'Learn Anything, Anywhere';

test.describe('public pages', () => {
  test('the home page shows the seeded hero texts', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
    await expect(page.getByText(HERO_BADGE, { exact: true })).toBeVisible();
    await expect(page.getByText('25,000+', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', '/courses');
    await expect(page.getByRole('link', { name: 'Explore Courses' })).toHaveAttribute('href', '/courses');
    await expect(page.getByTestId('course-card')).toHaveCount(6);
    // seeded testimonials, no skeletons left
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText('Nusrat Jahan')).toBeVisible();
  });

  test('a visitor makes no request that fails: the app knows from the cookies that nobody is signed in', async ({
    page,
  }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto('/');
    await expect(page.getByTestId('course-card').first()).toBeVisible();
    await page.getByTestId('course-card').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/courses');
    await expect(page.getByTestId('course-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    // and the header offers to sign in
    await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
  });

  test('the scroll cue bounces without animation events, and keeps still for a reader who asks for less motion', async ({
    page,
  }) => {
    await page.goto('/');
    const chevron = page.getByTestId('scroll-cue-chevron');
    // A Web Animation, started once the app runs (decision 0049): it repeats, and no DOM animation event is dispatched.
    await expect
      .poll(() => chevron.evaluate((el) => el.getAnimations().map((a) => a.effect?.getComputedTiming().iterations)))
      .toEqual([Infinity]);
    const events = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let count = 0;
          for (const type of ['animationstart', 'animationiteration', 'animationend'])
            window.addEventListener(type, () => count++, { capture: true });
          setTimeout(() => resolve(count), 2500);
        }),
    );
    expect(events).toBe(0);
    // Nothing on the loaded page repeats through a CSS animation (each repeat would be an event React's root handles).
    await expect(page.getByTestId('course-card')).toHaveCount(6);
    expect(
      await page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a instanceof CSSAnimation && a.effect?.getComputedTiming().iterations === Infinity).length,
      ),
    ).toBe(0);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => chevron.evaluate((el) => el.getAnimations().length)).toBe(0);
    // and a page opened with that preference never starts it: once React has the cue (hydrated), still no animation
    await page.reload();
    await expect
      .poll(() => chevron.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))))
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await chevron.evaluate((el) => el.getAnimations().length)).toBe(0);
  });

  test('the hero search lands on /courses?title= with the trimmed text, and blank text stays home', async ({
    page,
  }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search courses' });
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/$/);

    await search.fill('  react basics  ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/courses\?title=react%20basics$/);
    await expect(page.getByText('“react basics”')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Premium Courses' })).toBeVisible();
  });

  test('the FAQ keeps one answer open at a time', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    const pay = page.getByRole('button', { name: 'How can I pay for a course?' });
    const mobile = page.getByRole('button', { name: 'আমি মোবাইল দিয়ে কোর্স করতে পারব?' });

    await pay.click();
    await expect(pay).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/You can pay with bKash, Nagad/)).toBeVisible();

    await mobile.click();
    await expect(mobile).toHaveAttribute('aria-expanded', 'true');
    await expect(pay).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/You can pay with bKash, Nagad/)).toBeHidden();
    await expect(page.getByRole('main').getByRole('region')).toHaveCount(1);
  });

  test('about and privacy show their seeded titles', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Pathshala' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Affordable in Taka' })).toBeVisible();

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: /Privacy Policy/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Information We Collect' })).toBeVisible();
  });
});

const PAGES: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
  { path: '/', ready: (page) => expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible() },
  { path: '/courses', ready: (page) => expect(page.getByTestId('course-card')).toHaveCount(10) },
  {
    path: '/about',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'About Pathshala' })).toBeVisible(),
  },
  {
    path: '/privacy',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: /Privacy Policy/ })).toBeVisible(),
  },
  {
    path: '/faq',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible(),
  },
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('pathshala:theme', value), theme);
    });

    for (const { path, ready } of PAGES) {
      test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
        await page.goto(path);
        await ready(page);
        await expect(page.locator('[data-testid="skeleton"]')).toHaveCount(0);
        if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ') + ' — ' + n.failureSummary).join('\n  ')}`,
          );
        expect(serious, serious.join('\n')).toEqual([]);
      });
    }
  });
}
