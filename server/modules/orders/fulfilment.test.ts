import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUddoktaPay, type FakeUddoktaPay } from '#test-support/uddoktapay.ts';
import { startSmtpServer, type TestSmtpServer } from '#test-support/smtp-server.ts';
import { coupons, courses, notifications, users } from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { insertCoupon, insertCourse } from '../../test/commerce.ts';
import { orderCount, orderRequests, owns, paymentRow } from '../../test/orders.ts';
import { schedulerDeps } from './orders-deps.ts';
import { reverifyDuePayments } from './payment-reverify.ts';

let t: TestApp;
let fake: FakeUddoktaPay;
let smtp: TestSmtpServer;
let admin: string;

beforeAll(async () => {
  fake = await startFakeUddoktaPay();
  smtp = await startSmtpServer();
  t = await buildTestApp({
    env: {
      UDDOKTAPAY_BASE_URL: fake.url,
      UDDOKTAPAY_API_KEY: fake.apiKey,
      UDDOKTAPAY_TIMEOUT_MS: '5000', // 20 verifications at once share this process with the database: room on a busy machine
      PAYMENT_REVERIFY_SECONDS: '0',
      SMTP_URL: smtp.url,
    },
  });
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await smtp.close();
});

const { inject, startCheckout, processOrder, ...gateway } = orderRequests({ app: () => t.app, fake: () => fake });
const webhook = (invoiceId: string, key?: string) => gateway.webhook(fake.verifyAnswer(invoiceId), key);

