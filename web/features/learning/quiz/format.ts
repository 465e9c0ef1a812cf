import { SITE_TIMEZONE } from '#shared/dates.ts';
import { formatNumber, numberLocale } from '#shared/numbers.ts';

/** Bengali ordinals as written with digits: ১ম ২য় ৩য় ৪র্থ ৫ম ৬ষ্ঠ ৭ম ৮ম ৯ম ১০ম, then ১১তম, ১২তম … */
const BENGALI_SUFFIX: Record<number, string> = {
  1: 'ম',
  2: 'য়',
  3: 'য়',
  4: 'র্থ',
  5: 'ম',
  6: 'ষ্ঠ',
  7: 'ম',
  8: 'ম',
  9: 'ম',
  10: 'ম',
};
const ENGLISH_SUFFIX: Record<Intl.LDMLPluralRule, string> = {
  one: 'st',
  two: 'nd',
  few: 'rd',
  other: 'th',
  zero: 'th',
  many: 'th',
};
let ordinals: Intl.PluralRules | undefined;

export function formatOrdinal(n: number, language: string): string {
  const digits = formatNumber(n, language);
  if (language === 'bn') return `${digits}${BENGALI_SUFFIX[n] ?? 'তম'}`;
  ordinals ??= new Intl.PluralRules('en-US', { type: 'ordinal' });
  return `${digits}${ENGLISH_SUFFIX[ordinals.select(n)]}`;
}

/** A rank among `of`: "12th / 340", "১২তম / ৩৪০". */
export const formatRank = (rank: number, of: number, language: string) =>
  `${formatOrdinal(rank, language)} / ${formatNumber(of, language)}`;

/** A score of a maximum with two decimals: "18.50 / 25", "১৮.৫০ / ২৫" (the maximum without decimals when whole). */
export const formatScore = (score: number, maxScore: number, language: string) =>
  `${formatNumber(score, language, 2)} / ${formatNumber(maxScore, language, Number.isInteger(maxScore) ? 0 : 2)}`;

const twoDigits = new Map<string, Intl.NumberFormat>();

/** Time left as m:ss (h:mm:ss past an hour), in the reader's digits. */
export function formatClock(ms: number, language: string): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  let pad = twoDigits.get(language);
  if (!pad) {
    pad = new Intl.NumberFormat(numberLocale(language), { minimumIntegerDigits: 2, useGrouping: false });
    twoDigits.set(language, pad);
  }
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0
    ? `${formatNumber(h, language)}:${pad.format(m)}:${pad.format(s)}`
    : `${formatNumber(m, language)}:${pad.format(s)}`;
}

const moments = new Map<string, Intl.DateTimeFormat>();

/** A quiz's opening or closing moment, in the site's time zone: "2 Dec 2026, 10:00", "২ ডিসে, ২০২৬, ১০:০০". */
export function formatMoment(iso: string, language: string): string {
  let format = moments.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', {
      timeZone: SITE_TIMEZONE,
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    moments.set(language, format);
  }
  return format.format(new Date(iso));
}
