import type { FastifyInstance } from 'fastify';
import { percentageChange, type AnalyticsData, type AnalyticsKind, type AnalyticsPeriod } from '#shared/analytics.ts';
import * as repo from './analytics.repository.ts';
import { HISTORY_PERIODS, last12MonthBuckets, localTime, planPeriod, type Bucket } from './periods.ts';
import type { Deps } from '../../lib/deps.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;

const fill = (buckets: Bucket[], counts: Map<string, number>) =>
  buckets.map((b) => ({ b, count: counts.get(b.key) ?? 0 }));

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
      const [seriesCounts, monthCounts, sums] = await Promise.all([
        repo.countPerBucket(app.db, kind, plan.buckets, plan.seriesEnd),
        repo.countPerBucket(app.db, kind, months.buckets, months.end),
        repo.totals(app.db, kind, current, history),
      ]);
      // Only periods the site already had count towards the average: a new site is not compared with empty years.
      let periods = 0;
      for (let k = 1; k <= HISTORY_PERIODS; k++) {
        if (sums.firstAt && plan.start(k - 1) > sums.firstAt) periods++;
      }
      const average = periods === 0 ? 0 : sums.history / periods;
      return {
        period,
        last12Months: fill(months.buckets, monthCounts).map(({ b, count }) => ({ month: b.name, count })),
        series: fill(plan.buckets, seriesCounts).map(({ b, count }) => ({
          name: b.name,
          start: b.start.toISOString(),
          count,
        })),
        comparison: {
          currentTotal: sums.current,
          historicalAverage: round1(average),
          percentageChange: percentageChange(sums.current, average),
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
