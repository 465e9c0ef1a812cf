import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';

// Seeded catalogue (server/db/seed/catalogue): 10 courses. This file adds 3 more (13: two pages of 12) and deletes
// them again at the end, so the other files see the seeded catalogue.
const ADMIN = { email: 'admin@pathshala.test', password: 'admin-password-123' };
const PYTHON = 'Python Programming for Absolute Beginners';
const EXTRA = ['Paging Course One', 'Paging Course Two', 'Paging Course Three'];
const SHOTS = process.env.CATALOGUE_SCREENSHOTS; // a folder: the layout checks also save their screenshots there

let admin: APIRequestContext;
const created: string[] = [];

test.beforeAll(async ({ playwright, baseURL }) => {
  admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  expect((await admin.post('/api/users/auth/login', { data: ADMIN })).ok()).toBe(true);
  for (const name of EXTRA) {
    const res = await admin.post('/api/courses/admin/create', {
      data: {
        name,
        description: `<p>${name} exists so the list has a second page.</p>`,
        categories: 'Freelancing',
        price: 500,
        estimatedPrice: null,
        tags: 'paging',
        thumbnail: 'https://i.ytimg.com/vi/Tn6-PIqc4UM/hqdefault.jpg',
        level: 'Expert',
        language: 'English',
        demoUrl: 'Tn6-PIqc4UM',
        demoPlayer: 'youtube',
        demoDuration: 1,
        instructorName: 'Test Instructor',
        benefits: [{ title: 'Paging' }],
        prerequisites: [{ title: 'None' }],
        courseData: [
          {
            title: 'Only lesson',
            videoSection: 'Intro',
            videoUrl: 'Tn6-PIqc4UM',
            videoPlayer: 'youtube',
            videoLength: 2,
            isPreview: true,
            description: '<p>Lesson</p>',
            links: [],
          },
        ],
        showAllResources: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    created.push(((await res.json()) as { course: { _id: string } }).course._id);
  }
});

test.afterAll(async () => {
  for (const id of created) await admin.delete(`/api/courses/admin/delete/${id}`);
  await admin.dispose();
});

async function expectNoSeriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const cards = (page: Page) => page.getByTestId('course-card');

test.describe('the course list', () => {
  test('pages, searches with a typo, sorts and filters, all in the URL, and the back button restores each step', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/courses');
    await expect(page.getByTestId('courses-count')).toHaveText('13 courses');
    await expect(cards(page)).toHaveCount(12);

    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/courses\?page=2$/);
    await expect(cards(page)).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(cards(page)).toHaveCount(12);

    const search = page.getByRole('searchbox', { name: 'Search courses' });
    await search.fill('pythn');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/courses\?title=pythn$/);
    await expect(cards(page).first()).toContainText(PYTHON);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');

    await page.goto('/courses');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_desc');
    await expect(page).toHaveURL(/\/courses\?sort=price_desc$/);
    await expect(page.getByTestId('courses-count')).toHaveText('13 courses');
    // The count is 13 in either order: wait for the sorted page itself to replace the previous one.
    await expect(async () => {
      const prices = await page.getByTestId('price-badge').allTextContents();
      const taka = prices.map((p) => (p === 'Free' ? 0 : Number(p.replace(/[^\d.]/g, ''))));
      expect(taka).toHaveLength(12);
      expect(taka).toEqual([...taka].sort((a, b) => b - a));
    }).toPass();

    await page.getByRole('combobox', { name: 'Level' }).selectOption('Expert');
    await expect(page).toHaveURL(/\/courses\?level=Expert&sort=price_desc$/);
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Freelancing');
    await expect(page).toHaveURL(/\/courses\?category=Freelancing&level=Expert&sort=price_desc$/);
    await expect(cards(page)).toHaveCount(3);
    for (const name of EXTRA) await expect(cards(page).filter({ hasText: name })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/courses\?level=Expert&sort=price_desc$/);
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Level' })).toHaveValue('Expert');

    await page.getByRole('searchbox', { name: 'Search courses' }).fill('zzqqxx');
    await page.getByRole('searchbox', { name: 'Search courses' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'No courses found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page).toHaveURL(/\/courses\?sort=price_desc$/);
    await expect(cards(page)).toHaveCount(12);
  });

  test('on a phone in Bengali: pages, a typo search, filters behind their button with a removable chip, sort, and the back button', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'pathshala_lang', value: 'bn', url: baseURL! }]);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/courses');
    await expect(page.getByTestId('courses-count')).toHaveText('13টি কোর্স');
    await expect(cards(page)).toHaveCount(12);

    await page.getByRole('link', { name: 'পৃষ্ঠা 2' }).click();
    await expect(page).toHaveURL(/\/courses\?page=2$/);
    await expect(cards(page)).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(cards(page)).toHaveCount(12);

    const search = page.getByRole('searchbox', { name: 'কোর্স খুঁজুন' });
    await search.fill('pythn');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/courses\?title=pythn$/);
    await expect(cards(page).first()).toContainText(PYTHON);

    await page.goto('/courses');
    const filters = page.getByRole('group', { name: 'ফিল্টার' });
    await expect(filters).toBeHidden();
    await page.getByRole('button', { name: 'ফিল্টার', exact: true }).click();
    await expect(filters).toBeVisible();
    await filters.getByRole('combobox', { name: 'স্তর' }).selectOption('Expert');
    await expect(page).toHaveURL(/\/courses\?level=Expert$/);
    await expect(page.getByRole('button', { name: 'ফিল্টার (1)' })).toBeVisible();
    await page.getByRole('combobox', { name: 'সাজান' }).selectOption('price_desc');
    await expect(page).toHaveURL(/\/courses\?level=Expert&sort=price_desc$/);
    for (const name of EXTRA) await expect(cards(page).filter({ hasText: name })).toBeVisible();
    const chips = page.getByRole('list', { name: 'চালু ফিল্টার' });
    await chips
      .getByRole('button', { name: /ফিল্টার সরান$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/courses\?sort=price_desc$/);
    await expect(cards(page)).toHaveCount(12);
    await page.goBack();
    await expect(page).toHaveURL(/\/courses\?level=Expert&sort=price_desc$/);
    for (const name of EXTRA) await expect(cards(page).filter({ hasText: name })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'স্তর' })).toHaveValue('Expert');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);

    await search.fill('zzqqxx');
    await search.press('Enter');
    await expect(page.getByRole('heading', { name: 'কোনো কোর্স পাওয়া যায়নি' })).toBeVisible();
    await page.getByRole('button', { name: 'সব ফিল্টার মুছুন' }).last().click();
    await expect(page).toHaveURL(/\/courses\?sort=price_desc$/);
    await expect(cards(page)).toHaveCount(12);
  });

  test('the hero search suggests courses as the learner types; the keyboard opens one', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search courses' });
    await box.pressSequentially('pytho', { delay: 30 });
    const options = page.getByRole('option');
    await expect(options.first()).toContainText(PYTHON);
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/course\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: PYTHON })).toBeVisible();
  });

  for (const { width, lang, theme } of [
    { width: 375, lang: 'bn', theme: 'dark' },
    { width: 375, lang: 'en', theme: 'light' },
    { width: 1280, lang: 'bn', theme: 'light' },
    { width: 1280, lang: 'en', theme: 'dark' },
  ]) {
    test(`lays the list out at ${width} px in ${lang}, ${theme}: no sideways scroll, filters behind a button on a phone`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(
        ([l, t]) => {
          localStorage.setItem('pathshala:lang', l!);
          localStorage.setItem('pathshala:theme', t!);
        },
        [lang, theme],
      );
      await page.goto('/courses?level=Beginner&sort=popular');
      await expect(cards(page).first()).toBeVisible();
      await expect(page.getByTestId('courses-count')).toHaveText(lang === 'bn' ? /টি কোর্স$/ : /courses?$/);
      const filters = page.getByRole('group', { name: lang === 'bn' ? 'ফিল্টার' : 'Filters' });
      const toggle = page.getByRole('button', { name: lang === 'bn' ? 'ফিল্টার (1)' : 'Filters (1)' });
      if (width < 640) {
        await expect(filters).toBeHidden();
        await toggle.click();
        await expect(filters).toBeVisible();
      } else {
        await expect(toggle).toBeHidden();
        await expect(filters).toBeVisible();
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (SHOTS) {
        await fs.mkdir(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/courses-${width}-${lang}-${theme}.png`, fullPage: false });
        await page.goto('/');
        await page
          .getByRole('combobox')
          .first()
          .pressSequentially(lang === 'bn' ? 'পাইথ' : 'prog', { delay: 30 });
        await expect(page.getByRole('option').first()).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/hero-${width}-${lang}-${theme}.png`, fullPage: false });
      }
    });
  }
});
