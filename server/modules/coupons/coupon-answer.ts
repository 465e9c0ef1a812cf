import type { Coupon, CouponStatus } from '#shared/coupons.ts';
import { poishaToTaka } from '#shared/pricing.ts';
import type { CouponRow } from './coupons.repository.ts';

/** A coupon's state at `now`: switched off, not started, past its end, or usable. */
export function couponStatus(row: Pick<CouponRow, 'isActive' | 'validFrom' | 'validUntil'>, now: Date): CouponStatus {
  if (!row.isActive) return 'inactive';
  if (row.validFrom && row.validFrom > now) return 'scheduled';
  if (row.validUntil && row.validUntil < now) return 'expired';
  return 'active';
}

export function toCoupon(row: CouponRow, courseIds: string[], now: Date): Coupon {
  return {
    _id: row.id,
    code: row.code,
    description: row.description,
    discountType: row.discountType,
    discountValue: row.discountType === 'fixed' ? poishaToTaka(row.discountValue) : row.discountValue,
    maxDiscount: row.maxDiscountPoisha === null ? null : poishaToTaka(row.maxDiscountPoisha),
    minOrderAmount: poishaToTaka(row.minOrderPoisha),
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perUserLimit: row.perUserLimit,
    appliesTo: row.appliesTo,
    courseIds: row.appliesTo === 'selected' ? courseIds : [],
    isActive: row.isActive,
    timesUsed: row.timesUsed,
    status: couponStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
