import { paginate, type PaginationQuery } from '#shared/api.ts';
import { CART_MESSAGES, CartAnswerSchema, type CartItem } from '#shared/commerce.ts';
import { COUPON_MESSAGES } from '#shared/coupons.ts';
import { poishaToTaka } from '#shared/pricing.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { ResponseCache } from '../../plugins/cache.ts';
import { catalogueKeys } from '../../lib/cache-keys.ts';
import { toCommerceCourse } from '../../lib/commerce-course.ts';
import { toAdminItem } from '../../lib/saved-items.ts';
import { priceCourse, priceCoursesLenient } from '../coupons/coupons.service.ts';
import { findSellableCourse } from '../courses/courses.service.ts';
import { isEnrolled } from '../courses/enrolments.service.ts';
import * as repo from './cart.repository.ts';
import type { Deps } from '../../lib/deps.ts';

const notInCart = () => notFound(CART_MESSAGES.notInCart, 'not_in_cart');

/** A learner's cart items with their courses and coupon codes, oldest first (the checkout prices them). */
export const cartItemsOf = (tx: Tx, userId: string) => repo.listItems(tx, userId);

/**
 * Takes courses out of a learner's cart, inside the caller's transaction (a paid order, an owned course). Once it
 * commits, call `cartChanged` (or invalidate the catalogue, which holds the kept carts).
 */
export const removeFromCart = (tx: Tx, userId: string, courseIds: string[]) => repo.deleteItems(tx, userId, courseIds);

/** The bound on staleness should an invalidation from another instance be lost (Redis down), as for sessions. */
export const CART_ROWS_TTL_MS = 30_000;

/** After a learner's cart rows changed (committed): their kept rows are dropped here and on every instance. */
export const cartChanged = (cache: ResponseCache, userId: string) => cache.invalidate(catalogueKeys.cart(userId));

/** The cart rules (learner-side §4, §5): owned and duplicate courses are refused; coupons are per item. */
export function cartService({ db, cache }: Pick<Deps, 'db' | 'cache'>) {
  type Rows = Awaited<ReturnType<typeof repo.listItems>>;
  const changed = (userId: string) => cartChanged(cache, userId);
  /** The cart's rows, kept so that reading a cart without coupons makes no query (issue 10). */
  const rowsOf = async (userId: string): Promise<Rows> =>
    (await cache.get(catalogueKeys.cart(userId), () => repo.listItems(db, userId), { ttlMs: CART_ROWS_TTL_MS })).value;

  /** The cart's answer for its rows: every item priced by the server now. */
  async function answerOf(userId: string, rows: Rows) {
    const prices = await priceCoursesLenient(db, userId, rows);
    const cart: CartItem[] = rows.map((row, i) => {
      const priced = prices[i]!;
      return {
        _id: row.id,
        courseId: toCommerceCourse(row.course),
        coupon: priced.coupon,
        couponCode: row.couponCode,
        couponError: priced.couponError,
        discount: {
          originalAmount: poishaToTaka(priced.item.originalPoisha),
          amount: poishaToTaka(priced.item.discountPoisha),
          finalAmount: poishaToTaka(priced.item.finalPoisha),
        },
        createdAt: row.createdAt.toISOString(),
      };
    });
    const sum = (pick: (i: CartItem) => number) =>
      poishaToTaka(cart.reduce((n, i) => n + Math.round(pick(i) * 100), 0));
    return {
      cart,
      items: cart,
      count: cart.length,
      totals: {
        originalAmount: sum((i) => i.discount.originalAmount),
        discountAmount: sum((i) => i.discount.amount),
        finalAmount: sum((i) => i.discount.finalAmount),
      },
    };
  }
  /** The JSON of a coupon-less cart's answer, per kept rows (listJson). */
  const keptAnswers = new WeakMap<Rows, string>();

  return {
    async add(userId: string, courseId: string) {
      await findSellableCourse(db, courseId);
      if (await isEnrolled(db, userId, courseId)) throw conflict(CART_MESSAGES.owned, 'course_owned');
      if (!(await repo.insertItem(db, userId, courseId))) throw conflict(CART_MESSAGES.duplicate, 'already_in_cart');
      changed(userId);
      return { message: CART_MESSAGES.added };
    },

    async remove(userId: string, courseId: string) {
      if (!(await repo.deleteItem(db, userId, courseId))) throw notInCart();
      changed(userId);
      return { message: CART_MESSAGES.removed };
    },

    async clear(userId: string) {
      await repo.clear(db, userId);
      changed(userId);
      return { message: CART_MESSAGES.cleared };
    },

    /**
     * The cart, every item priced by the server now (a stored coupon that stopped applying is reported, not applied),
     * as its JSON (validated against the endpoint's schema), for my-cart. A cart without coupons is a
     * function of its kept rows: its JSON is kept with them (a change to the cart, its courses or an enrolment drops
     * the rows, and so the JSON). A cart with a coupon is priced and serialised afresh on every read.
     */
    async listJson(userId: string): Promise<string> {
      const rows = await rowsOf(userId);
      const kept = keptAnswers.get(rows);
      if (kept !== undefined) return kept;
      const json = JSON.stringify(CartAnswerSchema.parse({ success: true, ...(await answerOf(userId, rows)) }));
      if (!rows.some((row) => row.couponCode)) keptAnswers.set(rows, json);
      return json;
    },

    /** Applies a coupon to one cart item (checked and priced now, counted only when the order is paid). */
    async applyCoupon(userId: string, courseId: string, couponCode: string) {
      if (!couponCode) throw badRequest(COUPON_MESSAGES.empty, 'coupon_code_required');
      if (!(await repo.hasItem(db, userId, courseId))) throw notInCart();
      const course = await findSellableCourse(db, courseId);
      const priced = await priceCourse(db, { userId, course, couponCode });
      await repo.setCoupon(db, userId, courseId, priced.item.couponId);
      changed(userId);
      return {
        message: CART_MESSAGES.couponApplied,
        coupon: priced.coupon!,
        discount: {
          amount: poishaToTaka(priced.item.discountPoisha),
          finalAmount: poishaToTaka(priced.item.finalPoisha),
          originalAmount: poishaToTaka(priced.item.originalPoisha),
        },
      };
    },

    async removeCoupon(userId: string, courseId: string) {
      if (!(await repo.setCoupon(db, userId, courseId, null))) throw notInCart();
      changed(userId);
      return { message: CART_MESSAGES.couponRemoved };
    },

    async adminList({ page, limit }: PaginationQuery) {
      const { rows, total } = await repo.adminList(db, (page - 1) * limit, limit);
      return {
        items: rows.map((r) => ({ ...toAdminItem(r), couponCode: r.couponCode })),
        pagination: paginate(page, limit, total),
      };
    },

    async adminStats() {
      return { stats: await repo.adminStats(db) };
    },
  };
}
