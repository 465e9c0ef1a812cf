import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, payments } from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { schedulerDeps } from './orders-deps.ts';
import { reverifyDuePayments } from './payment-reverify.ts';

/**
 * Issue 35, the 10-day rule: a payment still pending on its eighth day is raised to the admins once and leads the
 * pending payments list; past ten days without an outcome it is overdue on the dashboard.
 */
let t: TestApp;
let adminCookie: string;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp({ env: { PAYMENT_REVERIFY_SECONDS: '0' } });
  adminCookie = (await signedInUser(t.app, { role: 'admin' })).cookie;
});
afterAll(async () => t?.close());

async function pendingPayment(daysAgo: number, name: string) {
  const learner = await signedInUser(t.app, { name });
  const [row] = await t.app.db
    .insert(payments)
    .values({
      userId: learner.user.id,
      amountPoisha: 120_000,
      items: [
        {
          courseId: crypto.randomUUID(),
          courseName: `Course of ${name}`,
          originalPoisha: 120_000,
          discountPoisha: 0,
          finalPoisha: 120_000,
          couponId: null,
          couponCode: null,
        },
      ],
      invoiceId: `INV-${name}`,
      gatewayMode: 'sandbox',
      unfinishedAlertedAt: new Date(),
      expiresAt: new Date(Date.now() + 30 * DAY),
      createdAt: new Date(Date.now() - daysAgo * DAY),
    })
    .returning();
  return row!;
}

const dayEightNotices = async () =>
  t.app.db.select().from(notifications).where(eq(notifications.title, 'Payment Pending 8 Days'));

describe('the ten days', () => {
  it('raises a payment pending on day 8 once, lists it first, and shows one past 10 days as overdue', async () => {
    const fresh = await pendingPayment(1, 'Fresh');
    const day8 = await pendingPayment(7.5, 'Eighth');
    const late = await pendingPayment(11, 'Late');

    const first = await reverifyDuePayments(schedulerDeps(t.app));
    expect(first.ran).toBe(true);
    const notices = await dayEightNotices();
    expect(notices).toHaveLength(2);
    expect(notices.map((n) => n.message).join(' ')).toContain('<b>Eighth</b>');
    expect(notices.map((n) => n.message).join(' ')).toContain('<b>Late</b>');
    expect(notices[0]!.message).toContain('The law wants an outcome within 10 days');
    // Once per payment, whatever the number of runs.
    await reverifyDuePayments(schedulerDeps(t.app));
    expect(await dayEightNotices()).toHaveLength(2);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/orders/admin/pending-payments?page=1&limit=10',
      headers: { cookie: adminCookie },
    });
    expect(list.statusCode).toBe(200);
    const listed = list.json().payments as { paymentId: string; tenDays: string | null; daysOpen: number }[];
    expect(listed.map((p) => p.paymentId)).toEqual([late.id, day8.id, fresh.id]);
    expect(listed.map((p) => p.tenDays)).toEqual(['overdue', 'day8', null]);
    expect(listed.map((p) => p.daysOpen)).toEqual([11, 7, 1]);

    const overdue = await t.app.inject({
      method: 'GET',
      url: '/api/orders/admin/overdue-payments',
      headers: { cookie: adminCookie },
    });
    expect(overdue.statusCode).toBe(200);
    expect(overdue.json()).toMatchObject({ total: 1, payments: [{ paymentId: late.id, tenDays: 'overdue' }] });
    const learner = await signedInUser(t.app);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/orders/admin/overdue-payments',
      headers: { cookie: learner.cookie },
    });
    expect(refused.statusCode).toBe(403);
  });
});