describe('process-order', () => {
  it('verifies the invoice, writes one order, enrols, removes the course from the cart and e-mails a receipt', async () => {
    const learner = await signedInUser(t.app, { name: 'Karim' });
    const courseId = await insertCourse(t.app, 150_000, { name: 'Node.js' });
    await inject('POST', '/cart/add', { courseId }, learner.cookie);
    const { paymentId, charge } = await startCheckout({ learner, courseId });
    const invoiceId = fake.settle(charge, 'COMPLETED');
    const res = await processOrder(learner, invoiceId, courseId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      status: 'paid',
      message: 'Payment successful! You are now enrolled.',
      courseId,
      payment: { paymentId, status: 'paid', amount: 1500, invoiceId },
      orders: [
        {
          courseId,
          courseName: 'Node.js',
          invoiceId,
          amount: 1500,
          paymentInfo: { invoice_id: invoiceId, payment_method: 'bkash' },
        },
      ],
    });
    expect(
      fake.requests.some(
        (r) => r.path === '/api/verify-payment' && (r.body as { invoice_id: string }).invoice_id === invoiceId,
      ),
    ).toBe(true);
    expect(await owns(t.app, learner.user.id, courseId)).toBe(true);
    expect((await inject('GET', '/cart/my-cart', undefined, learner.cookie)).json()).toMatchObject({ count: 0 });
    const [course] = await t.app.db.select({ n: courses.purchasedCount }).from(courses).where(eq(courses.id, courseId));
    expect(course!.n).toBe(1);
    const [notice] = await t.app.db.select().from(notifications).where(eq(notifications.userId, learner.user.id));
    expect(notice).toMatchObject({ title: 'New Order Received' });
    expect(notice!.message).toContain('<b>Karim</b> bought <i>Node.js</i> for ৳1500');
    const mail = await smtp.nextMessageTo(learner.user.email);
    // The confirmation carries the receipt, in the language the learner checked out in (English here).
    expect(mail.subject).toMatch(/^Payment confirmed — receipt R-\d{6}$/);
    expect(mail.text).toContain(`Invoice: ${invoiceId}`);
    expect(mail.text).toContain('Thank you for your purchase');
    expect(mail.text).not.toContain('আপনার কেনাকাটার জন্য ধন্যবাদ');
    expect(mail.text).toContain('৳1500');
    expect(mail.raw.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    // Repeating the return changes nothing and answers the same orders.
    const again = await processOrder(learner, invoiceId);
    expect(again.json()).toMatchObject({ status: 'paid', orders: [{ invoiceId }] });
    expect(await orderCount(t.app, paymentId)).toBe(1);
    const status = await inject('GET', `/orders/payment-status/${paymentId}`, undefined, learner.cookie);
    expect(status.json()).toMatchObject({ payment: { status: 'paid' }, orders: [{ courseId }] });
    expect((await inject('GET', '/orders/my-orders', undefined, learner.cookie)).json()).toMatchObject({
      orders: [{ courseId, amount: 1500 }],
    });
  });

  it('makes exactly one order from 20 concurrent returns and webhooks of one payment', async () => {
    await insertCoupon(t.app, { code: 'RACE10', discountValue: 10, usageLimit: 100 });
    const { learner, courseId, paymentId, charge } = await startCheckout({ couponCode: 'RACE10' });
    const invoiceId = fake.settle(charge, 'COMPLETED');
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 2 ? webhook(invoiceId) : processOrder(learner, invoiceId, courseId),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.every((a) => a.json<{ status: string }>().status === 'paid')).toBe(true);
    expect(await orderCount(t.app, paymentId)).toBe(1);
    const [course] = await t.app.db.select({ n: courses.purchasedCount }).from(courses).where(eq(courses.id, courseId));
    expect(course!.n).toBe(1);
    const [coupon] = await t.app.db.select({ used: coupons.timesUsed }).from(coupons).where(eq(coupons.code, 'RACE10'));
    expect(coupon!.used).toBe(1);
  });

  it('enrols nobody on a forged return', async () => {
    const noInvoice = await startCheckout();
    const none = await processOrder(noInvoice.learner, 'NO-SUCH-INVOICE');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'payment_not_verified' });

    const wrongAmount = await startCheckout();
    const cheap = fake.settle(wrongAmount.charge, 'COMPLETED');
    fake.lie(cheap, { amount: '1.00' });
    expect((await processOrder(wrongAmount.learner, cheap)).statusCode).toBe(400);
    expect((await webhook(cheap)).statusCode).toBe(400);

    const otherPayment = await startCheckout();
    const stolen = fake.settle(otherPayment.charge, 'COMPLETED');
    const thief = await signedInUser(t.app);
    expect((await processOrder(thief, stolen, otherPayment.courseId)).statusCode).toBe(400);
    expect(await owns(t.app, thief.user.id, otherPayment.courseId)).toBe(false);

    const notCompleted = await startCheckout();
    const failed = fake.settle(notCompleted.charge, 'ERROR');
    const res = await processOrder(notCompleted.learner, failed);
    expect(res.json()).toMatchObject({ status: 'failed', message: 'Your payment was not completed.', orders: [] });

    const otherMeta = await startCheckout();
    const moved = fake.settle(otherMeta.charge, 'COMPLETED');
    fake.lie(moved, { metadata: { paymentId: notCompleted.paymentId } });
    expect((await processOrder(notCompleted.learner, moved)).statusCode).toBe(400);

    for (const c of [noInvoice, wrongAmount, otherPayment, notCompleted, otherMeta]) {
      expect(await owns(t.app, c.learner.user.id, c.courseId)).toBe(false);
      expect(await orderCount(t.app, c.paymentId)).toBe(0);
    }
    expect((await paymentRow(t.app, wrongAmount.paymentId)).status).toBe('pending');
    expect((await paymentRow(t.app, notCompleted.paymentId)).status).toBe('failed');
  });

  it('leaves the payment pending, never paid, when the gateway times out', async () => {
    const c = await startCheckout();
    const invoiceId = fake.settle(c.charge, 'COMPLETED');
    fake.hang('verify');
    try {
      const res = await processOrder(c.learner, invoiceId);
      expect(res.statusCode).toBe(504);
      expect(res.json()).toMatchObject({ code: 'payment_gateway_timeout' });
    } finally {
      fake.hang('verify', false);
    }
    expect((await paymentRow(t.app, c.paymentId)).status).toBe('pending');
    expect(await owns(t.app, c.learner.user.id, c.courseId)).toBe(false);
    // The gateway answers again: the next return fulfils.
    expect((await processOrder(c.learner, invoiceId)).json()).toMatchObject({ status: 'paid' });
  });

  it('keeps a PENDING payment pending and settles it on a later scheduled verification', async () => {
    const c = await startCheckout();
    const invoiceId = fake.settle(c.charge, 'PENDING');
    const res = await processOrder(c.learner, invoiceId);
    expect(res.json()).toMatchObject({
      status: 'pending',
      message: 'Your payment is pending confirmation. We will enrol you as soon as it is confirmed.',
    });
    expect(await owns(t.app, c.learner.user.id, c.courseId)).toBe(false);
    const row = await paymentRow(t.app, c.paymentId);
    expect(row).toMatchObject({ status: 'pending', invoiceId });
    // Not due yet: nothing happens.
    await reverifyDuePayments(schedulerDeps(t.app), new Date());
    expect((await paymentRow(t.app, c.paymentId)).verifyAttempts).toBe(0);
    fake.settle(c.charge, 'COMPLETED');
    const later = new Date(row.nextVerifyAt!.getTime() + 1000);
    await reverifyDuePayments(schedulerDeps(t.app), later);
    expect((await paymentRow(t.app, c.paymentId)).status).toBe('paid');
    expect(await owns(t.app, c.learner.user.id, c.courseId)).toBe(true);
  });

  it('expires an abandoned charge and records a cancel from the gateway', async () => {
    const abandoned = await startCheckout();
    await reverifyDuePayments(schedulerDeps(t.app), new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
    expect((await paymentRow(t.app, abandoned.paymentId)).status).toBe('expired');
    const cancelled = await startCheckout();
    const res = await inject(
      'POST',
      '/orders/process-order',
      { paymentId: cancelled.paymentId, status: 'cancelled' },
      cancelled.learner.cookie,
    );
    expect(res.json()).toMatchObject({ status: 'cancelled', orders: [] });
    const other = await signedInUser(t.app);
    expect(
      (await inject('GET', `/orders/payment-status/${cancelled.paymentId}`, undefined, other.cookie)).statusCode,
    ).toBe(404);
  });
});

