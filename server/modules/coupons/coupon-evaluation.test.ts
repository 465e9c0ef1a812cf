import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '#shared/coupons.ts';
import type { Db } from '../../db/client.ts';
import { couponCourses, couponRedemptions, coupons } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { createUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { insertCourse } from '../../test/commerce.ts';
import { evaluateCoupon, redeemCoupon, type EvaluateCouponInput } from './coupon-evaluation.ts';

let t: TestApp;
let db: Db;
let learnerId: string;
let courseId: string;
let otherCourseId: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  db = t.app.db;
  learnerId = (await createUser(t.app)).id;
  courseId = await insertCourse(t.app, 100_000);
  otherCourseId = await insertCourse(t.app, 100_000);
});
afterAll(() => t.close());

type CouponInsert = typeof coupons.$inferInsert;
async function makeCoupon(fields: Partial<CouponInsert> = {}, courseIds: string[] = []) {
  const code = fields.code ?? `C${randomUUID().slice(0, 8).toUpperCase()}`;
  const [row] = await db
    .insert(coupons)
    .values({ discountType: 'percent', discountValue: 20, description: 'Twenty off', ...fields, code })
    .returning();
  if (courseIds.length)
    await db.insert(couponCourses).values(courseIds.map((id) => ({ couponId: row!.id, courseId: id })));
  return row!;
}

const evaluate = (code: string, overrides: Partial<EvaluateCouponInput> = {}) =>
  evaluateCoupon(db, { code, userId: learnerId, courseId, coursePricePoisha: 100_000, ...overrides });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { statusCode, code, message } = error as AppError;
  return { statusCode, code, message };
}

describe('evaluating a coupon', () => {
  it('prices a percent coupon typed in any case with spaces', async () => {
    const coupon = await makeCoupon({ code: 'EID20' });
    expect(await evaluate('  eid20 ')).toEqual({
      coupon: { id: coupon.id, code: 'EID20', description: 'Twenty off' },
      originalPoisha: 100_000,
      discountPoisha: 20_000,
      finalPoisha: 80_000,
    });
  });

  it('caps a percent coupon at its maximum discount and a fixed one at the price', async () => {
    const capped = await makeCoupon({ discountValue: 50, maxDiscountPoisha: 10_000 });
    expect((await evaluate(capped.code)).finalPoisha).toBe(90_000);
    const fixed = await makeCoupon({ discountType: 'fixed', discountValue: 500_000 });
    expect(await evaluate(fixed.code)).toMatchObject({ discountPoisha: 100_000, finalPoisha: 0 });
  });

  it('asks for a code when the input is empty', async () => {
    for (const code of ['', '   ']) {
      expect(await refusal(evaluate(code))).toEqual({
        statusCode: 400,
        code: 'coupon_code_required',
        message: COUPON_MESSAGES.empty,
      });
    }
    expect(COUPON_MESSAGES.empty).toBe('Please enter a coupon code');
  });

  it('refuses an unknown code', async () => {
    expect(await refusal(evaluate('NOSUCHCODE'))).toEqual({
      statusCode: 404,
      code: 'coupon_not_found',
      message: 'Invalid coupon code',
    });
  });

  it('refuses a switched-off coupon', async () => {
    const c = await makeCoupon({ isActive: false });
    expect(await refusal(evaluate(c.code))).toMatchObject({
      code: 'coupon_inactive',
      message: 'This coupon is no longer active',
    });
  });

  it('refuses a coupon before it starts and after it ends, and accepts it in between', async () => {
    const now = new Date();
    const later = await makeCoupon({ validFrom: new Date(now.getTime() + DAY) });
    expect(await refusal(evaluate(later.code))).toMatchObject({
      code: 'coupon_not_started',
      message: 'This coupon is not valid yet',
    });
    const ended = await makeCoupon({ validUntil: new Date(now.getTime() - 1000) });
    expect(await refusal(evaluate(ended.code))).toMatchObject({
      code: 'coupon_expired',
      message: 'This coupon has expired',
    });
    const window = await makeCoupon({
      validFrom: new Date(now.getTime() - DAY),
      validUntil: new Date(now.getTime() + DAY),
    });
    expect((await evaluate(window.code)).finalPoisha).toBe(80_000);
    // The ends are inclusive.
    expect((await evaluate(window.code, { now: window.validUntil! })).finalPoisha).toBe(80_000);
    expect((await evaluate(window.code, { now: window.validFrom! })).finalPoisha).toBe(80_000);
  });

  it('refuses a course the coupon was not made for', async () => {
    const c = await makeCoupon({ appliesTo: 'selected' }, [otherCourseId]);
    expect(await refusal(evaluate(c.code))).toMatchObject({
      code: 'coupon_not_for_course',
      message: 'This coupon does not apply to this course',
    });
    expect((await evaluate(c.code, { courseId: otherCourseId })).finalPoisha).toBe(80_000);
  });

  it('refuses a free course', async () => {
    const c = await makeCoupon();
    expect(await refusal(evaluate(c.code, { coursePricePoisha: 0 }))).toMatchObject({
      code: 'coupon_free_course',
      message: 'This course is free: no coupon is needed',
    });
  });

  it('refuses an order below the minimum, naming the amount in taka', async () => {
    const c = await makeCoupon({ minOrderPoisha: 150_000 });
    expect(await refusal(evaluate(c.code))).toEqual({
      statusCode: 400,
      code: 'coupon_below_minimum',
      message: 'Minimum order amount is ৳1500',
    });
    const odd = await makeCoupon({ minOrderPoisha: 149_950 });
    expect((await refusal(evaluate(odd.code))).message).toBe('Minimum order amount is ৳1499.50');
    expect((await evaluate(c.code, { coursePricePoisha: 150_000 })).finalPoisha).toBe(120_000);
  });

  it('refuses a used-up coupon', async () => {
    const c = await makeCoupon({ usageLimit: 2, timesUsed: 2 });
    expect(await refusal(evaluate(c.code))).toMatchObject({
      code: 'coupon_used_up',
      message: 'This coupon has reached its usage limit',
    });
  });

  it("refuses once the learner's own limit is reached, not for other learners", async () => {
    const c = await makeCoupon({ perUserLimit: 1 });
    expect(await redeemCoupon(db, { couponId: c.id, userId: learnerId, orderRef: `o-${randomUUID()}` })).toMatchObject({
      redeemed: true,
    });
    expect(await refusal(evaluate(c.code))).toMatchObject({
      code: 'coupon_user_limit',
      message: 'You have already used this coupon the maximum number of times',
    });
    const other = await createUser(t.app);
    expect((await evaluate(c.code, { userId: other.id })).finalPoisha).toBe(80_000);
  });

  it('counts nothing when it only evaluates', async () => {
    const c = await makeCoupon({ usageLimit: 1 });
    await evaluate(c.code);
    await evaluate(c.code);
    const [row] = await db.select({ timesUsed: coupons.timesUsed }).from(coupons).where(eq(coupons.id, c.id));
    expect(row!.timesUsed).toBe(0);
  });
});

