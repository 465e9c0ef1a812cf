import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUddoktaPay, type FakeUddoktaPay } from '#test-support/uddoktapay.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { orderCount, orderRequests, owns, paymentRow } from '../../test/orders.ts';
import { schedulerDeps } from './orders-deps.ts';
import { reverifyDuePayments } from './payment-reverify.ts';

/**
 * Issue 9 §6: no paid order is lost when a notification is lost. The webhook records the invoice id before it asks
 * the gateway, so a failure after that (here the gateway's verify-payment answering 500 to the webhook's call, as
 * when UddoktaPay has a bad moment, or the app dies mid-request) leaves a payment the scheduler settles; and an
 * admin can recover any payment by hand, only through verify-payment.
 */
let t: TestApp;
let fake: FakeUddoktaPay;
let admin: string;

beforeAll(async () => {
  fake = await startFakeUddoktaPay();
  t = await buildTestApp({
    env: {
      UDDOKTAPAY_BASE_URL: fake.url,
      UDDOKTAPAY_API_KEY: fake.apiKey,
      UDDOKTAPAY_TIMEOUT_MS: '2000',
      PAYMENT_REVERIFY_SECONDS: '0',
    },
  });
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const requests = orderRequests({ app: () => t.app, fake: () => fake });
const { inject, webhook } = requests;
const startCheckout = (courseName = 'Node.js') => requests.startCheckout({ learnerName: 'Rahim', courseName });
const verify = (paymentId: string, body?: object, cookie = admin) =>
  inject('POST', `/orders/admin/payments/${paymentId}/verify`, body, cookie);
const verifyCalls = (invoiceId: string) =>
  fake.requests.filter(
    (r) => r.path === '/api/verify-payment' && (r.body as { invoice_id: string }).invoice_id === invoiceId,
  ).length;
const minuteLater = (date: Date) => new Date(date.getTime() + 60_000 + 1000);

/**
 * The faults are real, not stubs of our code: UddoktaPay's verify-payment answers 500 to the webhook's call, or
 * does not answer within UDDOKTAPAY_TIMEOUT_MS (as when the gateway is slow, or our process dies mid-request and the
 * notification is never settled). Either way the fulfilment after the stored invoice id does not happen.
 */
const faults = [
  {
    name: 'verify-payment answers 500',
    status: 502,
    code: 'payment_gateway_error',
    start: () => fake.failNext('verify', 500, { status: false, message: 'Internal Server Error' }),
    end: () => {},
  },
  {
    name: 'verify-payment does not answer in time',
    status: 504,
    code: 'payment_gateway_timeout',
    start: () => fake.hang('verify'),
    end: () => fake.hang('verify', false),
  },
] as const;

describe('a webhook that fails after it arrived', () => {
  it.each(faults)(
    'records the invoice id, answers non-2xx when $name, and the scheduler fulfils the payment exactly once',
    async (fault) => {
      const c = await startCheckout();
      const invoiceId = fake.settle(c.charge, 'COMPLETED');
      // The buyer closed the tab; the webhook arrives, but its verification fails.
      fault.start();
      const before = new Date();
      const res = await webhook(fake.verifyAnswer(invoiceId)).finally(fault.end);
      expect(res.statusCode).toBe(fault.status);
      expect(res.json()).toMatchObject({ success: false, code: fault.code });
      expect(verifyCalls(invoiceId)).toBe(1);

      const row = await paymentRow(t.app, c.paymentId);
      expect(row).toMatchObject({ status: 'pending', invoiceId });
      expect(row.nextVerifyAt).not.toBeNull();
      expect(row.nextVerifyAt!.getTime()).toBeGreaterThan(before.getTime());
      // It lives for the week a pending invoice is verified, not the 24 hours of an abandoned charge.
      expect(row.expiresAt.getTime()).toBeGreaterThan(before.getTime() + 6 * 24 * 60 * 60 * 1000);
      expect(await orderCount(t.app, c.paymentId)).toBe(0);

      // Not due yet: the scheduler leaves it.
      await reverifyDuePayments(schedulerDeps(t.app), before);
      expect((await paymentRow(t.app, c.paymentId)).status).toBe('pending');

      const run = await reverifyDuePayments(schedulerDeps(t.app), minuteLater(row.nextVerifyAt!));
      expect(run.verified).toBeGreaterThanOrEqual(1);
      expect(await paymentRow(t.app, c.paymentId)).toMatchObject({ status: 'paid', invoiceId, nextVerifyAt: null });
      expect(await owns(t.app, c.learner.user.id, c.courseId)).toBe(true);
      expect(await orderCount(t.app, c.paymentId)).toBe(1);

      // The next run and the gateway's retry of the webhook change nothing.
      await reverifyDuePayments(schedulerDeps(t.app), new Date(row.nextVerifyAt!.getTime() + 24 * 60 * 60 * 1000));
      const retry = await webhook(fake.verifyAnswer(invoiceId));
      expect(retry.json()).toEqual({
        success: true,
        message: 'Payment successful! You are now enrolled.',
        status: 'paid',
      });
      expect(await orderCount(t.app, c.paymentId)).toBe(1);
    },
  );

  it('never lets a webhook replace an invoice id the payment already has', async () => {
    const c = await startCheckout();
    const invoiceId = fake.settle(c.charge, 'PENDING');
    const pending = await inject('POST', '/orders/process-order', { invoice_id: invoiceId }, c.learner.cookie);
    expect(pending.json()).toMatchObject({ status: 'pending' });
    const res = await webhook({ ...fake.verifyAnswer(invoiceId), invoice_id: 'FORGED-INVOICE-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'payment_not_verified' });
    expect(await paymentRow(t.app, c.paymentId)).toMatchObject({ status: 'pending', invoiceId });
  });
});

describe('pending payments for the admins', () => {
  it('lists payments that did not become orders, newest first and paged, with learner, courses, amount and invoice id', async () => {
    const paid = await startCheckout('Paid course');
    const paidInvoice = fake.settle(paid.charge, 'COMPLETED');
    expect((await webhook(fake.verifyAnswer(paidInvoice))).statusCode).toBe(200);
    const first = await startCheckout('Python');
    const second = await startCheckout('<p>Go <b>fast</b></p>');
    const wallet = fake.settle(second.charge, 'PENDING');
    await inject('POST', '/orders/process-order', { invoice_id: wallet }, second.learner.cookie);

    const res = await inject('GET', '/orders/admin/pending-payments?page=1&limit=2', undefined, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ payments: { paymentId: string }[]; pagination: { totalItems: number } }>();
    expect(body.payments.map((p) => p.paymentId)).toEqual([second.paymentId, first.paymentId]);
    expect(body.payments[0]).toMatchObject({
      paymentId: second.paymentId,
      status: 'pending',
      userName: 'Rahim',
      userEmail: second.learner.user.email,
      courses: ['<p>Go <b>fast</b></p>'],
      amount: 1500,
      invoiceId: wallet,
    });
    expect(body.payments[1]).toMatchObject({ paymentId: first.paymentId, invoiceId: null, courses: ['Python'] });
    expect(body.pagination).toMatchObject({ currentPage: 1, limit: 2, hasNext: true });
    const all = await inject('GET', '/orders/admin/pending-payments?page=1&limit=100', undefined, admin);
    const ids = all.json<{ payments: { paymentId: string }[] }>().payments.map((p) => p.paymentId);
    expect(ids).not.toContain(paid.paymentId);
    expect(ids.length).toBe(all.json<{ pagination: { totalItems: number } }>().pagination.totalItems);
  });

  it('fulfils with the correct invoice id once, and "Verify now" uses the stored one', async () => {
    const c = await startCheckout();
    const invoiceId = fake.settle(c.charge, 'COMPLETED');
    const res = await verify(c.paymentId, { invoiceId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Payment verified: the order is fulfilled and the learner is enrolled.',
      status: 'paid',
      invoiceId,
    });
    expect(await owns(t.app, c.learner.user.id, c.courseId)).toBe(true);
    expect(await orderCount(t.app, c.paymentId)).toBe(1);
    const again = await verify(c.paymentId);
    expect(again.json()).toEqual({
      success: true,
      message: 'This payment is already paid.',
      status: 'paid',
      invoiceId,
    });
    expect(await orderCount(t.app, c.paymentId)).toBe(1);

    // A webhook whose verification failed left its invoice id: Verify now settles from it.
    const lost = await startCheckout();
    const lostInvoice = fake.settle(lost.charge, 'COMPLETED');
    fake.failNext('verify', 500, { status: false, message: 'Internal Server Error' });
    expect((await webhook(fake.verifyAnswer(lostInvoice))).statusCode).toBe(502);
    const now = await verify(lost.paymentId);
    expect(now.json()).toMatchObject({ status: 'paid', invoiceId: lostInvoice });
    expect(await owns(t.app, lost.learner.user.id, lost.courseId)).toBe(true);
  });

  it('refuses a wrong invoice id with the reason and changes nothing', async () => {
    const c = await startCheckout();
    const other = await startCheckout();
    const otherInvoice = fake.settle(other.charge, 'COMPLETED');
    const unchanged = async () => {
      expect(await paymentRow(t.app, c.paymentId)).toMatchObject({ status: 'pending', invoiceId: null });
      expect(await orderCount(t.app, c.paymentId)).toBe(0);
      expect(await owns(t.app, c.learner.user.id, c.courseId)).toBe(false);
    };
    const refused = async (body: object | undefined, message: string) => {
      const res = await verify(c.paymentId, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'payment_not_verified', message });
      await unchanged();
    };

    await refused(
      undefined,
      'This payment has no invoice id yet. Use "Verify with invoice id" with the id shown in the UddoktaPay dashboard.',
    );
    await refused({ invoiceId: 'NO-SUCH-INVOICE' }, 'UddoktaPay does not know this invoice id. Nothing was changed.');
    await refused(
      { invoiceId: otherInvoice },
      'This invoice belongs to another payment, not this one. Nothing was changed.',
    );
    expect(await paymentRow(t.app, other.paymentId)).toMatchObject({ status: 'pending', invoiceId: null });

    const invoiceId = fake.settle(c.charge, 'PENDING');
    await refused({ invoiceId }, 'UddoktaPay reports this invoice as PENDING, not COMPLETED. Nothing was changed.');
    fake.settle(c.charge, 'COMPLETED');
    fake.lie(invoiceId, { amount: '15.00' });
    await refused(
      { invoiceId },
      'The amount of this invoice is not the amount charged for this payment. Nothing was changed.',
    );
    fake.lie(invoiceId, { amount: '1500.00', status: 'ERROR' });
    await refused({ invoiceId }, 'UddoktaPay reports this invoice as ERROR, not COMPLETED. Nothing was changed.');

    const missing = await verify('00000000-0000-4000-8000-000000000000', { invoiceId });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'payment_not_found', message: 'Payment not found' });
  });

  it('replaces an unverified invoice id with one the gateway confirms for this payment', async () => {
    const c = await startCheckout();
    // A notification named an invoice the gateway does not confirm; it was recorded, then refused.
    const bogus = await webhook({
      ...fake.verifyAnswer(fake.settle(c.charge, 'COMPLETED')),
      invoice_id: 'WRONG-ID-77',
    });
    expect(bogus.statusCode).toBe(400);
    expect((await paymentRow(t.app, c.paymentId)).invoiceId).toBe('WRONG-ID-77');
    await refused(c.paymentId);
    const res = await verify(c.paymentId, { invoiceId: c.charge.invoiceId! });
    expect(res.json()).toMatchObject({ status: 'paid', invoiceId: c.charge.invoiceId });
    expect(await paymentRow(t.app, c.paymentId)).toMatchObject({ status: 'paid', invoiceId: c.charge.invoiceId });
    expect(await orderCount(t.app, c.paymentId)).toBe(1);

    async function refused(paymentId: string) {
      const now = await verify(paymentId);
      expect(now.json()).toMatchObject({
        code: 'payment_not_verified',
        message: 'UddoktaPay does not know this invoice id. Nothing was changed.',
      });
    }
  });

  it('is for admins only: a learner gets 403, a visitor 401', async () => {
    const c = await startCheckout();
    const invoiceId = fake.settle(c.charge, 'COMPLETED');
    const learner = c.learner.cookie;
    expect((await inject('GET', '/orders/admin/pending-payments', undefined, learner)).statusCode).toBe(403);
    expect((await inject('GET', '/orders/admin/pending-payments')).statusCode).toBe(401);
    expect((await verify(c.paymentId, { invoiceId }, learner)).statusCode).toBe(403);
    expect((await inject('POST', `/orders/admin/payments/${c.paymentId}/verify`, { invoiceId })).statusCode).toBe(401);
    expect(verifyCalls(invoiceId)).toBe(0);
    expect((await paymentRow(t.app, c.paymentId)).status).toBe('pending');
  });
});
