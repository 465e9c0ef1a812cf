import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination } from '#shared/api.ts';
import type { z } from 'zod';
import type { AdminOrderSchema } from '#shared/orders.ts';
import { api } from '#web/lib/api-client.ts';

export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/** The newest orders for the dashboard's Recent Transactions (GET /orders/admin/all-orders, newest first). */
export const recentOrdersQuery = (limit: number) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'recent', limit] as const,
    queryFn: ({ signal }) =>
      api<{ success: true; orders: AdminOrder[]; pagination: Pagination }>(
        `/orders/admin/all-orders?page=1&limit=${limit}`,
        { signal },
      ),
  });

export const useRecentOrders = (limit: number) => useQuery(recentOrdersQuery(limit));
