import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUddoktaPay, type FakeUddoktaPay } from '#test-support/uddoktapay.ts';
import { couponRedemptions, couponReservations, coupons, notifications, orders } from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { insertCoupon, insertCourse } from '../../test/commerce.ts';
import { paymentRow } from '../../test/orders.ts';
import { COUPON_RESERVATION_MS } from '../coupons/coupons.service.ts';
import { COUPON_PAST_LIMIT_TITLE } from './fulfilment.service.ts';
import { schedulerDeps } from './orders-deps.ts';
import { reverifyDuePayments } from './payment-reverify.ts';

/**
 * Issue 9 §1: a charge carrying a coupon holds one use from checkout to payment, so the number of discounted orders
 * never exceeds the coupon's limits (docs/decisions/0009-coupon-reservations.md).
 */
let t: TestApp;
let fake: FakeUddoktaPay;
type Learner = Awaited<ReturnType<typeof signedInUser>>;

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
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const post = (url: string, payload: object, learner: Learner) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { cookie: learner.cookie } });
const charge = (learner: Learner, courseId: string, couponCode?: string) =>
  post('/orders/create-charge', { courseId, ...(couponCode ? { couponCode } : {}) }, learner);
const chargeFor = (paymentId: string) => fake.charges.find((c) => c.request.metadata.paymentId === paymentId)!;
const pay = async (learner: Learner, paymentId: string) => {
  const invoiceId = fake.settle(chargeFor(paymentId), 'COMPLETED');
  const res = await post('/orders/process-order', { paymentInfo: { invoice_id: invoiceId } }, learner);
  expect(res.json()).toMatchObject({ status: 'paid' });
};
const discountedOrders = (couponId: string) =>
  t.app.db
    .select()
    .from(orders)
    .where(and(eq(orders.couponId, couponId)));
const timesUsed = async (couponId: string) =>
  (await t.app.db.select({ n: coupons.timesUsed }).from(coupons).where(eq(coupons.id, couponId)))[0]!.n;
const USED_UP = { code: 'coupon_used_up', message: 'This coupon has reached its usage limit' };
const USER_LIMIT = {
  code: 'coupon_user_limit',
  message: 'You have already used this coupon the maximum number of times',
};

