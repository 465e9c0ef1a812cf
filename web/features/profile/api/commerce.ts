import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CartItem } from '#shared/commerce.ts';
import { api } from '#web/lib/api-client.ts';

/**
 * The cart as the Cart section shows it (GET /cart/my-cart, shared/commerce.ts CartAnswerSchema): each item priced by
 * the server with its coupon, and the server's totals. Nothing is priced here.
 */
export interface CartView {
  items: CartItem[];
  totals: { originalAmount: number; discountAmount: number; finalAmount: number };
}

type RawCart = { cart?: unknown; items?: unknown; totals?: CartView['totals'] };

export const cartViewQuery = () =>
  queryOptions({
    queryKey: ['cart', 'mine', 'priced'] as const,
    queryFn: async ({ signal }): Promise<CartView> => {
      const answer = await api<RawCart>('/cart/my-cart', { signal });
      const items = (
        Array.isArray(answer.cart) ? answer.cart : Array.isArray(answer.items) ? answer.items : []
      ) as CartItem[];
      return { items, totals: answer.totals ?? { originalAmount: 0, discountAmount: 0, finalAmount: 0 } };
    },
  });
export const useCartView = () => useQuery(cartViewQuery());

type Message = { success: true; message: string };

export const addToCart = (courseId: string) => api<Message>('/cart/add', { method: 'POST', body: { courseId } });
export const removeFromCart = (courseId: string) => api<Message>(`/cart/remove/${courseId}`, { method: 'DELETE' });
export const applyCartCoupon = (courseId: string, couponCode: string) =>
  api<{ success: true; message?: string }>('/cart/apply-coupon', { method: 'POST', body: { courseId, couponCode } });
export const removeCartCoupon = (courseId: string) =>
  api<Message>(`/cart/remove-coupon/${courseId}`, { method: 'DELETE' });

/** POST /orders/create-cart-charge (shared/orders.ts): `finalAmount` is the total the learner saw, only compared. */
export const createCartCharge = (finalAmount: number) =>
  api<{
    success: true;
    message?: string;
    payment_url?: string;
    paymentId?: string;
    enrolled: boolean;
    redirectUrl?: string;
  }>('/orders/create-cart-charge', { method: 'POST', body: { finalAmount } });

/** After a cart or wishlist write: every cart/wishlist read (dashboard counts included) and the other tabs' buttons. */
export async function commerceChanged(queryClient: QueryClient, what: 'cart' | 'wishlist') {
  window.dispatchEvent(new Event(what === 'cart' ? 'lms:cart-updated' : 'lms:wishlist-updated'));
  await queryClient.invalidateQueries({ queryKey: [what] });
}
