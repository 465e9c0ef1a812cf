import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/** Whole-page content documents: about, privacy, payment-pages. Same merge-over-defaults rule. */
export const contentPages = pgTable('content_pages', {
  key: text().primaryKey(),
  data: jsonb().$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});
