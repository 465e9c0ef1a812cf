import { date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/**
 * Site visits for the visitors analytics: one row per visitor per day. `visitorHash` is a keyed hash of the day,
 * the IP address and the user agent (the key is the server's token secret), so no IP is stored and the same
 * visitor cannot be followed from one day to the next. `day` is the calendar day in the site's time zone.
 */
export const siteVisits = pgTable(
  'site_visits',
  {
    id: id(),
    day: date({ mode: 'string' }).notNull(),
    visitorHash: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('site_visits_day_visitor_idx').on(t.day, t.visitorHash),
    index('site_visits_created_idx').on(t.createdAt),
  ],
);
