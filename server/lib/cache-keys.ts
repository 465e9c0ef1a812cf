/** Keys of the public content answers in the in-process cache; writes invalidate by these prefixes. */
export const CACHE_KEYS = {
  layout: (type: string) => `layout:${type}`,
  aboutPage: 'page:about',
  privacyPage: 'page:privacy',
  paymentPages: 'page:payment-pages',
  activeTestimonials: 'testimonials:active',
} as const;

/**
 * Public catalogue answers (course lists, previews, review lists) and what signed-in pages read with them (each
 * learner's enrolment state and cart rows) live under this prefix. Every write that changes what they show (course,
 * lesson, review, enrolment, purchase, category) calls `cache.invalidate(CATALOGUE_CACHE_PREFIX)` after its
 * transaction commits. It is shared by the modules that write those (courses, reviews, cart, coupons, orders,
 * layouts, admin-users), so it lives here rather than in one of them.
 */
export const CATALOGUE_CACHE_PREFIX = 'catalogue:';

/**
 * Each learner's cart rows (items, their courses, applied coupon codes) are kept under this prefix, inside the
 * catalogue's: a course edit, a purchase or an enrolment drops them with the catalogue. The learner's own cart
 * writes drop their entry; a coupon edit or removal drops them all. Coupon rules are never kept: a cart with a
 * coupon is priced afresh on every read (decision 0013).
 */
export const CART_CACHE_PREFIX = `${CATALOGUE_CACHE_PREFIX}cart:`;

export const catalogueKeys = {
  cart: (userId: string) => `${CART_CACHE_PREFIX}${userId}`,
  list: (query: string) => `${CATALOGUE_CACHE_PREFIX}list:${query}`,
  preview: (courseId: string, lang: string) => `${CATALOGUE_CACHE_PREFIX}preview:${courseId}:${lang}`,
  reviews: (courseId: string, page: number, limit: number, sort: string) =>
    `${CATALOGUE_CACHE_PREFIX}reviews:${courseId}:${page}:${limit}:${sort}`,
} as const;
