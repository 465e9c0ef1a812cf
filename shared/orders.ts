import { z } from 'zod';
import { ok, PaginationQuerySchema, PaginationSchema } from './api.ts';

/**
 * Checkout, payments and orders (learner-side §7 "Orders and payment", admin-side §3 and §7). Amounts are taka,
 * except the create-charge `amount`, which is the final price times 100, rounded (learner-side §9). Every amount a
 * client sends is only compared with the server's own price; a mismatch is a 409 `price_changed`.
 */
export const ORDER_MESSAGES = {
  priceChanged: 'The price of this course has changed. Please review the new price and try again.',
  cartPriceChanged: 'The prices in your cart have changed. Please review your cart and try again.',
  owned: 'You already own this course',
  emptyCart: 'Your cart is empty',
  enrolledFree: 'You are now enrolled in this course',
  initiationFailed: 'Payment initiation failed. Please try again.',
  gatewayOff: 'Online payment is not available right now. Please try again later.',
  notVerified: 'We could not verify this payment. If money was taken, please contact support with your invoice id.',
  pending: 'Your payment is pending confirmation. We will enrol you as soon as it is confirmed.',
  failed: 'Your payment was not completed.',
  paid: 'Payment successful! You are now enrolled.',
  duplicate:
    'You already own this course, so this payment made no new order. It is recorded as a duplicate and will be refunded to the wallet you paid from.',
  partlyDuplicate:
    'Payment successful! You are now enrolled. You already owned some of these courses: their share is recorded as a duplicate and will be refunded to the wallet you paid from.',
  paymentNotFound: 'Payment not found',
  invoiceOfOtherPayment: 'This invoice id is for another payment. Please check the invoice id on your receipt.',
  webhookKey: 'Invalid API key',
  courseNotFound: 'Course not found',
} as const;

export const PAYMENT_STATUS_VALUES = ['pending', 'paid', 'duplicate', 'failed', 'cancelled', 'expired'] as const;

export const GatewayConfigAnswerSchema = ok({
  config: z.object({
    enabled: z.boolean(),
    mode: z.enum(['sandbox', 'live']).nullable(),
    currency: z.literal('BDT'),
  }),
});

const optionalTaka = z.number({ error: 'Amounts must be numbers' }).min(0, 'Amounts cannot be negative').optional();

/**
 * Buy Now: `{courseId, amount, couponCode, couponId, discountAmount, originalAmount, finalAmount}` as the preview
 * page sends it. Only `courseId` is required; the price comes from the database and the coupon (by code, else by
 * id). Each amount that is sent must equal the server's figure, or the answer is 409 `price_changed`.
 */
export const CreateChargeBodySchema = z.object({
  courseId: z.uuid('Invalid course id'),
  /** Final price in taka times 100, rounded. */
  amount: z.number({ error: 'Amounts must be numbers' }).min(0, 'Amounts cannot be negative').optional(),
  couponCode: z.string().trim().toUpperCase().max(100).nullish(),
  couponId: z.uuid('Invalid coupon id').nullish(),
  discountAmount: optionalTaka,
  originalAmount: optionalTaka,
  finalAmount: optionalTaka,
});
export type CreateChargeBody = z.output<typeof CreateChargeBodySchema>;

/**
 * Checkout of the whole cart in one payment; each item keeps the coupon applied to it in the cart. `finalAmount`
 * (taka), when sent, is the total the learner saw and must equal the server's total.
 */
export const CreateCartChargeBodySchema = z
  .object({ finalAmount: optionalTaka })
  .optional()
  .transform((v) => v ?? {});

export const ChargeAnswerSchema = ok({
  message: z.string().optional(),
  /** Where to send the browser: the gateway's page, or (for a free checkout) the payment result page. */
  payment_url: z.string().optional(),
  paymentId: z.string().optional(),
  /** True when the final price was 0 and the learner was enrolled at once, without the gateway. */
  enrolled: z.boolean(),
  redirectUrl: z.string().optional(),
});

