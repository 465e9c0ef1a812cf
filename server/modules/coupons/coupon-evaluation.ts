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
  // Uses held by unpaid charges count too, except the learner's own earlier charges of this course (a new charge
  // of the course supersedes them).
  const except = { exceptUserCourse: { userId: input.userId, courseId: input.courseId } };
  if (
    coupon.usageLimit !== null &&
    coupon.timesUsed + (await repo.countActiveReservations(tx, coupon.id, now, except)) >= coupon.usageLimit
  ) {
    throw refuse(COUPON_MESSAGES.usedUp, 'coupon_used_up');
  }
  if (
    coupon.perUserLimit !== null &&
    (await repo.countUserRedemptions(tx, coupon.id, input.userId)) +
      (await repo.countActiveReservations(tx, coupon.id, now, { ...except, userId: input.userId })) >=
      coupon.perUserLimit
  ) {
    throw refuse(COUPON_MESSAGES.perUserLimit, 'coupon_user_limit');
  }
  return {
    coupon: { id: coupon.id, code: coupon.code, description: coupon.description },
    ...applyDiscount(input.coursePricePoisha, coupon),
  };
}

/**
 * How long a charge holds a use of its coupon before the use is offered to others: a wallet payment (bKash, Nagad,
 * Rocket: number, OTP, PIN) takes a few minutes; half an hour covers a slow one. A payment the gateway reports
 * pending (a transfer awaiting approval) keeps it until the payment settles or expires.
 */
export const COUPON_RESERVATION_MS = 30 * 60 * 1000;

/**
 * Holds one use of each item's coupon for a charge being created, in the transaction that inserts its payment: the
 * coupon rows are locked (in id order, so two carts never deadlock) and the uses already made plus the uses other
 * unpaid charges hold are counted against the total and the per-learner limits. Throws the coupon's "used up" (or
 * per-learner) message when no use is left: the charge is not created and the learner can pay the full price.
 */
export async function reserveCouponUses(
  tx: Tx,
  input: {
    paymentId: string;
    userId: string;
    items: readonly { courseId: string; couponId: string | null }[];
    now?: Date;
  },
): Promise<void> {
  const now = input.now ?? new Date();
  const expiresAt = new Date(now.getTime() + COUPON_RESERVATION_MS);
  const held = input.items
    .filter((i): i is { courseId: string; couponId: string } => i.couponId !== null)
    .sort((a, b) => a.couponId.localeCompare(b.couponId) || a.courseId.localeCompare(b.courseId));
  for (const item of held) {
    const coupon = await repo.lockCoupon(tx, item.couponId);
    if (!coupon) throw notFound(COUPON_MESSAGES.unknown, 'coupon_not_found');
    if (
      coupon.usageLimit !== null &&
      coupon.timesUsed + (await repo.countActiveReservations(tx, coupon.id, now)) >= coupon.usageLimit
    ) {
      throw refuse(COUPON_MESSAGES.usedUp, 'coupon_used_up');
    }
    if (
      coupon.perUserLimit !== null &&
      (await repo.countUserRedemptions(tx, coupon.id, input.userId)) +
        (await repo.countActiveReservations(tx, coupon.id, now, { userId: input.userId })) >=
        coupon.perUserLimit
    ) {
      throw refuse(COUPON_MESSAGES.perUserLimit, 'coupon_user_limit');
    }
    await repo.insertReservation(tx, {
      couponId: coupon.id,
      userId: input.userId,
      paymentId: input.paymentId,
      courseId: item.courseId,
      expiresAt,
    });
  }
}

/** A payment the gateway reports pending (money sent, awaiting approval) keeps its coupon uses until `until`. */
export async function holdCouponUsesUntil(tx: Tx, paymentId: string, until: Date): Promise<void> {
  await repo.extendReservations(tx, paymentId, until);
}

/** Deletes reservations that no longer count (lapsed, or their payment settled); answers how many. */
export async function releaseStaleReservations(tx: Tx, now = new Date()): Promise<number> {
  return repo.deleteStaleReservations(tx, now);
}

export type RedeemResult =
  | { redeemed: true; redemptionId: string; repeated: boolean }
  | { redeemed: false; reason: 'not_found' | 'used_up' | 'user_limit' };

/**
 * Counts one paid use: call it inside the paid order's transaction. The coupon row is locked, and the uses made plus
 * the uses other unpaid charges hold are counted against both limits, so a payment whose reservation is still held
 * always gets its use, and one whose reservation was released gets it only if a use is still free. `times_used`
 * grows by a conditional UPDATE, and the payment's reservation for the course goes. The same `orderRef` twice counts
 * once (`repeated`). It does not throw when a limit is reached (the money may already be paid): the caller decides.
 */
export async function redeemCoupon(
  tx: Tx,
  input: {
    couponId: string;
    userId: string;
    orderRef: string;
    discountPoisha?: number;
    /** The payment being fulfilled and the course: its own reservation is not counted against it, then removed. */
    paymentId?: string;
    courseId?: string;
    now?: Date;
  },
): Promise<RedeemResult> {
  const coupon = await repo.lockCoupon(tx, input.couponId);
  if (!coupon) return { redeemed: false, reason: 'not_found' };
  const earlier = await repo.findRedemption(tx, input.orderRef);
  if (earlier) return { redeemed: true, redemptionId: earlier.id, repeated: true };
  const now = input.now ?? new Date();
  const others = input.paymentId ? { exceptPaymentId: input.paymentId } : {};
  if (
    coupon.perUserLimit !== null &&
    (await repo.countUserRedemptions(tx, coupon.id, input.userId)) +
      (await repo.countActiveReservations(tx, coupon.id, now, { ...others, userId: input.userId })) >=
      coupon.perUserLimit
  ) {
    return { redeemed: false, reason: 'user_limit' };
  }
  if (
    coupon.usageLimit !== null &&
    coupon.timesUsed + (await repo.countActiveReservations(tx, coupon.id, now, others)) >= coupon.usageLimit
  ) {
    return { redeemed: false, reason: 'used_up' };
  }
  if (!(await repo.incrementUse(tx, coupon.id))) return { redeemed: false, reason: 'used_up' };
  const redemptionId = await repo.insertRedemption(tx, {
    couponId: coupon.id,
    userId: input.userId,
    orderRef: input.orderRef,
    discountPoisha: input.discountPoisha ?? 0,
  });
  if (input.paymentId && input.courseId) await repo.deleteReservation(tx, input.paymentId, input.courseId);
  return { redeemed: true, redemptionId, repeated: false };
}
