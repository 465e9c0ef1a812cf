import { z } from 'zod';
import { ok, PaginationQuerySchema, PaginationSchema } from './api.ts';
import { toLatinDigits } from './digits.ts';
import type { ErrorCode } from './errors.ts';
import { DISCOUNT_TYPES } from './pricing.ts';

/**
 * Coupons (admin-side §7, learner-side §3/§5/§7). The spec leaves the fields open; these are what a shop owner
 * expects: a percent or fixed-taka discount, an optional maximum discount, a minimum order amount, a validity
 * window, a total and a per-learner usage limit, all courses or a chosen list, and an active flag. Amounts are
 * taka in the API (poisha in the database). A use is counted only when an order is paid; validate and apply only
 * check and price (see docs/decisions/0030-coupons-and-payments.md).
 */
export const COUPON_STATUSES = ['active', 'inactive', 'expired', 'scheduled'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export const COUPON_SCOPES = ['all', 'selected'] as const;

/** Why a coupon does not apply; each has its own message (the minimum one carries the amount). */
export const COUPON_MESSAGES = {
  empty: 'Please enter a coupon code',
  unknown: 'Invalid coupon code',
  inactive: 'This coupon is no longer active',
  expired: 'This coupon has expired',
  notYetValid: 'This coupon is not valid yet',
  usedUp: 'This coupon has reached its usage limit',
  perUserLimit: 'You have already used this coupon the maximum number of times',
  notForCourse: 'This coupon does not apply to this course',
  freeCourse: 'This course is free: no coupon is needed',
  /** "Minimum order amount is ৳500" */
  belowMinimum: (amount: string) => `Minimum order amount is ${amount}`,
  applied: 'Coupon applied successfully!',
  valid: 'Coupon is valid',
  duplicate: 'A coupon with this code already exists',
  notFound: 'Coupon not found',
  created: 'Coupon created successfully',
  updated: 'Coupon updated successfully',
  deleted: 'Coupon deleted successfully',
} as const;

/** Each reason a coupon does not apply to a course (learner-side §5): every endpoint that prices with a coupon. */
export const COUPON_REFUSALS = [
  'coupon_code_required',
  'coupon_not_found',
  'coupon_inactive',
  'coupon_not_started',
  'coupon_expired',
  'coupon_not_for_course',
  'coupon_free_course',
  'coupon_below_minimum',
  'coupon_used_up',
  'coupon_user_limit',
] as const satisfies readonly ErrorCode[];

export const COUPON_CODE_MAX = 32;
export const COUPON_MAX_TAKA = 10_000_000;

const hasWholePoisha = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

export const CouponCodeSchema = z
  .string({ error: 'Coupon code is required' })
  .trim()
  .overwrite(toLatinDigits)
  .toUpperCase()
  .min(3, 'Coupon code must be at least 3 characters')
  .max(COUPON_CODE_MAX, `Coupon code must be at most ${COUPON_CODE_MAX} characters`)
  .regex(/^[A-Z0-9_-]+$/, 'Coupon code may contain only letters, digits, - and _');

const taka = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .min(0, `${what} cannot be negative`)
    .max(COUPON_MAX_TAKA, `${what} is too large`)
    // `rule` lets a form word it in the reader's language, naming its own field (web/components/ui/form)
    .refine(hasWholePoisha, { message: `${what} can have at most 2 decimals`, params: { rule: 'decimals' } });
const limit = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(1, `${what} must be at least 1`);
const when = (what: string) =>
  z.iso.datetime({ offset: true, error: `${what} must be a date and time such as 2025-12-31T23:59:59+06:00` });

const couponFields = {
  code: CouponCodeSchema,
  description: z.string().trim().max(500, 'Description must be at most 500 characters'),
  discountType: z.enum(DISCOUNT_TYPES, { error: 'Discount type must be percent or fixed' }),
  /** A whole percent (1–100) for `percent`, taka for `fixed`. */
  discountValue: z.number({ error: 'Discount value must be a number' }).positive('Discount value must be more than 0'),
  /** Taka; caps the discount. Null for no cap. */
  maxDiscount: taka('Maximum discount').positive('Maximum discount must be more than 0').nullable(),
  /** Taka; the course price must reach it. 0 for none. */
  minOrderAmount: taka('Minimum order amount'),
  validFrom: when('Valid from').nullable(),
  validUntil: when('Valid until').nullable(),
  usageLimit: limit('Usage limit').nullable(),
  perUserLimit: limit('Per-learner limit').nullable(),
  appliesTo: z.enum(COUPON_SCOPES, { error: 'Applies to must be all or selected' }),
  courseIds: z.array(z.uuid('Invalid course id')).max(500, 'At most 500 courses per coupon'),
  isActive: z.boolean({ error: 'Active must be true or false' }),
};

/** The rules across fields, for a create body and for an update merged over the stored coupon. */
export interface CouponRuleInput {
  discountType: (typeof DISCOUNT_TYPES)[number];
  discountValue: number;
  validFrom: string | Date | null;
  validUntil: string | Date | null;
  usageLimit: number | null;
  perUserLimit: number | null;
  appliesTo: (typeof COUPON_SCOPES)[number];
  courseIds: readonly string[];
}

export function couponRuleIssues(c: CouponRuleInput): { path: keyof CouponRuleInput; message: string }[] {
  const issues: { path: keyof CouponRuleInput; message: string }[] = [];
  if (
    c.discountType === 'percent' &&
    !(Number.isInteger(c.discountValue) && c.discountValue >= 1 && c.discountValue <= 100)
  ) {
    issues.push({ path: 'discountValue', message: 'A percent discount must be a whole number from 1 to 100' });
  }
  if (
    c.discountType === 'fixed' &&
    !(c.discountValue > 0 && c.discountValue <= COUPON_MAX_TAKA && hasWholePoisha(c.discountValue))
  ) {
    issues.push({
      path: 'discountValue',
      message: 'A fixed discount must be a taka amount above 0 with at most 2 decimals',
    });
  }
  if (c.validFrom && c.validUntil && new Date(c.validUntil).getTime() <= new Date(c.validFrom).getTime()) {
    issues.push({ path: 'validUntil', message: 'Valid until must be after valid from' });
  }
  if (c.usageLimit !== null && c.perUserLimit !== null && c.perUserLimit > c.usageLimit) {
    issues.push({ path: 'perUserLimit', message: 'The per-learner limit cannot be more than the usage limit' });
  }
  if (c.appliesTo === 'selected' && c.courseIds.length === 0) {
    issues.push({ path: 'courseIds', message: 'Choose at least one course for this coupon' });
  }
  return issues;
}

export const CouponCreateBodySchema = z
  .object({
    code: couponFields.code,
    description: couponFields.description.default(''),
    discountType: couponFields.discountType,
    discountValue: couponFields.discountValue,
    maxDiscount: couponFields.maxDiscount.default(null),
    minOrderAmount: couponFields.minOrderAmount.default(0),
    validFrom: couponFields.validFrom.default(null),
    validUntil: couponFields.validUntil.default(null),
    usageLimit: couponFields.usageLimit.default(null),
    perUserLimit: couponFields.perUserLimit.default(null),
    appliesTo: couponFields.appliesTo.default('all'),
    courseIds: couponFields.courseIds.default([]),
    isActive: couponFields.isActive.default(true),
  })
  .superRefine((body, ctx) => {
    for (const issue of couponRuleIssues(body))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type CouponCreateBody = z.output<typeof CouponCreateBodySchema>;

/** Fields left out keep their value; the merged coupon must pass the same rules as a new one. */
export const CouponUpdateBodySchema = z.object(couponFields).partial();
export type CouponUpdateBody = z.output<typeof CouponUpdateBodySchema>;

export const CouponListQuerySchema = PaginationQuerySchema.extend({
  /** Matches code or description, case-insensitively. */
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  status: z
    .enum(['all', ...COUPON_STATUSES], { error: 'Status must be all, active, inactive, expired or scheduled' })
    .default('all'),
});
export type CouponListQuery = z.output<typeof CouponListQuerySchema>;

export const CouponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  description: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.number(),
  maxDiscount: z.number().nullable(),
  minOrderAmount: z.number(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perUserLimit: z.number().int().nullable(),
  appliesTo: z.enum(COUPON_SCOPES),
  courseIds: z.array(z.string()),
  isActive: z.boolean(),
  timesUsed: z.number().int(),
  /** inactive (switched off), scheduled (not started), expired (ended), else active. */
  status: z.enum(COUPON_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;

export const CouponAnswerSchema = ok({ message: z.string().optional(), coupon: CouponSchema });
export const CouponListAnswerSchema = ok({ coupons: z.array(CouponSchema), pagination: PaginationSchema });
export const CouponStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  expired: z.number().int(),
  scheduled: z.number().int(),
  /** Paid uses of every coupon. */
  totalRedemptions: z.number().int(),
  /** Taka given away through paid uses. */
  totalDiscountGiven: z.number(),
});
export const CouponStatsAnswerSchema = ok({ stats: CouponStatsSchema });

/**
 * The preview page's coupon box: `{code, courseId, orderAmount}`. The code is trimmed and uppercased; an empty one
 * is answered "Please enter a coupon code". `orderAmount` (taka) is what the page shows; the server prices from
 * the database and never trusts it.
 */
const appliedCode = z.string({ error: COUPON_MESSAGES.empty }).trim().overwrite(toLatinDigits).toUpperCase();
export const CouponApplyBodySchema = z.object({
  code: appliedCode.max(100, COUPON_MESSAGES.unknown).default(''),
  courseId: z.uuid('Invalid course id'),
  orderAmount: z.number().min(0).optional(),
});
export type CouponApplyBody = z.output<typeof CouponApplyBodySchema>;
/** The coupon box's check before any call: an empty code is refused there, in the server's words. */
export const CouponApplyFormSchema = CouponApplyBodySchema.extend({
  code: appliedCode.min(1, COUPON_MESSAGES.empty).max(100, COUPON_MESSAGES.unknown),
});

export const CouponResultSchema = ok({
  message: z.string(),
  coupon: z.object({ id: z.string(), code: z.string(), description: z.string() }),
  /** Taka: the discount, the price after it, and the server's price before it. */
  discount: z.object({ amount: z.number(), finalAmount: z.number(), originalAmount: z.number() }),
});
export type CouponResult = z.infer<typeof CouponResultSchema>;
