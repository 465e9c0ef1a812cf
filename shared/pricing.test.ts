import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDiscount,
  decimalTakaToPoisha,
  discountPoisha,
  formatTaka,
  meetsMinimumOrder,
  paymentAmountFromTaka,
  poishaToDecimalTaka,
  poishaToTaka,
  previewDiscountPercent,
  takaToPoisha,
  type DiscountRule,
} from './pricing.ts';

const price = fc.integer({ min: 0, max: 100_000_000 }); // up to ৳10,00,000
const percentRule = fc.record({
  discountType: fc.constant('percent' as const),
  discountValue: fc.integer({ min: 1, max: 100 }),
  maxDiscountPoisha: fc.option(fc.integer({ min: 0, max: 100_000_000 }), { nil: null }),
});
const fixedRule = fc.record({
  discountType: fc.constant('fixed' as const),
  discountValue: fc.integer({ min: 1, max: 200_000_000 }),
  maxDiscountPoisha: fc.option(fc.integer({ min: 0, max: 100_000_000 }), { nil: null }),
});
const anyRule: fc.Arbitrary<DiscountRule> = fc.oneof(percentRule, fixedRule);

describe('taka and poisha', () => {
  it('converts taka to poisha and back', () => {
    expect(takaToPoisha(1250)).toBe(125000);
    expect(takaToPoisha(1250.5)).toBe(125050);
    expect(takaToPoisha(0.29)).toBe(29);
    expect(poishaToTaka(125050)).toBe(1250.5);
    expect(poishaToTaka(0)).toBe(0);
  });

  it('rounds to the nearest poisha as the decimal reads, halves up', () => {
    expect(takaToPoisha(1.005)).toBe(101);
    expect(takaToPoisha(0.285)).toBe(29);
    expect(takaToPoisha(10.004)).toBe(1000);
    expect(takaToPoisha(-1.005)).toBe(-101);
  });

  it('refuses numbers that are not money', () => {
    expect(() => takaToPoisha(Number.NaN)).toThrow(RangeError);
    expect(() => takaToPoisha(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => poishaToTaka(1.5)).toThrow(RangeError);
  });

  it('round-trips every poisha amount through taka', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (p) => takaToPoisha(poishaToTaka(p)) === p));
  });

  it('sends the payment amount as the final price times 100, rounded', () => {
    expect(paymentAmountFromTaka(1999)).toBe(199900);
    expect(paymentAmountFromTaka(1249.995)).toBe(125000);
    expect(paymentAmountFromTaka(0)).toBe(0);
  });
});

describe('UddoktaPay decimal taka', () => {
  it('writes two decimals', () => {
    expect(poishaToDecimalTaka(125000)).toBe('1250.00');
    expect(poishaToDecimalTaka(125050)).toBe('1250.50');
    expect(poishaToDecimalTaka(5)).toBe('0.05');
    expect(poishaToDecimalTaka(0)).toBe('0.00');
    expect(() => poishaToDecimalTaka(-1)).toThrow(RangeError);
  });

  it('reads the forms a gateway answers, exactly', () => {
    expect(decimalTakaToPoisha('1250')).toBe(125000);
    expect(decimalTakaToPoisha('1250.5')).toBe(125050);
    expect(decimalTakaToPoisha('1250.00')).toBe(125000);
    expect(decimalTakaToPoisha('1250.000')).toBe(125000);
    expect(decimalTakaToPoisha(' 0.05 ')).toBe(5);
  });

  it('refuses what is not a whole number of poisha', () => {
    for (const bad of ['', 'abc', '-5', '1.005', '1,250.00', '1e3', '12.', '.5']) {
      expect(decimalTakaToPoisha(bad), bad).toBeNull();
    }
  });

  it('round-trips every amount through the decimal string', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), (p) => decimalTakaToPoisha(poishaToDecimalTaka(p)) === p));
  });
});

