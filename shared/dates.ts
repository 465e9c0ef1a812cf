/**
 * Dates and durations for people (learner-side §9): Today, Yesterday, N days ago up to 3 days, otherwise a formatted
 * date; calendar days are counted in the site's time zone (design.md §4, default Asia/Dhaka). Durations come from
 * minutes (fractional) as hours, minutes and seconds. Pure and zod-free.
 */
export const SITE_TIMEZONE = 'Asia/Dhaka';

export type RelativeDay =
  { kind: 'today' } | { kind: 'yesterday' } | { kind: 'daysAgo'; days: number } | { kind: 'date'; text: string };

/**
 * Date formatters made once per time zone (and locale): making one with a time zone costs far more than using one,
 * and a course page's reviews date each review (a relative day reads two days and may write a date).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = make()));
  return format;
}

function dayNumber(date: Date, timeZone: string): number {
  const parts = formatter(
    `day|${timeZone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(date);
  return Math.round(Date.parse(`${parts}T00:00:00Z`) / 86_400_000);
}

/** How far back `value` is from `now`, in calendar days of the time zone. */
export function relativeDay(
  value: string | Date,
  now: Date = new Date(),
  timeZone = SITE_TIMEZONE,
  locale = 'en',
): RelativeDay {
  const date = typeof value === 'string' ? new Date(value) : value;
  const days = dayNumber(now, timeZone) - dayNumber(date, timeZone);
  if (days <= 0) return { kind: 'today' };
  if (days === 1) return { kind: 'yesterday' };
  if (days <= 3) return { kind: 'daysAgo', days };
  return { kind: 'date', text: formatDate(date, timeZone, locale) };
}

/** "23 Nov 2026" (or the locale's form) in the site's time zone. */
export function formatDate(value: string | Date, timeZone = SITE_TIMEZONE, locale = 'en'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const language = locale === 'bn' ? 'bn-BD' : 'en-GB';
  return formatter(
    `date|${language}|${timeZone}`,
    () => new Intl.DateTimeFormat(language, { timeZone, day: 'numeric', month: 'short', year: 'numeric' }),
  ).format(date);
}

/** "23 Nov 2026, 14:05" (or the locale's form, Bengali digits in Bengali) in the site's time zone. */
export function formatDateTime(value: string | Date, timeZone = SITE_TIMEZONE, locale = 'en'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const language = locale === 'bn' ? 'bn-BD' : 'en-GB';
  return formatter(
    `datetime|${language}|${timeZone}`,
    () =>
      new Intl.DateTimeFormat(language, {
        timeZone,
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).format(date);
}

/** English text of a relative day: Today, Yesterday, 2 days ago, or the date. */
export function relativeDayText(value: string | Date, now: Date = new Date(), timeZone = SITE_TIMEZONE): string {
  const day = relativeDay(value, now, timeZone);
  if (day.kind === 'today') return 'Today';
  if (day.kind === 'yesterday') return 'Yesterday';
  if (day.kind === 'daysAgo') return `${day.days} days ago`;
  return day.text;
}

export interface DurationParts {
  hours: number;
  minutes: number;
  seconds: number;
}

/** Fractional minutes to whole hours, minutes and seconds (seconds rounded). */
export function durationParts(minutes: number): DurationParts {
  const total = Math.max(0, Math.round((Number.isFinite(minutes) ? minutes : 0) * 60));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** "1h 5m 30s", "12m 30s", "45s" — zero parts left out ("0s" for nothing). */
export function formatDuration(minutes: number): string {
  const { hours, minutes: m, seconds } = durationParts(minutes);
  const parts: string[] = [];
  if (hours) parts.push(`${hours}h`);
  if (m) parts.push(`${m}m`);
  if (seconds) parts.push(`${seconds}s`);
  return parts.length ? parts.join(' ') : '0s';
}
