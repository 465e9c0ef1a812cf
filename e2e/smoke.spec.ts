import { expect, test } from '@playwright/test';

test('serves the web app for a client route', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('#root')).not.toBeEmpty();
});
