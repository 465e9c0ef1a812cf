import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, priceIn } from './numbers.ts';

describe('formatNumber', () => {
  it('writes each language and number of decimals with its own formatter, whatever was asked before', () => {
    expect(formatNumber(1234.5, 'bn', 2)).toBe('১,২৩৪.৫০');
    expect(formatNumber(1234.5, 'bn')).toBe('১,২৩৪.৫');
    expect(formatNumber(1234.5, 'en', 2)).toBe('1,234.50');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'bn', 2)).toBe('১,২৩৪.৫০');
  });
});

describe('formatMoney', () => {
  it('writes taka by CLDR bn in Bengali (digits, lakh grouping) and as the spec writes prices in English', () => {
    expect(formatMoney(123456, 'bn')).toBe('৳১,২৩,৪৫৬');
    expect(formatMoney(1234567.5, 'bn')).toBe('৳১২,৩৪,৫৬৭.৫০');
    expect(formatMoney(0.5, 'bn')).toBe('৳০.৫০');
    expect(formatMoney(1500, 'en')).toBe('৳1500');
    expect(formatMoney(499.5, 'en')).toBe('৳499.50');
  });

  it('says the Free label for a price of 0', () => {
    expect(priceIn(0, 'ফ্রি', 'bn')).toBe('ফ্রি');
    expect(priceIn(999, 'Free', 'bn')).toBe('৳৯৯৯');
  });
});
