import { describe, expect, it } from 'vitest';
import { limitReached, tallyOf } from './coupon-limit.ts';
import type { CouponTallyRow } from './coupons.repository.ts';

const A = 'coupon-a';
const rows: CouponTallyRow[] = [
  { couponId: A, kind: 'used', course: null, n: 1 },
  { couponId: A, kind: 'others', course: null, n: 3 },
  { couponId: A, kind: 'mine', course: 'course-1', n: 1 },
  { couponId: A, kind: 'mine', course: 'course-2', n: 2 },
  { couponId: 'coupon-b', kind: 'others', course: null, n: 9 },
];

describe('the coupon limit rule', () => {
  it('tallies one coupon: the learner’s paid uses, and holds of everyone and of the learner', () => {
    expect(tallyOf(rows, A)).toEqual({ usedByMe: 1, heldByAll: 6, heldByMe: 3 });
    // a new charge of course-1 supersedes the learner's own holds for it
    expect(tallyOf(rows, A, 'course-1')).toEqual({ usedByMe: 1, heldByAll: 5, heldByMe: 2 });
    expect(tallyOf([], A)).toEqual({ usedByMe: 0, heldByAll: 0, heldByMe: 0 });
  });

  it('lets one more use in while it fits, the total before the learner’s own', () => {
    const tally = { usedByMe: 1, heldByAll: 2, heldByMe: 1 };
    expect(limitReached({ usageLimit: null, perUserLimit: null, timesUsed: 99 }, tally)).toBeNull();
    expect(limitReached({ usageLimit: 6, perUserLimit: 3, timesUsed: 3 }, tally)).toBeNull();
    expect(limitReached({ usageLimit: 5, perUserLimit: 3, timesUsed: 3 }, tally)).toBe('used_up');
    expect(limitReached({ usageLimit: 6, perUserLimit: 2, timesUsed: 3 }, tally)).toBe('user_limit');
    expect(limitReached({ usageLimit: 5, perUserLimit: 2, timesUsed: 3 }, tally)).toBe('used_up');
    // uses already taken in the same cart count too
    expect(limitReached({ usageLimit: 6, perUserLimit: 3, timesUsed: 3 }, tally, { all: 1, mine: 1 })).toBe('used_up');
    expect(limitReached({ usageLimit: 9, perUserLimit: 3, timesUsed: 3 }, tally, { all: 1, mine: 1 })).toBe(
      'user_limit',
    );
  });
});
