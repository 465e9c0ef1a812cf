import { expect, test } from './support/test.ts';

const LEARNER = { email: 'learner@pathshala.test', password: 'learner123' };

for (const { lang, theme, label, labels } of [
  {
    lang: 'en',
    theme: 'light',
    label: 'Profile sections',
    labels: ['Dashboard', 'Settings', 'Enrolled Courses', 'Wishlist', 'More'],
  },
  {
    lang: 'bn',
    theme: 'dark',
    label: 'প্রোফাইলের বিভাগসমূহ',
    labels: ['ড্যাশবোর্ড', 'সেটিংস', 'ভর্তি হওয়া কোর্স', 'উইশলিস্ট', 'আরও'],
  },
]) {
  test(`the profile bottom bar shows whole labels at 375 px in ${lang}, ${theme}`, async ({ page }) => {
    const login = await page.request.post('/api/users/auth/login', { data: LEARNER });
    expect(login.ok()).toBe(true);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.addInitScript(
      ([l, t]) => {
        localStorage.setItem('pathshala:lang', l!);
        localStorage.setItem('pathshala:theme', t!);
      },
      [lang, theme],
    );
    await page.goto('/profile');
    const bar = page.getByRole('navigation', { name: label });
    await expect(bar).toBeVisible();
    const items = bar.locator('li > a, li > button');
    await expect(items).toHaveText(labels);
    // Each label is drawn whole: nothing clipped or cut with an ellipsis, and it stays inside its item.
    const drawn = await items.evaluateAll((elements) =>
      elements.map((item) => {
        const text = item.querySelector('span')!;
        const box = text.getBoundingClientRect();
        const slot = item.getBoundingClientRect();
        return {
          label: text.textContent,
          clipped: text.scrollWidth > text.clientWidth + 1 || getComputedStyle(text).textOverflow === 'ellipsis',
          inside: box.left >= slot.left - 1 && box.right <= slot.right + 1,
        };
      }),
    );
    expect(drawn).toEqual(labels.map((l) => ({ label: l, clipped: false, inside: true })));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}
