import type { AnalyticsPeriod } from '#shared/analytics.ts';

/**
 * Calendar arithmetic in the site's time zone (design.md §4): the instants where local days, hours and months
 * begin, and the buckets of each analytics period. Pure; `now` is passed in so tests can pin it.
 */

export interface LocalTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function localTime(instant: Date, timeZone: string): LocalTime & { minute: number } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: +parts.year!,
    month: +parts.month!,
    day: +parts.day!,
    hour: +parts.hour! % 24,
    minute: +parts.minute!,
  };
}

function offsetMs(ms: number, timeZone: string): number {
  const t = localTime(new Date(ms), timeZone);
  return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute) - Math.floor(ms / 60_000) * 60_000;
}

/** The instant a local wall-clock time begins; fields may overflow (day 0, month 13) like Date.UTC. */
export function zonedInstant(t: { year: number; month: number; day?: number; hour?: number }, timeZone: string): Date {
  const guess = Date.UTC(t.year, t.month - 1, t.day ?? 1, t.hour ?? 0);
  const first = guess - offsetMs(guess, timeZone);
  const second = guess - offsetMs(first, timeZone);
  return new Date(second);
}

export type BucketUnit = 'hour' | 'day' | 'month';

export interface Bucket {
  key: string; // as the SQL groups it: 'YYYY-MM-DD HH' | 'YYYY-MM-DD' | 'YYYY-MM'
  name: string;
  start: Date;
}

/** The local calendar fields of a bucket start, normalised (Date.UTC does the overflow). */
function normalise(t: { year: number; month: number; day?: number; hour?: number }): LocalTime {
  const d = new Date(Date.UTC(t.year, t.month - 1, t.day ?? 1, t.hour ?? 0));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours() };
}

export function bucket(
  unit: BucketUnit,
  t: { year: number; month: number; day?: number; hour?: number },
  timeZone: string,
): Bucket {
  const n = normalise(t);
  const start = zonedInstant(n, timeZone);
  if (unit === 'hour')
    return { key: `${n.year}-${pad(n.month)}-${pad(n.day)} ${pad(n.hour)}`, name: `${pad(n.hour)}:00`, start };
  if (unit === 'day')
    return {
      key: `${n.year}-${pad(n.month)}-${pad(n.day)}`,
      name: `${n.day} ${MONTHS[n.month - 1]}`,
      start: zonedInstant({ ...n, hour: 0 }, timeZone),
    };
  return {
    key: `${n.year}-${pad(n.month)}`,
    name: `${MONTHS[n.month - 1]} ${n.year}`,
    start: zonedInstant({ year: n.year, month: n.month }, timeZone),
  };
}

export interface PeriodPlan {
  unit: BucketUnit;
  /** The chart's buckets, oldest first. */
  buckets: Bucket[];
  /** The end of the last bucket. */
  seriesEnd: Date;
  /** start(0) is the current period's start, start(k) the start of the k-th period before it (k = 1..12). */
  start(k: number): Date;
  /** The current period's end (exclusive). */
  currentEnd: Date;
}

export const HISTORY_PERIODS = 12;

/**
 * today: 24 hours of the local day; week: the 7 local days ending today; month: the local calendar month (buckets
 * for its days up to today); year: the local calendar year (12 monthly buckets). Earlier periods are the same
 * length just before: the previous days, 7-day weeks, calendar months or calendar years.
 */
export function planPeriod(period: AnalyticsPeriod, now: Date, timeZone: string): PeriodPlan {
  const { year, month, day } = localTime(now, timeZone);
  const range = (count: number, at: (i: number) => Bucket) => Array.from({ length: count }, (_, i) => at(i));
  switch (period) {
    case 'today':
      return {
        unit: 'hour',
        buckets: range(24, (h) => bucket('hour', { year, month, day, hour: h }, timeZone)),
        seriesEnd: zonedInstant({ year, month, day: day + 1 }, timeZone),
        start: (k) => zonedInstant({ year, month, day: day - k }, timeZone),
        currentEnd: zonedInstant({ year, month, day: day + 1 }, timeZone),
      };
    case 'week':
      return {
        unit: 'day',
        buckets: range(7, (i) => bucket('day', { year, month, day: day - 6 + i }, timeZone)),
        seriesEnd: zonedInstant({ year, month, day: day + 1 }, timeZone),
        start: (k) => zonedInstant({ year, month, day: day - 6 - 7 * k }, timeZone),
        currentEnd: zonedInstant({ year, month, day: day + 1 }, timeZone),
      };
    case 'month':
      return {
        unit: 'day',
        buckets: range(day, (i) => bucket('day', { year, month, day: i + 1 }, timeZone)),
        seriesEnd: zonedInstant({ year, month, day: day + 1 }, timeZone),
        start: (k) => zonedInstant({ year, month: month - k }, timeZone),
        currentEnd: zonedInstant({ year, month: month + 1 }, timeZone),
      };
    case 'year':
      return {
        unit: 'month',
        buckets: range(12, (i) => bucket('month', { year, month: i + 1 }, timeZone)),
        seriesEnd: zonedInstant({ year: year + 1, month: 1 }, timeZone),
        start: (k) => zonedInstant({ year: year - k, month: 1 }, timeZone),
        currentEnd: zonedInstant({ year: year + 1, month: 1 }, timeZone),
      };
  }
}

/** The 12 calendar months ending with the current one, oldest first. */
export function last12MonthBuckets(now: Date, timeZone: string): { buckets: Bucket[]; end: Date } {
  const { year, month } = localTime(now, timeZone);
  const buckets = Array.from({ length: 12 }, (_, i) => bucket('month', { year, month: month - 11 + i }, timeZone));
  return { buckets, end: zonedInstant({ year, month: month + 1 }, timeZone) };
}
