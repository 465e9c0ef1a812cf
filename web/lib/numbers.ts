/**
 * The one way a figure is written on screen: in the reader's language's numerals (Bengali digits in Bengali,
 * Latin digits in English), grouped (1,234 / ১,২৩৪), with a fixed number of decimals when given.
 */
export const numberLocale = (language: string) => (language === 'bn' ? 'bn-BD' : 'en-US');

export function formatNumber(value: number, language: string, decimals?: number): string {
  const digits = decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  return new Intl.NumberFormat(numberLocale(language), digits).format(value);
}
