import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { toBengaliDigits } from '../shared/digits.ts';
import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { expect, type Page, test } from './support/test.ts';
import { newAccount } from './support/accounts.ts';

// Seeded catalogue (server/db/seed/catalogue).
const REACT = 'Modern React with Hooks';
const ADMIN = { email: 'admin@pathshala.test', password: 'admin-password-123' };
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-complaints';
const run = promisify(execFile);

/** Buy Now on the course page, through the sandbox gateway's payment page, paid with bKash. */
async function buy(page: Page) {
  await page.goto(`/courses?title=${encodeURIComponent('React')}`);
  await page.getByTestId('course-card').filter({ hasText: REACT }).click();
  await expect(page.getByRole('heading', { level: 1, name: REACT })).toBeVisible();
  await expect(page.getByTestId('course-purchase').getByRole('textbox')).toBeVisible();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page.getByTestId('payment-modal').getByRole('button', { name: 'Pay ৳2200' }).click();
  await page.waitForURL(/sandbox-gateway/);
  await page.getByLabel('bKash').check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('payment-result')).toContainText('Payment Successful!');
}

/** Serious or critical accessibility findings on the page (the toasts come and go, and are left out). */
const axeFindings = async (page: Page) =>
  (await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/**
 * Light and dark shots of what the page shows now (the theme is the app's, kept in localStorage): of the viewport with
 * `target` scrolled into view (a phone's fixed bottom bar would cover a full-page shot), else of the whole page.
 */
async function shots(page: Page, name: string, target?: Locator) {
  await mkdir(SHOTS, { recursive: true });
  await target?.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => {
      localStorage.setItem('pathshala:theme', t);
      document.documentElement.classList.toggle('dark', t === 'dark');
    }, theme);
    await page.screenshot({ path: join(SHOTS, `${name}-${theme}.png`), fullPage: !target, animations: 'disabled' });
  }
  await page.evaluate(() => {
    localStorage.setItem('pathshala:theme', 'light');
    document.documentElement.classList.remove('dark');
  });
}

