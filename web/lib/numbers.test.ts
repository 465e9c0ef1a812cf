import { describe, expect, it } from 'vitest';
import { formatNumber } from './numbers.ts';

describe('formatNumber', () => {
  it('writes each language and number of decimals with its own formatter, whatever was asked before', () => {
    expect(formatNumber(1234.5, 'bn', 2)).toBe('১,২৩৪.৫০');
    expect(formatNumber(1234.5, 'bn')).toBe('১,২৩৪.৫');
    expect(formatNumber(1234.5, 'en', 2)).toBe('1,234.50');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'bn', 2)).toBe('১,২৩৪.৫০');
  });
});