describe('webhook', () => {
  it('fulfils a paid invoice for a learner who closed the tab', async () => {
    const c = await startCheckout();
    const invoiceId = fake.settle(c.charge, 'COMPLETED');
    const res = await webhook(invoiceId);
    expect(res.json()).toEqual({ success: true, message: 'Payment successful! You are now enrolled.', status: 'paid' });
    expect(await owns(t.app, c.learner.user.id, c.courseId)).toBe(true);
  });

  it('refuses a wrong or missing key before asking the gateway', async () => {
    const c = await startCheckout();
    const invoiceId = fake.settle(c.charge, 'COMPLETED');
    const verifies = fake.requests.filter((r) => r.path === '/api/verify-payment').length;
    const wrong = await webhook(invoiceId, 'not-the-key');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Invalid API key' });
    expect((await inject('POST', '/orders/uddoktapay-webhook', { invoice_id: invoiceId })).statusCode).toBe(401);
    expect(fake.requests.filter((r) => r.path === '/api/verify-payment').length).toBe(verifies);
    expect(await owns(t.app, c.learner.user.id, c.courseId)).toBe(false);
  });
});

describe('cart checkout', () => {
  it('charges the whole cart in one payment, each course with its own coupon', async () => {
    const learner = await signedInUser(t.app);
    const a = await insertCourse(t.app, 100_000, { name: 'A' });
    const b = await insertCourse(t.app, 50_000, { name: 'B' });
    await insertCoupon(t.app, { code: 'CARTA', discountValue: 25 });
    for (const courseId of [a, b]) await inject('POST', '/cart/add', { courseId }, learner.cookie);
    await inject('POST', '/cart/apply-coupon', { courseId: a, couponCode: 'CARTA' }, learner.cookie);
    const wrong = await inject('POST', '/orders/create-cart-charge', { finalAmount: 1500 }, learner.cookie);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ code: 'price_changed' });
    const res = await inject('POST', '/orders/create-cart-charge', { finalAmount: 1250 }, learner.cookie);
    expect(res.statusCode).toBe(200);
    expect(fake.lastCharge().request.amount).toBe('1250.00');
    const invoiceId = fake.settle(fake.lastCharge(), 'COMPLETED');
    const done = await processOrder(learner, invoiceId);
    expect(done.json<{ orders: unknown[] }>().orders).toHaveLength(2);
    expect(await owns(t.app, learner.user.id, a)).toBe(true);
    expect(await owns(t.app, learner.user.id, b)).toBe(true);
    expect((await inject('GET', '/cart/my-cart', undefined, learner.cookie)).json()).toMatchObject({ count: 0 });
    const empty = await inject('POST', '/orders/create-cart-charge', {}, learner.cookie);
    expect(empty.json()).toMatchObject({ message: 'Your cart is empty' });
  });
});

