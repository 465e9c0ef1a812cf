import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';

// "Work is never lost by a click": an admin editor with unsaved changes asks before the page is left, in the app
// (Stay / Leave) and when the tab is reloaded or closed (the browser's own prompt).
const ADMIN = { email: 'admin@pathshala.test', password: 'admin-password-123' };

test.describe('unsaved changes', () => {
  test.beforeEach(async ({ page }) => {
    expect((await page.request.post('/api/users/auth/login', { data: ADMIN })).ok()).toBe(true);
  });

  test('a changed FAQ title is not lost by clicking Dashboard: Stay keeps the text, Leave navigates', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/faq');
    const title = page.getByLabel('Title', { exact: true });
    await expect(title).not.toHaveValue('');
    const saved = await title.inputValue();
    await title.fill('Questions our learners ask');
    await expect(page.getByText('Unsaved Changes')).toBeVisible();

    const dashboard = page.getByRole('complementary').getByRole('link', { name: 'Dashboard' });
    await dashboard.click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You have unsaved changes on this page. If you leave now, they will be lost.');
    await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
    const violations = (await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(violations).toEqual([]);

    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/faq$/);
    await expect(title).toHaveValue('Questions our learners ask');
    await expect(dashboard).toBeFocused();

    // reloading the tab asks too (the browser's prompt); dismissing it keeps the page and the text
    const prompt = new Promise<string>((resolve) => {
      page.once('dialog', (d) => {
        resolve(d.type());
        void d.dismiss();
      });
    });
    void page.reload().catch(() => undefined);
    expect(await prompt).toBe('beforeunload');
    await expect(title).toHaveValue('Questions our learners ask');

    await dashboard.click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // nothing was saved
    await page.goto('/admin/faq');
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(saved);
  });
});
