import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBilingual } from '#shared/bilingual.ts';
import { connectSocket, type TestSocket } from '#test-support/socket-io-client.ts';
import { startSmtpServer, type TestSmtpServer } from '#test-support/smtp-server.ts';
import { startFakeUddoktaPay, type FakeUddoktaPay } from '#test-support/uddoktapay.ts';
import {
  certificates,
  couponRedemptions,
  coupons,
  courseLessons,
  courseSections,
  lessonProgress,
  orders,
  paymentRefunds,
  payments,
} from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { insertCoupon, insertCourse } from '../../test/commerce.ts';
import { orderRequests, owns, type Learner } from '../../test/orders.ts';
import { newCertificateId } from '../certificates/certificates.service.ts';
import { reverifyDuePayments } from './payment-reverify.ts';
import { schedulerDeps } from './orders-deps.ts';
import { historyOfPayment } from './payment-states.ts';

/**
 * Issue 35: refunds. A learner asks from their purchase history within the site's rules; an admin approves (the
 * gateway's refund-payment is called once, whatever the number of approvals) or refuses; the order is refunded only
 * on the gateway's yes, and then the course access ends, the coupon use comes back and the learner is e-mailed.
 */
let t: TestApp;
let fake: FakeUddoktaPay;
let smtp: TestSmtpServer;
let admin: Learner;
let adminSocket: TestSocket;