describe('admin orders', () => {
  it('lists orders with user and course joined, Unknown User / N/A / Unknown Course when gone', async () => {
    const c = await startCheckout();
    await processOrder(c.learner, fake.settle(c.charge, 'COMPLETED'));
    const list = await inject('GET', '/orders/admin/all-orders?limit=1', undefined, admin);
    expect(list.json()).toMatchObject({
      orders: [
        {
          userId: { _id: c.learner.user.id, email: c.learner.user.email },
          courseId: { _id: c.courseId, name: 'Node.js', price: 1500 },
          amount: 1500,
        },
      ],
      pagination: { currentPage: 1, limit: 1 },
    });
    await t.app.db.delete(users).where(eq(users.id, c.learner.user.id));
    await t.app.db.delete(courses).where(eq(courses.id, c.courseId));
    const after = await inject('GET', '/orders/admin/all-orders?limit=1', undefined, admin);
    expect(after.json()).toMatchObject({
      orders: [
        {
          userName: 'Unknown User',
          userEmail: 'N/A',
          courseName: 'Unknown Course',
          userId: { name: 'Unknown User', email: 'N/A' },
          courseId: { name: 'Unknown Course' },
        },
      ],
    });
    expect((await inject('GET', '/orders/admin/all-orders')).statusCode).toBe(401);
    expect(
      (await inject('GET', '/orders/admin/all-orders', undefined, (await signedInUser(t.app)).cookie)).statusCode,
    ).toBe(403);
  });

  it('totals every order: count, revenue paid, average to the poisha and customers with an account', async () => {
    const stats = async () => (await inject('GET', '/orders/admin/stats', undefined, admin)).json().stats;
    const before = await stats();
    const c = await startCheckout();
    await processOrder(c.learner, fake.settle(c.charge, 'COMPLETED'));
    const after = await stats();
    expect(after).toEqual({
      totalOrders: before.totalOrders + 1,
      totalRevenue: before.totalRevenue + 1500,
      grossRevenue: before.grossRevenue + 1500,
      refundedRevenue: 0,
      refundedOrders: 0,
      averageOrderValue: Math.round(((before.totalRevenue + 1500) * 100) / (before.totalOrders + 1)) / 100,
      uniqueCustomers: before.uniqueCustomers + 1,
    });
    // a deleted learner's order still counts, as revenue, but not as a customer
    await t.app.db.delete(users).where(eq(users.id, c.learner.user.id));
    expect(await stats()).toMatchObject({
      totalOrders: after.totalOrders,
      totalRevenue: after.totalRevenue,
      uniqueCustomers: after.uniqueCustomers - 1,
    });
    expect((await inject('GET', '/orders/admin/stats')).statusCode).toBe(401);
    expect((await inject('GET', '/orders/admin/stats', undefined, (await signedInUser(t.app)).cookie)).statusCode).toBe(
      403,
    );
  });
});
