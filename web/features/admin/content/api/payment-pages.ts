import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PaymentPages, PaymentPagesAnswer } from '#shared/content/pages.ts';
import { adminDataChanged } from '#web/features/admin/ui/admin-data.ts';
import { api } from '#web/lib/api-client.ts';

type Answer = { success: true; paymentPages: PaymentPagesAnswer };

export const adminPaymentPagesKey = ['admin', 'payment-pages'] as const;

/** GET /payment-pages/config (paymentPages). */
export const getPaymentPagesConfig = (signal?: AbortSignal) =>
  api<Answer>('/payment-pages/config', { signal }).then((r) => r.paymentPages);

export const paymentPagesQuery = () =>
  queryOptions({ queryKey: adminPaymentPagesKey, queryFn: ({ signal }) => getPaymentPagesConfig(signal) });

export const usePaymentPagesConfig = () => useQuery(paymentPagesQuery());

/** PUT /payment-pages/admin/update-config with the paymentPages object. */
export const updatePaymentPages = (body: PaymentPages) =>
  api<Answer>('/payment-pages/admin/update-config', { method: 'PUT', body }).then((r) => r.paymentPages);

/** POST /payment-pages/admin/reset-config: the defaults show again. */
export const resetPaymentPages = () =>
  api<Answer>('/payment-pages/admin/reset-config', { method: 'POST' }).then((r) => r.paymentPages);

async function saved(queryClient: QueryClient, pages: PaymentPagesAnswer): Promise<void> {
  queryClient.setQueryData(adminPaymentPagesKey, pages);
  // The learner's payment result page reads ['payment-pages', 'config'].
  await Promise.all([adminDataChanged(queryClient), queryClient.invalidateQueries({ queryKey: ['payment-pages'] })]);
}

export function useUpdatePaymentPages() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePaymentPages, onSuccess: (pages) => saved(queryClient, pages) });
}

export function useResetPaymentPages() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetPaymentPages, onSuccess: (pages) => saved(queryClient, pages) });
}
