import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './support/test.ts';
import { newAccount } from './support/accounts.ts';

// Seeded catalogue (server/db/seed/catalogue).
const REACT = 'Modern React with Hooks';
const SPOKEN = 'Spoken English for Everyday Confidence';

async function buyNow(page: Page, title: string, name: string, price: string, outcome: 'pay' | 'cancel') {
  await page.goto(`/courses?title=${encodeURIComponent(title)}`);
  await page.getByTestId('course-card').filter({ hasText: name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Wait until the page knows the learner is signed in (the coupon box is for signed-in learners only): a Buy Now
  // pressed while the session is still being read opens the sign-in view instead (noted in issue 13's closing note).
  await expect(page.getByTestId('course-purchase').getByRole('textbox')).toBeVisible();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page
    .getByTestId('payment-modal')
    .getByRole('button', { name: `Pay ${price}` })
    .click();
  await page.waitForURL(/sandbox-gateway/);
  if (outcome === 'pay') {
    await page.getByLabel('bKash').check();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByTestId('payment-result')).toContainText('Payment Successful!');
  } else {
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByTestId('payment-result')).toContainText('Payment Cancelled');
  }
}

test.describe('purchase history', () => {
  test('a learner sees every payment at 375 px, opens the receipt of the paid one and prints only the receipt', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const account = { name: 'Tanvir Hasan', email: `history-${Date.now()}@example.com`, password: 'secret-123' };
    await newAccount(page.request, baseURL!, account);
    const login = await page.request.post('/api/users/auth/login', {
      headers: { origin: baseURL! },
      data: { email: account.email, password: account.password },
    });
    expect(login.ok()).toBe(true);

    await buyNow(page, 'React', REACT, '৳2200', 'pay');
    await buyNow(page, 'Spoken', SPOKEN, '৳800', 'cancel');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/profile/orders');
    await expect(page.getByRole('heading', { level: 2, name: 'Purchase History' })).toBeVisible();
    const cards = page.getByTestId('payment');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText(SPOKEN);
    await expect(cards.nth(0).getByTestId('payment-status')).toHaveText('Cancelled');
    await expect(cards.nth(1)).toContainText(REACT);
    await expect(cards.nth(1).getByTestId('payment-status')).toHaveText('Paid');
    await expect(cards.nth(1)).toContainText('৳2200');
    // the wallet as it spells its name, as the reader sees it (not "Bkash" or "bkash")
    await expect(cards.nth(1)).toContainText(/Method\s*bKash/, { useInnerText: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(
      (await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()).violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      ),
    ).toEqual([]);

    await cards.nth(1).getByRole('link', { name: 'View receipt' }).click();
    await expect(page).toHaveURL(/\/profile\/orders\/[0-9a-f-]{36}$/);
    const receipt = page.getByRole('article');
    await expect(receipt.getByRole('heading', { level: 2, name: 'Receipt' })).toBeVisible();
    await expect(receipt).toContainText('Pathshala');
    await expect(receipt).toContainText(REACT);
    await expect(receipt).toContainText('Tanvir Hasan');
    await expect(receipt).toContainText(/Transaction ID\S+/);
    await expect(receipt).toContainText(/Order ID: [0-9a-f-]{36}/);
    await expect(receipt.getByTestId('receipt-total')).toHaveText('৳2200');
    await expect(receipt).toContainText('bKash', { useInnerText: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

    // Printed, only the receipt shows.
    await page.emulateMedia({ media: 'print' });
    await expect(receipt).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Tanvir Hasan' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to Purchase History' })).toBeHidden();
  });
});
