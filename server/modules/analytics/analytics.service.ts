import type { FastifyInstance } from 'fastify';
import { percentageChange, type AnalyticsData, type AnalyticsKind, type AnalyticsPeriod } from '#shared/analytics.ts';
import * as repo from './analytics.repository.ts';
import { HISTORY_PERIODS, last12MonthBuckets, localTime, planPeriod, type Bucket } from './periods.ts';
import type { Deps } from '../../lib/deps.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Bucket i runs from its start to the next bucket's start, the last one to `end`. */
const bucketRanges = (buckets: readonly Bucket[], end: Date): repo.TimeRange[] =>
  buckets.map((b, i) => ({ from: b.start, to: buckets[i + 1]?.start ?? end }));

/**
 * The count within each range, each row read once. The ranges a report needs overlap (a year's months, the last 12
 * months, the year itself, the 12 years before): they are cut at every boundary into disjoint pieces, the pieces some
 * range covers are counted in one statement, and each range is the sum of its pieces. Counting each range on its own
 * read the rows of the current year four times (issue 10: a year's report at 1,000,000 orders).
 */
async function countOnce(db: AnalyticsDeps['db'], kind: AnalyticsKind, ranges: readonly repo.TimeRange[]) {
  const covers = (r: repo.TimeRange, p: { from: number; to: number }) =>
    r.from.getTime() <= p.from && p.to <= r.to.getTime();
  const edges = [...new Set(ranges.flatMap((r) => [r.from.getTime(), r.to.getTime()]))].sort((a, b) => a - b);
  const pieces = edges
    .slice(0, -1)
    .map((from, i) => ({ from, to: edges[i + 1]! }))
    .filter((p) => ranges.some((r) => covers(r, p)));
  const counts = await repo.countRanges(
    db,
    kind,
    pieces.map((p) => ({ from: new Date(p.from), to: new Date(p.to) })),
  );
  return ranges.map((r) => pieces.reduce((sum, p, i) => (covers(r, p) ? sum + counts[i]! : sum), 0));
}

/** What the analytics need of the app: the database, the site's time zone and the keyed hash of visitors. */
export type AnalyticsDeps = Pick<Deps, 'db' | 'env'> & Pick<FastifyInstance, 'authTokens'>;

export function analyticsService(app: AnalyticsDeps) {
  const timeZone = app.env.SITE_TIMEZONE;
  return {
    /** One kind's charts and comparison for a period (definitions: docs/decisions/0032-admin-analytics.md). */
    async report(kind: AnalyticsKind, period: AnalyticsPeriod, now = new Date()): Promise<AnalyticsData> {
      const plan = planPeriod(period, now, timeZone);
      const months = last12MonthBuckets(now, timeZone);
      const current = { from: plan.start(0), to: plan.currentEnd };
      const history = { from: plan.start(HISTORY_PERIODS), to: plan.start(0) };
      const series = bucketRanges(plan.buckets, plan.seriesEnd);
      const last12 = bucketRanges(months.buckets, months.end);
      const [counts, first] = await Promise.all([
        countOnce(app.db, kind, [...series, ...last12, current, history]),
        repo.firstAt(app.db, kind),
      ]);
      const seriesCounts = counts.slice(0, series.length);
      const monthCounts = counts.slice(series.length, series.length + last12.length);
      const [currentTotal = 0, historyTotal = 0] = counts.slice(series.length + last12.length);
      // Only periods the site already had count towards the average: a new site is not compared with empty years.
      let periods = 0;
      for (let k = 1; k <= HISTORY_PERIODS; k++) {
        if (first && plan.start(k - 1) > first) periods++;
      }
      const average = periods === 0 ? 0 : historyTotal / periods;
      return {
        period,
        last12Months: months.buckets.map((b, i) => ({ month: b.name, count: monthCounts[i] ?? 0 })),
        series: plan.buckets.map((b, i) => ({
          name: b.name,
          start: b.start.toISOString(),
          count: seriesCounts[i] ?? 0,
        })),
        comparison: {
          currentTotal,
          historicalAverage: round1(average),
          percentageChange: percentageChange(currentTotal, average),
        },
      };
    },

    /** Records a visit once per visitor per local day; the visitor is a keyed hash of day, IP and user agent. */
    async recordVisit(ip: string, userAgent: string, now = new Date()): Promise<boolean> {
      const t = localTime(now, timeZone);
      const day = `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;
      const visitorHash = app.authTokens.keyedHash(`site-visit:${day}:${ip}:${userAgent}`);
      return repo.insertVisit(app.db, { day, visitorHash, createdAt: now });
    },
  };
}
