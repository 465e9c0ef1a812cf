import { expect, test } from './support/test.ts';

// Issue 36 item 5: at 1280×800 the hero search sits near the bottom edge; its suggestions open where they are seen.
test.describe('hero search suggestions', () => {
  for (const [language, label] of [
    ['en', 'Search courses'],
    ['bn', 'কোর্স খুঁজুন'],
  ] as const) {
    test(`open in sight at 1280×800 (${language})`, async ({ page, baseURL }) => {
      if (language === 'bn') await page.context().addCookies([{ name: 'pathshala_lang', value: 'bn', url: baseURL! }]);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      const search = page.getByRole('combobox', { name: label });
      await search.fill('py');
      const list = page.getByRole('listbox');
      await expect(list.getByRole('option').first()).toBeVisible();
      const inView = await list.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
      expect(inView, 'the whole list is on the screen').toBe(true);
    });
  }
});
