import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/**
 * Uploaded files no row refers to any more (replaced or deleted), kept until `due_at` (issue 32 §10): a backup
 * taken meanwhile still finds every file its database snapshot names. The sweep deletes the file, then the row.
 */
export const uploadRemovals = pgTable(
  'upload_removals',
  {
    id: id(),
    url: text().notNull(),
    dueAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('upload_removals_due_idx').on(t.dueAt)],
);
