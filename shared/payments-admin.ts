import { z } from 'zod';
import { ok, PaginationQuerySchema, PaginationSchema } from './api.ts';
import { PAYMENT_STATUS_VALUES } from './orders.ts';

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
  paid: 'Payment verified: the order is fulfilled and the learner is enrolled.',
} as const;

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
});
export type PendingPayment = z.infer<typeof PendingPaymentSchema>;

export const PendingPaymentsAnswerSchema = ok({
  payments: z.array(PendingPaymentSchema),
  pagination: PaginationSchema,
});

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
