import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, type TestSocket } from '#test-support/socket-io-client.ts';
import { startFakeUddoktaPay, type FakeUddoktaPay } from '#test-support/uddoktapay.ts';
import { coupons, courses, notifications, orders, userCourses } from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { insertCoupon, insertCourse } from '../../test/commerce.ts';
import { orderRequests, paymentRow, type Learner } from '../../test/orders.ts';

/**
 * Issue 32 item 1: a payment that completes for a course the learner already owns (a second payment page of it, a
 * superseded checkout, a cart with an owned course) makes no second order or enrolment and uses no coupon; it is
 * marked a duplicate, the admins hear of it at once, and it is listed for a refund with the paying wallet.
 */
let t: TestApp;
let fake: FakeUddoktaPay;
let admin: Learner;
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
  admin = await signedInUser(t.app, { role: 'admin' });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  adminSocket = await connectSocket(base, { cookie: admin.cookie, origin: 'http://localhost:3000' });
});
afterAll(async () => {
  adminSocket.close();
  await t.close();
  await fake.close();
});

const { inject, startCheckout, processOrder, ...gateway } = orderRequests({ app: () => t.app, fake: () => fake });
const webhook = (invoiceId: string) => gateway.webhook(fake.verifyAnswer(invoiceId));

async function ordersOf(userId: string) {
  return t.app.db.select().from(orders).where(eq(orders.userId, userId));
}
async function enrolments(userId: string, courseId: string) {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(userCourses)
    .where(and(eq(userCourses.userId, userId), eq(userCourses.courseId, courseId)));
  return Number(row!.n);
}
const listRefunds = async (status: 'due' | 'refunded') => {
  const res = await inject('GET', `/orders/admin/refunds?status=${status}&limit=100`, undefined, admin.cookie);
  expect(res.statusCode).toBe(200);
  return res.json<{ refunds: { paymentId: string; [k: string]: unknown }[] }>().refunds;
};
const dueRefunds = () => listRefunds('due');
/** Duplicates are refunded through the gateway's refund-payment at once (issue 35). */
const refundedRefunds = () => listRefunds('refunded');

