import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaginationQuery } from '#shared/api.ts';
import { paymentsAdminApi } from '#shared/endpoints/payments-admin.ts';
import { adminDataChanged } from '#web/lib/admin-data.ts';
import { call, writeMeta, type WriteOptions } from './client.ts';

/** Pending and unresolved payments (issue 9 §6): everything under `['admin', 'payments']`. */
export const paymentsAdminKeys = {
  all: ['admin', 'payments'] as const,
  pending: (query: PaginationQuery) => [...paymentsAdminKeys.all, 'pending', query] as const,
};

export const pendingPaymentsQuery = (query: PaginationQuery) =>
  queryOptions({
    queryKey: paymentsAdminKeys.pending(query),
    queryFn: ({ signal }) => call(paymentsAdminApi.pending, { query }, { signal }),
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
