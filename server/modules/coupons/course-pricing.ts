import type { Tx } from '../../db/client.ts';
import type { PaymentItem } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { CommerceCourseRow } from '../../lib/commerce-course.ts';
import { evaluateCoupon, evaluateCoupons, type CouponEvaluation } from './coupon-evaluation.ts';

export interface PricedCourse {
  item: PaymentItem;
  coupon: { id: string; code: string; description: string } | null;
}

/**
 * One course priced for a learner by the server: the database price and, when a coupon code is given, every coupon
 * rule (evaluateCoupon throws each refusal with its own message). Never below zero.
 */
export async function priceCourse(
  tx: Tx,
  input: { userId: string; course: Pick<CommerceCourseRow, 'id' | 'name' | 'pricePoisha'>; couponCode: string | null },
): Promise<PricedCourse> {
  const item = fullPrice(input.course);
  if (!input.couponCode) return { item, coupon: null };
  const result = await evaluateCoupon(tx, {
    code: input.couponCode,
    userId: input.userId,
    courseId: input.course.id,
    coursePricePoisha: input.course.pricePoisha,
  });
  return withDiscount(item, result);
}

const fullPrice = (course: Pick<CommerceCourseRow, 'id' | 'name' | 'pricePoisha'>): PaymentItem => ({
  courseId: course.id,
  courseName: course.name,
  originalPoisha: course.pricePoisha,
  discountPoisha: 0,
  finalPoisha: course.pricePoisha,
  couponId: null,
  couponCode: null,
});

const withDiscount = (item: PaymentItem, result: CouponEvaluation): PricedCourse => ({
  item: {
    ...item,
    discountPoisha: result.discountPoisha,
    finalPoisha: result.finalPoisha,
    couponId: result.coupon.id,
    couponCode: result.coupon.code,
  },
  coupon: result.coupon,
});

/**
 * Like priceCourse for many courses of one learner (a cart) in a fixed number of queries, but a coupon that no
 * longer applies is reported (`couponError`) instead of thrown: the cart still lists the course at its full price.
 */
export async function priceCoursesLenient(
  tx: Tx,
  userId: string,
  items: readonly { course: Pick<CommerceCourseRow, 'id' | 'name' | 'pricePoisha'>; couponCode: string | null }[],
): Promise<(PricedCourse & { couponError: string | null })[]> {
  const withCoupon = items.flatMap((entry) =>
    entry.couponCode
      ? [{ code: entry.couponCode, courseId: entry.course.id, coursePricePoisha: entry.course.pricePoisha }]
      : [],
  );
  // A cart without coupons is priced from its rows alone: no query.
  const results = withCoupon.length === 0 ? [] : await evaluateCoupons(tx, { userId, items: withCoupon });
  let next = 0;
  return items.map((entry) => {
    const item = fullPrice(entry.course);
    if (!entry.couponCode) return { item, coupon: null, couponError: null };
    const result = results[next++]!;
    if (result instanceof AppError) return { item, coupon: null, couponError: result.message };
    return { ...withDiscount(item, result), couponError: null };
  });
}
