import { expect, type Page, test } from './support/test.ts';

// Issue 36 item 13: at 1280×900 every group of the sidebar is on the screen without scrolling (decision 0093).
const ADMIN = { email: 'admin@pathshala.test', password: 'admin-password-123' };

async function signInAsAdmin(page: Page, lang: 'en' | 'bn') {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript((l) => localStorage.setItem('pathshala:lang', l), lang);
  expect((await page.request.post('/api/users/auth/login', { data: ADMIN })).ok()).toBe(true);
}

const GROUPS = {
  en: {
    groups: ['Overview', 'Data', 'Controllers', 'Analytics'],
    first: 'Users & Courses',
    sales: 'Sales',
    site: 'Site Pages',
    invoices: 'Invoices',
  },
  bn: {
    groups: ['সারসংক্ষেপ', 'ডেটা', 'নিয়ন্ত্রণ', 'অ্যানালিটিক্স'],
    first: 'ব্যবহারকারী ও কোর্স',
    sales: 'বিক্রয়',
    site: 'সাইটের পাতা',
    invoices: 'ইনভয়েস',
  },
} as const;

for (const lang of ['en', 'bn'] as const) {
  test(`at 1280×900 every group is visible without scrolling, Data folds by keyboard (${lang})`, async ({ page }) => {
    const words = GROUPS[lang];
    await signInAsAdmin(page, lang);
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: lang === 'en' ? 'Admin navigation' : 'অ্যাডমিন নেভিগেশন' });
    await expect(nav.getByRole('link').first()).toBeVisible();
    const scroll = page.getByTestId('admin-nav-scroll');
    for (const group of words.groups) await expect(nav.getByText(group, { exact: true })).toBeInViewport({ ratio: 1 });
    // the last analytics link too, with nothing scrolled
    await expect(nav.getByRole('link').last()).toBeInViewport({ ratio: 1 });
    expect(await scroll.evaluate((box) => box.scrollTop)).toBe(0);

    // One subgroup is open at a time; a subgroup opens and closes from the keyboard, and says so.
    const first = nav.getByRole('button', { name: words.first });
    const sales = nav.getByRole('button', { name: words.sales });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(sales).toHaveAttribute('aria-expanded', 'false');
    await sales.focus();
    await page.keyboard.press('Enter');
    await expect(sales).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(sales).toBeFocused();
    await page.keyboard.press('Tab');
    const invoices = nav.getByRole('link').filter({ hasText: words.invoices });
    await expect(invoices).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(invoices).toHaveAttribute('aria-current', 'page');
    for (const group of words.groups) await expect(nav.getByText(group, { exact: true })).toBeInViewport({ ratio: 1 });

    // The open subgroup is remembered on pages outside Data; the current page's subgroup opens by itself.
    const site = nav.getByRole('button', { name: words.site });
    await site.focus();
    await page.keyboard.press('Space');
    await expect(site).toHaveAttribute('aria-expanded', 'true');
    await page.goto('/admin/team');
    await expect(site).toHaveAttribute('aria-expanded', 'true');
    await page.goto('/admin/users');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(site).toHaveAttribute('aria-expanded', 'false');
    await page.goto('/admin/faq');
    await expect(site).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.locator('[aria-current="page"]')).toBeInViewport({ ratio: 1 });
    for (const group of words.groups) await expect(nav.getByText(group, { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(nav.getByRole('link').last()).toBeInViewport({ ratio: 1 });
    expect(await scroll.evaluate((box) => box.scrollTop)).toBe(0);
  });
}

test('at 375 px in the drawer, a subgroup opens and its link is reached (dark)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  expect((await page.request.post('/api/users/auth/login', { data: ADMIN })).ok()).toBe(true);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Site Pages' }).click();
  await drawer.getByRole('link', { name: 'FAQ' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/faq$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
});
