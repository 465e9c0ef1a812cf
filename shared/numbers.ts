import { formatTaka, takaToPoisha } from './pricing.ts';

/**
 * The one way a figure is written on screen: in the reader's language's numerals (Bengali digits in Bengali,
 * Latin digits in English), grouped (1,234 / ১,২৩৪), with a fixed number of decimals when given.
 */
export const numberLocale = (language: string) => (language === 'bn' ? 'bn-BD' : 'en-US');

/**
 * Formatters made once per language and decimals: making one costs far more than using one (a page of course cards
 * asks dozens: prices, ratings, counts).
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, language: string, decimals?: number): string {
  const key = `${language}|${decimals ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    const digits = decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
    formats.set(key, (format = new Intl.NumberFormat(numberLocale(language), digits)));
  }
  return format.format(value);
}

/**
 * A taka amount as the site writes it: in English as the spec writes prices (৳1500, ৳499.50: shared/pricing.ts), in
 * Bengali by CLDR bn (issue 34): Bengali digits and lakh grouping, ৳১,২৩,৪৫৬ (৳৪৯৯.৫০).
 */
export function formatMoney(taka: number, language: string): string {
  if (language !== 'bn') return formatTaka(takaToPoisha(taka));
  const whole = Math.abs(taka * 100 - Math.round(taka) * 100) < 1e-6;
  return `৳${formatNumber(taka, language, whole ? 0 : 2)}`;
}

/** A price: the money, or the given Free label for 0. */
export const priceIn = (taka: number, free: string, language: string): string =>
  taka > 0 ? formatMoney(taka, language) : free;
