import { expect, test, type APIRequestContext } from './support/test.ts';

const ADMIN = { email: 'admin@pathshala.test', password: 'admin-password-123' };

async function updateBanner(request: APIRequestContext, banner: Record<string, unknown>) {
  const login = await request.post('/api/users/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const res = await request.put('/api/layouts/admin/update-layout', { data: { type: 'Banner', ...banner } });
  expect(res.ok(), await res.text()).toBe(true);
}

test.describe('site shell', () => {
  test('the navigation follows the positions and flags an admin stored', async ({ page, request }) => {
    await updateBanner(request, {
      navigationPositions: { showHome: 5, showCourses: 1, showAbout: 2, showPrivacy: 4, showFAQ: 3 },
      navigationSettings: { showHome: true, showCourses: true, showAbout: true, showPrivacy: false, showFAQ: true },
    });
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav.getByRole('link')).toHaveText(['Courses', 'About', 'FAQ', 'Home']);
    } finally {
      await updateBanner(request, {
        navigationPositions: { showHome: 1, showCourses: 2, showAbout: 3, showPrivacy: 4, showFAQ: 5 },
        navigationSettings: { showHome: true, showCourses: true, showAbout: true, showPrivacy: true, showFAQ: true },
      });
    }
  });

  test('the footer shows its columns on desktop and hides the first two on small screens', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    for (const name of ['About', 'Quick Links', 'Social Links', 'Contact Info']) {
      await expect(footer.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/about');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/profile');
    await expect(footer.getByText('support@pathshala.local')).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} Pathshala. All rights reserved.`)).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeHidden();
    await expect(footer.getByRole('heading', { name: 'About', exact: true })).toBeHidden();
    await expect(footer.getByRole('heading', { name: 'Social Links' })).toBeVisible();
  });

  test('at 375 px the menu button opens the drawer with navigation, categories and Sign In', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Courses', exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(drawer.getByRole('link').filter({ hasText: 'Web Development' }).first()).toHaveAttribute(
      'href',
      /\/courses\?category=/,
    );
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('the theme and language switches apply at once and are remembered', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);

    await page.getByRole('button', { name: 'Language: বাংলা' }).first().click();
    await expect(html).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('button', { name: /English/ }).first()).toBeVisible();

    await page.reload();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(html).toHaveAttribute('lang', 'bn');
    await page.evaluate(() => localStorage.clear());
  });

  test('text in Bengali characters is drawn with the Bengali font', async ({ page }) => {
    await page.goto('/about');
    const bengali = page.getByText('বাংলায় মানসম্মত শিক্ষা', { exact: false }).first();
    await expect(bengali).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const family = await bengali.evaluate((el) => getComputedStyle(el).fontFamily);
    expect(family).toMatch(/Noto Sans Bengali/);
    const loaded = await page.evaluate(() =>
      [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Noto Sans Bengali' && f.status === 'loaded'),
    );
    expect(loaded).toBe(true);
  });
});
