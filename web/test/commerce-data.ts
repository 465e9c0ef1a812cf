import type { CartItem, CommerceCourse } from '#shared/commerce.ts';
import type { EndpointAnswer } from '#shared/endpoint.ts';
import type { cartApi } from '#shared/endpoints/cart.ts';

/** A course as a cart or wishlist row carries it (tests only). */
export function commerceCourse(over: Partial<CommerceCourse> = {}): CommerceCourse {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    name: 'Python for Beginners',
    price: 999,
    estimatedPrice: null,
    thumbnail: { url: null },
    instructor: { name: 'Anisul Islam', avatar: { url: null } },
    instructorName: 'Anisul Islam',
    level: 'Beginner',
    purchased: 0,
    ...over,
  };
}

/** A cart item at the course's full price, unless `over` says otherwise (tests only). */
export function cartItem(course: Partial<CommerceCourse> = {}, over: Partial<CartItem> = {}): CartItem {
  const populated = commerceCourse(course);
  return {
    _id: `cart-${populated._id}`,
    courseId: populated,
    coupon: null,
    couponCode: null,
    couponError: null,
    discount: { originalAmount: populated.price, amount: 0, finalAmount: populated.price },
    createdAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

/** GET /cart/my-cart's answer for these items, with the totals summed as the server sums them (tests only). */
export function myCart(items: CartItem[]): EndpointAnswer<typeof cartApi.mine> {
  const sum = (pick: (item: CartItem) => number) => Math.round(items.reduce((n, i) => n + pick(i) * 100, 0)) / 100;
  return {
    success: true,
    cart: items,
    items,
    count: items.length,
    totals: {
      originalAmount: sum((i) => i.discount.originalAmount),
      discountAmount: sum((i) => i.discount.amount),
      finalAmount: sum((i) => i.discount.finalAmount),
    },
  };
}
