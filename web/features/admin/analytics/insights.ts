import type { AnalyticsKind, AnalyticsPeriod, MonthCount, SeriesPoint } from '#shared/analytics.ts';
import { formatNumber } from '#shared/numbers.ts';
import { SITE_TIMEZONE } from '#shared/dates.ts';

/** The bucket of each period's chart (admin-side §2: hourly for today, daily for week and month, monthly for year). */
export type BucketUnit = 'hour' | 'day' | 'month';
export const bucketUnit = (period: AnalyticsPeriod): BucketUnit =>
  period === 'today' ? 'hour' : period === 'year' ? 'month' : 'day';

export interface Insights {
  total: number;
  /** The busiest bucket, or null when every bucket is 0. */
  peak: SeriesPoint | null;
  /** Mean per bucket, 1 decimal (admin-side §9). */
  average: number;
}

export function insightsOf(series: SeriesPoint[]): Insights {
  const total = series.reduce((sum, point) => sum + point.count, 0);
  const peak = series.reduce<SeriesPoint | null>(
    (best, point) => (point.count > (best?.count ?? 0) ? point : best),
    null,
  );
  const average = series.length === 0 ? 0 : Math.round((total / series.length) * 10) / 10;
  return { total, peak, average };
}

/** One decimal, as the spec shows averages and percentages. */
export const oneDecimal = (value: number, language = 'en') => formatNumber(Math.round(value * 10) / 10, language, 1);

/** The empty state of each kind's chart (admin-side §2 Analytics pages), keys of the admin-analytics namespace. */
export const EMPTY_KEYS: Record<AnalyticsKind, string> = {
  users: 'empty.users',
  orders: 'empty.orders',
  courses: 'empty.courses',
  visitors: 'empty.visitors',
};

const localeOf = (language: string) => (language === 'bn' ? 'bn-BD' : 'en-GB');
const FORMATS: Record<BucketUnit, Intl.DateTimeFormatOptions> = {
  hour: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  day: { day: 'numeric', month: 'short' },
  month: { month: 'short', year: 'numeric' },
};

/** The chart label of a bucket in the UI language, in the site's time zone (the server counts in it too). */
export function bucketLabel(start: string, unit: BucketUnit, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { ...FORMATS[unit], timeZone: SITE_TIMEZONE }).format(
    new Date(start),
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A 'Jan 2026' month of the last-12-months list in the UI language (unchanged when it does not parse). */
export function monthLabel(month: string, language: string): string {
  const match = /^(\w{3}) (\d{4})$/.exec(month);
  const index = match ? MONTHS.indexOf(match[1]!) : -1;
  if (!match || index < 0) return month;
  // mid-month at noon UTC: the same month in every time zone
  return new Intl.DateTimeFormat(localeOf(language), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(match[2]), index, 15, 12)),
  );
}

/** The chart points of a period's series and of the last 12 months, labelled in the UI language. */
export const seriesPoints = (series: SeriesPoint[], unit: BucketUnit, language: string) =>
  series.map((point) => ({ name: bucketLabel(point.start, unit, language), count: point.count }));
export const monthPoints = (months: MonthCount[], language: string) =>
  months.map((m) => ({ name: monthLabel(m.month, language), count: m.count }));
