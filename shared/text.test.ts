import { describe, expect, it } from 'vitest';
import { groupThousands, hasBengali } from './text.ts';

describe('Bengali detection', () => {
  it('finds Bengali characters anywhere in the text', () => {
    expect(hasBengali('শিখুন')).toBe(true);
    expect(hasBengali('Learn React with বাংলা examples')).toBe(true);
  });

  it('covers both ends of the block U+0980–U+09FF', () => {
    expect(hasBengali('\u0980')).toBe(true);
    expect(hasBengali('\u09FF')).toBe(true);
    expect(hasBengali('\u097F')).toBe(false);
    expect(hasBengali('\u0A00')).toBe(false);
  });

  it('is false for Latin, Devanagari, empty and missing text', () => {
    expect(hasBengali('Learn Anything, Anywhere')).toBe(false);
    expect(hasBengali('हिन्दी')).toBe(false);
    expect(hasBengali('')).toBe(false);
    expect(hasBengali(null)).toBe(false);
    expect(hasBengali(undefined)).toBe(false);
  });
});

describe('digit grouping', () => {
  it('writes integers as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 100_000, 2_000_000, 20_971_520, -4500])
      expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
  });
});