beforeAll(async () => {
  fake = await startFakeUddoktaPay();
  smtp = await startSmtpServer();
  t = await buildTestApp({
    env: {
      UDDOKTAPAY_BASE_URL: fake.url,
      UDDOKTAPAY_API_KEY: fake.apiKey,
      // Room for 50 approvals at once on a busy machine; the time-out test waits for it once.
      UDDOKTAPAY_TIMEOUT_MS: '5000',
      PAYMENT_REVERIFY_SECONDS: '0',
      SMTP_URL: smtp.url,
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
  await smtp.close();
});

const { inject, startCheckout, processOrder } = orderRequests({ app: () => t.app, fake: () => fake });

/** A learner's paid order of a new course (through the fake gateway), with its order id and transaction id. */
async function paidOrder(options: Parameters<typeof startCheckout>[0] = {}) {
  const checkout = await startCheckout(options);
  const invoiceId = fake.settle(checkout.charge, 'COMPLETED');
  const res = await processOrder(checkout.learner, invoiceId, checkout.courseId);
  expect(res.statusCode).toBe(200);
  const [order] = await t.app.db.select().from(orders).where(eq(orders.paymentId, checkout.paymentId));
  return { ...checkout, invoiceId, orderId: order!.id, transactionId: checkout.charge.transactionId };
}

const askRefund = (learner: Learner, orderId: string, reason = 'The course is not what I expected', lang?: string) =>
  inject('POST', `/orders/${orderId}/refund-request${lang ? `?lang=${lang}` : ''}`, { reason }, learner.cookie);
const approve = (refundId: string) => inject('POST', `/admin/refunds/${refundId}/approve`, {}, admin.cookie);
const refundsFor = (transactionId: string) =>
  fake.refunds.filter((r) => (r as { transaction_id: string }).transaction_id === transactionId);
const orderStatus = async (orderId: string) =>
  (await t.app.db.select({ s: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.s;
const refundRow = async (refundId: string) =>
  (await t.app.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId)))[0]!;

async function waitForNotice(title: string, learnerName: string): Promise<{ title: string; message: string }> {
  for (;;) {
    const data = (await adminSocket.waitFor('newNotification', 10_000)) as { title: string; message: string };
    if (data.title === title && data.message.includes(`<b>${learnerName}</b>`)) return data;
  }
}

/** The learner's next e-mail with this subject (the receipt comes first). */
async function mailWithSubject(to: string, subject: string) {
  for (;;) {
    const mail = await smtp.nextMessageTo(to);
    if (mail.subject === subject) return mail;
  }
}

describe('refund settings', () => {
  it('has the defaults (7 days, under 30 %), and an admin changes them; terms come in both languages', async () => {
    const read = await inject('GET', '/refunds/settings');
    expect(read.json()).toMatchObject({
      settings: { allowed: true, windowDays: 7, progressLimitPercent: 30, customTerms: { en: null, bn: null } },
    });
    expect(read.json().settings.terms.en).toContain('within 7 days of payment');
    expect(read.json().settings.terms.bn).toContain('৭ দিনের মধ্যে');

    const learner = await signedInUser(t.app);
    const body = { allowed: true, windowDays: 10, progressLimitPercent: 50, termsEn: '', termsBn: 'নিজের শর্ত' };
    expect((await inject('PUT', '/admin/refund-settings', body, learner.cookie)).statusCode).toBe(403);
    const saved = await inject('PUT', '/admin/refund-settings', body, admin.cookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toMatchObject({
      windowDays: 10,
      progressLimitPercent: 50,
      customTerms: { en: null, bn: 'নিজের শর্ত' },
      terms: { bn: 'নিজের শর্ত' },
    });
    expect(saved.json().settings.terms.en).toContain('within 10 days of payment');
    const bad = await inject('PUT', '/admin/refund-settings', { ...body, windowDays: 0 }, admin.cookie);
    expect(bad.statusCode).toBe(400);
    // Back to the defaults for the other tests.
    await inject(
      'PUT',
      '/admin/refund-settings',
      { allowed: true, windowDays: 7, progressLimitPercent: 30, termsEn: null, termsBn: null },
      admin.cookie,
    );
  });
});

describe('a learner asks for a refund', () => {
  it('answers 201 and tells the admins at once; asking twice is 409', async () => {
    const paid = await paidOrder({ learnerName: 'Sumaiya', courseName: 'Physics' });
    const res = await askRefund(paid.learner, paid.orderId, 'Videos do not play on my phone');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Your refund request was sent. We will answer it within 72 hours.',
      refund: { status: 'requested', reason: 'Videos do not play on my phone' },
    });
    const pushed = await waitForNotice('Refund Requested', 'Sumaiya');
    expect(pushed.message).toContain('<b>Sumaiya</b> asked for a refund of <i>Physics</i> (৳1500)');
    expect(await orderStatus(paid.orderId)).toBe('refund_requested');

    const again = await askRefund(paid.learner, paid.orderId, 'again', 'bn');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'refund_already_requested',
      message: 'এই অর্ডারের টাকা ফেরতের অনুরোধ আগেই করা হয়েছে।',
    });
    // The purchase history shows the request on the order.
    const history = await inject('GET', '/orders/my-orders', undefined, paid.learner.cookie);
    expect(history.json().orders).toEqual([
      expect.objectContaining({
        _id: paid.orderId,
        status: 'refund_requested',
        refund: expect.objectContaining({ status: 'requested' }),
      }),
    ]);
    // Someone else's order is not found; an empty reason is refused.
    const other = await signedInUser(t.app);
    expect((await askRefund(other, paid.orderId)).statusCode).toBe(404);
    expect((await askRefund(paid.learner, paid.orderId, '  ')).statusCode).toBe(400);
  });

  it('is refused past the window, in the reader language', async () => {
    const paid = await paidOrder();
    await t.app.db
      .update(payments)
      .set({ paidAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where(eq(payments.id, paid.paymentId));
    const en = await askRefund(paid.learner, paid.orderId);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({
      code: 'refund_window_closed',
      message: 'Refunds can be requested within 7 days of payment, and that time has passed for this order.',
    });
    const bn = await askRefund(paid.learner, paid.orderId, 'কারণ', 'bn');
    expect(bn.json()).toMatchObject({
      code: 'refund_window_closed',
      message: 'পেমেন্টের ৭ দিনের মধ্যে টাকা ফেরতের অনুরোধ করা যায়; এই অর্ডারের সেই সময় পেরিয়ে গেছে।',
    });
    expect(await orderStatus(paid.orderId)).toBe('paid');
  });

  it('is refused at 30 % of the course completed, allowed below it', async () => {
    const paid = await paidOrder();
    const [section] = await t.app.db
      .insert(courseSections)
      .values({ courseId: paid.courseId, title: toBilingual('One'), position: 0 })
      .returning();
    const lessons = await t.app.db
      .insert(courseLessons)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          courseId: paid.courseId,
          sectionId: section!.id,
          position: i,
          title: toBilingual(`Lesson ${i + 1}`),
          videoUrl: 'dQw4w9WgXcQ',
          videoPlayer: 'youtube' as const,
        })),
      )
      .returning();
    const complete = async (n: number) => {
      await t.app.db
        .insert(lessonProgress)
        .values(
          lessons.slice(0, n).map((l) => ({ userId: paid.learner.user.id, lessonId: l.id, courseId: paid.courseId })),
        );
      t.app.cache.invalidate('catalogue:');
    };
    await complete(3);
    const refused = await askRefund(paid.learner, paid.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'refund_progress_limit',
      message: 'Refunds can be requested while less than 30% of the course is completed, and you have completed more.',
    });
    await t.app.db.delete(lessonProgress).where(eq(lessonProgress.lessonId, lessons[2]!.id));
    t.app.cache.invalidate('catalogue:');
    expect((await askRefund(paid.learner, paid.orderId)).statusCode).toBe(201);
  });

  it('is refused when the site does not allow refunds', async () => {
    const paid = await paidOrder();
    const rules = { allowed: false, windowDays: 7, progressLimitPercent: 30, termsEn: null, termsBn: null };
    await inject('PUT', '/admin/refund-settings', rules, admin.cookie);
    try {
      const res = await askRefund(paid.learner, paid.orderId, 'কারণ', 'bn');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'refunds_not_allowed',
        message: 'এই সাইটে টাকা ফেরতের অনুরোধ করা যায় না। পেমেন্টে সমস্যা হলে আমাদের জানান।',
      });
    } finally {
      await inject('PUT', '/admin/refund-settings', { ...rules, allowed: true }, admin.cookie);
    }
  });
});

