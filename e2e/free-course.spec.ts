import { expect, test } from './support/test.ts';
import { newAccount } from './support/accounts.ts';

// Issue 36 item 6: a free course's button says it enrols for free, and it does, without a payment.
const FREE = 'Freelancing Career Launchpad: Fiverr and Upwork';

test.describe('a free course', () => {
  for (const [language, enrol, buy] of [
    ['en', 'Enrol for free', 'Buy Now'],
    ['bn', 'বিনামূল্যে ভর্তি হন', 'এখনই কিনুন'],
  ] as const) {
    test(`is enrolled from a button that says so, without a payment (${language})`, async ({ page, baseURL }) => {
      if (language === 'bn') await page.context().addCookies([{ name: 'pathshala_lang', value: 'bn', url: baseURL! }]);
      const account = {
        name: 'Free Learner',
        email: `free-${language}-${Date.now()}@example.com`,
        password: 'secret-123',
      };
      await newAccount(page.request, baseURL!, account);
      const login = await page.request.post('/api/users/auth/login', {
        headers: { origin: baseURL! },
        data: { email: account.email, password: account.password },
      });
      expect(login.ok()).toBe(true);
      await page.goto(`/courses?title=${encodeURIComponent('Freelancing Career')}`);
      await page.getByTestId('course-card').filter({ hasText: FREE }).click();
      await expect(page.getByRole('heading', { level: 1, name: FREE })).toBeVisible();
      const purchase = page.getByTestId('course-purchase');
      await expect(purchase.getByRole('button', { name: buy })).toHaveCount(0);
      await purchase.getByRole('button', { name: enrol }).click();
      await page.getByTestId('payment-modal').getByRole('button', { name: enrol }).click();
      await expect(page).toHaveURL(/\/course-access\//);
      expect(page.url()).not.toContain('sandbox-gateway');
    });
  }
});
