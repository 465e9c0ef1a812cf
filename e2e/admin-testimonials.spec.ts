import { expect, type Page, test } from './support/test.ts';
import { png } from './support/png.ts';

const ADMIN = { email: 'admin@pathshala.test', password: 'admin-password-123' };

async function signInAsAdmin(page: Page, lang: 'en' | 'bn' = 'en') {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript((l) => localStorage.setItem('pathshala:lang', l), lang);
  expect((await page.request.post('/api/users/auth/login', { data: ADMIN })).ok()).toBe(true);
}

// At 1280×900 everything fits (admin-sidebar.spec.ts); a lower window still scrolls the links on their own.
test.describe('admin sidebar at 1280x600', () => {
  test('the links scroll on their own with a cue, and the last one is reached and brought into view', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    const last = nav.getByRole('link', { name: 'Visitors Analytics' });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The lower links wait below, and the sidebar says so; the page itself does not have to scroll for them.
    await expect(last).not.toBeInViewport();
    await expect(page.getByTestId('admin-nav-more')).toHaveAttribute('data-visible', 'true');
    await nav.hover();
    await expect(async () => {
      await page.mouse.wheel(0, 400);
      await expect(last).toBeInViewport({ ratio: 1, timeout: 500 });
    }).toPass();
    await expect(page.getByTestId('admin-nav-more')).toHaveAttribute('data-visible', 'false');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await last.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Visitors Analytics' })).toBeVisible();

    // Opened directly, the current page's link is in view at once.
    await page.goto('/admin/visitors-analytics');
    await expect(last).toHaveAttribute('aria-current', 'page');
    await expect(last).toBeInViewport({ ratio: 1 });
  });
});

test.describe('testimonials', () => {
  test('an uploaded avatar, one row of actions in both languages, and focus back on the opener', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/testimonials');
    const add = page.getByRole('button', { name: 'Add Testimonial' });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add Testimonial' });
    await dialog.getByRole('button', { name: 'Create Testimonial' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields.');
    await dialog.getByLabel(/^Name/).fill('Browser Avatar Test');
    await dialog.getByLabel(/^Profession/).fill('Tester');
    await dialog.getByLabel(/^Comment/).fill('Uploaded from a real file.');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByLabel('Avatar').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: png(600, 600) });
    const preview = dialog.getByRole('img', { name: 'Avatar preview' });
    await expect(preview).toHaveAttribute('src', /^\/uploads\/testimonials\/[\w-]+\.webp$/);
    const src = (await preview.getAttribute('src'))!;
    expect((await page.request.get(src)).headers()['content-type']).toBe('image/webp');
    await dialog.getByRole('button', { name: 'Create Testimonial' }).click();
    await expect(page.getByText('Testimonial created successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    const row = page.getByRole('row').filter({ hasText: 'Browser Avatar Test' });
    await expect(row.locator('img')).toHaveAttribute('src', new RegExp(src.replace('.webp', '(\\.sm)?\\.webp')));
    const oneRow = async (names: RegExp[]) => {
      const tops = await Promise.all(
        names.map(async (name) => (await row.getByRole('button', { name }).boundingBox())!.y),
      );
      expect(new Set(tops).size).toBe(1);
    };
    await oneRow([/^Edit /, /^Deactivate /, /^Delete /]);

    // Escape closes the form; focus is back on the row's Edit button.
    const edit = row.getByRole('button', { name: 'Edit Browser Avatar Test' });
    await edit.click();
    await expect(page.getByRole('dialog', { name: 'Update Testimonial' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(edit).toBeFocused();

    await page.evaluate(() => localStorage.setItem('pathshala:lang', 'bn'));
    await page.reload();
    await expect(row.getByRole('button', { name: /সম্পাদনা|Browser Avatar Test/ }).first()).toBeVisible();
    const buttons = row.getByRole('button');
    const tops = await Promise.all((await buttons.all()).map(async (b) => (await b.boundingBox())!.y));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);

    // Clean up: the delete asks first, and the stored avatar goes with the testimonial.
    await buttons.last().click();
    await page.getByRole('alertdialog').getByRole('button').last().click();
    await expect(row).toHaveCount(0);
    await expect.poll(async () => (await page.request.get(src)).status()).toBe(404);
  });
});

test.describe('the auth modal', () => {
  test('gives focus back to the Sign In button after Escape and after a click on the backdrop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
    await signIn.click();
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(dialog.getByLabel('Email')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(signIn).toBeFocused();

    await signIn.click();
    await expect(dialog.getByLabel('Email')).toBeVisible();
    await page.mouse.click(20, 450); // the backdrop, beside the dialog
    await expect(dialog).toBeHidden();
    await expect(signIn).toBeFocused();
  });
});
