import { expect, type Page, test } from './support/test.ts';

// The admin rich-text editor against the real server and the public page: what the toolbar writes is what the
// sanitiser keeps and what /faq shows, with the chosen font downloaded only there. Done at 375 px, the narrowest
// screen the site supports. The test removes the FAQ item it adds, so other browser tests see the seeded FAQ.
const ADMIN = { email: 'admin@pathshala.test', password: 'admin-password-123' };
const BENGALI = 'রঙিন উত্তর';

async function signInAsAdmin(page: Page) {
  expect((await page.request.post('/api/users/auth/login', { data: ADMIN })).ok()).toBe(true);
}

test.describe('rich-text editor', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('an FAQ answer styled with a Bengali font, a size, a colour and a gradient shows so on /faq', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const question = `Styled answer ${Date.now()}`;
    await page.goto('/admin/faq');
    await page.getByRole('button', { name: 'Add New FAQ' }).click();
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /^FAQ \d+$/ }) })
      .last();
    await item.getByLabel('Question').fill(question);
    const answer = item.getByRole('textbox', { name: 'Answer' });
    await answer.click();
    await page.keyboard.type(BENGALI);
    await expect(answer).toHaveText(BENGALI);

    const toolbar = item.getByRole('toolbar', { name: 'Text formatting' });
    // The editor takes the click's caret from the browser a moment after the click: a Ctrl+A pressed within the same
    // millisecond (a person is slower) can be undone by it, and a style then goes to an empty selection. So Ctrl+A is
    // pressed until the whole text is selected.
    const selectAll = async () => {
      await answer.click();
      await expect(async () => {
        await page.keyboard.press('ControlOrMeta+a');
        expect(await page.evaluate(() => document.getSelection()?.toString())).toBe(BENGALI);
      }).toPass({ timeout: 7000 });
    };
    await selectAll();
    await toolbar.getByRole('combobox', { name: 'Font', exact: true }).selectOption({ label: 'Tiro Bangla' });
    await selectAll();
    await toolbar.getByRole('combobox', { name: 'Font size' }).selectOption({ label: 'Custom…' });
    await toolbar.getByLabel('Custom size in px (8–200)').fill('201');
    await toolbar.getByLabel('Custom size in px (8–200)').press('Enter');
    await expect(toolbar.getByRole('alert')).toHaveText('Enter a whole number of pixels from 8 to 200.');
    await toolbar.getByLabel('Custom size in px (8–200)').fill('40');
    await selectAll();
    await toolbar.getByRole('button', { name: 'Apply' }).click();
    await selectAll();
    await toolbar.getByRole('button', { name: 'Text colour' }).click();
    await page.getByRole('button', { name: '#10B981' }).click();
    await expect(answer.getByText(BENGALI, { exact: true })).toHaveCSS('color', 'rgb(16, 185, 129)');
    await selectAll();
    await toolbar.getByRole('button', { name: 'Gradient text' }).click();
    const panel = page.getByRole('dialog', { name: 'Gradient text' });
    await expect(panel.getByLabel('Angle in degrees (0–360)')).toHaveValue('90');
    await expect(panel.getByRole('textbox', { name: /^Stop \d$/ })).toHaveCount(2);
    await panel.getByLabel('Angle in degrees (0–360)').fill('45');
    await panel.getByRole('textbox', { name: 'Stop 1', exact: true }).fill('#FF0000');
    await panel.getByRole('button', { name: 'Add stop' }).click();
    await panel.getByRole('textbox', { name: 'Stop 3', exact: true }).fill('#0000FF');
    await expect(panel.getByTestId('gradient-preview')).toHaveCSS(
      'background-image',
      'linear-gradient(45deg, rgb(255, 0, 0), rgb(236, 72, 153), rgb(0, 0, 255))',
    );
    await panel.getByRole('button', { name: 'Apply' }).click();

    // Nothing in the admin area is wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('FAQ updated successfully!')).toBeVisible();

    const fonts: string[] = [];
    page.on('request', (request) => {
      if (/\.woff2(\?|$)/.test(request.url())) fonts.push(request.url());
    });
    await page.goto('/faq');
    await page.getByRole('button', { name: question }).click();
    const styled = page.getByText(BENGALI, { exact: true });
    await expect(styled).toBeVisible();
    await expect(styled).toHaveCSS('font-family', '"Tiro Bangla", serif');
    await expect(styled).toHaveCSS('font-size', '40px');
    await expect(styled).toHaveCSS('color', 'rgb(16, 185, 129)');
    await expect(styled).toHaveCSS(
      'background-image',
      'linear-gradient(45deg, rgb(255, 0, 0), rgb(236, 72, 153), rgb(0, 0, 255))',
    );
    await expect(styled).toHaveCSS('-webkit-text-fill-color', 'rgba(0, 0, 0, 0)');
    // The chosen font is downloaded for this text, and no other editor font is.
    await expect.poll(() => page.evaluate(() => document.fonts.check('40px "Tiro Bangla"', 'রঙিন'))).toBe(true);
    expect(fonts.some((url) => url.includes('tiro-bangla'))).toBe(true);
    expect(fonts.filter((url) => /baloo|noto-serif|poppins|merriweather|roboto|jetbrains/.test(url))).toEqual([]);

    // Put the FAQ back as it was.
    await page.goto('/admin/faq');
    const added = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /^FAQ \d+$/ }) })
      .last();
    await expect(added.getByLabel('Question')).toHaveValue(question);
    const heading = await added.getByRole('heading').textContent();
    await page.getByRole('button', { name: `Remove ${heading}` }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('FAQ updated successfully!')).toBeVisible();
  });
});
