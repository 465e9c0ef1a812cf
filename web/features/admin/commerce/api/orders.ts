import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminOrderSchema, AdminOrdersAnswerSchema } from '#shared/orders.ts';
import { api } from '#web/lib/api-client.ts';

export type AdminOrder = z.infer<typeof AdminOrderSchema>;
type AdminOrdersAnswer = z.infer<typeof AdminOrdersAnswerSchema>;

/** The largest page the server gives (shared/api.ts PaginationQuerySchema). */
const SERVER_PAGE = 100;

/**
 * GET /orders/admin/all-orders, every page: the Orders and Invoices cards (admin-side §2) are totals over all
 * orders, so the screen reads them all once and pages the table on the client.
 */
export async function getAllOrders(signal?: AbortSignal): Promise<AdminOrder[]> {
  const page = (n: number) => api<AdminOrdersAnswer>(`/orders/admin/all-orders?page=${n}&limit=${SERVER_PAGE}`, { signal });
  const first = await page(1);
  const more = await Promise.all(Array.from({ length: first.pagination.totalPages - 1 }, (_, i) => page(i + 2)));
  return [first, ...more].flatMap((answer) => answer.orders);
}

export const adminOrdersQuery = () => queryOptions({ queryKey: ['admin', 'orders', 'all'] as const, queryFn: ({ signal }) => getAllOrders(signal) });
export const useAdminOrders = () => useQuery(adminOrdersQuery());

export interface OrderTotals {
  totalOrders: number;
  /** Taka actually paid (after coupons). */
  totalRevenue: number;
  averageOrderValue: number;
  uniqueCustomers: number;
}

export function orderTotals(orders: readonly AdminOrder[]): OrderTotals {
  const totalRevenue = orders.reduce((sum, o) => sum + o.amount, 0);
  // A deleted learner has no id left; their e-mail (or N/A) still tells them apart as well as it can.
  const customers = new Set(orders.map((o) => o.userId._id ?? `email:${o.userEmail}`));
  return {
    totalOrders: orders.length,
    totalRevenue,
    averageOrderValue: orders.length ? totalRevenue / orders.length : 0,
    uniqueCustomers: customers.size,
  };
}
