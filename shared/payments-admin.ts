import { z } from 'zod';
import { ok, PaginationQuerySchema, PaginationSchema } from './api.ts';
import { PAYMENT_STATUS_VALUES, REFUND_STATUS_VALUES } from './orders.ts';

/**
 * The admin's view of payments that did not become orders (issue 9 §6): pending ones (the buyer has not come back,
 * or a wallet transfer awaits approval) and unresolved ones (failed, cancelled, expired), so a payment whose
 * notification was lost can be recovered by hand. Both actions ask UddoktaPay's verify-payment; nothing is trusted.
 */
export const PAYMENT_ADMIN_MESSAGES = {
  noInvoice:
    'This payment has no invoice id yet. Use "Verify with invoice id" with the id shown in the UddoktaPay dashboard.',
  unknownInvoice: 'UddoktaPay does not know this invoice id. Nothing was changed.',
  otherInvoice: 'UddoktaPay answered for a different invoice. Nothing was changed.',
  otherPayment: 'This invoice belongs to another payment, not this one. Nothing was changed.',
  wrongAmount: 'The amount of this invoice is not the amount charged for this payment. Nothing was changed.',
  notCompleted: (status: string) => `UddoktaPay reports this invoice as ${status}, not COMPLETED. Nothing was changed.`,
  invoiceTaken: 'This invoice id is already recorded on another payment. Nothing was changed.',
  alreadyPaid: 'This payment is already paid.',
  refundNotFound: 'Refund not found',
  alreadyRefunded: 'This refund is already marked refunded.',
  markedRefunded: 'Marked as refunded.',
  paid: 'Payment verified: the order is fulfilled and the learner is enrolled.',
} as const;

/**
 * The 10-day rule (Digital Commerce Operation Guidelines 2021, issue 35): a payment must reach an outcome within 10
 * days. One still pending on its eighth day is raised to the admins and leads the pending list; one past 10 days
 * without an outcome is overdue on the dashboard.
 */
export const PAYMENT_ALERT_AFTER_DAYS = 7;
export const PAYMENT_OVERDUE_AFTER_DAYS = 10;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** A pending payment's standing under the rule: `day8` from its eighth day, `overdue` past ten days. */
export const TEN_DAY_STATES = ['day8', 'overdue'] as const;
export function tenDayState(createdAt: Date, now: Date): (typeof TEN_DAY_STATES)[number] | null {
  const age = now.getTime() - createdAt.getTime();
  if (age > PAYMENT_OVERDUE_AFTER_DAYS * DAY_MS) return 'overdue';
  if (age > PAYMENT_ALERT_AFTER_DAYS * DAY_MS) return 'day8';
  return null;
}

export const PendingPaymentsQuerySchema = PaginationQuerySchema;

export const PendingPaymentSchema = z.object({
  paymentId: z.string(),
  status: z.enum(PAYMENT_STATUS_VALUES),
  /** The learner (Unknown User / N/A when the account is gone). */
  userName: z.string(),
  userEmail: z.string(),
  /** The course names as they were at checkout. */
  courses: z.array(z.string()),
  /** Taka. */
  amount: z.number(),
  invoiceId: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastVerifiedAt: z.string().nullable(),
  nextVerifyAt: z.string().nullable(),
  verifyAttempts: z.number().int(),
  failureReason: z.string().nullable(),
  /** Whole days since the payment began. */
  daysOpen: z.number().int(),
  /** For a pending payment: `day8` from its eighth day (listed first), `overdue` past ten days; else null. */
  tenDays: z.enum(TEN_DAY_STATES).nullable(),
});
export type PendingPayment = z.infer<typeof PendingPaymentSchema>;

export const PendingPaymentsAnswerSchema = ok({
  payments: z.array(PendingPaymentSchema),
  pagination: PaginationSchema,
});

/** The dashboard's overdue payments: pending more than 10 days, oldest first (at most 20), and how many in all. */
export const OverduePaymentsAnswerSchema = ok({ payments: z.array(PendingPaymentSchema), total: z.number().int() });

export const PaymentIdParamsSchema = z.object({ paymentId: z.uuid('Invalid payment id') });

/** Without `invoiceId`, the invoice id stored on the payment is verified ("Verify now"). */
export const VerifyPaymentBodySchema = z
  .object({ invoiceId: z.string().trim().min(1, 'Enter the invoice id').max(200).optional() })
  .nullish()
  .transform((b) => b ?? {});

export const VerifyPaymentAnswerSchema = ok({
  message: z.string(),
  status: z.enum(PAYMENT_STATUS_VALUES),
  invoiceId: z.string().nullable(),
});

/**
 * The money to give back (issue 32): duplicate payments of courses the learner already owned. `status` filters the
 * list (`due`: still to refund; absent: all).
 */
export const RefundsQuerySchema = PaginationQuerySchema.extend({
  status: z.enum(REFUND_STATUS_VALUES, { error: 'Unknown refund status' }).optional(),
});

export const RefundSchema = z.object({
  _id: z.string(),
  paymentId: z.string(),
  status: z.enum(REFUND_STATUS_VALUES),
  userName: z.string(),
  userEmail: z.string(),
  /** The owned courses paid again, as named at checkout, with their share (taka). */
  items: z.array(z.object({ courseId: z.string(), courseName: z.string(), amount: z.number() })),
  /** Taka, to go back to the paying wallet. */
  amount: z.number(),
  invoiceId: z.string(),
  paymentMethod: z.string().nullable(),
  transactionId: z.string().nullable(),
  /** The paying wallet's number, as the gateway reported it. */
  senderNumber: z.string().nullable(),
  /** The payment had been superseded by a newer checkout before it was paid. */
  superseded: z.boolean(),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;

export const RefundsAnswerSchema = ok({ refunds: z.array(RefundSchema), pagination: PaginationSchema });
export const RefundIdParamsSchema = z.object({ refundId: z.uuid('Invalid refund id') });
export const MarkRefundedAnswerSchema = ok({ message: z.string(), refund: RefundSchema });
