import { expect, type Page, test } from './support/test.ts';
import { newAccount } from './support/accounts.ts';

// Seeded catalogue (server/db/seed/catalogue).
const REACT = 'Modern React with Hooks';
const ADMIN = { email: 'admin@pathshala.test', password: 'admin-password-123' };

/** Buy Now on the course page, through the sandbox gateway's payment page, paid with bKash. */
async function buy(page: Page) {
  await page.goto(`/courses?title=${encodeURIComponent('React')}`);
  await page.getByTestId('course-card').filter({ hasText: REACT }).click();
  await expect(page.getByRole('heading', { level: 1, name: REACT })).toBeVisible();
  await expect(page.getByTestId('course-purchase').getByRole('textbox')).toBeVisible();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const modal = page.getByTestId('payment-modal');
  // The refund terms are shown before paying.
  await expect(modal.getByTestId('refund-terms')).toContainText('within 7 days of payment');
  await modal.getByRole('button', { name: 'Pay ৳2200' }).click();
  await page.waitForURL(/sandbox-gateway/);
  await page.getByLabel('bKash').check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('payment-result')).toContainText('Payment Successful!');
}

test.describe('a refund', () => {
  test('a learner on a phone in Bengali asks; an admin approves at 1280 px; the access ends', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const account = { name: `Refund Learner ${stamp}`, email: `refund-${stamp}@example.com`, password: 'secret-123' };
    await newAccount(page.request, baseURL!, account);
    const login = await page.request.post('/api/users/auth/login', {
      headers: { origin: baseURL! },
      data: { email: account.email, password: account.password },
    });
    expect(login.ok()).toBe(true);
    await page.setViewportSize({ width: 375, height: 800 });
    await buy(page);
    const owned = await page.request.get('/api/courses/enrolled/my-courses');
    const course = ((await owned.json()) as { courses: { _id: string; name: string }[] }).courses[0]!;
    expect((await page.request.get(`/api/courses/enrolled/content/${course._id}`)).status()).toBe(200);

    // In Bengali, from the purchase history.
    await context.addCookies([{ name: 'pathshala_lang', value: 'bn', url: baseURL! }]);
    await page.goto('/profile/orders');
    const card = page.getByTestId('payment').first();
    await card.getByRole('button', { name: 'টাকা ফেরতের অনুরোধ' }).click();
    const dialog = page.getByRole('dialog', { name: 'টাকা ফেরতের অনুরোধ করুন' });
    await dialog.getByLabel('কেন টাকা ফেরত চান?').fill('ভিডিও আমার ফোনে চলে না');
    await dialog.getByRole('button', { name: 'অনুরোধ পাঠান' }).click();
    await expect(page.getByText('আপনার টাকা ফেরতের অনুরোধ পাঠানো হয়েছে। আমরা ৭২ ঘণ্টার মধ্যে উত্তর দেব।')).toBeVisible();
    await expect(card.getByTestId('order-refund')).toHaveText(
      'টাকা ফেরতের অনুরোধ করা হয়েছে: আমরা ৭২ ঘণ্টার মধ্যে উত্তর দেব।',
    );

    // The admin, in English at 1280 px, finds it in the queue and approves it.
    const adminContext = await browser.newContext({ baseURL: baseURL!, viewport: { width: 1280, height: 900 } });
    const adminLogin = await adminContext.request.post('/api/users/auth/login', {
      headers: { origin: baseURL! },
      data: ADMIN,
    });
    expect(adminLogin.ok()).toBe(true);
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin/refunds');
    await adminPage.getByRole('searchbox').fill(account.email);
    await adminPage.getByRole('button', { name: 'Search' }).click();
    const row = adminPage.getByTestId('refund-row').filter({ hasText: account.name });
    await expect(row).toContainText('ভিডিও আমার ফোনে চলে না');
    await expect(row).toContainText('৳2200');
    await row.getByRole('button', { name: `Approve the refund of ${account.name}` }).click();
    await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
    await expect(
      adminPage.getByText('Refunded: the gateway has returned the money to the paying wallet.'),
    ).toBeVisible();
    await adminContext.close();

    // The learner has lost the course and sees the refund in their history.
    expect((await page.request.get(`/api/courses/enrolled/content/${course._id}`)).status()).toBe(403);
    await page.reload();
    await expect(page.getByTestId('payment').first().getByTestId('order-refund')).toHaveText(
      'যে ওয়ালেট থেকে পরিশোধ করেছেন সেখানে টাকা ফেরত দেওয়া হয়েছে।',
    );
    expect(
      ((await (await page.request.get('/api/courses/enrolled/my-courses')).json()) as { courses: [] }).courses,
    ).toEqual([]);
  });
});
