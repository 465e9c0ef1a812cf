import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, type TestSocket } from '#test-support/socket-io-client.ts';
import { startFakeUddoktaPay, type FakeUddoktaPay } from '#test-support/uddoktapay.ts';
import { notifications } from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { orderCount, orderRequests, owns, paymentRow } from '../../test/orders.ts';
import { schedulerDeps } from './orders-deps.ts';
import { reverifyDuePayments } from './payment-reverify.ts';

/**
 * Issue 32 item 9: a lost return plus a lost webhook must not lose the order. The gateway has the money and calls
 * the payment COMPLETED, but no invoice id ever reached us: the learner finishes it from the purchase history with
 * the invoice id on the gateway's receipt (verified with verify-payment, nothing trusted from the browser), and the
 * admins are told about a payment an hour without an invoice id, once.
 */
let t: TestApp;
let fake: FakeUddoktaPay;
let adminSocket: TestSocket;

beforeAll(async () => {
  fake = await startFakeUddoktaPay();
  t = await buildTestApp({
    env: {
      UDDOKTAPAY_BASE_URL: fake.url,
      UDDOKTAPAY_API_KEY: fake.apiKey,
      UDDOKTAPAY_TIMEOUT_MS: '5000',
      PAYMENT_REVERIFY_SECONDS: '0',
    },
  });
  const admin = await signedInUser(t.app, { role: 'admin' });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  adminSocket = await connectSocket(base, { cookie: admin.cookie, origin: 'http://localhost:3000' });
});
afterAll(async () => {
  adminSocket.close();
  await t.close();
  await fake.close();
});

const { inject, startCheckout } = orderRequests({ app: () => t.app, fake: () => fake });
const finish = (cookie: string, paymentId: string, invoiceId: string) =>
  inject('POST', '/orders/process-order', { paymentId, invoice_id: invoiceId }, cookie);
const HOUR = 60 * 60 * 1000;

describe('a payment whose return and webhook were both lost', () => {
  it('is finished by the learner with the invoice id from the receipt, verified with the gateway', async () => {
    const c = await startCheckout({ learnerName: 'Karim', courseName: 'Biology' });
    // Paid at the gateway; the app never heard of it (no return, no webhook).
    const invoiceId = fake.settle(c.charge, 'COMPLETED');
    expect(await paymentRow(t.app, c.paymentId)).toMatchObject({ status: 'pending', invoiceId: null });
    const history = await inject('GET', '/orders/my-orders', undefined, c.learner.cookie);
    expect(history.json()).toMatchObject({ payments: [{ _id: c.paymentId, status: 'pending', invoiceId: null }] });

    // A made-up id, or another payment's, changes nothing.
    const forged = await finish(c.learner.cookie, c.paymentId, 'NO-SUCH-INVOICE');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'payment_not_verified' });
    const other = await startCheckout({ learner: c.learner, courseName: 'Zoology' });
    const otherInvoice = fake.settle(other.charge, 'PENDING');
    const wrong = await finish(c.learner.cookie, c.paymentId, otherInvoice);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'payment_not_verified',
      message: 'This invoice id is for another payment. Please check the invoice id on your receipt.',
    });
    // Someone else's learner cannot finish it with the right id either.
    const stranger = await signedInUser(t.app);
    expect((await finish(stranger.cookie, c.paymentId, invoiceId)).statusCode).toBe(400);
    expect(await orderCount(t.app, c.paymentId)).toBe(0);
    expect(await paymentRow(t.app, c.paymentId)).toMatchObject({ status: 'pending', invoiceId: null });

    const res = await finish(c.learner.cookie, c.paymentId, ` ${invoiceId} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'paid',
      message: 'Payment successful! You are now enrolled.',
      payment: { paymentId: c.paymentId, invoiceId },
    });
    expect(await orderCount(t.app, c.paymentId)).toBe(1);
    expect(await owns(t.app, c.learner.user.id, c.courseId)).toBe(true);
    expect(
      fake.requests.some(
        (r) => r.path === '/api/verify-payment' && (r.body as { invoice_id: string }).invoice_id === invoiceId,
      ),
    ).toBe(true);
  });

  it('is finished even once the unfinished charge has expired', async () => {
    const c = await startCheckout({ learnerName: 'Lata', courseName: 'Botany' });
    const invoiceId = fake.settle(c.charge, 'COMPLETED');
    await reverifyDuePayments(schedulerDeps(t.app), new Date(Date.now() + 25 * HOUR));
    expect((await paymentRow(t.app, c.paymentId)).status).toBe('expired');
    const res = await finish(c.learner.cookie, c.paymentId, invoiceId);
    expect(res.json()).toMatchObject({ status: 'paid' });
    expect(await owns(t.app, c.learner.user.id, c.courseId)).toBe(true);
  });

  it('is reported to the admins once it has gone an hour without an invoice id, and only once', async () => {
    const lost = await startCheckout({ learnerName: 'Nadia', courseName: 'Statistics', pricePoisha: 90_000 });
    fake.settle(lost.charge, 'COMPLETED');
    const withInvoice = await startCheckout({ learnerName: 'Omar', courseName: 'Calculus' });
    const pendingInvoice = fake.settle(withInvoice.charge, 'PENDING');
    await inject(
      'POST',
      '/orders/process-order',
      { invoice_id: pendingInvoice, courseId: withInvoice.courseId },
      withInvoice.learner.cookie,
    );
    expect(await paymentRow(t.app, withInvoice.paymentId)).toMatchObject({ invoiceId: pendingInvoice });

    const deps = schedulerDeps(t.app);
    // 59 minutes on: nobody is told yet.
    expect(await reverifyDuePayments(deps, new Date(Date.now() + HOUR - 60_000))).toMatchObject({ alerted: 0 });
    expect(await alertsAbout(lost.learner.user.id)).toHaveLength(0);

    const run = await reverifyDuePayments(deps, new Date(Date.now() + HOUR + 60_000));
    expect(run.alerted).toBeGreaterThanOrEqual(1);
    const pushed = await waitForNotice('Payment Without Invoice', 'Nadia');
    expect(pushed.message).toContain(
      `<b>Nadia</b> (${lost.learner.user.email}) started a payment of ৳900 for <i>Statistics</i> over an hour ago, ` +
        `and no invoice id has come back from UddoktaPay.`,
    );
    expect(pushed.message).toContain(`(payment ${lost.paymentId})`);
    expect(await alertsAbout(lost.learner.user.id)).toHaveLength(1);
    // A payment the gateway named an invoice for is verified on its schedule instead: no alert.
    expect(await alertsAbout(withInvoice.learner.user.id)).toHaveLength(0);

    // Told once: later runs add nothing.
    expect(await reverifyDuePayments(deps, new Date(Date.now() + 2 * HOUR))).toMatchObject({ alerted: 0 });
    expect(await alertsAbout(lost.learner.user.id)).toHaveLength(1);
    expect((await paymentRow(t.app, lost.paymentId)).unfinishedAlertedAt).not.toBeNull();
  });
});

const alertsAbout = (userId: string) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, 'Payment Without Invoice')));

/** The next notification pushed to the admins' socket with this title and naming this learner (others are skipped). */
async function waitForNotice(title: string, learnerName: string): Promise<{ message: string }> {
  for (;;) {
    const data = (await adminSocket.waitFor('newNotification', 10_000)) as { title: string; message: string };
    if (data.title === title && data.message.includes(`<b>${learnerName}</b>`)) return data;
  }
}
