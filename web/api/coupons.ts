import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouponListQuery } from '#shared/coupons.ts';
import type { EndpointAnswer, EndpointBody } from '#shared/endpoint.ts';
import { couponsApi } from '#shared/endpoints/coupons.ts';
import { adminDataChanged } from '#web/lib/admin-data.ts';
import { cartKeys } from './cart.ts';
import { call, writeMeta, type WriteOptions } from './client.ts';

/** The admin's coupon list as sent (page, limit, search, status). */
export type CouponListInput = Partial<CouponListQuery>;

/** The coupons' query keys: everything under `['coupons']`. */
export const couponKeys = {
  all: ['coupons'] as const,
  adminList: (query: CouponListInput) => [...couponKeys.all, 'admin', 'list', query] as const,
  adminStats: () => [...couponKeys.all, 'admin', 'stats'] as const,
};

export type CouponResult = EndpointAnswer<typeof couponsApi.apply>;
export type CouponStats = EndpointAnswer<typeof couponsApi.adminStats>['stats'];

/** The preview page's coupon box: checks and prices a coupon for a course (no use is counted). */
export function useApplyCoupon(options: WriteOptions = {}) {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof couponsApi.apply>) => call(couponsApi.apply, { body }),
    meta: writeMeta(options),
  });
}

export const adminCouponsQuery = (query: CouponListInput) =>
  queryOptions({
    queryKey: couponKeys.adminList(query),
    queryFn: (context) => call(couponsApi.adminList, { query }, context),
    placeholderData: keepPreviousData,
  });
export const useAdminCoupons = (query: CouponListInput) => useQuery(adminCouponsQuery(query));

export const couponStatsQuery = () =>
  queryOptions({
    queryKey: couponKeys.adminStats(),
    queryFn: (context) => call(couponsApi.adminStats, {}, context),
    select: (answer) => answer.stats,
  });
export const useCouponStats = () => useQuery(couponStatsQuery());

/** After a coupon write: the admin data, and the learners' priced carts (a cart item keeps its coupon). */
function useCouponsChanged() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([adminDataChanged(queryClient), queryClient.invalidateQueries({ queryKey: cartKeys.all })]);
  };
}

/**
 * A coupon as the admin form sends it. `discountValue` may still be empty (null): the server answers the field's
 * own message, as for every other rule.
 */
export type CouponWrite = Omit<EndpointBody<typeof couponsApi.adminCreate>, 'discountValue'> & {
  discountValue: number | null;
};

/** Creates (`id: null`) or updates a coupon with every field. */
export function useSaveCoupon(options: WriteOptions = {}) {
  const changed = useCouponsChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CouponWrite }) => {
      // The server refuses an empty discount with its message; the declared input type has no room for it.
      const sent = body as EndpointBody<typeof couponsApi.adminCreate>;
      return id === null
        ? call(couponsApi.adminCreate, { body: sent })
        : call(couponsApi.adminUpdate, { params: { id }, body: sent });
    },
    onSuccess: changed,
    meta: writeMeta(options),
  });
}

export function useDeleteCoupon(options: WriteOptions = {}) {
  const changed = useCouponsChanged();
  return useMutation({
    mutationFn: (id: string) => call(couponsApi.adminDelete, { params: { id } }),
    onSuccess: changed,
    meta: writeMeta(options),
  });
}
