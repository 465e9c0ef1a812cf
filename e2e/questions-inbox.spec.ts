import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './support/test.ts';

const ADMIN = { email: 'admin@pathshala.test', password: 'admin-password-123' };
const LEARNER = { email: 'learner@pathshala.test', password: 'learner123' };

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );

test.describe('admin questions inbox', () => {
  test("a learner's question opens from the bell in the inbox, the admin answers inline, and the learner sees it", async ({
    page,
    browser,
  }) => {
    expect((await page.request.post('/api/users/auth/login', { data: ADMIN })).ok()).toBe(true);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.request.put('/api/notifications/admin/mark-all-read', {
      headers: { origin: new URL(page.url()).origin },
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    const before = (await (await page.request.get('/api/questions/admin/unanswered-count')).json()).count as number;

    const learner = await browser.newContext();
    const api = learner.request;
    expect((await api.post('/api/users/auth/login', { data: LEARNER })).ok()).toBe(true);
    const course = (await (await api.get('/api/courses/enrolled/my-courses')).json()).courses[0];
    const lesson = (await (await api.get(`/api/courses/enrolled/content/${course._id}`)).json()).content[0];
    const text = `Inbox question ${Date.now()}`;
    const asked = await api.put('/api/courses/enrolled/question', {
      data: { question: text, courseId: course._id, contentId: lesson._id },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(asked.ok()).toBe(true);

    // The sidebar's badge counts the new question, live, on its folded subgroup while that is closed.
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    const expected = before + 1;
    await expect(nav.getByRole('button', { name: `Learner Activity ${expected} unanswered` })).toBeVisible();

    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await page.getByRole('link', { name: 'New Question Received: Open the questions inbox' }).click();
    await expect(page).toHaveURL(/\/admin\/questions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Status' }).selectOption('unanswered');
    const item = page.getByTestId('inbox-question').filter({ hasText: text });
    await expect(item).toBeVisible();
    await expect(item.getByText('Unanswered')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await item.getByRole('textbox', { name: 'Your answer' }).fill('Yes, a certificate comes with the last lesson.');
    await item.getByRole('button', { name: 'Post Answer' }).click();
    await expect(page.getByText('Answer posted. The learner sees it on the lesson.')).toBeVisible();
    // Answered now: it leaves the Unanswered view and the badge goes down.
    await expect(item).toHaveCount(0);
    if (before === 0) await expect(nav.getByRole('link', { name: 'Questions', exact: true })).toBeVisible();
    else await expect(nav.getByRole('link', { name: `Questions ${before} unanswered` })).toBeVisible();

    const content = await (await api.get(`/api/courses/enrolled/content/${course._id}`)).json();
    const thread = content.content[0].questions.find((q: { question: string }) => q.question === text);
    expect(thread.questionReplies.map((r: { answer: string }) => r.answer)).toEqual([
      'Yes, a certificate comes with the last lesson.',
    ]);
    await learner.close();
  });

  test('at 375 px the inbox fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    expect((await page.request.post('/api/users/auth/login', { data: ADMIN })).ok()).toBe(true);
    await page.goto('/admin/questions');
    await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Course' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
  });
});
