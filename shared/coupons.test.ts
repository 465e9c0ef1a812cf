import { describe, expect, it } from 'vitest';
import { CouponApplyBodySchema, CouponCreateBodySchema, CouponListQuerySchema, couponRuleIssues } from './coupons.ts';

describe('coupon schemas', () => {
  it('trims and uppercases codes, filling the defaults a shop owner expects', () => {
    expect(CouponCreateBodySchema.parse({ code: ' eid_25 ', discountType: 'percent', discountValue: 25 })).toEqual({
      code: 'EID_25',
      description: '',
      discountType: 'percent',
      discountValue: 25,
      maxDiscount: null,
      minOrderAmount: 0,
      validFrom: null,
      validUntil: null,
      usageLimit: null,
      perUserLimit: null,
      appliesTo: 'all',
      courseIds: [],
      isActive: true,
    });
  });

  it('reads the coupon box body, an absent code as empty', () => {
    const courseId = '7d3c1d9a-1111-4222-8333-444455556666';
    expect(CouponApplyBodySchema.parse({ code: '  save10 ', courseId, orderAmount: 1999 })).toEqual({
      code: 'SAVE10',
      courseId,
      orderAmount: 1999,
    });
    expect(CouponApplyBodySchema.parse({ courseId }).code).toBe('');
  });

  it('defaults the list to page 1, limit 10 and every status', () => {
    expect(CouponListQuerySchema.parse({})).toEqual({ page: 1, limit: 10, status: 'all' });
  });

  it('lists every rule broken across fields', () => {
    const issues = couponRuleIssues({
      discountType: 'percent',
      discountValue: 150,
      validFrom: '2030-01-01T00:00:00Z',
      validUntil: '2029-01-01T00:00:00Z',
      usageLimit: 1,
      perUserLimit: 3,
      appliesTo: 'selected',
      courseIds: [],
    });
    expect(issues.map((i) => i.path)).toEqual(['discountValue', 'validUntil', 'perUserLimit', 'courseIds']);
  });
});
