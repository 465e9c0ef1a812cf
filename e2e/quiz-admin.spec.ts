import AxeBuilder from '@axe-core/playwright';
import { request as newRequest } from '@playwright/test';
import { expect, test, type Page } from './support/test.ts';

const ADMIN = { email: 'admin@pathshala.test', password: 'admin-password-123' };
const LEARNER = { email: 'learner@pathshala.test', password: 'learner123' };
const HEADER = 'type,text_bn,text_en,options,correct,explanation,points,tags';
const BAD_CSV = [
  HEADER,
  'single,,Admin e2e: first good row,Yes|No,1,,1,e2e-admin',
  'essay,,Admin e2e: not a type,,,,1,e2e-admin',
  'single,,Admin e2e: key out of range,Yes|No,5,,1,e2e-admin',
].join('\n');
const GOOD_CSV = [
  HEADER,
  'single,,Admin e2e: capital of Bangladesh?,Dhaka|Chittagong,1,Dhaka is the capital,1,e2e-admin',
  'true_false,,Admin e2e: the Padma is a river,,true,,1,e2e-admin',
  'numeric,,Admin e2e: 12.5 times 2?,,25,,2,e2e-admin',
].join('\n');

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
/** Presses a control from the keyboard: focus moves to it as a Tab would, then Enter or Space. */
const press = async (page: Page, locator: ReturnType<Page['locator']>, key = 'Enter') => {
  await locator.focus();
  await page.keyboard.press(key);
};

test('in English at 1280 px: import a CSV with a bad row, build a quiz by keyboard, read its results', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const learner = await newRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  expect((await learner.post('/api/users/auth/login', { data: LEARNER })).ok()).toBe(true);
  const mine = (await (await learner.get('/api/courses/enrolled/my-courses')).json()) as {
    courses: { _id: string }[];
  };
  const courseId = mine.courses[0]!._id;
  expect((await page.request.post('/api/users/auth/login', { data: ADMIN })).ok()).toBe(true);

  // The bank: a file with bad rows imports nothing and lists each; a good one imports every row.
  await page.goto(`/admin/question-bank/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Question bank' })).toBeVisible();
  const file = page.getByLabel('CSV file of questions');
  await file.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(BAD_CSV) });
  const report = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
  await expect(report).toContainText('Nothing was imported: 2 rows have problems');
  await expect(report).toContainText('Row 3: type must be one of single, multiple, true_false, numeric, short_text');
  await expect(report).toContainText('Row 4: A correct option must be one of the options');
  // not even the good row went in
  await expect(page.getByText('Admin e2e: first good row')).toHaveCount(0);
  await file.setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(GOOD_CSV) });
  await expect(page.getByText('3 questions imported')).toBeVisible();
  await page.getByLabel('Search questions').fill('Admin e2e');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(4);
  expect(await seriousViolations(page)).toEqual([]);

  // The wizard, by keyboard only: a quiz of two fixed questions, the second moved first.
  await page.goto(`/admin/update-course/${courseId}`);
  await press(
    page,
    page.getByRole('navigation', { name: 'Wizard steps' }).getByRole('button', { name: /Course Content/ }),
  );
  await press(page, page.getByRole('button', { name: 'Add quiz' }).first());
  const dialog = page.getByRole('dialog', { name: 'Add a quiz' });
  await dialog.getByLabel(/^Quiz title/).focus();
  await page.keyboard.type('Admin e2e quiz');
  await press(page, dialog.getByLabel('A fixed list, in this order'), 'Space');
  const pick = dialog.getByLabel('Question to add');
  for (const text of ['Admin e2e: capital of Bangladesh?', 'Admin e2e: 12.5 times 2?']) {
    await pick.focus();
    const value = await pick.locator('option', { hasText: text }).getAttribute('value');
    while ((await pick.inputValue()) !== value) await page.keyboard.press('ArrowDown');
    await press(page, dialog.getByRole('button', { name: 'Add to the quiz' }));
  }
  await press(page, dialog.getByRole('button', { name: 'Move up: Admin e2e: 12.5 times 2?' }));
  await expect(dialog.getByRole('button', { name: 'Move down: Admin e2e: 12.5 times 2?' })).toBeFocused();
  await expect(dialog.getByRole('listitem').first()).toContainText('Admin e2e: 12.5 times 2?');
  await dialog.getByLabel(/^Time limit/).focus();
  await page.keyboard.type('15');
  await dialog.getByLabel(/^Attempts allowed/).focus();
  await page.keyboard.type('2');
  await press(page, dialog.getByRole('button', { name: 'Add quiz' }));
  await expect(page.getByText('Quiz created')).toBeVisible();
  const card = page.getByRole('article', { name: /Admin e2e quiz \(quiz\)/ });
  await expect(card).toContainText('2 questions · 15 minutes · 2 attempts · Pass at 40%');
  // saving the course keeps the quiz lesson where the wizard has it
  await press(
    page,
    page.getByRole('navigation', { name: 'Wizard steps' }).getByRole('button', { name: /Course Preview/ }),
  );
  await press(page, page.getByRole('button', { name: 'Update Course' }));
  await expect(page).toHaveURL(/\/admin\/courses$/);

  // A learner takes it: one right answer of two.
  const quizzes = (await (await page.request.get(`/api/admin/courses/${courseId}/quizzes`)).json()) as {
    quizzes: { _id: string; title: string }[];
  };
  const quiz = quizzes.quizzes.find((q) => q.title === 'Admin e2e quiz')!;
  const started = await learner.post(`/api/quizzes/${quiz._id}/attempts?lang=en`);
  expect(started.status()).toBe(201);
  const { attempt } = (await started.json()) as {
    attempt: { _id: string; questions: { _id: string; text: string; options: { _id: string; text: string }[] }[] };
  };
  for (const [seq, q] of attempt.questions.entries()) {
    const answer = q.options.length ? [q.options.find((o) => o.text === 'Dhaka')!._id] : '24';
    const saved = await learner.put(`/api/attempts/${attempt._id}/answers/${q._id}`, {
      data: { answer, seq: seq + 1 },
    });
    expect(saved.ok()).toBe(true);
  }
  expect((await learner.post(`/api/attempts/${attempt._id}/submit`)).ok()).toBe(true);
  await learner.dispose();

  // The results: the attempt, the distribution, each question's share of right answers.
  await page.goto(`/admin/update-course/${courseId}`);
  await press(
    page,
    page.getByRole('navigation', { name: 'Wizard steps' }).getByRole('button', { name: /Course Content/ }),
  );
  await press(page, page.getByRole('link', { name: 'Results: Admin e2e quiz' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Results: Admin e2e quiz' })).toBeVisible();
  const attempts = page.getByRole('region', { name: 'Attempts' });
  await expect(attempts).toContainText('Demo Learner');
  await expect(attempts).toContainText('1.00 / 3.00 (33.3%)');
  await expect(attempts).toContainText('Not passed');
  const shares = page.getByRole('region', { name: 'Right answers by question' });
  await expect(shares.getByRole('row').nth(1)).toContainText('Admin e2e: 12.5 times 2?');
  await expect(shares.getByRole('row').nth(1)).toContainText('0.0%Check the key');
  await expect(
    page.getByRole('region', { name: 'Score distribution' }).getByRole('row', { name: '30–40% 1' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
