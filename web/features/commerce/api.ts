import type { CouponResult } from '#shared/coupons.ts';
import type { z } from 'zod';
import type { ChargeAnswerSchema, ProcessOrderAnswerSchema } from '#shared/orders.ts';
import { api, ApiError } from '#web/lib/api-client.ts';

/** The calls of the preview page's commerce pieces and the payment result page (learner-side §7). */
export type ChargeAnswer = z.infer<typeof ChargeAnswerSchema>;
export type ProcessOrderAnswer = z.infer<typeof ProcessOrderAnswerSchema>;

/** The coupon applied in the preview page's coupon box (taka amounts, as the server computed them). */
export interface AppliedCoupon {
  id: string;
  code: string;
  description: string;
  /** Taka saved. */
  amount: number;
  finalAmount: number;
  originalAmount: number;
}

export const applyCoupon = (body: { code: string; courseId: string; orderAmount: number }) =>
  api<CouponResult>('/coupons/apply', { method: 'POST', body });

export const createCharge = (body: {
  courseId: string;
  amount: number;
  couponCode: string | null;
  couponId: string | null;
  discountAmount: number;
  originalAmount: number;
  finalAmount: number;
}) => api<ChargeAnswer>('/orders/create-charge', { method: 'POST', body });

export const processOrder = (body: { invoice_id: string } | { paymentId: string; status?: 'cancelled' }) =>
  api<ProcessOrderAnswer>('/orders/process-order', { method: 'POST', body });

export const cartKey = ['cart', 'my-cart'] as const;
export const myCartCourseIds = (signal?: AbortSignal) =>
  api<{ success: true; cart: { courseId: { _id: string } }[] }>('/cart/my-cart', { signal }).then((r) =>
    r.cart.map((item) => item.courseId._id),
  );
export const addToCart = (courseId: string) =>
  api<{ message: string }>('/cart/add', { method: 'POST', body: { courseId } });
export const removeFromCart = (courseId: string) =>
  api<{ message: string }>(`/cart/remove/${courseId}`, { method: 'DELETE' });

export const CART_EVENT = 'lms:cart-updated';

/**
 * The server's message when it sent one (its error envelope always carries a code), else the spec's fallback
 * (a proxy error page or a dropped connection has none).
 */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== 'http_error' && error.message ? error.message : fallback;
}
