import { expect, type Page, test } from './support/test.ts';

// Issue 36 item 12: what a word processor puts on the clipboard keeps what the editor can show — sizes (as px),
// centring, a highlight and a simple table — through the server's sanitiser onto the public page.
const ADMIN = { email: 'admin@pathshala.test', password: 'admin-password-123' };
const WORD =
  "<html><body><!--StartFragment--><p class=MsoNormal align=center style='text-align:center'>" +
  "<span style='font-size:14.0pt;mso-bidi-font-size:11.0pt;background:yellow;mso-highlight:yellow'>Fees for 2027</span></p>" +
  "<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;border:none'>" +
  "<tr><td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt'><p class=MsoNormal><b>Course</b></p></td>" +
  "<td width=301 valign=top style='border:solid windowtext 1.0pt'><p class=MsoNormal><b>Fee</b></p></td></tr>" +
  "<tr><td><p class=MsoNormal>পাইথন</p></td><td><p class=MsoNormal align=right style='text-align:right'>৳১,২০০</p></td></tr>" +
  '</table><!--EndFragment--></body></html>';

async function paste(page: Page, target: ReturnType<Page['getByRole']>, html: string) {
  await target.click();
  await target.evaluate((element, data) => {
    const clipboard = new DataTransfer();
    clipboard.setData('text/html', data);
    clipboard.setData('text/plain', 'Fees for 2027 Course Fee পাইথন ৳১,২০০');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
  }, html);
}

test('a paste from a word processor keeps its size, centring, highlight and table, on the public FAQ too', async ({
  page,
}) => {
  expect((await page.request.post('/api/users/auth/login', { data: ADMIN })).ok()).toBe(true);
  const question = `Pasted fees ${Date.now()}`;
  await page.goto('/admin/faq');
  await page.getByRole('button', { name: 'Add New FAQ' }).click();
  await page.getByLabel('Question').last().fill(question);
  const answer = page.getByRole('textbox', { name: 'Answer' }).last();
  await paste(page, answer, WORD);

  // the editor shows it
  await expect(answer.locator('table tr')).toHaveCount(2);
  await expect(answer.locator('p').first()).toHaveCSS('text-align', 'center');
  await expect(answer.locator('span').first()).toHaveCSS('background-color', 'rgb(255, 255, 0)');
  await expect(answer.locator('span').first()).toHaveCSS('font-size', '19px');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('FAQ updated successfully!')).toBeVisible();

  // the reader sees it, sanitised by the server
  await page.goto('/faq');
  await page.getByRole('button', { name: question }).click();
  const shown = page.locator('.rich-text').filter({ hasText: 'Fees for 2027' });
  await expect(shown.getByRole('cell', { name: 'পাইথন' })).toBeVisible();
  await expect(shown.getByRole('cell', { name: '৳১,২০০' }).locator('p')).toHaveCSS('text-align', 'right');
  await expect(shown.locator('p').first()).toHaveCSS('text-align', 'center');
  await expect(shown.locator('span').first()).toHaveCSS('background-color', 'rgb(255, 255, 0)');
  await expect(shown.getByRole('cell', { name: 'Course' })).toHaveCSS('border-top-style', 'solid');
  const html = await shown.innerHTML();
  expect(html).not.toMatch(/Mso|mso-|width=|border=|<!--/);

  // at 375 px a table scrolls in its own box, the page keeps its width; in the dark theme highlighted words stay dark
  await page.setViewportSize({ width: 375, height: 800 });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expect(shown.locator('span').first()).toHaveCSS('color', 'rgb(15, 23, 42)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // put the FAQ back
  await page.goto('/admin/faq');
  await page
    .getByRole('button', { name: /^Remove FAQ \d+$/ })
    .last()
    .click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('FAQ updated successfully!')).toBeVisible();
  await page.goto('/faq');
  await expect(page.getByRole('button', { name: question })).toHaveCount(0);
});
