import { IdParamSchema } from '../api.ts';
import { MessageAnswerSchema } from '../commerce.ts';
import {
  COUPON_REFUSALS,
  CouponAnswerSchema,
  CouponApplyBodySchema,
  CouponCreateBodySchema,
  CouponListAnswerSchema,
  CouponListQuerySchema,
  CouponResultSchema,
  CouponStatsAnswerSchema,
  CouponUpdateBodySchema,
} from '../coupons.ts';
import { endpoints } from '../endpoint.ts';

const check = {
  method: 'POST',
  access: 'user',
  summary: 'Check a coupon for a course and price it (taka); no use is counted',
  body: CouponApplyBodySchema,
  answer: CouponResultSchema,
  errors: ['course_not_found', ...COUPON_REFUSALS],
} as const;

/**
 * The learner's coupon box (learner-side §5, §7) and coupon administration (admin-side §7). `apply` is the box's
 * Apply button, `validate` the same check for callers that only want a yes or no; they answer alike apart from the
 * message.
 */
export const couponsApi = endpoints('coupons', {
  validate: { ...check, path: '/coupons/validate' },
  apply: { ...check, path: '/coupons/apply' },
  adminCreate: {
    method: 'POST',
    path: '/coupons/admin/create',
    access: 'admin',
    summary: 'Create a coupon',
    body: CouponCreateBodySchema,
    answer: CouponAnswerSchema,
    status: 201,
    errors: ['coupon_code_taken', 'coupon_course_missing'],
  },
  adminList: {
    method: 'GET',
    path: '/coupons/admin/all',
    access: 'admin',
    summary: 'Coupons, newest first; page and limit default to 1 and 10',
    query: CouponListQuerySchema,
    answer: CouponListAnswerSchema,
  },
  adminStats: {
    method: 'GET',
    path: '/coupons/admin/stats',
    access: 'admin',
    summary: 'Counts by status, paid uses and taka given away',
    answer: CouponStatsAnswerSchema,
  },
  adminGet: {
    method: 'GET',
    path: '/coupons/admin/:id',
    access: 'admin',
    summary: 'One coupon',
    params: IdParamSchema,
    answer: CouponAnswerSchema,
    errors: ['coupon_not_found'],
  },
  adminUpdate: {
    method: 'PUT',
    path: '/coupons/admin/update/:id',
    access: 'admin',
    summary: 'Update a coupon; fields left out keep their value',
    params: IdParamSchema,
    body: CouponUpdateBodySchema,
    answer: CouponAnswerSchema,
    errors: ['coupon_not_found', 'coupon_code_taken', 'coupon_course_missing'],
  },
  adminDelete: {
    method: 'DELETE',
    path: '/coupons/admin/delete/:id',
    access: 'admin',
    summary: 'Delete a coupon (its record of paid uses goes with it; orders keep their own)',
    params: IdParamSchema,
    answer: MessageAnswerSchema,
    errors: ['coupon_not_found'],
  },
});
