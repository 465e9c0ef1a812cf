import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import { newAccount } from './support/accounts.ts';

// Issue 33: a learner finishes a course in Bengali on a phone, gets the certificate, downloads it, and anyone
// signed out sees it Valid at its verification address; once an admin revokes it, the page says Revoked.
const FREE = 'Freelancing Career Launchpad: Fiverr and Upwork';
const ADMIN = { email: 'admin@pathshala.test', password: 'admin-password-123' };

test.use({ viewport: { width: 375, height: 800 } });

test('a finished course gives a certificate that verifies, until it is revoked', async ({ page, baseURL, browser }) => {
  test.setTimeout(120_000);
  await page.context().addCookies([{ name: 'pathshala_lang', value: 'bn', url: baseURL! }]);
  const account = { name: 'Certificate Learner', email: `cert-${Date.now()}@example.com`, password: 'secret-123' };
  await newAccount(page.request, baseURL!, account);
  const login = await page.request.post('/api/users/auth/login', {
    headers: { origin: baseURL! },
    data: { email: account.email, password: account.password },
  });
  expect(login.ok()).toBe(true);

  // Enrol in the free course and mark every lesson complete on the learning page.
  await page.goto(`/courses?title=${encodeURIComponent('Freelancing Career')}`);
  await page.getByTestId('course-card').filter({ hasText: FREE }).click();
  await page.getByTestId('course-purchase').getByRole('button', { name: 'বিনামূল্যে ভর্তি হন' }).click();
  await page.getByTestId('payment-modal').getByRole('button', { name: 'বিনামূল্যে ভর্তি হন' }).click();
  await expect(page).toHaveURL(/\/course-access\//);
  const next = page.getByRole('button', { name: 'পরের লেসন' });
  for (;;) {
    const mark = page.getByRole('button', { name: 'সম্পন্ন হিসেবে চিহ্নিত করুন' });
    await mark.click();
    await expect(page.getByRole('button', { name: 'সম্পন্ন', exact: true })).toHaveAttribute('aria-pressed', 'true');
    if (await next.isDisabled()) break;
    await next.click();
  }

  // The certificate is there at once; the name is chosen before the first download.
  await page.goto('/profile/certificates');
  await expect(page.getByRole('heading', { level: 2, name: 'আমার সনদপত্র' })).toBeVisible();
  const card = page.getByTestId('certificate-card');
  await expect(card).toContainText(FREE);
  await expect(card).toContainText('বৈধ');
  await page.getByLabel('বাংলায় নাম').fill('শ্রী সুমন্দ্র ক্ষিতীশ');
  await page.getByLabel('ইংরেজিতে নাম').fill('Sumandra Khitish');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'নাম সংরক্ষণ করুন' }).click();
  await expect(page.getByText('ছাপা নাম: শ্রী সুমন্দ্র ক্ষিতীশ / Sumandra Khitish')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'ডাউনলোড (বাংলা)' }).click(),
  ]);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // Its verification page, opened signed out (what the QR code and the printed address lead to).
  const verifyUrl = await card.getByRole('link', { name: 'যাচাইয়ের পাতা' }).getAttribute('href');
  const id = /\/verify\/([0-9A-Z]{12})$/.exec(verifyUrl ?? '')?.[1];
  expect(id).toMatch(/^[0-9A-Z]{12}$/);
  const visitor = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const outside = await visitor.newPage();
  await outside.goto(`${baseURL}/verify/${id}`);
  await expect(outside.getByTestId('certificate-status')).toContainText('Valid');
  await expect(outside.getByText('Sumandra Khitish')).toBeVisible();
  await expect(outside.getByText(FREE)).toBeVisible();

  // An admin revokes it; the page says Revoked, with the reason.
  const admin = await browser.newContext();
  const adminLogin = await admin.request.post(`${baseURL}/api/users/auth/login`, {
    headers: { origin: baseURL! },
    data: ADMIN,
  });
  expect(adminLogin.ok()).toBe(true);
  const revoked = await admin.request.post(`${baseURL}/api/admin/certificates/${id}/revoke`, {
    headers: { origin: baseURL! },
    data: { reason: 'Issued in error' },
  });
  expect(revoked.ok()).toBe(true);
  await outside.reload();
  await expect(outside.getByTestId('certificate-status')).toContainText('Revoked');
  await expect(outside.getByTestId('certificate-status')).toContainText('Reason: Issued in error');
  await visitor.close();
  await admin.close();
});