describe('coupon reservations', () => {
  it('64 concurrent charges of a coupon limited to 1 use: one is discounted, 63 are refused before the gateway', async () => {
    const couponId = await insertCoupon(t.app, { code: 'ONLYONE', discountValue: 20, usageLimit: 1 });
    const courseId = await insertCourse(t.app, 99_900);
    const learners = await Promise.all(Array.from({ length: 64 }, () => signedInUser(t.app)));
    const chargesBefore = fake.charges.length;
    const answers = await Promise.all(learners.map((learner) => charge(learner, courseId, 'ONLYONE')));

    const accepted = answers.flatMap((res, i) => (res.statusCode === 200 ? [i] : []));
    expect(accepted).toHaveLength(1);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(refused.map((res) => [res.statusCode, res.json()])).toEqual(
      Array(63).fill([400, expect.objectContaining(USED_UP)]),
    );
    // Only the accepted charge reached the gateway, at ৳799.20.
    expect(fake.charges.length - chargesBefore).toBe(1);
    expect(fake.charges.at(-1)!.request.amount).toBe('799.20');

    // Paying every charge that was created gives exactly one discounted order and one counted use.
    const winner = learners[accepted[0]!]!;
    await pay(winner, answers[accepted[0]!]!.json<{ paymentId: string }>().paymentId);
    const discounted = await discountedOrders(couponId);
    expect(discounted.map((o) => [o.userId, o.amountPoisha, o.couponRedeemed])).toEqual([
      [winner.user.id, 79_920, true],
    ]);
    expect(await timesUsed(couponId)).toBe(1);

    // A refused learner can still buy at the full price.
    const other = learners.find((_, i) => i !== accepted[0])!;
    const fullPrice = await charge(other, courseId);
    expect(fullPrice.statusCode).toBe(200);
    expect(fake.charges.at(-1)!.request.amount).toBe('999.00');
  });

  it('a per-learner limit of 1 holds across 10 concurrent charges by one learner', async () => {
    const couponId = await insertCoupon(t.app, { code: 'ONCEEACH', discountValue: 10, perUserLimit: 1 });
    const learner = await signedInUser(t.app);
    const courseIds = await Promise.all(Array.from({ length: 10 }, () => insertCourse(t.app, 50_000)));
    const answers = await Promise.all(courseIds.map((courseId) => charge(learner, courseId, 'ONCEEACH')));
    const accepted = answers.filter((res) => res.statusCode === 200);
    expect(accepted).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode !== 200).map((res) => [res.statusCode, res.json()])).toEqual(
      Array(9).fill([400, expect.objectContaining(USER_LIMIT)]),
    );
    await pay(learner, accepted[0]!.json<{ paymentId: string }>().paymentId);
    expect(await discountedOrders(couponId)).toHaveLength(1);
    // Another learner still has their own use.
    expect((await charge(await signedInUser(t.app), courseIds[0]!, 'ONCEEACH')).statusCode).toBe(200);
  });

  it('a cancelled charge frees its use at once; a failed one too', async () => {
    await insertCoupon(t.app, { code: 'FREEDUP', discountValue: 10, usageLimit: 1 });
    const courseId = await insertCourse(t.app, 50_000);
    const [first, second, third] = await Promise.all([signedInUser(t.app), signedInUser(t.app), signedInUser(t.app)]);
    const held = await charge(first!, courseId, 'FREEDUP');
    expect(held.statusCode).toBe(200);
    expect((await charge(second!, courseId, 'FREEDUP')).json()).toMatchObject(USED_UP);
    // The coupon box says so too.
    const apply = await post('/coupons/validate', { code: 'FREEDUP', courseId }, second!);
    expect(apply.json()).toMatchObject(USED_UP);

    const paymentId = held.json<{ paymentId: string }>().paymentId;
    const cancel = await post('/orders/process-order', { paymentId, status: 'cancelled' }, first!);
    expect(cancel.json()).toMatchObject({ status: 'cancelled' });
    const retaken = await charge(second!, courseId, 'FREEDUP');
    expect(retaken.statusCode).toBe(200);

    const failedId = retaken.json<{ paymentId: string }>().paymentId;
    const invoiceId = fake.settle(chargeFor(failedId), 'ERROR');
    expect(
      (await post('/orders/process-order', { paymentInfo: { invoice_id: invoiceId } }, second!)).json(),
    ).toMatchObject({ status: 'failed' });
    expect((await charge(third!, courseId, 'FREEDUP')).statusCode).toBe(200);
  });

  it("a learner's new charge of the same course supersedes their unfinished one and keeps the coupon", async () => {
    await insertCoupon(t.app, { code: 'RETRY', discountValue: 10, usageLimit: 1 });
    const courseId = await insertCourse(t.app, 50_000);
    const learner = await signedInUser(t.app);
    const first = await charge(learner, courseId, 'RETRY');
    const again = await charge(learner, courseId, 'RETRY');
    expect(again.statusCode).toBe(200);
    const firstId = first.json<{ paymentId: string }>().paymentId;
    expect(await paymentRow(t.app, firstId)).toMatchObject({ status: 'cancelled', failureReason: 'superseded' });
    expect((await charge(await signedInUser(t.app), courseId, 'RETRY')).json()).toMatchObject(USED_UP);
  });

  it('holds the use while the gateway reports the payment pending, past the checkout hold', async () => {
    await insertCoupon(t.app, { code: 'WALLET', discountValue: 10, usageLimit: 1 });
    const courseId = await insertCourse(t.app, 50_000);
    const learner = await signedInUser(t.app);
    const paymentId = (await charge(learner, courseId, 'WALLET')).json<{ paymentId: string }>().paymentId;
    const invoiceId = fake.settle(chargeFor(paymentId), 'PENDING');
    const res = await post('/orders/process-order', { paymentInfo: { invoice_id: invoiceId } }, learner);
    expect(res.json()).toMatchObject({ status: 'pending' });
    const [hold] = await t.app.db
      .select({ expiresAt: couponReservations.expiresAt })
      .from(couponReservations)
      .where(eq(couponReservations.paymentId, paymentId));
    expect(hold!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
    expect((await charge(await signedInUser(t.app), courseId, 'WALLET')).json()).toMatchObject(USED_UP);
  });

  it('a payment completed after its hold lapsed and the use was taken is fulfilled and flagged to the admins', async () => {
    const couponId = await insertCoupon(t.app, { code: 'LATE', discountValue: 20, usageLimit: 1 });
    const courseId = await insertCourse(t.app, 100_000, { name: 'Late Course' });
    const [late, onTime] = await Promise.all([signedInUser(t.app, { name: 'Late Learner' }), signedInUser(t.app)]);
    const lateId = (await charge(late!, courseId, 'LATE')).json<{ paymentId: string }>().paymentId;
    // The hold lapses (COUPON_RESERVATION_MS after checkout) while the learner is still on the gateway's page.
    await t.app.db
      .update(couponReservations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(couponReservations.paymentId, lateId));
    expect(COUPON_RESERVATION_MS).toBe(30 * 60 * 1000);
    const onTimeId = (await charge(onTime!, courseId, 'LATE')).json<{ paymentId: string }>().paymentId;

    await pay(late!, lateId);
    await pay(onTime!, onTimeId);
    const rows = await discountedOrders(couponId);
    expect(rows.map((o) => [o.userId, o.amountPoisha, o.couponRedeemed]).sort()).toEqual(
      [
        [late!.user.id, 80_000, false],
        [onTime!.user.id, 80_000, true],
      ].sort(),
    );
    expect(await timesUsed(couponId)).toBe(1);
    expect(
      await t.app.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId)),
    ).toHaveLength(1);
    const flagged = await t.app.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.title, COUPON_PAST_LIMIT_TITLE), eq(notifications.userId, late!.user.id)));
    expect(flagged).toHaveLength(1);
    expect(flagged[0]!.message).toContain('<b>Late Learner</b> paid for <i>Late Course</i> with coupon <b>LATE</b>');
  });

  it('the scheduler tidies reservations that no longer count', async () => {
    await insertCoupon(t.app, { code: 'TIDY', discountValue: 10, usageLimit: 5 });
    const courseId = await insertCourse(t.app, 50_000);
    const learner = await signedInUser(t.app);
    const paymentId = (await charge(learner, courseId, 'TIDY')).json<{ paymentId: string }>().paymentId;
    await post('/orders/process-order', { paymentId, status: 'cancelled' }, learner);
    await reverifyDuePayments(schedulerDeps(t.app));
    expect(
      await t.app.db.select().from(couponReservations).where(eq(couponReservations.paymentId, paymentId)),
    ).toHaveLength(0);
  });
});
