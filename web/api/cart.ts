import { keepPreviousData, queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PaginationQuery } from '#shared/api.ts';
import type { EndpointAnswer } from '#shared/endpoint.ts';
import { cartApi } from '#shared/endpoints/cart.ts';
import { call, writeMeta, type WriteOptions } from './client.ts';

/**
 * The cart's query keys: everything under `['cart']`, so one invalidation refreshes every reader (the course page's
 * cart button, the profile's Cart section, dashboard count and wishlist rows all read `mine`).
 */
export const cartKeys = {
  all: ['cart'] as const,
  mine: () => [...cartKeys.all, 'mine'] as const,
  adminList: (query: PaginationQuery) => [...cartKeys.all, 'admin', 'list', query] as const,
  adminStats: () => [...cartKeys.all, 'admin', 'stats'] as const,
};

/** Fired on window after every cart change (learner-side §4 "Cart toggle"). */
export const CART_EVENT = 'lms:cart-updated';

/** The cart as the server prices it: each course populated as `courseId` with its coupon, and the totals (taka). */
export type MyCart = EndpointAnswer<typeof cartApi.mine>;

export const myCartQuery = () =>
  queryOptions({ queryKey: cartKeys.mine(), queryFn: (context) => call(cartApi.mine, {}, context) });

/** The one reader of the learner's cart; each view picks what it shows with `select`. */
export function useMyCart<T = MyCart>(select?: (cart: MyCart) => T) {
  return useQuery({ ...myCartQuery(), select });
}

/** The ids of the carted courses (the cart toggle, the wishlist's Add to Cart). */
export const cartCourseIds = (cart: MyCart) => cart.cart.map((item) => item.courseId._id);

/** After a cart change: other parts of the page hear the event (with what changed, when known), every reader refetches. */
export function announceCart(queryClient: QueryClient, detail?: { courseId: string; inCart: boolean }) {
  window.dispatchEvent(detail ? new CustomEvent(CART_EVENT, { detail }) : new Event(CART_EVENT));
  return queryClient.invalidateQueries({ queryKey: cartKeys.all });
}

/** Adds (`add: true`) or removes a course. The caller announces the change (its toggle knows the final state). */
export function useSetInCart(options: WriteOptions = {}) {
  return useMutation({
    mutationFn: ({ courseId, add }: { courseId: string; add: boolean }) =>
      add ? call(cartApi.add, { body: { courseId } }) : call(cartApi.remove, { params: { courseId } }),
    meta: writeMeta(options),
  });
}

/** Applies a coupon to one cart item (`couponCode`), or removes its coupon (`couponCode: null`). */
export function useSetCartCoupon(options: WriteOptions = {}) {
  return useMutation({
    mutationFn: ({ courseId, couponCode }: { courseId: string; couponCode: string | null }) =>
      couponCode === null
        ? call(cartApi.removeCoupon, { params: { courseId } })
        : call(cartApi.applyCoupon, { body: { courseId, couponCode } }),
    meta: writeMeta(options),
  });
}

export const adminCartQuery = (query: PaginationQuery) =>
  queryOptions({
    queryKey: cartKeys.adminList(query),
    queryFn: (context) => call(cartApi.adminList, { query }, context),
    placeholderData: keepPreviousData,
  });
export const adminCartStatsQuery = () =>
  queryOptions({
    queryKey: cartKeys.adminStats(),
    queryFn: (context) => call(cartApi.adminStats, {}, context),
    select: (answer) => answer.stats,
  });
