import {
  AdminCartListSchema,
  AdminListQuerySchema,
  CartAnswerSchema,
  CartCouponBodySchema,
  CommerceStatsAnswerSchema,
  CourseIdBodySchema,
  CourseIdParamsSchema,
  MessageAnswerSchema,
} from '../commerce.ts';
import { COUPON_REFUSALS, CouponResultSchema } from '../coupons.ts';
import { endpoints } from '../endpoint.ts';

/** The learner's cart (learner-side §7 Cart) and its admin listing (admin-side §7 Other admin listings). */
export const cartApi = endpoints('cart', {
  add: {
    method: 'POST',
    path: '/cart/add',
    access: 'user',
    summary: 'Add a course to the cart',
    body: CourseIdBodySchema,
    answer: MessageAnswerSchema,
    errors: ['course_not_found', 'course_owned', 'already_in_cart'],
  },
  remove: {
    method: 'DELETE',
    path: '/cart/remove/:courseId',
    access: 'user',
    summary: 'Remove a course from the cart',
    params: CourseIdParamsSchema,
    answer: MessageAnswerSchema,
    errors: ['not_in_cart'],
  },
  mine: {
    method: 'GET',
    path: '/cart/my-cart',
    access: 'user',
    summary: 'The cart, each course populated as courseId and priced now with its coupon (taka)',
    answer: CartAnswerSchema,
  },
  applyCoupon: {
    method: 'POST',
    path: '/cart/apply-coupon',
    access: 'user',
    summary: 'Apply a coupon to one cart item; answers the coupon result (no use is counted until payment)',
    body: CartCouponBodySchema,
    answer: CouponResultSchema,
    errors: ['not_in_cart', 'course_not_found', ...COUPON_REFUSALS],
  },
  removeCoupon: {
    method: 'DELETE',
    path: '/cart/remove-coupon/:courseId',
    access: 'user',
    summary: 'Remove the coupon of a cart item',
    params: CourseIdParamsSchema,
    answer: MessageAnswerSchema,
    errors: ['not_in_cart'],
  },
  clear: {
    method: 'DELETE',
    path: '/cart/clear',
    access: 'user',
    summary: 'Empty the cart',
    answer: MessageAnswerSchema,
  },
  adminList: {
    method: 'GET',
    path: '/cart/admin/all',
    access: 'admin',
    summary: 'Every cart item with its learner and course, newest first',
    query: AdminListQuerySchema,
    answer: AdminCartListSchema,
  },
  adminStats: {
    method: 'GET',
    path: '/cart/admin/stats',
    access: 'admin',
    summary: 'Cart totals and the most carted courses',
    answer: CommerceStatsAnswerSchema,
  },
});