describe('an admin approves', () => {
  it('50 concurrent approvals make exactly one gateway call and one refunded order; access ends at once', async () => {
    const couponId = await insertCoupon(t.app, { code: 'HALF', discountValue: 50 });
    const paid = await paidOrder({ learnerName: 'Nadia', courseName: 'Chemistry', couponCode: 'HALF' });
    const [coupon] = await t.app.db.select().from(coupons).where(eq(coupons.id, couponId));
    expect(coupon!.timesUsed).toBe(1);
    expect(
      (await inject('GET', `/courses/enrolled/content/${paid.courseId}`, undefined, paid.learner.cookie)).statusCode,
    ).toBe(200);
    // a certificate of the course, as if the learner had finished it
    const certificateId = newCertificateId();
    await t.app.db.insert(certificates).values({
      id: certificateId,
      userId: paid.learner.user.id,
      courseId: paid.courseId,
      courseName: 'Chemistry',
      nameEn: 'Nadia',
      completedAt: new Date(),
    });
    const asked = await askRefund(paid.learner, paid.orderId, 'Bought by mistake', 'bn');
    const refundId = asked.json().refund._id as string;

    const answers = await Promise.all(Array.from({ length: 50 }, () => approve(refundId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(refundsFor(paid.transactionId)).toHaveLength(1);
    expect(refundsFor(paid.transactionId)[0]).toMatchObject({
      transaction_id: paid.transactionId,
      payment_method: 'bkash',
      amount: '750.00',
      product_name: 'Chemistry',
      reason: 'Bought by mistake',
    });
    expect(await orderStatus(paid.orderId)).toBe('refunded');
    const refunded = await t.app.db.select().from(orders).where(eq(orders.status, 'refunded'));
    expect(refunded.filter((o) => o.id === paid.orderId)).toHaveLength(1);
    expect(await refundRow(refundId)).toMatchObject({
      status: 'refunded',
      gatewayAttempts: 1,
      decidedBy: admin.user.id,
    });

    // The very next request: the content is 403 and the course left My Courses.
    const content = await inject('GET', `/courses/enrolled/content/${paid.courseId}`, undefined, paid.learner.cookie);
    expect(content.statusCode).toBe(403);
    const mine = await inject('GET', '/courses/enrolled/my-courses', undefined, paid.learner.cookie);
    expect(mine.json().courses).toEqual([]);
    expect(await owns(t.app, paid.learner.user.id, paid.courseId)).toBe(false);
    // The course's certificate is revoked, and its public page says so at once.
    const certificate = await inject('GET', `/certificates/${certificateId}`);
    expect(certificate.json()).toMatchObject({ status: 'revoked', reason: 'Course refunded' });
    // The learner's bell says so.
    const bell = await inject('GET', '/notifications/me', undefined, paid.learner.cookie);
    expect(bell.json().notifications[0]).toMatchObject({
      read: false,
      notice: { kind: 'refund_made', courseName: 'Chemistry', amount: '750.00' },
    });
    // The coupon use came back.
    const [after] = await t.app.db.select().from(coupons).where(eq(coupons.id, couponId));
    expect(after!.timesUsed).toBe(0);
    expect(await t.app.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderRef, paid.orderId))).toEqual(
      [],
    );
    // The learner is told in the language they asked in.
    const mail = await mailWithSubject(paid.learner.user.email, 'আপনার ৳৭৫০ ফেরত দেওয়া হয়েছে');
    expect(mail.text).toContain('Chemistry-এর জন্য ৳৭৫০ যে bKash অ্যাকাউন্ট থেকে পরিশোধ করেছিলেন সেখানে ফেরত দেওয়া হয়েছে');
    // Every move is recorded, with who and why.
    const moves = (await historyOfPayment(t.app.db, paid.paymentId)).map(
      (m) => `${m.entity}:${m.fromStatus}>${m.toStatus}:${m.actor}`,
    );
    expect(moves).toEqual(
      expect.arrayContaining([
        'order:paid>refund_requested:learner',
        'refund:new>requested:learner',
        'refund:requested>due:admin',
        'refund:due>refunded:gateway',
        'order:refund_requested>refunded:gateway',
      ]),
    );
    // Approving again is idempotent; the purchase history shows the refund.
    expect((await approve(refundId)).json()).toMatchObject({ refund: { status: 'refunded' } });
    expect(refundsFor(paid.transactionId)).toHaveLength(1);
    const history = await inject('GET', '/orders/my-orders', undefined, paid.learner.cookie);
    expect(history.json().orders[0]).toMatchObject({ status: 'refunded', refund: { status: 'refunded' } });
  });

  it('refusing keeps the course; the reason is kept; a refused request cannot be approved', async () => {
    const paid = await paidOrder();
    const refundId = (await askRefund(paid.learner, paid.orderId)).json().refund._id as string;
    const res = await inject('POST', `/admin/refunds/${refundId}/refuse`, { reason: 'Half watched' }, admin.cookie);
    expect(res.json()).toMatchObject({ refund: { status: 'refused', refusalReason: 'Half watched' } });
    expect(await orderStatus(paid.orderId)).toBe('refund_refused');
    expect((await approve(refundId)).statusCode).toBe(409);
    expect(refundsFor(paid.transactionId)).toHaveLength(0);
    expect(await owns(t.app, paid.learner.user.id, paid.courseId)).toBe(true);
    const bell = await inject('GET', '/notifications/me', undefined, paid.learner.cookie);
    expect(bell.json().notifications[0]).toMatchObject({ notice: { kind: 'refund_refused', excerpt: 'Half watched' } });
    // A refusal is the answer: the learner cannot ask again (an admin still may refund), in the reader's language.
    const again = await askRefund(paid.learner, paid.orderId, 'Please reconsider', 'bn');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'refund_refused_before',
      message:
        'এই অর্ডারের টাকা ফেরতের অনুরোধ নাকচ হয়েছে, তাই আবার অনুরোধ করা যাবে না। আপনি একমত না হলে এই অর্ডার নিয়ে অভিযোগ জানান, আমরা ৭২ ঘণ্টার মধ্যে উত্তর দেব।',
    });
    const againEn = await askRefund(paid.learner, paid.orderId, 'Please reconsider', 'en');
    expect(againEn.json().message).toBe(
      'Your refund request for this order was refused, so it cannot be asked for again. If you disagree, send a complaint about this order and we will answer within 72 hours.',
    );
    expect(await orderStatus(paid.orderId)).toBe('refund_refused');
    const admin2 = await inject('POST', `/admin/orders/${paid.orderId}/refund`, { reason: 'Goodwill' }, admin.cookie);
    expect(admin2.statusCode).toBe(200);
  });
});

