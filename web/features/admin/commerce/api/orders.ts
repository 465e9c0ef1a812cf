import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminOrderSchema, AdminOrdersAnswerSchema, AdminOrderStats } from '#shared/orders.ts';
import { api } from '#web/lib/api-client.ts';

export type AdminOrder = z.infer<typeof AdminOrderSchema>;
type AdminOrdersAnswer = z.infer<typeof AdminOrdersAnswerSchema>;

/** Recent Orders, one page of the server's newest-first list (GET /orders/admin/all-orders). */
export const adminOrdersPageQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'page', page, limit] as const,
    queryFn: ({ signal }) => api<AdminOrdersAnswer>(`/orders/admin/all-orders?page=${page}&limit=${limit}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const useAdminOrdersPage = (page: number, limit: number) => useQuery(adminOrdersPageQuery(page, limit));

/** The four cards' totals over every order, counted by the server (GET /orders/admin/stats). */
export const adminOrderStatsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'orders', 'stats'] as const,
    queryFn: ({ signal }) =>
      api<{ success: true; stats: AdminOrderStats }>('/orders/admin/stats', { signal }).then((r) => r.stats),
  });
export const useAdminOrderStats = () => useQuery(adminOrderStatsQuery());
