import type { CouponTallyRow } from './coupons.repository.ts';

/**
 * A coupon's usage limits, written once (issue 38 item 6): evaluating a code, holding a use for a new charge and
 * counting a paid use all ask `limitReached` of the same tally (one query: coupons.repository.ts couponTallies).
 */
export interface CouponLimits {
  usageLimit: number | null;
  perUserLimit: number | null;
  /** Paid uses of everyone (the coupon row's counter). */
  timesUsed: number;
}

/** What one more use of a coupon by one learner would be counted against. */
export interface CouponTally {
  /** The learner's own paid uses. */
  usedByMe: number;
  /** Uses held by unpaid charges of everyone, the learner's included. */
  heldByAll: number;
  /** Uses held by the learner's own unpaid charges. */
  heldByMe: number;
}

/**
 * The tally of one coupon from couponTallies' rows. `exceptMyCourse`: the learner's own holds for this course do not
 * count (a new charge of the course supersedes them).
 */
export function tallyOf(rows: readonly CouponTallyRow[], couponId: string, exceptMyCourse?: string): CouponTally {
  const tally: CouponTally = { usedByMe: 0, heldByAll: 0, heldByMe: 0 };
  for (const row of rows) {
    if (row.couponId !== couponId) continue;
    if (row.kind === 'used') tally.usedByMe += row.n;
    else if (row.kind === 'others') tally.heldByAll += row.n;
    else if (row.course !== exceptMyCourse) {
      tally.heldByAll += row.n;
      tally.heldByMe += row.n;
    }
  }
  return tally;
}

/**
 * Whether one more use fits: null, or the limit it would pass — the coupon's total (`used_up`) before the learner's
 * own (`user_limit`). `more` counts uses already taken in the same operation (a cart with the code twice).
 */
export function limitReached(
  coupon: CouponLimits,
  tally: CouponTally,
  more: { all: number; mine: number } = { all: 0, mine: 0 },
): 'used_up' | 'user_limit' | null {
  if (coupon.usageLimit !== null && coupon.timesUsed + tally.heldByAll + more.all >= coupon.usageLimit) {
    return 'used_up';
  }
  if (coupon.perUserLimit !== null && tally.usedByMe + tally.heldByMe + more.mine >= coupon.perUserLimit) {
    return 'user_limit';
  }
  return null;
}
