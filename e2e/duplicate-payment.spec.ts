import { expect, type Page, test } from './support/test.ts';
import { newAccount } from './support/accounts.ts';

// Seeded catalogue (server/db/seed/catalogue).
const REACT = 'Modern React with Hooks';
const ADMIN = { email: 'admin@pathshala.test', password: 'admin-password-123' };

/** Buy Now on the course page, up to the sandbox gateway's payment page (not paid yet). */
async function openPaymentPage(page: Page) {
  await page.goto(`/courses?title=${encodeURIComponent('React')}`);
  await page.getByTestId('course-card').filter({ hasText: REACT }).click();
  await expect(page.getByRole('heading', { level: 1, name: REACT })).toBeVisible();
  // The coupon box shows once the page knows the learner is signed in (Buy Now before that opens the sign-in view).
  await expect(page.getByTestId('course-purchase').getByRole('textbox')).toBeVisible();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page.getByTestId('payment-modal').getByRole('button', { name: 'Pay ৳2200' }).click();
  await page.waitForURL(/sandbox-gateway/);
}

async function payWithBkash(page: Page) {
  await page.getByLabel('bKash').check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

test.describe('a course paid twice', () => {
  test('the second payment page paid makes no second order; it is refunded at once and the admin sees it', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const account = { name: `Twice Payer ${stamp}`, email: `twice-${stamp}@example.com`, password: 'secret-123' };
    await newAccount(page.request, baseURL!, account);
    const login = await page.request.post('/api/users/auth/login', {
      headers: { origin: baseURL! },
      data: { email: account.email, password: account.password },
    });
    expect(login.ok()).toBe(true);

    // The admin watches the payments page while it happens.
    const adminContext = await browser.newContext({ baseURL: baseURL! });
    const adminLogin = await adminContext.request.post('/api/users/auth/login', {
      headers: { origin: baseURL! },
      data: ADMIN,
    });
    expect(adminLogin.ok()).toBe(true);
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin/pending-payments');
    const toRefund = adminPage.getByRole('region', { name: 'To refund' });
    await expect(toRefund).toBeVisible();
    await expect(toRefund.getByText(account.name)).toHaveCount(0);

    // Two payment pages of one course, as two tabs; both are paid.
    await openPaymentPage(page);
    const second = await page.context().newPage();
    await openPaymentPage(second);
    await payWithBkash(second);
    await expect(second.getByTestId('payment-result')).toContainText('Payment Successful!');
    await payWithBkash(page);
    const result = page.getByTestId('payment-result');
    await expect(result).toContainText('You already own this course');
    await expect(result).toContainText(
      'This payment made no new order. It is recorded as a duplicate and will be refunded to the wallet you paid from.',
    );

    // Refunded through the (sandbox) gateway at once: the admin finds it under All, refunded, with the wallet,
    // amount and transaction id; nothing is left to refund by hand.
    await toRefund.getByRole('button', { name: 'All' }).click();
    const row = toRefund.getByTestId('refund-row').filter({ hasText: account.name });
    await expect(row).toBeVisible();
    await expect(row).toContainText(REACT);
    await expect(row).toContainText('৳2200');
    await expect(row).toContainText('bKash 01711111111');
    await expect(row).toContainText(/SBX[A-Z0-9]{10}/);
    await expect(row).toContainText('Refunded');
    await expect(row.getByRole('button', { name: `Mark refunded: payment of ${account.name}` })).toHaveCount(0);

    // The learner's history, newest checkout first: the paid one (the second tab's), the duplicate refunded.
    await page.goto('/profile/orders');
    const cards = page.getByTestId('payment');
    await expect(cards).toHaveCount(2);
    await expect(page.getByTestId('payment-status')).toHaveText(['Paid', 'Duplicate']);
    await expect(cards.nth(1).getByTestId('payment-refund')).toHaveText(
      `You already owned ${REACT}: ৳2200 of this payment was refunded to the wallet you paid from.`,
    );
    await adminContext.close();
  });
});
