import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses } from './courses.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { payments } from './orders.ts';
import { users } from './users.ts';

export const COUPON_DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export const COUPON_SCOPES = ['all', 'selected'] as const;

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A discount code. `discountValue` is a whole percent (1–100) for `percent`, poisha for `fixed`. A use is counted
 * (`timesUsed`, one `coupon_redemptions` row) only when an order is paid, in that order's transaction; until then a
 * charge holds it as a `coupon_reservations` row (docs/decisions/0009-coupon-reservations.md).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** Stored trimmed and uppercase; learners may type it in any case. */
    code: text().notNull(),
    description: text().notNull().default(''),
    discountType: text({ enum: COUPON_DISCOUNT_TYPES }).notNull(),
    discountValue: integer().notNull(),
    maxDiscountPoisha: integer(),
    minOrderPoisha: integer().notNull().default(0),
    validFrom: at(),
    validUntil: at(),
    /** Uses in total; null for no limit. */
    usageLimit: integer(),
    /** Uses per learner; null for no limit. */
    perUserLimit: integer(),
    appliesTo: text({ enum: COUPON_SCOPES }).notNull().default('all'),
    isActive: boolean().notNull().default(true),
    timesUsed: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(t.code),
    index('coupons_created_idx').on(t.createdAt),
    check('coupons_code_upper_check', sql`${t.code} = upper(${t.code})`),
    check(
      'coupons_discount_value_check',
      sql`${t.discountValue} > 0 and (${t.discountType} <> 'percent' or ${t.discountValue} <= 100)`,
    ),
    check(
      'coupons_amounts_check',
      sql`${t.minOrderPoisha} >= 0 and (${t.maxDiscountPoisha} is null or ${t.maxDiscountPoisha} > 0)`,
    ),
    check(
      'coupons_limits_check',
      sql`(${t.usageLimit} is null or ${t.usageLimit} > 0) and (${t.perUserLimit} is null or ${t.perUserLimit} > 0)`,
    ),
    check('coupons_times_used_check', sql`${t.timesUsed} >= 0`),
  ],
);

/** The courses a `selected` coupon applies to; deleting a course removes its rows. */
export const couponCourses = pgTable(
  'coupon_courses',
  {
    couponId: uuid()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.courseId] }), index('coupon_courses_course_idx').on(t.courseId)],
);

/** One paid use of a coupon: written with the paid order (orderRef is that order's reference). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderRef: text().notNull(),
    discountPoisha: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_ref_idx').on(t.orderRef),
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
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
