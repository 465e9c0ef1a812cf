import { index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { coupons } from './coupons.ts';
import { courses } from './courses.ts';
import { users } from './users.ts';

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
