import { and, gte, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AnalyticsKind } from '#shared/analytics.ts';
import type { Tx } from '../../db/client.ts';
import { courses, orders, siteVisits, users } from '../../db/schema/index.ts';
import type { BucketUnit } from './periods.ts';

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

const KEY_FORMAT: Record<BucketUnit, string> = { hour: 'YYYY-MM-DD HH24', day: 'YYYY-MM-DD', month: 'YYYY-MM' };

/** Counts per local hour, day or month in [from, to), keyed as periods.ts keys its buckets. */
export async function countByBucket(
  tx: Tx,
  kind: AnalyticsKind,
  unit: BucketUnit,
  range: { from: Date; to: Date },
  timeZone: string,
): Promise<Map<string, number>> {
  const { table, at } = SOURCES[kind];
  // The unit and format are constants of this file, never input; the zone is a bound parameter.
  const key = sql<string>`to_char(date_trunc(${sql.raw(`'${unit}'`)}, ${at} at time zone ${timeZone}), ${sql.raw(`'${KEY_FORMAT[unit]}'`)})`;
  const rows = await tx
    .select({ key: key.as('bucket_key'), count: sql<number>`count(*)::int` })
    .from(table)
    .where(and(gte(at, range.from), lt(at, range.to)))
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.key, Number(r.count)]));
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