describe('discounts', () => {
  it('takes a percent off, rounded to the nearest poisha with halves up', () => {
    expect(applyDiscount(100000, { discountType: 'percent', discountValue: 20 })).toEqual({
      originalPoisha: 100000,
      discountPoisha: 20000,
      finalPoisha: 80000,
    });
    expect(discountPoisha(333, { discountType: 'percent', discountValue: 10 })).toBe(33); // 33.3
    expect(discountPoisha(335, { discountType: 'percent', discountValue: 10 })).toBe(34); // 33.5 rounds up
  });

  it('caps a percent discount at the maximum discount', () => {
    expect(discountPoisha(1_000_000, { discountType: 'percent', discountValue: 50, maxDiscountPoisha: 100_000 })).toBe(
      100_000,
    );
  });

  it('takes a fixed amount off, capped by the price', () => {
    expect(applyDiscount(50000, { discountType: 'fixed', discountValue: 20000 }).finalPoisha).toBe(30000);
    expect(applyDiscount(50000, { discountType: 'fixed', discountValue: 90000 })).toEqual({
      originalPoisha: 50000,
      discountPoisha: 50000,
      finalPoisha: 0,
    });
  });

  it('gives the full price without a rule', () => {
    expect(applyDiscount(4200, null)).toEqual({ originalPoisha: 4200, discountPoisha: 0, finalPoisha: 4200 });
  });

  it('refuses malformed rules and prices', () => {
    expect(() => discountPoisha(100, { discountType: 'percent', discountValue: 101 })).toThrow(RangeError);
    expect(() => discountPoisha(100, { discountType: 'percent', discountValue: 12.5 })).toThrow(RangeError);
    expect(() => discountPoisha(100, { discountType: 'fixed', discountValue: -1 })).toThrow(RangeError);
    expect(() => applyDiscount(-1, null)).toThrow(RangeError);
    expect(() => applyDiscount(10.5, null)).toThrow(RangeError);
  });

  it('never makes a price negative nor raises it', () => {
    fc.assert(
      fc.property(price, anyRule, (p, rule) => {
        const { originalPoisha, discountPoisha: d, finalPoisha } = applyDiscount(p, rule);
        return (
          finalPoisha >= 0 &&
          finalPoisha <= p &&
          originalPoisha === p &&
          d >= 0 &&
          finalPoisha + d === p &&
          Number.isInteger(finalPoisha)
        );
      }),
    );
  });

  it('makes any price free with 100 percent off and no cap', () => {
    fc.assert(
      fc.property(price, (p) => applyDiscount(p, { discountType: 'percent', discountValue: 100 }).finalPoisha === 0),
    );
  });

  it('caps a fixed discount by the price and by the maximum', () => {
    fc.assert(
      fc.property(price, fixedRule, (p, rule) => {
        const expected = Math.min(rule.discountValue, p, rule.maxDiscountPoisha ?? Number.POSITIVE_INFINITY);
        return discountPoisha(p, rule) === expected;
      }),
    );
  });

  it('never gives more than the maximum discount', () => {
    fc.assert(
      fc.property(
        price,
        anyRule,
        (p, rule) => rule.maxDiscountPoisha == null || discountPoisha(p, rule) <= rule.maxDiscountPoisha,
      ),
    );
  });

  it('checks the minimum order amount inclusively', () => {
    expect(meetsMinimumOrder(50000, 50000)).toBe(true);
    expect(meetsMinimumOrder(49999, 50000)).toBe(false);
    expect(meetsMinimumOrder(0, 0)).toBe(true);
  });
});

describe('preview discount percent', () => {
  it('rounds (estimated − price) / estimated × 100', () => {
    expect(previewDiscountPercent(800, 1000)).toBe(20);
    expect(previewDiscountPercent(1999, 2999)).toBe(33); // 33.34
    expect(previewDiscountPercent(1, 3)).toBe(67); // 66.67
  });

  it('shows nothing without an estimated price above the price', () => {
    expect(previewDiscountPercent(800, 0)).toBeNull();
    expect(previewDiscountPercent(800, null)).toBeNull();
    expect(previewDiscountPercent(800, undefined)).toBeNull();
    expect(previewDiscountPercent(800, 800)).toBeNull();
    expect(previewDiscountPercent(900, 800)).toBeNull();
  });

  it('stays between 0 and 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: 1, max: 1e7 }), (p, e) => {
        const pct = previewDiscountPercent(p, e);
        return pct === null ? e <= p : pct >= 0 && pct <= 100;
      }),
    );
  });
});

describe('formatTaka', () => {
  it('writes whole taka without decimals and poisha with two', () => {
    expect(formatTaka(50000)).toBe('৳500');
    expect(formatTaka(49950)).toBe('৳499.50');
    expect(formatTaka(0)).toBe('৳0');
  });
});
