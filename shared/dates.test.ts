import { describe, expect, it } from 'vitest';
import { formatDuration, relativeDayText } from './dates.ts';

describe('relative dates in the site time zone', () => {
  const now = new Date('2026-11-23T10:00:00Z'); // 16:00 in Dhaka
  it('says Today, Yesterday and N days ago up to 3', () => {
    expect(relativeDayText('2026-11-23T01:00:00Z', now)).toBe('Today');
    expect(relativeDayText('2026-11-22T18:30:00Z', now)).toBe('Today'); // 00:30 on the 23rd in Dhaka
    expect(relativeDayText('2026-11-22T17:59:00Z', now)).toBe('Yesterday'); // 23:59 on the 22nd in Dhaka
  });
  it('counts calendar days, not 24-hour spans', () => {
    expect(relativeDayText('2026-11-22T12:00:00Z', now)).toBe('Yesterday');
    expect(relativeDayText('2026-11-21T12:00:00Z', now)).toBe('2 days ago');
    expect(relativeDayText('2026-11-20T12:00:00Z', now)).toBe('3 days ago');
  });
  it('formats older dates', () => {
    expect(relativeDayText('2026-11-19T12:00:00Z', now)).toBe('19 Nov 2026');
  });
});

describe('durations from minutes', () => {
  it('gives hours, minutes and seconds', () => {
    expect(formatDuration(12.5)).toBe('12m 30s');
    expect(formatDuration(65.5)).toBe('1h 5m 30s');
    expect(formatDuration(120)).toBe('2h');
    expect(formatDuration(0.75)).toBe('45s');
    expect(formatDuration(0)).toBe('0s');
  });
});
