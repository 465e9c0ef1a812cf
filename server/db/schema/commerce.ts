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
import { courses } from './catalogue.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { coupons } from './coupons.ts';
import { users } from './users.ts';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/** A course in a learner's cart, with the coupon the learner applied to it (checked again at checkout). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    couponId: uuid().references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_course_idx').on(t.userId, t.courseId),
    index('cart_items_created_idx').on(t.createdAt),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_items_user_course_idx').on(t.userId, t.courseId),
    index('wishlist_items_created_idx').on(t.createdAt),
  ],
);

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type PaymentRowStatus = (typeof PAYMENT_STATUSES)[number];

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
    paidAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_invoice_idx').on(t.invoiceId),
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_payment_course_idx').on(t.paymentId, t.courseId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
  ],
);

/**
 * One use of a coupon held by a charge that is not paid yet (docs/decisions/0009-coupon-reservations.md). Taken with
 * the payment row, under the coupon's row lock, when the charge is created; it counts against the coupon's limits
 * while its payment is `pending` and `expiresAt` is ahead. Fulfilment turns it into a use (a `coupon_redemptions`
 * row) and deletes it; a failed, cancelled or expired payment no longer counts it.
 */
export const couponReservations = pgTable(
  'coupon_reservations',
  {
    id: id(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    courseId: uuid().notNull(),
    expiresAt: at().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_reservations_payment_course_idx').on(t.paymentId, t.courseId),
    index('coupon_reservations_coupon_idx').on(t.couponId, t.expiresAt),
  ],
);
