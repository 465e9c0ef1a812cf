import type { CodeOf } from '#shared/errors.ts';
import { COUPON_MESSAGES } from '#shared/coupons.ts';
import { applyDiscount, formatTaka, meetsMinimumOrder, type PriceBreakdown } from '#shared/pricing.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { limitReached, tallyOf } from './coupon-limit.ts';
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
const refusal = (limit: 'used_up' | 'user_limit') =>
  limit === 'used_up'
    ? refuse(COUPON_MESSAGES.usedUp, 'coupon_used_up')
    : refuse(COUPON_MESSAGES.perUserLimit, 'coupon_user_limit');

/**
 * Throws an AppError with its own message for each reason a coupon does not apply: empty input, unknown, switched
 * off, not started, ended, not for this course, a free course, below the minimum order, used up, or the learner's
 * own limit reached. Otherwise answers the price breakdown (poisha; never below zero).
 */
export async function evaluateCoupon(tx: Tx, input: EvaluateCouponInput): Promise<CouponEvaluation> {
  const [result] = await evaluateCoupons(tx, {
    userId: input.userId,
    ...(input.now ? { now: input.now } : {}),
    items: [input],
  });
  if (result instanceof AppError) throw result;
  return result!;
}

/**
 * evaluateCoupon for many items of one learner (a cart) in a fixed number of queries, whatever their number: each
 * item answers its evaluation or the AppError it would throw.
 */
export async function evaluateCoupons(
  tx: Tx,
  input: {
    userId: string;
    now?: Date;
    items: readonly { code: string; courseId: string; coursePricePoisha: number }[];
  },
): Promise<(CouponEvaluation | AppError)[]> {
  const now = input.now ?? new Date();
  const codes = input.items.map((item) => normaliseCouponCode(item.code));
  const found = await repo.findCouponsByCodes(tx, codes.filter(Boolean));
  const ids = [...new Set([...found.values()].map((c) => c.id))];
  const courseIds = [...new Set(input.items.map((item) => item.courseId))];
  const selected = [...found.values()].filter((c) => c.appliesTo === 'selected').map((c) => c.id);
  const [covered, tallies] = await Promise.all([
    repo.coveredPairs(tx, selected, courseIds),
    repo.couponTallies(tx, ids, input.userId, now),
  ]);
  return input.items.map((item, i) => {
    const code = codes[i]!;
    if (!code) return refuse(COUPON_MESSAGES.empty, 'coupon_code_required');
    const coupon = found.get(code);
    if (!coupon) return notFound(COUPON_MESSAGES.unknown, 'coupon_not_found');
    if (!coupon.isActive) return refuse(COUPON_MESSAGES.inactive, 'coupon_inactive');
    if (coupon.validFrom && now < coupon.validFrom) return refuse(COUPON_MESSAGES.notYetValid, 'coupon_not_started');
    if (coupon.validUntil && now > coupon.validUntil) return refuse(COUPON_MESSAGES.expired, 'coupon_expired');
    if (coupon.appliesTo === 'selected' && !covered.has(`${coupon.id}:${item.courseId}`)) {
      return refuse(COUPON_MESSAGES.notForCourse, 'coupon_not_for_course');
    }
    if (item.coursePricePoisha === 0) return refuse(COUPON_MESSAGES.freeCourse, 'coupon_free_course');
    if (!meetsMinimumOrder(item.coursePricePoisha, coupon.minOrderPoisha)) {
      return refuse(COUPON_MESSAGES.belowMinimum(formatTaka(coupon.minOrderPoisha)), 'coupon_below_minimum');
    }
    // The learner's own earlier charges of this course do not count: a new charge of the course supersedes them.
    const limit = limitReached(coupon, tallyOf(tallies, coupon.id, item.courseId));
    if (limit) return refusal(limit);
    return {
      coupon: { id: coupon.id, code: coupon.code, description: coupon.description },
      ...applyDiscount(item.coursePricePoisha, coupon),
    };
  });
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
  const held = input.items.filter((i): i is { courseId: string; couponId: string } => i.couponId !== null);
  if (held.length === 0) return;
  // A fixed number of queries whatever the cart's size: lock, count, then one insert.
  const locked = await repo.lockCoupons(
    tx,
    held.map((i) => i.couponId),
  );
  const tallies = await repo.couponTallies(tx, [...locked.keys()], input.userId, now);
  const taken = new Map<string, number>();
  for (const item of held) {
    const coupon = locked.get(item.couponId);
    if (!coupon) throw notFound(COUPON_MESSAGES.unknown, 'coupon_not_found');
    const more = taken.get(coupon.id) ?? 0;
    const limit = limitReached(coupon, tallyOf(tallies, coupon.id), { all: more, mine: more });
    if (limit) throw refusal(limit);
    taken.set(coupon.id, more + 1);
  }
  await repo.insertReservations(
    tx,
    held.map((item) => ({
      couponId: item.couponId,
      userId: input.userId,
      paymentId: input.paymentId,
      courseId: item.courseId,
      expiresAt,
    })),
  );
}

