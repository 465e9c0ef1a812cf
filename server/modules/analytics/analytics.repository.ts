import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AnalyticsKind } from '#shared/analytics.ts';
import type { Tx } from '../../db/client.ts';
import { courses, orders, siteVisits, users } from '../../db/schema/index.ts';

/**
 * What each kind counts: accounts created, orders (one row per course of a completed checkout; rows exist only
 * once the payment completed, free checkouts included), courses created, site visits (one per visitor per day).
 */
const SOURCES: Record<AnalyticsKind, { table: PgTable; at: PgColumn }> = {
  users: { table: users, at: users.createdAt },
  orders: { table: orders, at: orders.createdAt },
  courses: { table: courses, at: courses.createdAt },
  visitors: { table: siteVisits, at: siteVisits.createdAt },
};

/** A half-open time range: from ≤ created < to. */
export interface TimeRange {
  from: Date;
  to: Date;
}

/**
 * The count of rows created within each range, in their order. Each range is a range count the table's index on its
 * creation time answers (an index-only scan of that range), all in one statement. Grouping the rows by a computed
 * local month read half of a large orders table; ranges read the same rows from the index without computing anything
 * per row (issue 10). The boundaries come from periods.ts, which knows the site's time zone.
 */
export async function countRanges(tx: Tx, kind: AnalyticsKind, ranges: readonly TimeRange[]): Promise<number[]> {
  if (ranges.length === 0) return [];
  const { table, at } = SOURCES[kind];
  const counts = ranges.map(
    (r) =>
      sql`(select count(*) from ${table} where ${at} >= ${r.from.toISOString()}::timestamptz and ${at} < ${r.to.toISOString()}::timestamptz)::int`,
  );
  const [row] = await tx
    .select({ counts: sql<number[]>`json_build_array(${sql.join(counts, sql`, `)})` })
    .from(sql`(select 1) as one`);
  const values = row?.counts ?? [];
  return ranges.map((_, i) => Number(values[i] ?? 0));
}

/** The time of the first row (the first entry of the index on its creation time), or null for an empty table. */
export async function firstAt(tx: Tx, kind: AnalyticsKind): Promise<Date | null> {
  const { table, at } = SOURCES[kind];
  const [row] = await tx
    .select({ firstEpoch: sql<number | null>`extract(epoch from (select min(${at}) from ${table}))::float8` })
    .from(sql`(select 1) as one`);
  return row?.firstEpoch == null ? null : new Date(Number(row.firstEpoch) * 1000);
}

export async function insertVisit(
  tx: Tx,
  values: { day: string; visitorHash: string; createdAt: Date },
): Promise<boolean> {
  const rows = await tx.insert(siteVisits).values(values).onConflictDoNothing().returning({ id: siteVisits.id });
  return rows.length > 0;
}