/**
 * The return from the gateway: `{invoice_id}` or `{courseId, paymentInfo: {invoice_id}}` (learner-side §7). The
 * server verifies the invoice with the gateway and trusts only that answer. `paymentId` (from the result page's
 * URL) lets a pending or cancelled payment be answered without an invoice.
 */
export const ProcessOrderBodySchema = z
  .object({
    courseId: z.uuid('Invalid course id').optional(),
    invoice_id: z.string().trim().min(1).max(200).optional(),
    paymentInfo: z
      .object({ invoice_id: z.string().trim().min(1).max(200).optional() })
      .loose()
      .optional(),
    /**
     * Alone: the payment as it stands. With an invoice id (the purchase history's "Finish payment", the id from the
     * gateway's receipt): the invoice must be this payment's.
     */
    paymentId: z.uuid('Invalid payment id').optional(),
    /** With `paymentId`: the learner came back through the gateway's cancel link. */
    status: z.literal('cancelled').optional(),
  })
  .refine((b) => b.invoice_id || b.paymentInfo?.invoice_id || b.paymentId, 'invoice_id is required');
export type ProcessOrderBody = z.output<typeof ProcessOrderBodySchema>;

/** The purchase history's Finish payment: the invoice id from the gateway's receipt (sent as process-order's). */
export const FinishPaymentFormSchema = z.object({
  invoiceId: z.string().trim().min(1, 'Enter the invoice id').max(200),
});
export type FinishPaymentForm = z.output<typeof FinishPaymentFormSchema>;

/**
 * A refund (issue 35): `requested` by the learner, `due` once approved (by an admin, or by the system for a
 * duplicate payment) until the gateway has refunded it, then `refunded`; or `refused`.
 */
export const REFUND_STATUS_VALUES = ['requested', 'due', 'refunded', 'refused'] as const;
export type RefundStatus = (typeof REFUND_STATUS_VALUES)[number];

/** An order after its payment: paid, a refund asked for or under way, refunded, or a refund refused. */
export const ORDER_STATUS_VALUES = ['paid', 'refund_requested', 'refunded', 'refund_refused'] as const;
export type OrderStatus = (typeof ORDER_STATUS_VALUES)[number];

