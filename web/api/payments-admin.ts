import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaginationQuery } from '#shared/api.ts';
import { paymentsAdminApi } from '#shared/endpoints/payments-admin.ts';
import { adminDataChanged } from '#web/lib/admin-data.ts';
import { call, writeMeta, type WriteOptions } from './client.ts';

/** Pending and unresolved payments (issue 9 §6): everything under `['admin', 'payments']`. */
export const paymentsAdminKeys = {
  all: ['admin', 'payments'] as const,
  pending: (query: PaginationQuery) => [...paymentsAdminKeys.all, 'pending', query] as const,
  refunds: (query: RefundsQuery) => [...paymentsAdminKeys.all, 'refunds', query] as const,
  overdue: () => [...paymentsAdminKeys.all, 'overdue'] as const,
};

/** Payments past the 10 days without an outcome (the dashboard's alert). */
export const useOverduePayments = () =>
  useQuery({
    queryKey: paymentsAdminKeys.overdue(),
    queryFn: (context) => call(paymentsAdminApi.overdue, {}, context),
  });

export type RefundsQuery = PaginationQuery & { status?: 'due' | 'refunded' };

export const pendingPaymentsQuery = (query: PaginationQuery) =>
  queryOptions({
    queryKey: paymentsAdminKeys.pending(query),
    queryFn: (context) => call(paymentsAdminApi.pending, { query }, context),
    placeholderData: keepPreviousData,
  });
export const usePendingPayments = (query: PaginationQuery) => useQuery(pendingPaymentsQuery(query));

/**
 * "Verify now" (no `invoiceId`: the stored one) or "Verify with invoice id": the server asks UddoktaPay and fulfils
 * only a COMPLETED invoice of this payment. A fulfilled payment changes orders, enrolments and totals: every admin
 * answer is refreshed.
 */
export function useVerifyPayment(options: WriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, invoiceId }: { paymentId: string; invoiceId?: string }) =>
      call(paymentsAdminApi.verify, { params: { paymentId }, body: invoiceId ? { invoiceId } : {} }),
    onSuccess: () => adminDataChanged(queryClient),
    meta: writeMeta(options),
  });
}

/** Duplicate payments to refund (issue 32); `status: 'due'` for the ones still to refund. */
export const refundsQuery = (query: RefundsQuery) =>
  queryOptions({
    queryKey: paymentsAdminKeys.refunds(query),
    queryFn: (context) => call(paymentsAdminApi.refunds, { query }, context),
    placeholderData: keepPreviousData,
  });
export const useRefunds = (query: RefundsQuery) => useQuery(refundsQuery(query));

/** Marks a due refund refunded, once the money went back to the paying wallet by hand. */
export function useMarkRefunded(options: WriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refundId: string) => call(paymentsAdminApi.markRefunded, { params: { refundId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsAdminKeys.all }),
    meta: writeMeta(options),
  });
}
