import { boolean, integer, jsonb, pgTable, real, text, index } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

/**
 * Site layout pieces edited in the admin area (Banner, FAQ, Footer, Courses, Testimonials section).
 * `data` holds only what an admin stored; defaults are merged on read (shared/layout.ts), so changing a
 * default reaches every site that never overrode it.
 */
export const layouts = pgTable('layouts', {
  type: text().primaryKey(),
  data: jsonb().$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/** Whole-page content documents: about, privacy, payment-pages. Same merge-over-defaults rule. */
export const contentPages = pgTable('content_pages', {
  key: text().primaryKey(),
  data: jsonb().$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/** Course categories; courses reference them by id so a rename reaches every course. */
export const categories = pgTable('categories', {
  id: id(),
  title: text().notNull(),
  position: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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

/** Which seeders have run, so a new seeder (e.g. demo courses) runs once on an existing database too. */
export const seedRuns = pgTable('seed_runs', {
  name: text().primaryKey(),
  ranAt: createdAt(),
});
