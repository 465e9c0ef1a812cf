import { mkdir, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test.ts';
import { png } from './support/png.ts';

// Issue 33: an admin edits the certificate template, watches the preview follow the draft in either language, saves,
// and a certificate drawn afterwards prints it. Screenshots of the screen at 375 and 1280 px go to SHOTS.
const ADMIN = { email: 'admin@pathshala.test', password: 'admin-password-123' };
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/certificate-template';

async function signInAdmin(page: Page, baseURL: string, lang: 'bn' | 'en') {
  await page.context().addCookies([{ name: 'pathshala_lang', value: lang, url: baseURL }]);
  const login = await page.request.post('/api/users/auth/login', { headers: { origin: baseURL }, data: ADMIN });
  expect(login.ok()).toBe(true);
}

/** The next preview drawn in `lang` (of a draft whose English signer is `signer`, when given). */
const previewDrawn = (page: Page, lang: 'bn' | 'en', signer?: string) =>
  page.waitForResponse(
    (res) =>
      res.url().endsWith('/api/admin/certificates/template/preview') &&
      res.status() === 200 &&
      res.headers()['content-type'] === 'application/pdf' &&
      (res.request().postDataJSON() as { lang: string }).lang === lang &&
      (signer === undefined ||
        (res.request().postDataJSON() as { signerName: { en: string } }).signerName.en === signer),
  );

test('an admin edits the template with a live preview, by keyboard, at 1280 px in English', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await mkdir(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAdmin(page, baseURL!, 'en');
  const first = previewDrawn(page, 'bn');
  await page.goto('/admin/certificate-template');
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate Template' })).toBeVisible();
  await first;
  await expect(page.getByTitle('Sample certificate in বাংলা')).toBeVisible();

  // By keyboard: the English signer's name, typed; the preview follows once typing rests.
  await page.getByLabel('Bengali: Signer’s name').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('English: Signer’s name')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  const typed = previewDrawn(page, 'bn', 'Dr. Farhana Islam');
  await page.keyboard.type('Dr. Farhana Islam');
  await typed;
  await page.getByLabel('Bengali: Signer’s name').fill('ড. ফারহানা ইসলাম');
  const english = previewDrawn(page, 'en', 'Dr. Farhana Islam');
  await page.getByRole('button', { name: 'English', exact: true }).press('Enter');
  await english;
  await expect(page.getByTitle('Sample certificate in English')).toBeVisible();
  await page
    .getByLabel('Signature')
    .setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: png(300, 90) });
  await expect(page.getByAltText('Signature preview')).toBeVisible();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${SHOTS}/template-1280-en.png`, fullPage: true });

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Certificate template saved')).toBeVisible();
  const saved = await page.request.get('/api/admin/certificates/template');
  expect((await saved.json()).template.signerName).toEqual({ en: 'Dr. Farhana Islam', bn: 'ড. ফারহানা ইসলাম' });

  // The preview PDFs themselves, for a look (pdftoppm).
  for (const lang of ['bn', 'en'] as const) {
    const res = await page.request.post('/api/admin/certificates/template/preview', {
      headers: { origin: baseURL! },
      data: { ...(await saved.json()).template, lang },
    });
    expect(res.headers()['content-type']).toBe('application/pdf');
    await writeFile(`${SHOTS}/preview-${lang}.pdf`, await res.body());
  }
});

test('the template screen at 375 px in Bengali', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await mkdir(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAdmin(page, baseURL!, 'bn');
  const first = previewDrawn(page, 'bn');
  await page.goto('/admin/certificate-template');
  await expect(page.getByRole('heading', { level: 1, name: 'সনদের টেমপ্লেট' })).toBeVisible();
  await first;
  // nothing wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The preview also opens on its own, for browsers without an inline PDF viewer (Chrome on Android).
  await expect(page.getByRole('link', { name: 'প্রিভিউটি PDF হিসেবে খুলুন' })).toHaveAttribute('href', /^blob:/);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${SHOTS}/template-375-bn.png`, fullPage: true });
});