test.describe('a complaint about an order', () => {
  test('a learner on a phone in Bengali keeps the receipt PDF and complains; an admin answers at 1280 px', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const account = {
      name: `Complaint Learner ${stamp}`,
      email: `complaint-${stamp}@example.com`,
      password: 'secret-123',
    };
    await newAccount(page.request, baseURL!, account);
    const login = await page.request.post('/api/users/auth/login', {
      headers: { origin: baseURL! },
      data: { email: account.email, password: account.password },
    });
    expect(login.ok()).toBe(true);
    await page.setViewportSize({ width: 375, height: 800 });
    await buy(page);

    // Purchase History in Bengali at 375 px: no complaints yet.
    await context.addCookies([{ name: 'pathshala_lang', value: 'bn', url: baseURL! }]);
    await page.goto('/profile/orders');
    await expect(page.getByRole('heading', { level: 2, name: 'কেনাকাটার ইতিহাস' })).toBeVisible();
    const card = page.getByTestId('payment').first();
    await expect(card).toContainText('৳২,২০০');
    await expect(page.getByText('কোনো অভিযোগ নেই')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // The receipt, and its Bengali PDF downloaded.
    await card.getByRole('link', { name: 'রসিদ দেখুন' }).click();
    const receipt = page.locator('[data-receipt]');
    await expect(receipt).toContainText('রসিদ নম্বর');
    const number = (await receipt.textContent())!.match(/R-\d{6}/)![0];
    await shots(page, 'receipt-375-bn', receipt);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'পিডিএফ (বাংলা)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`receipt-${number}-bn.pdf`);
    const dir = await mkdtemp(join(tmpdir(), 'complaint-receipt-'));
    try {
      const file = join(dir, 'receipt.pdf');
      await download.saveAs(file);
      expect((await stat(file)).size).toBeGreaterThan(5_000);
      expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
      const text = (await run('pdftotext', ['-layout', file, '-'])).stdout;
      // The Bengali PDF writes every figure in Bengali digits, the receipt number too.
      expect(text).toContain(toBengaliDigits(number));
      expect(text).toContain('৳২,২০০');
      expect(text).toContain('বিকাশ');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const href = await page.getByRole('link', { name: 'পিডিএফ (বাংলা)' }).getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="receipt-${number}-bn.pdf"`);

    // The complaint, from the order in the history, by keyboard.
    await page.getByRole('link', { name: 'কেনাকাটার ইতিহাসে ফিরে যান' }).click();
    await expect(page.getByTestId('payment').first()).toBeVisible();
    const report = page
      .getByTestId('payment')
      .first()
      .getByRole('button', { name: `${REACT} নিয়ে সমস্যা জানান` });
    await report.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'এই কেনাকাটা নিয়ে সমস্যা জানান' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(report).toBeFocused();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'অভিযোগ পাঠান' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('আপনার অভিযোগ আবশ্যক');
    await expect(dialog.getByLabel('আপনার অভিযোগ')).toBeFocused();
    await page.keyboard.type('ভিডিও এক মিনিট পরে থেমে যায়');
    await shots(page, 'complaint-form-375-bn', dialog);
    expect(await axeFindings(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'অভিযোগ পাঠান' }).click();
    await expect(page.getByText('আপনার অভিযোগ পাঠানো হয়েছে। আমরা ৭২ ঘণ্টার মধ্যে উত্তর দেব।')).toBeVisible();
    const mine = page.getByTestId('complaint');
    await expect(mine).toHaveCount(1);
    await expect(mine.getByTestId('complaint-status')).toHaveText('উত্তরের অপেক্ষায়');
    await expect(mine.getByTestId('complaint-due')).toHaveText(
      /^আমরা [০-৯]+ .+, [০-৯]{4}, [০-৯]{2}:[০-৯]{2}-এর মধ্যে উত্তর দেব।$/,
    );
    // The due time is the server's: filed + 72 hours.
    const listed = (await (await page.request.get('/api/complaints/mine')).json()) as {
      complaints: { createdAt: string; responseDueAt: string }[];
    };
    const [filed] = listed.complaints;
    expect(Date.parse(filed!.responseDueAt) - Date.parse(filed!.createdAt)).toBe(72 * 3600 * 1000);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expect(page.getByText('আপনার অভিযোগ পাঠানো হয়েছে। আমরা ৭২ ঘণ্টার মধ্যে উত্তর দেব।')).toBeHidden({
      timeout: 15_000,
    });
    await shots(page, 'history-375-bn', mine);
    expect(await axeFindings(page)).toEqual([]);

    // The admin, in English at 1280 px, answers it.
    const adminContext = await browser.newContext({ baseURL: baseURL!, viewport: { width: 1280, height: 900 } });
    const adminLogin = await adminContext.request.post('/api/users/auth/login', {
      headers: { origin: baseURL! },
      data: ADMIN,
    });
    expect(adminLogin.ok()).toBe(true);
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin/complaints');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
    const row = adminPage.getByTestId('complaint-row').filter({ hasText: account.name });
    await expect(row).toContainText('ভিডিও এক মিনিট পরে থেমে যায়');
    await expect(row).toContainText(REACT);
    await expect(row).toContainText(/Response due \d+ \w+ \d{4}, \d{2}:\d{2}/);
    await expect(row.getByTestId('complaint-status')).toHaveText('Open');
    await shots(adminPage, 'admin-1280-en');
    expect(await axeFindings(adminPage)).toEqual([]);
    await row.getByRole('button', { name: `Answer the complaint of ${account.name}` }).click();
    const answerDialog = adminPage.getByRole('dialog', { name: 'Answer the complaint' });
    await answerDialog.getByLabel('Answer').fill('We fixed the video; please try again.');
    await answerDialog.getByRole('button', { name: 'Send answer' }).click();
    await expect(adminPage.getByText('Answer sent to the learner.')).toBeVisible();
    await adminPage.getByLabel('Show').selectOption('answered');
    await expect(
      adminPage.getByTestId('complaint-row').filter({ hasText: account.name }).getByTestId('complaint-status'),
    ).toHaveText('Answered');
    await adminContext.close();

    // The learner sees the answer.
    await page.reload();
    await expect(mine.getByTestId('complaint-status')).toHaveText('উত্তর দেওয়া হয়েছে');
    await expect(mine.getByTestId('complaint-answer')).toContainText('We fixed the video; please try again.');
    await shots(page, 'history-answered-375-bn', mine.getByTestId('complaint-answer'));

    // And in English at 1280 px.
    await context.addCookies([{ name: 'pathshala_lang', value: 'en', url: baseURL! }]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await expect(mine.getByTestId('complaint-status')).toHaveText('Answered');
    await expect(mine.getByTestId('complaint-answer')).toContainText('Our answer');
    await shots(page, 'history-answered-1280-en');
  });
});
