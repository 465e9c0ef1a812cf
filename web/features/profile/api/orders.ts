import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyOrdersAnswer, MyPayment } from '#shared/orders.ts';
import { api } from '#web/lib/api-client.ts';

/** Every read of the learner's orders (the purchase history and its receipts) sits under this key. */
export const myOrdersKey = ['orders', 'mine'] as const;

/** GET /orders/my-orders: the spec's paid orders and every payment of the learner, newest first. */
export const myOrdersQuery = () =>
  queryOptions({
    queryKey: myOrdersKey,
    queryFn: ({ signal }) => api<MyOrdersAnswer>('/orders/my-orders', { signal }),
    select: (answer) => answer.payments,
  });
export const useMyPayments = () => useQuery(myOrdersQuery());

/**
 * Check again (as the payment result page does, POST /orders/process-order): with the gateway's invoice id the
 * server asks the gateway again; without one it answers the payment as it stands.
 */
export const checkPaymentAgain = (payment: Pick<MyPayment, '_id' | 'invoiceId'>) =>
  api<{ success: true; status: MyPayment['status']; message: string }>('/orders/process-order', {
    method: 'POST',
    body: payment.invoiceId ? { invoice_id: payment.invoiceId } : { paymentId: payment._id },
  });
