import {
  MarkRefundedAnswerSchema,
  OverduePaymentsAnswerSchema,
  PaymentIdParamsSchema,
  RefundIdParamsSchema,
  RefundsAnswerSchema,
  RefundsQuerySchema,
  PendingPaymentsAnswerSchema,
  PendingPaymentsQuerySchema,
  VerifyPaymentAnswerSchema,
  VerifyPaymentBodySchema,
} from '../payments-admin.ts';
import { endpoints } from '../endpoint.ts';

/** Pending and unresolved payments for the admins, and their recovery by hand through verify-payment (issue 9 §6). */
export const paymentsAdminApi = endpoints('orders', {
  pending: {
    method: 'GET',
    path: '/orders/admin/pending-payments',
    access: 'admin',
    summary: 'Payments that did not become orders (pending, failed, cancelled, expired), newest first',
    query: PendingPaymentsQuerySchema,
    answer: PendingPaymentsAnswerSchema,
    cache: 'no-store',
  },
  overdue: {
    method: 'GET',
    path: '/orders/admin/overdue-payments',
    access: 'admin',
    summary: 'Payments pending more than 10 days without an outcome (the 10-day rule), oldest first, for the dashboard',
    answer: OverduePaymentsAnswerSchema,
    cache: 'no-store',
  },
  verify: {
    method: 'POST',
    path: '/orders/admin/payments/:paymentId/verify',
    access: 'admin',
    summary:
      "Asks UddoktaPay's verify-payment about the payment's stored invoice id, or the one sent; fulfils it only when COMPLETED for this payment and amount",
    params: PaymentIdParamsSchema,
    body: VerifyPaymentBodySchema,
    answer: VerifyPaymentAnswerSchema,
    errors: [
      'payment_not_found',
      'payment_not_verified',
      'payment_gateway_error',
      'payment_gateway_timeout',
      'payments_disabled',
    ],
  },
  refunds: {
    method: 'GET',
    path: '/orders/admin/refunds',
    access: 'admin',
    summary:
      'Duplicate payments of courses the learner already owned, to refund to the paying wallet (status=due: still to refund), newest first',
    query: RefundsQuerySchema,
    answer: RefundsAnswerSchema,
    cache: 'no-store',
  },
  markRefunded: {
    method: 'POST',
    path: '/orders/admin/refunds/:refundId/refunded',
    access: 'admin',
    summary: 'Marks a due refund refunded once the money was given back by hand',
    params: RefundIdParamsSchema,
    answer: MarkRefundedAnswerSchema,
    errors: ['refund_not_found', 'refund_already_done'],
  },
});
