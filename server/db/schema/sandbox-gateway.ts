import { jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const SANDBOX_CHARGE_STATUSES = ['UNPAID', 'COMPLETED', 'PENDING', 'ERROR', 'CANCELLED'] as const;
export type SandboxChargeStatus = (typeof SANDBOX_CHARGE_STATUSES)[number];

/**
 * Charges of the built-in sandbox gateway (server/plugins/payment-sandbox.ts), kept in the database so they survive
 * a restart and every instance sees them. Columns mirror UddoktaPay's checkout-v2 request. As on the real gateway,
 * the invoice id is given when the buyer pays (or leaves the payment pending or failed), not when the charge is made.
 */
export const sandboxGatewayCharges = pgTable(
  'sandbox_gateway_charges',
  {
    /** The unguessable part of payment_url. */
    hash: text().primaryKey(),
    invoiceId: text(),
    fullName: text().notNull(),
    email: text().notNull(),
    /** Decimal taka exactly as sent, e.g. "1250.00". */
    amount: text().notNull(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull(),
    redirectUrl: text().notNull(),
    returnType: text({ enum: ['GET', 'POST'] }).notNull(),
    cancelUrl: text().notNull(),
    webhookUrl: text(),
    status: text({ enum: SANDBOX_CHARGE_STATUSES }).notNull().default('UNPAID'),
    paymentMethod: text(),
    senderNumber: text(),
    transactionId: text(),
    /** When the buyer pressed Pay, Pending or Fail: the `date` of the verify answer. */
    settledAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sandbox_gateway_charges_invoice_idx').on(t.invoiceId)],
);
