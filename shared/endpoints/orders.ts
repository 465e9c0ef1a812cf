import { COUPON_REFUSALS } from '../coupons.ts';
import { endpoints } from '../endpoint.ts';
import {
  AdminOrdersAnswerSchema,
  AdminOrdersQuerySchema,
  AdminOrderStatsAnswerSchema,
  ChargeAnswerSchema,
  CreateCartChargeBodySchema,
  CreateChargeBodySchema,
  GatewayConfigAnswerSchema,
  MyOrdersAnswerSchema,
  PaymentStatusAnswerSchema,
  ProcessOrderAnswerSchema,
  ProcessOrderBodySchema,
  WebhookAnswerSchema,
  WebhookBodySchema,
} from '../orders.ts';
import { PaymentIdParamsSchema } from '../payments-admin.ts';

/** What asking the gateway can answer: off, refused, or unreachable in time. */
const GATEWAY_FAILURES = ['payments_disabled', 'payment_gateway_error', 'payment_gateway_timeout'] as const;
/** A charge: the course or cart priced now, with its coupons held, then the gateway (or enrolled at once when free). */
const CHARGE_FAILURES = ['price_changed', 'payment_not_verified', ...COUPON_REFUSALS, ...GATEWAY_FAILURES] as const;

/** Checkout, payment return, webhook and orders (learner-side §7 "Orders and payment", admin-side §7 Orders). */
export const ordersApi = endpoints('orders', {
  gatewayConfig: {
    method: 'GET',
    path: '/orders/uddoktapay-config',
    access: 'public',
    summary: 'Whether online payment is on, sandbox or live, and the currency (never a key)',
    answer: GatewayConfigAnswerSchema,
  },
  createCharge: {
    method: 'POST',
    path: '/orders/create-charge',
    access: 'user',
    summary:
      'Buy one course: priced by the server (body amounts only compared, 409 price_changed); answers the gateway URL, or enrols at once when free',
    body: CreateChargeBodySchema,
    answer: ChargeAnswerSchema,
    errors: ['course_not_found', 'course_owned', ...CHARGE_FAILURES],
  },
  createCartCharge: {
    method: 'POST',
    path: '/orders/create-cart-charge',
    access: 'user',
    summary:
      'Buy the whole cart in one payment, each course with its own coupon; `finalAmount` (taka) is only compared',
    body: CreateCartChargeBodySchema,
    answer: ChargeAnswerSchema,
    errors: ['cart_empty', 'course_owned', ...CHARGE_FAILURES],
  },
  processOrder: {
    method: 'POST',
    path: '/orders/process-order',
    access: 'user',
    summary:
      'The return from the gateway: verifies the invoice with UddoktaPay and fulfils the payment once (idempotent)',
    description:
      'Body `{invoice_id}` or `{courseId, paymentInfo: {invoice_id}}`; `{paymentId}` alone answers the payment as it stands, and `{paymentId, status: "cancelled"}` records a cancel from the gateway. Answers `status` paid, pending (wallet transfer awaiting approval; verified again on a schedule), failed, cancelled or expired.',
    body: ProcessOrderBodySchema,
    answer: ProcessOrderAnswerSchema,
    errors: ['payment_not_found', 'payment_not_verified', 'payment_gateway_error', 'payment_gateway_timeout'],
  },
  paymentStatus: {
    method: 'GET',
    path: '/orders/payment-status/:paymentId',
    access: 'user',
    summary: "The learner's own payment and its orders (the result page)",
    params: PaymentIdParamsSchema,
    answer: PaymentStatusAnswerSchema,
    errors: ['payment_not_found'],
  },
  webhook: {
    method: 'POST',
    path: '/orders/uddoktapay-webhook',
    access: 'public',
    summary:
      "UddoktaPay's webhook: the key header is compared in constant time, the invoice id is recorded on the payment, then the invoice is verified and fulfilled once",
    description:
      'The body has the verify-answer shape. Only `invoice_id` and `metadata.paymentId` are read: the invoice id is recorded on that payment while it is pending without one (so the scheduler settles it if this request fails), then verify-payment decides. Any failure after that answers non-2xx, so the gateway may send it again.',
    body: WebhookBodySchema,
    answer: WebhookAnswerSchema,
    errors: ['invalid_api_key', 'payment_not_verified', 'payment_gateway_error', 'payment_gateway_timeout'],
  },
  myOrders: {
    method: 'GET',
    path: '/orders/my-orders',
    access: 'user',
    summary:
      "The learner's paid orders (one per course) and every payment whatever its status (the purchase history), newest first",
    answer: MyOrdersAnswerSchema,
  },
  adminList: {
    method: 'GET',
    path: '/orders/admin/all-orders',
    access: 'admin',
    summary: 'Every order with its learner and course (Unknown User, N/A, Unknown Course when gone), newest first',
    query: AdminOrdersQuerySchema,
    answer: AdminOrdersAnswerSchema,
  },
  adminStats: {
    method: 'GET',
    path: '/orders/admin/stats',
    access: 'admin',
    summary: 'Totals over every order: count, revenue paid, average order value and customers',
    answer: AdminOrderStatsAnswerSchema,
  },
});