describe('a gateway that does not refund', () => {
  for (const failure of ['500', 'timeout', 'refuses', 'unreachable'] as const) {
    it(`(${failure}) leaves the refund approved and pending; the retry refunds once`, async () => {
      const paid = await paidOrder();
      const refundId = (await askRefund(paid.learner, paid.orderId)).json().refund._id as string;
      if (failure === '500') fake.failNext('refund', 500, { status: true, message: 'Internal Server Error' });
      if (failure === 'refuses') fake.failNext('refund', 200, { status: false, message: 'Insufficient balance' });
      if (failure === 'timeout') fake.hang('refund');
      const base = t.app.env.UDDOKTAPAY_BASE_URL;
      if (failure === 'unreachable')
        (t.app.env as { UDDOKTAPAY_BASE_URL: string }).UDDOKTAPAY_BASE_URL = 'http://127.0.0.1:9';
      let res;
      try {
        res = await approve(refundId);
      } finally {
        (t.app.env as { UDDOKTAPAY_BASE_URL: string | undefined }).UDDOKTAPAY_BASE_URL = base;
        if (failure === 'timeout') fake.hang('refund', false);
      }
      expect(res.statusCode).toBe(200);
      expect(res.json().refund).toMatchObject({ status: 'due', gatewayAttempts: 1 });
      expect(res.json().refund.gatewayMessage).toMatch(/\S/);
      if (failure === 'refuses') expect(res.json().refund.gatewayMessage).toBe('Insufficient balance');
      expect(res.json().message).toContain('Approved, but the gateway did not refund it yet');
      expect(await orderStatus(paid.orderId)).toBe('refund_requested');
      expect(await owns(t.app, paid.learner.user.id, paid.courseId)).toBe(true);
      // The gateway made no refund (the timed-out call was dropped unanswered).
      const answeredYes = 0;
      expect(refundsFor(paid.transactionId)).toHaveLength(answeredYes);

      // The scheduler retries once the backoff is over, and refunds once.
      const row = await refundRow(refundId);
      expect(row.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
      const early = await reverifyDuePayments(schedulerDeps(t.app), new Date());
      expect(early.refunded).toBe(0);
      const run = await reverifyDuePayments(schedulerDeps(t.app), new Date(row.nextAttemptAt!.getTime() + 1000));
      expect(run.refunded).toBe(1);
      expect(await orderStatus(paid.orderId)).toBe('refunded');
      expect(await refundRow(refundId)).toMatchObject({ status: 'refunded', gatewayAttempts: 2 });
      expect(refundsFor(paid.transactionId)).toHaveLength(answeredYes + 1);
      expect(await owns(t.app, paid.learner.user.id, paid.courseId)).toBe(false);
      // Nothing is left to retry.
      const later = await reverifyDuePayments(schedulerDeps(t.app), new Date(Date.now() + 24 * 3600 * 1000));
      expect(later.refunded).toBe(0);
      expect(refundsFor(paid.transactionId)).toHaveLength(answeredYes + 1);
    });
  }

  it('is retried by hand', async () => {
    const paid = await paidOrder();
    const refundId = (await askRefund(paid.learner, paid.orderId)).json().refund._id as string;
    fake.failNext('refund', 200, { status: false, message: 'Try later' });
    expect((await approve(refundId)).json().refund).toMatchObject({ status: 'due', gatewayMessage: 'Try later' });
    const retried = await inject('POST', `/admin/refunds/${refundId}/retry`, undefined, admin.cookie);
    expect(retried.json()).toMatchObject({
      message: 'Refunded: the gateway has returned the money to the paying wallet.',
      refund: { status: 'refunded' },
    });
    expect(refundsFor(paid.transactionId)).toHaveLength(1);
    expect((await inject('POST', `/admin/refunds/${refundId}/retry`, undefined, admin.cookie)).statusCode).toBe(409);
  });
});

describe("an admin's own refund", () => {
  it('refunds one course of a cart, then the rest', async () => {
    // the learner's account speaks Bengali: an admin's refund is told in it (decision 0097)
    const learner = await signedInUser(t.app, { language: 'bn' });
    const a = await insertCourse(t.app, 100_000, { name: 'Algebra' });
    const b = await insertCourse(t.app, 200_000, { name: 'Biology' });
    for (const courseId of [a, b]) await inject('POST', '/cart/add', { courseId }, learner.cookie);
    const charge = await inject('POST', '/orders/create-cart-charge', { finalAmount: 3000 }, learner.cookie);
    expect(charge.statusCode).toBe(200);
    const paymentId = charge.json().paymentId as string;
    const fakeCharge = fake.charges.find((c) => c.request.metadata.paymentId === paymentId)!;
    await processOrder(learner, fake.settle(fakeCharge, 'COMPLETED'));
    const cart = await t.app.db.select().from(orders).where(eq(orders.paymentId, paymentId));
    expect(cart).toHaveLength(2);

    const one = await inject(
      'POST',
      `/admin/orders/${cart[0]!.id}/refund`,
      { reason: 'Disputed with bKash', courseId: b },
      admin.cookie,
    );
    expect(one.statusCode).toBe(200);
    expect(one.json().refunds).toEqual([expect.objectContaining({ status: 'refunded', amount: 2000, kind: 'admin' })]);
    expect(refundsFor(fakeCharge.transactionId)).toEqual([expect.objectContaining({ amount: '2000.00' })]);
    expect(await owns(t.app, learner.user.id, b)).toBe(false);
    expect(await owns(t.app, learner.user.id, a)).toBe(true);
    const told = await mailWithSubject(learner.user.email, 'আপনার ৳২,০০০ ফেরত দেওয়া হয়েছে');
    expect(told.text).toContain('Biology-এর জন্য ৳২,০০০');
    expect(told.text).not.toMatch(/Hello|refunded/);
    expect(told.html).toContain('<html lang="bn">');

    const again = await inject(
      'POST',
      `/admin/orders/${cart[0]!.id}/refund`,
      { reason: 'x', courseId: b },
      admin.cookie,
    );
    expect(again.statusCode).toBe(409);
    const rest = await inject('POST', `/admin/orders/${cart[0]!.id}/refund`, { reason: 'All of it' }, admin.cookie);
    expect(rest.json().refunds).toEqual([expect.objectContaining({ status: 'refunded', amount: 1000 })]);
    expect(refundsFor(fakeCharge.transactionId)).toHaveLength(2);
    expect(await owns(t.app, learner.user.id, a)).toBe(false);

    // The admins' order list shows the status; the queue finds the refunds by the learner's e-mail.
    const list = await inject('GET', '/orders/admin/all-orders?limit=100', undefined, admin.cookie);
    const mine = list.json().orders.filter((o: { invoiceId: string }) => o.invoiceId === cart[0]!.invoiceId);
    expect(mine.map((o: { status: string }) => o.status)).toEqual(['refunded', 'refunded']);
    const queue = await inject(
      'GET',
      `/admin/refunds?search=${encodeURIComponent(learner.user.email)}`,
      undefined,
      admin.cookie,
    );
    expect(queue.json()).toMatchObject({ pagination: { totalItems: 2 } });
    const filtered = await inject('GET', '/admin/refunds?status=requested&limit=5', undefined, admin.cookie);
    expect(filtered.json().refunds.every((r: { status: string }) => r.status === 'requested')).toBe(true);
  });
});

describe('a duplicate payment', () => {
  it('is refunded automatically through refund-payment, once', async () => {
    const first = await paidOrder();
    const second = await startCheckout({ learner: first.learner, courseId: first.courseId }).catch(() => null);
    // A second payment page of an owned course cannot be made any more: pay a superseded one instead.
    expect(second).toBeNull();
    const learner = await signedInUser(t.app);
    const courseId = await insertCourse(t.app, 120_000, { name: 'Geography' });
    const pages = [await startCheckout({ learner, courseId }), await startCheckout({ learner, courseId })];
    for (const page of pages) await processOrder(learner, fake.settle(page.charge, 'COMPLETED'), courseId);
    const statuses = await t.app.db
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(eq(payments.userId, learner.user.id));
    const duplicate = statuses.find((p) => p.status === 'duplicate')!;
    const charge = pages.find((p) => p.paymentId === duplicate.id)!.charge;
    expect(refundsFor(charge.transactionId)).toEqual([expect.objectContaining({ amount: '1200.00' })]);
    const [refund] = await t.app.db
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, duplicate.id), eq(paymentRefunds.kind, 'duplicate')));
    expect(refund).toMatchObject({ status: 'refunded', gatewayAttempts: 1 });
    expect(await owns(t.app, learner.user.id, courseId)).toBe(true);
  });
});

describe('net sales', () => {
  it('are what the orders table holds as paid, less what it holds as refunded', async () => {
    const stats = (await inject('GET', '/orders/admin/stats', undefined, admin.cookie)).json().stats;
    const [row] = await t.app.db
      .select({
        paid: sql<string>`coalesce(sum(${orders.amountPoisha}), 0)`,
        refunded: sql<string>`coalesce(sum(${orders.amountPoisha}) filter (where ${orders.status} = 'refunded'), 0)`,
        refundedOrders: sql<number>`count(*) filter (where ${orders.status} = 'refunded')::int`,
      })
      .from(orders);
    expect(Number(row!.refunded)).toBeGreaterThan(0);
    expect(stats.grossRevenue).toBe(Number(row!.paid) / 100);
    expect(stats.refundedRevenue).toBe(Number(row!.refunded) / 100);
    expect(stats.totalRevenue).toBe((Number(row!.paid) - Number(row!.refunded)) / 100);
    expect(stats.refundedOrders).toBe(row!.refundedOrders);
  });
});
