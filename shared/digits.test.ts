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

describe('codes and phone numbers typed in Bengali digits', () => {
  it('are read as Latin digits by the shared schemas', async () => {
    const { ActivationCodeSchema, ResetCodeSchema, UpdateInfoBodySchema } = await import('./accounts.ts');
    const { CouponApplyBodySchema, CouponCodeSchema } = await import('./coupons.ts');
    expect(ActivationCodeSchema.parse('১২৩৪')).toBe('1234');
    expect(ResetCodeSchema.parse(' ৯৮৭৬৫৪ ')).toBe('987654');
    expect(UpdateInfoBodySchema.shape.phoneNumber.parse('০১৭১১-২২৩৩৪৪')).toBe('01711223344');
    expect(CouponCodeSchema.parse('eid২০২৬')).toBe('EID2026');
    expect(CouponApplyBodySchema.shape.code.parse('eid২০২৬')).toBe('EID2026');
    // what is not a code stays refused, in the schema's own words
    expect(ActivationCodeSchema.safeParse('১২৩').error?.issues[0]?.message).toBe('Please enter the 4-digit code');
  });
});
