import { describe, expect, it } from 'vitest';
import { bucketLabel, bucketUnit, insightsOf, monthLabel, oneDecimal } from './insights.ts';

const point = (name: string, count: number) => ({ name, count, start: '2026-11-01T00:00:00.000Z' });

describe('analytics insights', () => {
  it('labels buckets by hour for today, by day for week and month, by month for year', () => {
    expect([bucketUnit('today'), bucketUnit('week'), bucketUnit('month'), bucketUnit('year')]).toEqual([
      'hour',
      'day',
      'day',
      'month',
    ]);
  });

  it('finds the total, the busiest bucket (the first of equals) and the mean per bucket to 1 decimal', () => {
    expect(insightsOf([point('1 Nov', 2), point('2 Nov', 5), point('3 Nov', 5)])).toEqual({
      total: 12,
      peak: point('2 Nov', 5),
      average: 4,
    });
    expect(insightsOf([point('a', 1), point('b', 0), point('c', 0)]).average).toBe(0.3);
  });

  it('has no peak when nothing happened', () => {
    expect(insightsOf([point('a', 0), point('b', 0)])).toEqual({ total: 0, peak: null, average: 0 });
    expect(insightsOf([])).toEqual({ total: 0, peak: null, average: 0 });
  });

  it('shows one decimal', () => {
    expect(oneDecimal(12)).toBe('12.0');
    expect(oneDecimal(3.14159)).toBe('3.1');
  });
});

describe('chart labels', () => {
  it('labels buckets in the site time zone, in English or Bengali', () => {
    // 18:00 UTC on 1 Nov is midnight of 2 Nov in Dhaka
    expect(bucketLabel('2026-11-01T18:00:00.000Z', 'day', 'en')).toBe('2 Nov');
    expect(bucketLabel('2026-11-01T18:00:00.000Z', 'hour', 'en')).toBe('00:00');
    expect(bucketLabel('2026-02-28T18:00:00.000Z', 'month', 'en')).toBe('Mar 2026');
    expect(bucketLabel('2026-11-01T18:00:00.000Z', 'day', 'bn')).toBe('২ নভে');
  });

  it("turns the server's month names into the UI language", () => {
    expect(monthLabel('Jan 2026', 'en')).toBe('Jan 2026');
    expect(monthLabel('Jan 2026', 'bn')).toBe('জানু ২০২৬');
    expect(monthLabel('unexpected', 'bn')).toBe('unexpected');
  });
});