describe('a course paid twice', () => {
  it('makes one order from 3 payment pages paid at once (returns and webhooks racing), 2 duplicates to refund', async () => {
    const learner = await signedInUser(t.app, { name: 'Rahim' });
    const courseId = await insertCourse(t.app, 120_000, { name: 'Physics' });
    // Three payment pages of one course: each checkout supersedes the one before, and all three can still be paid.
    const pages: Awaited<ReturnType<typeof startCheckout>>[] = [];
    for (let i = 0; i < 3; i++) pages.push(await startCheckout({ learner, courseId }));
    const invoices = pages.map((p) => fake.settle(p.charge, 'COMPLETED'));
    const answers = await Promise.all(
      invoices.flatMap((invoiceId) => [processOrder(learner, invoiceId, courseId), webhook(invoiceId)]),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));

    expect(await ordersOf(learner.user.id)).toHaveLength(1);
    expect(await enrolments(learner.user.id, courseId)).toBe(1);
    const [course] = await t.app.db.select({ n: courses.purchasedCount }).from(courses).where(eq(courses.id, courseId));
    expect(course!.n).toBe(1);
    const statuses = await Promise.all(pages.map(async (p) => (await paymentRow(t.app, p.paymentId)).status));
    expect(statuses.filter((s) => s === 'paid')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'duplicate')).toHaveLength(2);

    const duplicates = pages.filter((_, i) => statuses[i] === 'duplicate');
    const listed = (await refundedRefunds()).filter((r) => duplicates.some((d) => d.paymentId === r.paymentId));
    expect(listed).toHaveLength(2);
    for (const d of duplicates) {
      const charge = fake.charges.find((c) => c.request.metadata.paymentId === d.paymentId)!;
      expect(listed.find((r) => r.paymentId === d.paymentId)).toMatchObject({
        status: 'refunded',
        userName: 'Rahim',
        userEmail: learner.user.email,
        amount: 1200,
        items: [{ courseId, courseName: 'Physics', amount: 1200 }],
        invoiceId: charge.invoiceId,
        paymentMethod: 'bkash',
        senderNumber: '01311111111',
        transactionId: charge.transactionId,
      });
      // The learner's return says so, and asking again changes nothing.
      const again = await processOrder(learner, charge.invoiceId!, courseId);
      expect(again.json()).toMatchObject({
        status: 'duplicate',
        message:
          'You already own this course, so this payment made no new order. It is recorded as a duplicate and will be refunded to the wallet you paid from.',
        orders: [],
        payment: { paymentId: d.paymentId, refund: { amount: 1200, courseIds: [courseId], status: 'refunded' } },
      });
    }
    expect(await ordersOf(learner.user.id)).toHaveLength(1);

    // The admins were told at once, on the live feed, once per duplicate.
    for (let i = 0; i < 2; i++) {
      const pushed = await waitForNotice('Duplicate Payment To Refund', 'Rahim');
      expect(pushed.message).toContain('<b>Rahim</b> paid again for <i>Physics</i>, already owned.');
      expect(pushed.message).toContain('৳1200 is to be refunded to bKash 01311111111');
    }
    const stored = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, learner.user.id), eq(notifications.title, 'Duplicate Payment To Refund')));
    expect(stored).toHaveLength(2);

    // Orders, revenue and the purchase history count the course once; the history shows the two to refund.
    const mine = (await inject('GET', '/orders/my-orders', undefined, learner.cookie)).json<{
      orders: unknown[];
      payments: { status: string; refund: unknown }[];
    }>();
    expect(mine.orders).toHaveLength(1);
    expect(mine.payments.filter((p) => p.status === 'duplicate')).toHaveLength(2);
    expect(mine.payments.filter((p) => p.status === 'duplicate').map((p) => p.refund)).toEqual([
      { amount: 1200, courseIds: [courseId], status: 'refunded' },
      { amount: 1200, courseIds: [courseId], status: 'refunded' },
    ]);
    // A duplicate is settled: it is not among the payments awaiting recovery.
    const pending = (await inject('GET', '/orders/admin/pending-payments?limit=100', undefined, admin.cookie)).json<{
      payments: { paymentId: string }[];
    }>();
    expect(pending.payments.some((p) => pages.some((page) => page.paymentId === p.paymentId))).toBe(false);
  });

  it('gives a limit-1 coupon to exactly one discounted order when three coupon checkouts are all paid', async () => {
    await insertCoupon(t.app, { code: 'ONCE50', discountValue: 50, usageLimit: 1 });
    const learner = await signedInUser(t.app);
    const courseId = await insertCourse(t.app, 120_000, { name: 'Chemistry' });
    const pages: Awaited<ReturnType<typeof startCheckout>>[] = [];
    for (let i = 0; i < 3; i++) pages.push(await startCheckout({ learner, courseId, couponCode: 'ONCE50' }));
    const invoices = pages.map((p) => fake.settle(p.charge, 'COMPLETED'));
    const answers = await Promise.all(invoices.map((invoiceId) => processOrder(learner, invoiceId, courseId)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);

    const made = await ordersOf(learner.user.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ couponCode: 'ONCE50', amountPoisha: 60_000, couponRedeemed: true });
    const [coupon] = await t.app.db.select().from(coupons).where(eq(coupons.code, 'ONCE50'));
    expect(coupon!.timesUsed).toBe(1);
    const listed = (await refundedRefunds()).filter((r) => pages.some((p) => p.paymentId === r.paymentId));
    expect(listed.map((r) => r.amount)).toEqual([600, 600]);
  });

  it('orders the rest of a cart and lists the owned course’s share for a refund', async () => {
    const learner = await signedInUser(t.app, { name: 'Mina' });
    const owned = await insertCourse(t.app, 100_000, { name: 'Algebra' });
    const other = await insertCourse(t.app, 80_000, { name: 'Geometry' });
    await inject('POST', '/cart/add', { courseId: owned }, learner.cookie);
    await inject('POST', '/cart/add', { courseId: other }, learner.cookie);
    const cartRes = await inject('POST', '/orders/create-cart-charge', { finalAmount: 1800 }, learner.cookie);
    expect(cartRes.statusCode).toBe(200);
    const cartPaymentId = cartRes.json<{ paymentId: string }>().paymentId;
    const cartCharge = fake.charges.find((c) => c.request.metadata.paymentId === cartPaymentId)!;
    // Meanwhile the learner buys one of the cart's courses on its own page (which supersedes the cart's checkout).
    const single = await startCheckout({ learner, courseId: owned });
    expect((await processOrder(learner, fake.settle(single.charge, 'COMPLETED'), owned)).statusCode).toBe(200);

    const res = await processOrder(learner, fake.settle(cartCharge, 'COMPLETED'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'paid',
      message:
        'Payment successful! You are now enrolled. You already owned some of these courses: their share is recorded as a duplicate and will be refunded to the wallet you paid from.',
      orders: [{ courseId: other, amount: 800 }],
      payment: { paymentId: cartPaymentId, refund: { amount: 1000, courseIds: [owned], status: 'refunded' } },
    });
    const made = await ordersOf(learner.user.id);
    expect(made.map((o) => o.courseId).sort()).toEqual([owned, other].sort());
    expect(await enrolments(learner.user.id, owned)).toBe(1);
    expect(await enrolments(learner.user.id, other)).toBe(1);
    const [listed] = (await refundedRefunds()).filter((r) => r.paymentId === cartPaymentId);
    expect(listed).toMatchObject({
      amount: 1000,
      items: [{ courseId: owned, courseName: 'Algebra', amount: 1000 }],
      superseded: true,
      userName: 'Mina',
    });
    const pushed = await waitForNotice('Duplicate Payment To Refund', 'Mina');
    expect(pushed.message).toContain('<b>Mina</b> paid again for <i>Algebra</i>, already owned.');
  });

  it('lets an admin mark a refund the gateway refused done once; the due filter then leaves it out', async () => {
    const learner = await signedInUser(t.app, { name: 'Sadia' });
    const courseId = await insertCourse(t.app, 50_000);
    const first = await startCheckout({ learner, courseId });
    const second = await startCheckout({ learner, courseId });
    await processOrder(learner, fake.settle(second.charge, 'COMPLETED'), courseId);
    // The gateway refuses the automatic refund: it stays due, for a refund by hand.
    fake.failNext('refund', 200, { status: false, message: 'Refund not allowed for this method' });
    await processOrder(learner, fake.settle(first.charge, 'COMPLETED'), courseId);
    expect((await paymentRow(t.app, first.paymentId)).status).toBe('duplicate');
    await waitForNotice('Duplicate Payment To Refund', 'Sadia');
    const refund = (await dueRefunds()).find((r) => r.paymentId === first.paymentId)!;

    const learnerTry = await inject('POST', `/orders/admin/refunds/${String(refund._id)}/refunded`, {}, learner.cookie);
    expect(learnerTry.statusCode).toBe(403);
    const done = await inject('POST', `/orders/admin/refunds/${String(refund._id)}/refunded`, {}, admin.cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: 'Marked as refunded.', refund: { status: 'refunded' } });
    const twice = await inject('POST', `/orders/admin/refunds/${String(refund._id)}/refunded`, {}, admin.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'refund_already_done',
      message: 'This refund is already marked refunded.',
    });
    expect((await dueRefunds()).some((r) => r.paymentId === first.paymentId)).toBe(false);
    const all = await inject('GET', '/orders/admin/refunds?limit=100', undefined, admin.cookie);
    expect(all.json<{ refunds: { paymentId: string; status: string }[] }>().refunds).toContainEqual(
      expect.objectContaining({ paymentId: first.paymentId, status: 'refunded' }),
    );
  });
});

/** The next notification pushed to the admins' socket with this title and naming this learner (others are skipped). */
async function waitForNotice(title: string, learnerName: string): Promise<{ message: string }> {
  for (;;) {
    const data = (await adminSocket.waitFor('newNotification', 10_000)) as { title: string; message: string };
    if (data.title === title && data.message.includes(`<b>${learnerName}</b>`)) return data;
  }
}
