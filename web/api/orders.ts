import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { PaginationQuery } from '#shared/api.ts';
import type { EndpointAnswer, EndpointBody } from '#shared/endpoint.ts';
import { ordersApi } from '#shared/endpoints/orders.ts';
import type { MyPayment } from '#shared/orders.ts';
import { ApiError } from '#web/lib/api-client.ts';
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
    queryFn: (context) => call(ordersApi.myOrders, {}, context),
    select: (answer) => answer.payments,
  });
export const useMyPayments = () => useQuery(myPaymentsQuery());
/** The learner's orders (one per course) by id, with their status and refund (the same answer as the payments). */
export const useMyOrdersById = () =>
  useQuery({
    queryKey: ordersKeys.mine(),
    queryFn: (context) => call(ordersApi.myOrders, {}, context),
    select: (answer) => new Map(answer.orders.map((order) => [order._id, order])),
  });

/**
 * Whether another try may get an answer: no answer at all (offline, the server restarting), or one saying the server
 * or the gateway behind it could not answer now (5xx, 429). A refusal (4xx) is the answer.
 */
export const mayAnswerLater = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.code === 'network_error' || error.status === 429 || error.status >= 500;

/**
 * The payment result page's verification (POST /orders/process-order), kept for the visit only, since each answer is
 * the gateway's word at that moment. Tried again, with TanStack Query's backoff (1 s, 2 s, 4 s … at most 30 s), for
 * as long as the page is open and the server cannot be reached: the return is often the only news of a payment that
 * a lost webhook leaves (issue 32 §9), and process-order is idempotent.
 */
export const processOrderQuery = (body: ProcessOrderBody) =>
  queryOptions({
    queryKey: ordersKeys.processOrder(body),
    queryFn: (context) => call(ordersApi.processOrder, { body }, context),
    retry: (_failures, error) => mayAnswerLater(error),
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

/**
 * Finish payment (the purchase history, issue 32 §9): the invoice id from the gateway's receipt, for a payment whose
 * return and webhook never arrived. The server asks the gateway; the invoice must be of this payment.
 */
export function useFinishPayment(options: WriteOptions = {}) {
  return useMutation({
    mutationFn: ({ paymentId, invoiceId }: { paymentId: string; invoiceId: string }) =>
      call(ordersApi.processOrder, { body: { paymentId, invoice_id: invoiceId } }),
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
    queryFn: (context) => call(ordersApi.adminList, { query }, context),
    placeholderData: keepPreviousData,
  });
export const useAdminOrders = (query: PaginationQuery) => useQuery(adminOrdersQuery(query));

/** The totals over every order, counted by the server. */
export const adminOrderStatsQuery = () =>
  queryOptions({
    queryKey: ordersKeys.adminStats(),
    queryFn: (context) => call(ordersApi.adminStats, {}, context),
    select: (answer) => answer.stats,
  });
export const useAdminOrderStats = () => useQuery(adminOrderStatsQuery());