describe('redeeming a coupon', () => {
  const redemptions = async (couponId: string) =>
    (await db.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId)))[0]!.n;
  const timesUsed = async (couponId: string) =>
    (await db.select({ n: coupons.timesUsed }).from(coupons).where(eq(coupons.id, couponId)))[0]!.n;

  it('counts a use with its order and discount, once per order', async () => {
    const c = await makeCoupon();
    const orderRef = `order-${randomUUID()}`;
    const first = await redeemCoupon(db, { couponId: c.id, userId: learnerId, orderRef, discountPoisha: 20_000 });
    expect(first).toMatchObject({ redeemed: true, repeated: false });
    expect(await redeemCoupon(db, { couponId: c.id, userId: learnerId, orderRef })).toMatchObject({
      redeemed: true,
      repeated: true,
    });
    expect(await timesUsed(c.id)).toBe(1);
    expect(await redemptions(c.id)).toBe(1);
  });

  it('stops at the usage limit and at the per-learner limit without throwing', async () => {
    const c = await makeCoupon({ usageLimit: 1 });
    await redeemCoupon(db, { couponId: c.id, userId: learnerId, orderRef: randomUUID() });
    const other = await createUser(t.app);
    expect(await redeemCoupon(db, { couponId: c.id, userId: other.id, orderRef: randomUUID() })).toEqual({
      redeemed: false,
      reason: 'used_up',
    });
    const mine = await makeCoupon({ perUserLimit: 1 });
    await redeemCoupon(db, { couponId: mine.id, userId: learnerId, orderRef: randomUUID() });
    expect(await redeemCoupon(db, { couponId: mine.id, userId: learnerId, orderRef: randomUUID() })).toEqual({
      redeemed: false,
      reason: 'user_limit',
    });
    expect(await timesUsed(mine.id)).toBe(1);
    expect(await redeemCoupon(db, { couponId: randomUUID(), userId: learnerId, orderRef: randomUUID() })).toEqual({
      redeemed: false,
      reason: 'not_found',
    });
  });

  it('makes exactly one redemption from 30 concurrent checkouts of a coupon limited to 1 use', async () => {
    const c = await makeCoupon({ usageLimit: 1 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => createUser(t.app)));
    const results = await Promise.all(
      buyers.map((buyer, i) =>
        db.transaction((tx) => redeemCoupon(tx, { couponId: c.id, userId: buyer.id, orderRef: `race-${c.id}-${i}` })),
      ),
    );
    expect(results.filter((r) => r.redeemed)).toHaveLength(1);
    expect(results.filter((r) => !r.redeemed && r.reason === 'used_up')).toHaveLength(29);
    expect(await timesUsed(c.id)).toBe(1);
    expect(await redemptions(c.id)).toBe(1);
  });

  it('holds the per-learner limit under concurrent checkouts by one learner', async () => {
    const c = await makeCoupon({ perUserLimit: 2 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        db.transaction((tx) => redeemCoupon(tx, { couponId: c.id, userId: learnerId, orderRef: `mine-${c.id}-${i}` })),
      ),
    );
    expect(results.filter((r) => r.redeemed)).toHaveLength(2);
    expect(await timesUsed(c.id)).toBe(2);
  });
});
