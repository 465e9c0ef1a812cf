import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { courses } from './courses.ts';
import { users } from './users.ts';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * `duplicate`: paid at the gateway for courses the learner already owned when it was fulfilled (another payment of
 * them came first); it made no order, and its amount is listed for a refund (`payment_refunds`).
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'duplicate', 'failed', 'cancelled', 'expired'] as const;
export type PaymentRowStatus = (typeof PAYMENT_STATUSES)[number];

/** An order after its payment (server/modules/orders/payment-states.ts holds the moves between them). */
export const ORDER_STATUSES = ['paid', 'refund_requested', 'refunded', 'refund_refused'] as const;
export type OrderRowStatus = (typeof ORDER_STATUSES)[number];

/**
 * A refund: `requested` by the learner, `due` once approved (by an admin, or by the system for a duplicate payment)
 * and until the gateway has said yes, then `refunded`; or `refused` by an admin.
 */
export const REFUND_STATUSES = ['requested', 'due', 'refunded', 'refused'] as const;
export type RefundRowStatus = (typeof REFUND_STATUSES)[number];

/** One course of a payment, priced by the server when the charge was created (poisha). */
export interface PaymentItem {
  courseId: string;
  courseName: string;
  originalPoisha: number;
  discountPoisha: number;
  finalPoisha: number;
  couponId: string | null;
  couponCode: string | null;
}

/**
 * A charge sent to the gateway: one course (Buy Now) or the whole cart. `invoiceId` is the gateway's, known once the
 * buyer pays (or leaves the payment pending); it belongs to exactly one payment. A pending payment is verified again
 * at `nextVerifyAt` (backoff) until it settles or `expiresAt` passes.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: PAYMENT_STATUSES }).notNull().default('pending'),
    amountPoisha: integer().notNull(),
    items: jsonb().$type<PaymentItem[]>().notNull(),
    invoiceId: text(),
    /** `free`: a final price of 0 (a free course, or a 100% coupon), enrolled at once without the gateway. */
    gatewayMode: text({ enum: ['sandbox', 'live', 'free'] }).notNull(),
    paymentMethod: text(),
    transactionId: text(),
    failureReason: text(),
    verifyAttempts: integer().notNull().default(0),
    lastVerifiedAt: at(),
    nextVerifyAt: at(),
    expiresAt: at().notNull(),
    /**
     * When the admins were told this payment has had no invoice id for an hour (the return and the webhook may both
     * have been lost while the gateway has the money); set once, so they are told once.
     */
    unfinishedAlertedAt: at(),
    /** When the admins were told this payment is still pending on its eighth day (the 10-day rule); set once. */
    pendingAlertedAt: at(),
    /** The language the buyer checked out in: their receipt e-mail is written in it (null: both). */
    language: text({ enum: ['bn', 'en'] }),
    /**
     * The receipt's number, from the site's one gap-free sequence (`document_counters`), taken in the transaction
     * that marks the payment paid; null for a free checkout and for a payment not paid.
     */
    receiptNumber: integer(),
    paidAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_invoice_idx').on(t.invoiceId),
    uniqueIndex('payments_receipt_number_idx').on(t.receiptNumber),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_due_idx').on(t.status, t.nextVerifyAt),
    check('payments_amount_check', sql`${t.amountPoisha} >= 0`),
  ],
);

/**
 * A paid course: one per course per payment, written in the payment's fulfilment transaction. It keeps its own copy
 * of the amounts and the coupon code, so deleting a coupon or a course leaves the record readable.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    courseId: uuid().references(() => courses.id, { onDelete: 'set null' }),
    invoiceId: text().notNull(),
    originalPoisha: integer().notNull(),
    discountPoisha: integer().notNull().default(0),
    amountPoisha: integer().notNull(),
    couponId: uuid(),
    couponCode: text(),
    /** Null without a coupon; false when the coupon reached a limit between checkout and payment: the learner paid the discounted price anyway. */
    couponRedeemed: boolean(),
    status: text({ enum: ORDER_STATUSES }).notNull().default('paid'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_payment_course_idx').on(t.paymentId, t.courseId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
  ],
);

