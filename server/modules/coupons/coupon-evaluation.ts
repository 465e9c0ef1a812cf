import type { CodeOf } from '#shared/errors.ts';
import { COUPON_MESSAGES } from '#shared/coupons.ts';
import { applyDiscount, formatTaka, meetsMinimumOrder, type PriceBreakdown } from '#shared/pricing.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import * as repo from './coupons.repository.ts';

/**
 * Whether a coupon applies, and what it takes off; and counting a use when an order is paid. The checkout and the
 * order transaction of the commerce module call these two; the learner routes call the first.
 */
export interface EvaluateCouponInput {
  code: string;
  userId: string;
  courseId: string;
  coursePricePoisha: number;
  now?: Date;
}

export interface CouponEvaluation extends PriceBreakdown {
  coupon: { id: string; code: string; description: string };
}

/** Trimmed and uppercased, as stored. */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

const refuse = (message: string, code: CodeOf<400>) => badRequest(message, code);

/**
 * Throws an AppError with its own message for each reason a coupon does not apply: empty input, unknown, switched
 * off, not started, ended, not for this course, a free course, below the minimum order, used up, or the learner's
 * own limit reached. Otherwise answers the price breakdown (poisha; never below zero).
 */
export async function evaluateCoupon(tx: Tx, input: EvaluateCouponInput): Promise<CouponEvaluation> {
  const code = normaliseCouponCode(input.code);
  if (!code) throw refuse(COUPON_MESSAGES.empty, 'coupon_code_required');
  const coupon = await repo.findCouponByCode(tx, code);
  if (!coupon) throw notFound(COUPON_MESSAGES.unknown, 'coupon_not_found');
  const now = input.now ?? new Date();
  if (!coupon.isActive) throw refuse(COUPON_MESSAGES.inactive, 'coupon_inactive');
  if (coupon.validFrom && now < coupon.validFrom) throw refuse(COUPON_MESSAGES.notYetValid, 'coupon_not_started');
  if (coupon.validUntil && now > coupon.validUntil) throw refuse(COUPON_MESSAGES.expired, 'coupon_expired');
  if (coupon.appliesTo === 'selected' && !(await repo.couponCoversCourse(tx, coupon.id, input.courseId))) {
    throw refuse(COUPON_MESSAGES.notForCourse, 'coupon_not_for_course');
  }
  if (input.coursePricePoisha === 0) throw refuse(COUPON_MESSAGES.freeCourse, 'coupon_free_course');
  if (!meetsMinimumOrder(input.coursePricePoisha, coupon.minOrderPoisha)) {
    throw refuse(COUPON_MESSAGES.belowMinimum(formatTaka(coupon.minOrderPoisha)), 'coupon_below_minimum');
  }
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) {
    throw refuse(COUPON_MESSAGES.usedUp, 'coupon_used_up');
  }
  if (
    coupon.perUserLimit !== null &&
    (await repo.countUserRedemptions(tx, coupon.id, input.userId)) >= coupon.perUserLimit
  ) {
    throw refuse(COUPON_MESSAGES.perUserLimit, 'coupon_user_limit');
  }
  return {
    coupon: { id: coupon.id, code: coupon.code, description: coupon.description },
    ...applyDiscount(input.coursePricePoisha, coupon),
  };
}

export type RedeemResult =
  | { redeemed: true; redemptionId: string; repeated: boolean }
  | { redeemed: false; reason: 'not_found' | 'used_up' | 'user_limit' };

/**
 * Counts one paid use: call it inside the paid order's transaction. The coupon row is locked, the learner's uses
 * are counted, and `times_used` grows by a conditional UPDATE (`times_used < usage_limit or usage_limit is null`),
 * so the limits hold whatever the number of concurrent checkouts. The same `orderRef` twice counts once
 * (`repeated`). It does not throw when a limit is reached (the money may already be paid): the caller decides.
 */
export async function redeemCoupon(
  tx: Tx,
  input: { couponId: string; userId: string; orderRef: string; discountPoisha?: number },
): Promise<RedeemResult> {
  const coupon = await repo.lockCoupon(tx, input.couponId);
  if (!coupon) return { redeemed: false, reason: 'not_found' };
  const earlier = await repo.findRedemption(tx, input.orderRef);
  if (earlier) return { redeemed: true, redemptionId: earlier.id, repeated: true };
  if (
    coupon.perUserLimit !== null &&
    (await repo.countUserRedemptions(tx, coupon.id, input.userId)) >= coupon.perUserLimit
  ) {
    return { redeemed: false, reason: 'user_limit' };
  }
  if (!(await repo.incrementUse(tx, coupon.id))) return { redeemed: false, reason: 'used_up' };
  const redemptionId = await repo.insertRedemption(tx, {
    couponId: coupon.id,
    userId: input.userId,
    orderRef: input.orderRef,
    discountPoisha: input.discountPoisha ?? 0,
  });
  return { redeemed: true, redemptionId, repeated: false };
}
