import { describe, expect, it } from 'vitest';
import { formatClock, formatMoment, formatOrdinal, formatRank, formatScore } from './format.ts';

describe('quiz figures in the reader’s digits', () => {
  it('writes ranks as ordinals: ১ম ২য় ৩য় ৪র্থ ৬ষ্ঠ ১০ম ১২তম, 1st 2nd 3rd 11th 12th 21st', () => {
    expect([1, 2, 3, 4, 6, 10, 12, 340].map((n) => formatOrdinal(n, 'bn'))).toEqual([
      '১ম',
      '২য়',
      '৩য়',
      '৪র্থ',
      '৬ষ্ঠ',
      '১০ম',
      '১২তম',
      '৩৪০তম',
    ]);
    expect([1, 2, 3, 11, 12, 21, 1000].map((n) => formatOrdinal(n, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '11th',
      '12th',
      '21st',
      '1,000th',
    ]);
    expect(formatRank(12, 340, 'bn')).toBe('১২তম / ৩৪০');
    expect(formatRank(12, 340, 'en')).toBe('12th / 340');
  });

  it('writes a score with two decimals of its maximum: ১৮.৫০ / ২৫', () => {
    expect(formatScore(18.5, 25, 'bn')).toBe('১৮.৫০ / ২৫');
    expect(formatScore(18.5, 25, 'en')).toBe('18.50 / 25');
    expect(formatScore(3, 7.5, 'en')).toBe('3.00 / 7.50');
  });

  it('writes the time left as m:ss, past an hour h:mm:ss', () => {
    expect(formatClock(65_000, 'en')).toBe('1:05');
    expect(formatClock(64_001, 'bn')).toBe('১:০৫');
    expect(formatClock(3_600_000 + 5_000, 'en')).toBe('1:00:05');
    expect(formatClock(-10, 'en')).toBe('0:00');
  });

  it('writes a quiz window in the site’s time zone, 24-hour', () => {
    expect(formatMoment('2026-12-02T04:00:00.000Z', 'en')).toBe('2 Dec 2026, 10:00');
    expect(formatMoment('2026-12-02T14:30:00.000Z', 'bn')).toBe('২ ডিসে, ২০২৬, ২০:৩০');
  });
});