/**
 * Money to give back, one row per refund, with what UddoktaPay's refund-payment needs: the paying wallet
 * (`sender_number`), the method, the transaction id and the amount.
 * - `duplicate` (issue 32): the share of a paid payment that bought courses the learner already owned when it was
 *   fulfilled; no order; one per payment; approved by the system at once.
 * - `learner`: asked for by the learner from their purchase history, for one order (one course of a payment).
 * - `admin`: an admin's own refund of one order.
 * At most one refund that is not refused per order (and one duplicate per payment): never two refunds of one order.
 * The gateway is called only by whoever claimed the row (`claimedUntil`, set in one conditional statement), so
 * concurrent approvals, retries and instances make one call at a time; a failed call leaves it `due` with the
 * gateway's message, retried at `nextAttemptAt`.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The order refunded (learner and admin refunds); null for a duplicate payment, which made none. */
    orderId: uuid().references(() => orders.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['duplicate', 'learner', 'admin'] })
      .notNull()
      .default('duplicate'),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The courses whose share is refunded, as named at checkout. */
    items: jsonb().$type<{ courseId: string; courseName: string; amountPoisha: number }[]>().notNull(),
    amountPoisha: integer().notNull(),
    invoiceId: text().notNull(),
    paymentMethod: text(),
    transactionId: text(),
    senderNumber: text(),
    /** The payment had been superseded by a newer checkout before it was paid. */
    superseded: boolean().notNull().default(false),
    status: text({ enum: REFUND_STATUSES }).notNull().default('due'),
    /** Why it was asked for (the learner's words, the admin's reason). */
    reason: text(),
    requestedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The admin who approved or refused it (null: the system, for a duplicate). */
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at(),
    refusalReason: text(),
    /** The gateway's last answer when it did not refund (its message, a time-out, unreachable). */
    gatewayMessage: text(),
    gatewayAttempts: integer().notNull().default(0),
    lastAttemptAt: at(),
    nextAttemptAt: at(),
    /** Whoever set this (in the future) is calling the gateway; nobody else may until it passes. */
    claimedUntil: at(),
    /** The language the learner asked in (their e-mail is written in it); null: both languages. */
    language: text({ enum: ['bn', 'en'] }),
    refundedAt: at(),
    /** The credit note's number (its own gap-free sequence), taken when an order's refund is recorded refunded. */
    creditNoteNumber: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_refunds_credit_note_idx').on(t.creditNoteNumber),
    uniqueIndex('payment_refunds_payment_idx')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'duplicate'`),
    uniqueIndex('payment_refunds_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} <> 'refused'`),
    index('payment_refunds_status_idx').on(t.status, t.createdAt),
    index('payment_refunds_user_idx').on(t.userId),
    check('payment_refunds_amount_check', sql`${t.amountPoisha} >= 0`),
  ],
);

/**
 * Every move of the payment state machine (server/modules/orders/payment-states.ts): a payment, an order or a
 * refund going from one status to another, who moved it (a user, or null for the system and the gateway), why, when.
 */
export const paymentTransitions = pgTable(
  'payment_transitions',
  {
    id: id(),
    entity: text({ enum: ['payment', 'order', 'refund'] }).notNull(),
    entityId: uuid().notNull(),
    /** The payment the moved row belongs to, to read a payment's whole history at once. */
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    fromStatus: text().notNull(),
    toStatus: text().notNull(),
    actor: text({ enum: ['system', 'gateway', 'learner', 'admin'] }).notNull(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_transitions_payment_idx').on(t.paymentId, t.createdAt),
    index('payment_transitions_entity_idx').on(t.entityId, t.createdAt),
  ],
);

/**
 * The site's refund rules (one row, id `site`; absent: the defaults of shared/refunds.ts): whether learners may ask
 * for a refund, within how many days of the payment, below which share of the course completed, and the refund
 * terms shown before paying and on the receipt (null: the text written from the rules).
 */
export const refundSettings = pgTable('refund_settings', {
  id: text().primaryKey().default('site'),
  allowed: boolean().notNull().default(true),
  windowDays: integer().notNull().default(7),
  progressLimitPercent: integer().notNull().default(30),
  termsEn: text(),
  termsBn: text(),
  updatedAt: updatedAt(),
});

/**
 * The site's document numbers: one row per sequence (`receipt`, `credit_note`) holding the last number given. A
 * number is taken by raising the row in the transaction that records the payment paid (or the refund refunded),
 * so a transaction that rolls back gives its number back, and concurrent ones queue on the row: no gap, no repeat
 * (a database sequence would leave a gap at every rollback).
 */
export const DOCUMENT_SEQUENCES = ['receipt', 'credit_note'] as const;
export type DocumentSequence = (typeof DOCUMENT_SEQUENCES)[number];
export const documentCounters = pgTable('document_counters', {
  kind: text({ enum: DOCUMENT_SEQUENCES }).primaryKey(),
  lastNumber: integer().notNull().default(0),
});

/** The seller printed on receipts and credit notes (one row, id `site`; absent: the site's name only). */
export const sellerSettings = pgTable('seller_settings', {
  id: text().primaryKey().default('site'),
  name: text(),
  address: text(),
  /** The Business Identification Number / VAT registration number, printed when set. */
  binVat: text(),
  updatedAt: updatedAt(),
});

export const COMPLAINT_STATUSES = ['open', 'answered'] as const;
export type ComplaintRowStatus = (typeof COMPLAINT_STATUSES)[number];

/**
 * A learner's complaint about one of their orders (free text), to be answered within 72 hours of filing
 * (`responseDueAt`); overdue while open past it.
 */
export const orderComplaints = pgTable(
  'order_complaints',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    text: text().notNull(),
    language: text({ enum: ['bn', 'en'] }).notNull(),
    status: text({ enum: COMPLAINT_STATUSES }).notNull().default('open'),
    responseDueAt: at().notNull(),
    answer: text(),
    answeredBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    answeredAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_complaints_status_idx').on(t.status, t.responseDueAt),
    index('order_complaints_order_idx').on(t.orderId),
    index('order_complaints_user_idx').on(t.userId, t.createdAt),
  ],
);
