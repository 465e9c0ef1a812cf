import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './support/test.ts';

const ADMIN = { email: 'admin@pathshala.test', password: 'admin-password-123' };
const LEARNER = { email: 'learner@pathshala.test', password: 'learner123' };

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );

test.describe('admin area', () => {
  test('a visitor is asked to sign in, and the admin then gets the dashboard and the sidebar', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the admin area' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(ADMIN.email);
    await dialog.getByLabel('Password').fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    for (const group of ['Overview', 'Data', 'Controllers', 'Analytics'])
      await expect(nav.getByText(group, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent Transactions' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await nav.getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await page.getByPlaceholder('Search by email or name...').fill('learner@pathshala.test');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2); // header and the demo learner
    await expect(page.getByRole('table').getByText('Demo Learner')).toBeVisible();

    await nav.getByRole('link', { name: 'Live Courses' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Course Management' })).toBeVisible();
    await expect(page.getByTestId('stat-card').filter({ hasText: 'Total Courses' })).toContainText('10');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a learner is told the area is for administrators, and the server refuses its data', async ({ page }) => {
    expect((await page.request.post('/api/users/auth/login', { data: LEARNER })).ok()).toBe(true);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Administrators only' })).toBeVisible();
    expect((await page.request.get('/api/users/admin/users')).status()).toBe(403);
  });

  test('an edit in the hero editor shows on the home page', async ({ page }) => {
    expect((await page.request.post('/api/users/auth/login', { data: ADMIN })).ok()).toBe(true);
    await page.goto('/admin/hero');
    const badge = page.getByLabel('Badge Text');
    const original = await badge.inputValue();
    await badge.fill('Admin-edited badge');
    await expect(page.getByText('Unsaved Changes')).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Hero updated successfully!')).toBeVisible();

    await page.goto('/');
    await expect(page.getByTestId('hero-text').getByText('Admin-edited badge')).toBeVisible();

    // put the seeded text back for the other browser tests
    await page.goto('/admin/hero');
    await page.getByLabel('Badge Text').fill(original);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Hero updated successfully!')).toBeVisible();
  });

  test("a learner's question reaches the admin's bell live, and Mark all read clears it", async ({ page, browser }) => {
    expect((await page.request.post('/api/users/auth/login', { data: ADMIN })).ok()).toBe(true);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // start from no unread notification
    await page.request.put('/api/notifications/admin/mark-all-read', {
      headers: { origin: new URL(page.url()).origin },
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    const learner = await browser.newContext();
    const api = learner.request;
    expect((await api.post('/api/users/auth/login', { data: LEARNER })).ok()).toBe(true);
    const course = (await (await api.get('/api/courses/enrolled/my-courses')).json()).courses[0];
    const lesson = (await (await api.get(`/api/courses/enrolled/content/${course._id}`)).json()).content[0];
    const asked = await api.put('/api/courses/enrolled/question', {
      data: { question: 'Is there a certificate at the end?', courseId: course._id, contentId: lesson._id },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(asked.ok()).toBe(true);
    await learner.close();

    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page.getByText('Is there a certificate at the end?')).toBeVisible();
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByText('No new notifications')).toBeVisible();
  });

  test('with WebSocket refused, the socket falls back to polling and the bell still updates live', async ({
    page,
    browser,
  }) => {
    // Some proxies, carriers and office networks refuse the WebSocket upgrade. Here every socket.io WebSocket is
    // pointed at a closed port, so the browser's handshake fails as it does there (an error, then a close, never open).
    await page.addInitScript(() => {
      const NativeWebSocket = window.WebSocket;
      window.WebSocket = class extends NativeWebSocket {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(String(url).includes('/socket.io/') ? 'ws://127.0.0.1:9/socket.io/' : url, protocols);
        }
      };
    });
    const polled = page.waitForResponse(
      (response) => /\/socket\.io\/.*transport=polling.*sid=/.test(response.url()) && response.ok(),
    );
    expect((await page.request.post('/api/users/auth/login', { data: ADMIN })).ok()).toBe(true);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.request.put('/api/notifications/admin/mark-all-read', {
      headers: { origin: new URL(page.url()).origin },
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await polled; // the socket is up over long-polling

    const learner = await browser.newContext();
    const api = learner.request;
    expect((await api.post('/api/users/auth/login', { data: LEARNER })).ok()).toBe(true);
    const course = (await (await api.get('/api/courses/enrolled/my-courses')).json()).courses[0];
    const lesson = (await (await api.get(`/api/courses/enrolled/content/${course._id}`)).json()).content[0];
    const asked = await api.put('/api/courses/enrolled/question', {
      data: { question: 'Does this reach me without WebSocket?', courseId: course._id, contentId: lesson._id },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(asked.ok()).toBe(true);
    await learner.close();

    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await expect(page.getByText('Does this reach me without WebSocket?')).toBeVisible();
  });

  test('at 375 px the sidebar is a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    expect((await page.request.post('/api/users/auth/login', { data: ADMIN })).ok()).toBe(true);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeHidden();
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Sales' }).click();
    await drawer.getByRole('link', { name: 'Invoices' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders and Invoices' })).toBeVisible();
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
  });

  test('at 375 px each coupon is a card whose usage, validity, status and actions are on the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    expect((await page.request.post('/api/users/auth/login', { data: ADMIN })).ok()).toBe(true);
    const code = `PHONE${Date.now().toString().slice(-6)}`;
    const created = await page.request.post('/api/coupons/admin/create', {
      data: { code, discountType: 'percent', discountValue: 15, usageLimit: 50 },
    });
    expect(created.ok()).toBe(true);
    await page.goto('/admin/coupons');
    await page.getByLabel('Search').fill(code);
    const card = page.getByRole('list', { name: 'Coupons' }).getByRole('listitem').filter({ hasText: code });
    await expect(card).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    for (const text of ['0 / 50', 'Always', 'Active']) await expect(card.getByText(text)).toBeInViewport();
    await expect(card.getByRole('button', { name: `Delete ${code}` })).toBeInViewport();
    await expect(page.getByRole('table')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    await card.getByRole('button', { name: `Delete ${code}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Coupon deleted successfully')).toBeVisible();
  });
});
