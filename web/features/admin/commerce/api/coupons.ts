import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Coupon,
  CouponAnswerSchema,
  CouponListAnswerSchema,
  CouponStatsAnswerSchema,
  CouponStatus,
} from '#shared/coupons.ts';
import { adminDataChanged } from '#web/lib/admin-data.ts';
import { api } from '#web/lib/api-client.ts';
import type { CouponWriteBody } from '../coupon-form-state.ts';

export type { Coupon };
export type CouponStats = z.infer<typeof CouponStatsAnswerSchema>['stats'];
export type CouponFilter = { page: number; search: string; status: 'all' | CouponStatus };
type CouponListAnswer = z.infer<typeof CouponListAnswerSchema>;
type CouponAnswer = z.infer<typeof CouponAnswerSchema>;

export const COUPON_PAGE_SIZE = 10;

/** GET /coupons/admin/all?page&limit&search&status (admin-side §7; defaults 1 and 10). */
export function getCoupons({ page, search, status }: CouponFilter, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page), limit: String(COUPON_PAGE_SIZE), status });
  if (search.trim()) params.set('search', search.trim());
  return api<CouponListAnswer>(`/coupons/admin/all?${params}`, { signal });
}

export const getCouponStats = async (signal?: AbortSignal) =>
  (await api<z.infer<typeof CouponStatsAnswerSchema>>('/coupons/admin/stats', { signal })).stats;

export const couponsQuery = (filter: CouponFilter) =>
  queryOptions({
    queryKey: ['admin', 'coupons', 'list', filter] as const,
    queryFn: ({ signal }) => getCoupons(filter, signal),
  });
export const couponStatsQuery = () =>
  queryOptions({ queryKey: ['admin', 'coupons', 'stats'] as const, queryFn: ({ signal }) => getCouponStats(signal) });

export const useCoupons = (filter: CouponFilter) =>
  useQuery({ ...couponsQuery(filter), placeholderData: keepPreviousData });
export const useCouponStats = () => useQuery(couponStatsQuery());

/** After a coupon write: the admin data, and the learners' priced carts (a cart item keeps its coupon). */
function useCouponsChanged() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([adminDataChanged(queryClient), queryClient.invalidateQueries({ queryKey: ['cart'] })]);
  };
}

export type CouponSaveInput = { id: string | null; body: CouponWriteBody };

/** POST /coupons/admin/create, or PUT /coupons/admin/update/{id} with every field. */
export function useSaveCoupon() {
  const changed = useCouponsChanged();
  return useMutation({
    mutationFn: ({ id, body }: CouponSaveInput) =>
      id === null
        ? api<CouponAnswer>('/coupons/admin/create', { method: 'POST', body })
        : api<CouponAnswer>(`/coupons/admin/update/${id}`, { method: 'PUT', body }),
    onSuccess: changed,
  });
}

/** DELETE /coupons/admin/delete/{id}. */
export function useDeleteCoupon() {
  const changed = useCouponsChanged();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ success: true; message: string }>(`/coupons/admin/delete/${id}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}
