import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

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
