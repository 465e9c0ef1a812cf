import { describe, expect, it } from 'vitest';
import { parseDigits, toLatinDigits } from './digits.ts';

describe('numbers in Bengali or Latin digits', () => {
  it('reads both kinds of digit, a sign and one decimal point', () => {
    expect(parseDigits('১২.৫')).toBe(12.5);
    expect(parseDigits(' 12.5 ')).toBe(12.5);
    expect(parseDigits('-০.২৫')).toBe(-0.25);
    expect(parseDigits('৩')).toBe(3);
    expect(parseDigits('.5')).toBe(0.5);
    expect(toLatinDigits('৳১,২৩৪')).toBe('৳1,234');
  });
  it('refuses anything else', () => {
    for (const text of ['', '1,000', '1e3', 'abc', '১২.৫.১', '--1', 'Infinity', '12 5']) {
      expect(parseDigits(text)).toBeNull();
    }
  });
});