/** A payment the gateway reports pending (money sent, awaiting approval) keeps its coupon uses until `until`. */
export async function holdCouponUsesUntil(tx: Tx, paymentId: string, until: Date): Promise<void> {
  await repo.extendReservations(tx, paymentId, until);
}

/** Deletes reservations that no longer count (lapsed, or their payment settled); answers how many. */
export async function releaseStaleReservations(tx: Tx, now = new Date()): Promise<number> {
  return repo.deleteStaleReservations(tx, now);
}

/** A refunded order gives its coupon use back (the learner and everyone else may use it again). */
export async function releaseCouponUse(tx: Tx, orderRef: string): Promise<boolean> {
  return repo.deleteRedemption(tx, orderRef);
}

export type RedeemResult =
  | { redeemed: true; redemptionId: string; repeated: boolean }
  | { redeemed: false; reason: 'not_found' | 'used_up' | 'user_limit' };

/**
 * Counts one paid use: call it inside the paid order's transaction (see redeemCouponUses, which it calls with one
 * item). It does not throw when a limit is reached (the money may already be paid): the caller decides.
 */
export async function redeemCoupon(
  tx: Tx,
  input: {
    couponId: string;
    userId: string;
    orderRef: string;
    discountPoisha?: number;
    /** The payment being fulfilled: its own reservations are not counted against it, then removed. */
    paymentId?: string;
    courseId?: string;
    now?: Date;
  },
): Promise<RedeemResult> {
  const results = await redeemCouponUses(tx, {
    userId: input.userId,
    ...(input.paymentId ? { paymentId: input.paymentId } : {}),
    ...(input.now ? { now: input.now } : {}),
    items: [{ couponId: input.couponId, orderRef: input.orderRef, discountPoisha: input.discountPoisha ?? 0 }],
  });
  return results.get(input.orderRef)!;
}

/**
 * Counts the paid uses of one payment's items (one per order) in its fulfilment transaction, in a fixed number of
 * queries: the coupon rows are locked (in id order), and the uses made plus the uses *other* unpaid charges hold
 * are counted against both limits, so a payment whose reservation is still held always gets its use, and one whose
 * reservation was released gets it only if a use is still free. `times_used` grows, a `coupon_redemptions` row is
 * written per use, and the payment's reservations go. The same `orderRef` twice counts once (`repeated`). A limit
 * reached answers `redeemed: false` for that item (the money may already be paid): the caller decides.
 */
export async function redeemCouponUses(
  tx: Tx,
  input: {
    userId: string;
    paymentId?: string;
    now?: Date;
    items: readonly { couponId: string; orderRef: string; discountPoisha: number }[];
  },
): Promise<Map<string, RedeemResult>> {
  const results = new Map<string, RedeemResult>();
  if (input.items.length === 0) return results;
  const now = input.now ?? new Date();
  const locked = await repo.lockCoupons(
    tx,
    input.items.map((i) => i.couponId),
  );
  const [earlier, tallies] = await Promise.all([
    repo.findRedemptions(
      tx,
      input.items.map((i) => i.orderRef),
    ),
    repo.couponTallies(tx, [...locked.keys()], input.userId, now, input.paymentId),
  ]);
  const added = new Map<string, number>();
  const rows: { couponId: string; userId: string; orderRef: string; discountPoisha: number }[] = [];
  const ordered = [...input.items].sort(
    (a, b) => a.couponId.localeCompare(b.couponId) || a.orderRef.localeCompare(b.orderRef),
  );
  for (const item of ordered) {
    const coupon = locked.get(item.couponId);
    const repeated = earlier.get(item.orderRef);
    if (repeated) {
      results.set(item.orderRef, { redeemed: true, redemptionId: repeated, repeated: true });
      continue;
    }
    if (!coupon) {
      results.set(item.orderRef, { redeemed: false, reason: 'not_found' });
      continue;
    }
    const more = added.get(coupon.id) ?? 0;
    const limit = limitReached(coupon, tallyOf(tallies, coupon.id), { all: more, mine: more });
    if (limit) {
      results.set(item.orderRef, { redeemed: false, reason: limit });
      continue;
    }
    added.set(coupon.id, more + 1);
    rows.push({
      couponId: coupon.id,
      userId: input.userId,
      orderRef: item.orderRef,
      discountPoisha: item.discountPoisha,
    });
  }
  await repo.addUses(tx, added);
  const written = await repo.insertRedemptions(tx, rows);
  for (const row of rows) {
    results.set(row.orderRef, { redeemed: true, redemptionId: written.get(row.orderRef)!, repeated: false });
  }
  if (input.paymentId) await repo.deletePaymentReservations(tx, input.paymentId);
  return results;
}
