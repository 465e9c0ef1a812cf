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
