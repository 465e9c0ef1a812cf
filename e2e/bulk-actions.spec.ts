import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './support/test.ts';

// Issue 13: an operator selects several courses in Course Management and hides them at once; the public catalogue
// stops showing them. The test unhides them again, so the other browser tests still see the seeded catalogue.
const ADMIN = { email: 'admin@pathshala.test', password: 'admin-password-123' };
const COURSES = ['Spoken English for Everyday Confidence', 'Modern React with Hooks'];
const KEPT = 'Python Programming for Absolute Beginners';

/** Serious axe findings on the page, or only in `within` (the page's own content, without the shell). */
const seriousViolations = async (page: Page, within?: string) => {
  const axe = new AxeBuilder({ page }).exclude('[data-sonner-toaster]');
  return (await (within ? axe.include(within) : axe).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
};

/** The names on the public catalogue's first page of every course. */
async function catalogueNames(page: Page) {
  await page.goto('/courses?limit=48');
  await expect(page.getByTestId('course-card').filter({ hasText: KEPT })).toBeVisible();
  return page.getByTestId('course-card').allInnerTexts();
}

async function bulk(page: Page, action: 'Hide' | 'Unhide', done: string) {
  await page.goto('/admin/courses');
  const table = page.getByRole('table');
  for (const name of COURSES) await table.getByRole('checkbox', { name: `Select ${name}` }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions on courses' });
  await expect(bar.getByText('2 selected')).toBeVisible();
  await bar.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: `${action} 2 courses?` });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(page.getByText(done)).toBeVisible();
  await expect(bar.getByText('Select rows to act on several at once.')).toBeVisible();
}

test('selecting 2 courses and hiding them takes them off the catalogue; unhiding brings them back', async ({
  page,
}) => {
  test.setTimeout(60_000);
  expect((await page.request.post('/api/users/auth/login', { data: ADMIN })).ok()).toBe(true);
  const before = (await catalogueNames(page)).join('\n');
  for (const name of COURSES) expect(before).toContain(name);

  await bulk(page, 'Hide', '2 courses hidden.');
  for (const name of COURSES)
    await expect(page.getByRole('row').filter({ hasText: name }).getByText('Hidden')).toBeVisible();
  const hidden = (await catalogueNames(page)).join('\n');
  for (const name of COURSES) expect(hidden).not.toContain(name);

  await bulk(page, 'Unhide', '2 courses unhidden.');
  const back = (await catalogueNames(page)).join('\n');
  for (const name of COURSES) expect(back).toContain(name);
});

test('at 375 px the cards are selected and the bar selects the whole page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  expect((await page.request.post('/api/users/auth/login', { data: ADMIN })).ok()).toBe(true);
  await page.goto('/admin/users');
  const cards = page.getByRole('list', { name: 'Users' });
  await expect(cards).toBeVisible();
  const bar = page.getByRole('region', { name: 'Bulk actions on users' });
  await bar.getByText('Select all on this page').click();
  const count = await cards.getByRole('listitem').count();
  await expect(bar.getByText(`${count} selected`)).toBeVisible();
  await bar.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByRole('alertdialog', { name: `Delete ${count} ${count === 1 ? 'user' : 'users'}?` }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await seriousViolations(page, '#admin-main')).toEqual([]);
});