/** A refund of one order (asked for by the learner or made by an admin), as the purchase history shows it. */
export const OrderRefundSchema = z.object({
  _id: z.string(),
  status: z.enum(REFUND_STATUS_VALUES),
  reason: z.string().nullable(),
  /** The admin's reason when refused. */
  refusalReason: z.string().nullable(),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

export const OrderSchema = z.object({
  _id: z.string(),
  paymentId: z.string(),
  courseId: z.string().nullable(),
  courseName: z.string(),
  invoiceId: z.string(),
  price: z.number(),
  discountAmount: z.number(),
  amount: z.number(),
  couponCode: z.string().nullable(),
  status: z.enum(ORDER_STATUS_VALUES),
  /** The latest refund of this order (null: none asked for). */
  refund: OrderRefundSchema.nullable(),
  paymentInfo: z.object({
    invoice_id: z.string(),
    payment_method: z.string().nullable(),
    transaction_id: z.string().nullable(),
  }),
  createdAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

/**
 * The share of a paid payment that bought courses the learner already owned (issue 32): no order was made for them,
 * and this amount (taka) goes back to the paying wallet. `due` until refunded.
 */
export const PaymentRefundSchema = z.object({
  amount: z.number(),
  courseIds: z.array(z.string()),
  status: z.enum(REFUND_STATUS_VALUES),
});

export const PaymentStatusSchema = z.object({
  paymentId: z.string(),
  status: z.enum(PAYMENT_STATUS_VALUES),
  amount: z.number(),
  courseIds: z.array(z.string()),
  invoiceId: z.string().nullable(),
  /** Null unless part or all of the payment is a duplicate to refund. */
  refund: PaymentRefundSchema.nullable(),
});

export const ProcessOrderAnswerSchema = ok({
  message: z.string(),
  status: z.enum(PAYMENT_STATUS_VALUES),
  payment: PaymentStatusSchema,
  orders: z.array(OrderSchema),
  /** The first bought course (the result page goes on to its learning page). */
  courseId: z.string().nullable(),
});
export const PaymentStatusAnswerSchema = ok({ payment: PaymentStatusSchema, orders: z.array(OrderSchema) });
/**
 * UddoktaPay's webhook body has the verify-answer shape. Only `invoice_id` and `metadata.paymentId` are read; the
 * rest is kept as sent and never trusted.
 */
export const WebhookBodySchema = z
  .object({
    invoice_id: z.union([z.string(), z.number()]).transform(String),
    metadata: z.record(z.string(), z.unknown()).optional().catch(undefined),
  })
  .loose();
export const WebhookAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  status: z.enum(PAYMENT_STATUS_VALUES).optional(),
});

/** One course of a learner's payment, as priced when the charge was made (taka); `orderId` once it is paid. */
export const MyPaymentItemSchema = z.object({
  courseId: z.string(),
  courseName: z.string(),
  price: z.number(),
  discountAmount: z.number(),
  amount: z.number(),
  couponCode: z.string().nullable(),
  orderId: z.string().nullable(),
});

/**
 * One checkout of the learner (the purchase history, issue 13): every status, with the gateway's references.
 * `free` is a final price of 0 enrolled without the gateway.
 */
export const MyPaymentSchema = z.object({
  _id: z.string(),
  status: z.enum(PAYMENT_STATUS_VALUES),
  free: z.boolean(),
  /** Taka: before coupons, the coupons' discount, and what was (or is to be) paid. */
  originalAmount: z.number(),
  discountAmount: z.number(),
  amount: z.number(),
  items: z.array(MyPaymentItemSchema),
  invoiceId: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  transactionId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The receipt's number (R-000001) once paid through the gateway; null for a free checkout. */
  receiptNumber: z.string().nullable(),
  /** Null unless part or all of the payment is a duplicate to refund. */
  refund: PaymentRefundSchema.nullable(),
});
export type MyPayment = z.infer<typeof MyPaymentSchema>;

/** The learner's paid orders (one per course) and every payment (pending, paid, failed, cancelled, expired), newest first. */
export const MyOrdersAnswerSchema = ok({ orders: z.array(OrderSchema), payments: z.array(MyPaymentSchema) });
export type MyOrdersAnswer = z.infer<typeof MyOrdersAnswerSchema>;

export const AdminOrdersQuerySchema = PaginationQuerySchema;
export const AdminOrderSchema = z.object({
  _id: z.string(),
  userId: z.object({ _id: z.string().nullable(), name: z.string(), email: z.string() }),
  courseId: z.object({ _id: z.string().nullable(), name: z.string(), price: z.number().nullable() }),
  /** Flattened copies of the joins for tables (admin-side §3: Unknown User, N/A, Unknown Course). */
  userName: z.string(),
  userEmail: z.string(),
  courseName: z.string(),
  coursePrice: z.number().nullable(),
  amount: z.number(),
  discountAmount: z.number(),
  couponCode: z.string().nullable(),
  invoiceId: z.string(),
  /** Paid, a refund asked for or under way, refunded, or a refund refused. */
  status: z.enum(ORDER_STATUS_VALUES),
  createdAt: z.string(),
});
export const AdminOrdersAnswerSchema = ok({ orders: z.array(AdminOrderSchema), pagination: PaginationSchema });
/** Totals over every order (taka): revenue is what was paid after coupons; customers still have an account. */
export const AdminOrderStatsSchema = z.object({
  totalOrders: z.number().int(),
  /** Net sales: what was paid, less what was refunded. */
  totalRevenue: z.number(),
  /** What was paid before refunds. */
  grossRevenue: z.number(),
  refundedRevenue: z.number(),
  refundedOrders: z.number().int(),
  averageOrderValue: z.number(),
  uniqueCustomers: z.number().int(),
});
export type AdminOrderStats = z.infer<typeof AdminOrderStatsSchema>;
export const AdminOrderStatsAnswerSchema = ok({ stats: AdminOrderStatsSchema });
