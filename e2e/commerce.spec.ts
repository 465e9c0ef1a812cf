import { expect, test, type Page } from './support/test.ts';

// Seeded catalogue (server/db/seed/catalogue): the demo learner owns web-bangla and python-english, not these two.
const REACT = 'Modern React with Hooks';
const SPOKEN = 'Spoken English for Everyday Confidence';
const LEARNER = { email: 'learner@pathshala.test', password: 'learner123' };

async function signIn(page: Page) {
  const res = await page.request.post('/api/users/auth/login', { data: LEARNER });
  expect(res.ok()).toBe(true);
}

async function openCourse(page: Page, title: string, name: string) {
  await page.goto(`/courses?title=${encodeURIComponent(title)}`);
  await page.getByTestId('course-card').filter({ hasText: name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Waits until the page knows the learner is signed in (the coupon box is theirs only), then presses Buy Now. */
async function buyNow(page: Page) {
  await expect(page.getByTestId('course-purchase').getByRole('textbox')).toBeVisible();
  await page.getByRole('button', { name: 'Buy Now' }).click();
}

test.describe('buying a course', () => {
  test('a learner buys with Buy Now, pays in the sandbox, sees the success page and enters the course', async ({
    page,
  }) => {
    await signIn(page);
    await openCourse(page, 'React', REACT);
    await buyNow(page);
    const modal = page.getByTestId('payment-modal');
    await expect(modal).toContainText(REACT);
    await expect(page.getByTestId('payment-total')).toHaveText('৳2200');
    await modal.getByRole('button', { name: 'Pay ৳2200' }).click();

    await page.waitForURL(/sandbox-gateway/);
    await page.getByLabel('bKash').check();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await page.waitForURL(/\/payment\/result\?/);
    await expect(page.getByTestId('payment-result')).toContainText('Payment Successful!');
    await page.getByRole('link', { name: 'Go to Course' }).click();
    await expect(page).toHaveURL(/\/course-access\//);

    await openCourse(page, 'React', REACT);
    await expect(page.getByRole('link', { name: 'Enter to Course' })).toBeVisible();
  });

  test('cancelling in the sandbox ends on the result page saying Payment Cancelled, with nothing bought', async ({
    page,
  }) => {
    await signIn(page);
    await openCourse(page, 'Spoken', SPOKEN);
    await buyNow(page);
    await page.getByTestId('payment-modal').getByRole('button', { name: 'Pay ৳800' }).click();
    await page.waitForURL(/sandbox-gateway/);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();

    await page.waitForURL(/\/payment\/result\?status=cancelled/);
    await expect(page.getByTestId('payment-result')).toContainText('Payment Cancelled');
    await expect(page.getByTestId('payment-result')).not.toContainText('Payment Failed');
    const orders = await (await page.request.get('/api/orders/my-orders')).json();
    expect(orders.orders.map((o: { courseName: string }) => o.courseName)).not.toContain(SPOKEN);
    await openCourse(page, 'Spoken', SPOKEN);
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();
  });

  test('a payment that fails in the sandbox ends on the configured failure page, its buttons in its text colour', async ({
    page,
  }) => {
    await signIn(page);
    await openCourse(page, 'Spoken', SPOKEN);
    await buyNow(page);
    await page.getByTestId('payment-modal').getByRole('button', { name: 'Pay ৳800' }).click();
    await page.waitForURL(/sandbox-gateway/);
    await page.getByRole('button', { name: 'Fail', exact: true }).click();

    await page.waitForURL(/\/payment\/result\?invoice_id=/);
    const result = page.getByTestId('payment-result');
    await expect(result).toContainText('Payment Failed');
    await expect(result).not.toContainText('Payment Cancelled');
    // The default failure card: white text on red; Back to Courses is white too (it was dark slate on red).
    await expect(result).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(result.getByRole('link', { name: 'Back to Courses' })).toHaveCSS('color', 'rgb(255, 255, 255)');
    await openCourse(page, 'Spoken', SPOKEN);
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();
  });
});
