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

/**
 * The count of each bucket, keyed by the bucket's key: bucket i runs from its start to the next bucket's start (the
 * last one to `end`). The boundaries come from periods.ts, which already knows the site's time zone, so each bucket
 * is a range count the table's index on its creation time answers (an index-only scan of that range). Grouping the
 * rows by a computed local month read half of a 1,000,000-order table in 0.3–0.5 s; the ranges read the same rows
 * from the index without computing anything per row (issue 10).
 */
export async function countPerBucket(
  tx: Tx,
  kind: AnalyticsKind,
  buckets: readonly { key: string; start: Date }[],
  end: Date,
): Promise<Map<string, number>> {
  if (buckets.length === 0) return new Map();
  const { table, at } = SOURCES[kind];
  const counts = buckets.map((b, i) => {
    const to = buckets[i + 1]?.start ?? end;
    return sql`(select count(*) from ${table} where ${at} >= ${b.start.toISOString()}::timestamptz and ${at} < ${to.toISOString()}::timestamptz)::int`;
  });
  const [row] = await tx
    .select({ counts: sql<number[]>`json_build_array(${sql.join(counts, sql`, `)})` })
    .from(sql`(select 1) as one`);
  const values = row?.counts ?? [];
  return new Map(buckets.map((b, i) => [b.key, Number(values[i] ?? 0)]));
}

/**
 * The current period's count, the count of the history window before it, and the first record's time. Three
 * subqueries, each answered from the table's index on its creation time (two range counts and the first entry), so
 * the report never reads the whole table (issue 10).
 */
export async function totals(
  tx: Tx,
  kind: AnalyticsKind,
  current: { from: Date; to: Date },
  history: { from: Date; to: Date },
): Promise<{ current: number; history: number; firstAt: Date | null }> {
  const { table, at } = SOURCES[kind];
  const countWithin = (r: { from: Date; to: Date }) =>
    sql`(select count(*) from ${table} where ${at} >= ${r.from.toISOString()}::timestamptz and ${at} < ${r.to.toISOString()}::timestamptz)::int`;
  const [row] = await tx
    .select({
      current: sql<number>`${countWithin(current)}`,
      history: sql<number>`${countWithin(history)}`,
      firstEpoch: sql<number | null>`extract(epoch from (select min(${at}) from ${table}))::float8`,
    })
    .from(sql`(select 1) as one`);
  const first = row?.firstEpoch == null ? null : new Date(Number(row.firstEpoch) * 1000);
  return { current: Number(row?.current ?? 0), history: Number(row?.history ?? 0), firstAt: first };
}

export async function insertVisit(
  tx: Tx,
  values: { day: string; visitorHash: string; createdAt: Date },
): Promise<boolean> {
  const rows = await tx.insert(siteVisits).values(values).onConflictDoNothing().returning({ id: siteVisits.id });
  return rows.length > 0;
}
