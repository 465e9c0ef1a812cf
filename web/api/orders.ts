import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { PaginationQuery } from '#shared/api.ts';
import type { EndpointAnswer, EndpointBody } from '#shared/endpoint.ts';
import { ordersApi } from '#shared/endpoints/orders.ts';
import type { MyPayment } from '#shared/orders.ts';
import { call, writeMeta, type WriteOptions } from './client.ts';

/** The orders' query keys: everything under `['orders']`. */
export const ordersKeys = {
  all: ['orders'] as const,
  mine: () => [...ordersKeys.all, 'mine'] as const,
  processOrder: (body: ProcessOrderBody) => [...ordersKeys.all, 'process-order', body] as const,
  adminList: (query: PaginationQuery) => [...ordersKeys.all, 'admin', 'list', query] as const,
  adminStats: () => [...ordersKeys.all, 'admin', 'stats'] as const,
};

export type ChargeAnswer = EndpointAnswer<typeof ordersApi.createCharge>;
export type ProcessOrderAnswer = EndpointAnswer<typeof ordersApi.processOrder>;
export type ProcessOrderBody = EndpointBody<typeof ordersApi.processOrder>;
export type AdminOrder = EndpointAnswer<typeof ordersApi.adminList>['orders'][number];

/** The learner's payments, newest first (the purchase history and its receipts). */
export const myPaymentsQuery = () =>
  queryOptions({
    queryKey: ordersKeys.mine(),
    queryFn: ({ signal }) => call(ordersApi.myOrders, {}, { signal }),
    select: (answer) => answer.payments,
  });
export const useMyPayments = () => useQuery(myPaymentsQuery());

/**
 * The payment result page's verification (POST /orders/process-order): asked once per visit, never retried or
 * kept, since each answer is the gateway's word at that moment.
 */
export const processOrderQuery = (body: ProcessOrderBody) =>
  queryOptions({
    queryKey: ordersKeys.processOrder(body),
    queryFn: () => call(ordersApi.processOrder, { body }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

/**
 * Check again (as the payment result page does): with the gateway's invoice id the server asks the gateway again;
 * without one it answers the payment as it stands.
 */
export function useCheckPaymentAgain(options: WriteOptions = {}) {
  return useMutation({
    mutationFn: (payment: Pick<MyPayment, '_id' | 'invoiceId'>) =>
      call(ordersApi.processOrder, {
        body: payment.invoiceId ? { invoice_id: payment.invoiceId } : { paymentId: payment._id },
      }),
    meta: writeMeta(options),
  });
}

/** Buy Now: the server prices the course; the amounts sent are only compared (409 price_changed). */
export function useCreateCharge(options: WriteOptions = {}) {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof ordersApi.createCharge>) => call(ordersApi.createCharge, { body }),
    meta: writeMeta(options),
  });
}

/** Checkout of the whole cart: `finalAmount` is the total the learner saw, only compared. */
export function useCreateCartCharge(options: WriteOptions = {}) {
  return useMutation({
    mutationFn: (finalAmount: number) => call(ordersApi.createCartCharge, { body: { finalAmount } }),
    meta: writeMeta(options),
  });
}

export const adminOrdersQuery = (query: PaginationQuery) =>
  queryOptions({
    queryKey: ordersKeys.adminList(query),
    queryFn: ({ signal }) => call(ordersApi.adminList, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
export const useAdminOrders = (query: PaginationQuery) => useQuery(adminOrdersQuery(query));

/** The totals over every order, counted by the server. */
export const adminOrderStatsQuery = () =>
  queryOptions({
    queryKey: ordersKeys.adminStats(),
    queryFn: ({ signal }) => call(ordersApi.adminStats, {}, { signal }),
    select: (answer) => answer.stats,
  });
export const useAdminOrderStats = () => useQuery(adminOrderStatsQuery());
