import { boolean, index, integer, pgTable, real, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

export const testimonials = pgTable(
  'testimonials',
  {
    id: id(),
    name: text().notNull(),
    profession: text().notNull(),
    comment: text().notNull(),
    rating: real().notNull().default(5),
    avatarUrl: text(),
    isActive: boolean().notNull().default(true),
    order: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('testimonials_active_order_idx').on(t.isActive, t.order, t.createdAt)],
);
