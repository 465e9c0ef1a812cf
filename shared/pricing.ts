/**
 * Price and discount arithmetic (design.md §4). Money is integer poisha (1 taka = 100 poisha) everywhere inside;
 * the API speaks taka numbers and UddoktaPay decimal taka strings. Every function here is pure.
 *
 * Rounding rule: a percent discount is rounded to the nearest whole poisha, halves up (in the learner's favour);
 * a taka amount is converted to poisha by rounding to the nearest poisha as the decimal number reads (1.005 taka is
 * 101 poisha: the binary floating-point error is removed before rounding), halves away from zero.
 */

export const POISHA_PER_TAKA = 100;

export const DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export interface DiscountRule {
  discountType: DiscountType;
  /** Percent 1–100 for `percent`; poisha for `fixed`. */
  discountValue: number;
  /** Caps the discount (poisha); null or undefined for no cap. */
  maxDiscountPoisha?: number | null;
}

export interface PriceBreakdown {
  originalPoisha: number;
  discountPoisha: number;
  finalPoisha: number;
}

function assertPoisha(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a whole, non-negative number of poisha`);
}

/** Taka (a number, as the API speaks) to integer poisha, rounded to the nearest poisha as documented above. */
export function takaToPoisha(taka: number): number {
  if (!Number.isFinite(taka)) throw new RangeError('taka must be a finite number');
  const cents = Number((Math.abs(taka) * POISHA_PER_TAKA).toFixed(6));
  const rounded = Math.round(cents);
  return taka < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Integer poisha to taka as the API answers it (e.g. 125050 -> 1250.5). */
export function poishaToTaka(poisha: number): number {
  if (!Number.isSafeInteger(poisha)) throw new RangeError('poisha must be a whole number');
  return poisha / POISHA_PER_TAKA;
}

/**
 * The `amount` the web app sends to create-charge: the final price in taka times 100, rounded (learner-side §9).
 * It is compared with the server's own figure, never trusted.
 */
export function paymentAmountFromTaka(finalPriceTaka: number): number {
  return takaToPoisha(finalPriceTaka);
}

/** UddoktaPay's `amount`: decimal taka with two decimals, e.g. 125000 poisha -> "1250.00". */
export function poishaToDecimalTaka(poisha: number): string {
  assertPoisha(poisha, 'amount');
  const taka = Math.floor(poisha / POISHA_PER_TAKA);
  const rest = poisha % POISHA_PER_TAKA;
  return `${taka}.${String(rest).padStart(2, '0')}`;
}

/**
 * Reads a decimal taka string from a gateway ("1250", "1250.5", "1250.00", "1250.000") as poisha, exactly, with no
 * floating point. Null when it is not a non-negative decimal or is finer than one poisha ("1.005").
 */
export function decimalTakaToPoisha(text: string): number | null {
  const match = /^\s*(\d{1,13})(?:\.(\d+))?\s*$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  if (/[^0]/.test(fraction.slice(2))) return null;
  return Number(match[1]) * POISHA_PER_TAKA + Number(fraction.slice(0, 2));
}

/** The discount a rule gives on a price (poisha): never more than the cap, never more than the price. */
export function discountPoisha(pricePoisha: number, rule: DiscountRule): number {
  assertPoisha(pricePoisha, 'price');
  let discount: number;
  if (rule.discountType === 'percent') {
    if (!Number.isInteger(rule.discountValue) || rule.discountValue < 0 || rule.discountValue > 100) {
      throw new RangeError('a percent discount must be a whole number from 0 to 100');
    }
    // price × percent is an exact integer, so the one division and Math.round give an exact half-up rounding.
    discount = Math.round((pricePoisha * rule.discountValue) / 100);
  } else {
    assertPoisha(rule.discountValue, 'fixed discount');
    discount = rule.discountValue;
  }
  if (rule.maxDiscountPoisha !== null && rule.maxDiscountPoisha !== undefined) {
    assertPoisha(rule.maxDiscountPoisha, 'maximum discount');
    discount = Math.min(discount, rule.maxDiscountPoisha);
  }
  return Math.min(discount, pricePoisha);
}

/** Original, discount and final price in poisha; the final price is never below zero. */
export function applyDiscount(pricePoisha: number, rule: DiscountRule | null): PriceBreakdown {
  assertPoisha(pricePoisha, 'price');
  const discount = rule ? discountPoisha(pricePoisha, rule) : 0;
  return { originalPoisha: pricePoisha, discountPoisha: discount, finalPoisha: pricePoisha - discount };
}

/** True when the order reaches the coupon's minimum order amount (both poisha). */
export function meetsMinimumOrder(orderPoisha: number, minOrderPoisha: number): boolean {
  return orderPoisha >= minOrderPoisha;
}

/**
 * The "N% off" of a course preview (admin-side §9): round((estimated − price) / estimated × 100). Null when there is
 * no estimated price or it is not above the price (a negative "discount" is never shown). Units cancel out, so taka
 * or poisha both work.
 */
export function previewDiscountPercent(price: number, estimatedPrice: number | null | undefined): number | null {
  if (estimatedPrice === null || estimatedPrice === undefined) return null;
  if (!(estimatedPrice > 0) || !(estimatedPrice > price)) return null;
  return Math.round(((estimatedPrice - price) / estimatedPrice) * 100);
}

/** A poisha amount written for people: "৳500", "৳499.50" (no grouping, decimals only when there are poisha). */
export function formatTaka(poisha: number): string {
  assertPoisha(poisha, 'amount');
  const text = poishaToDecimalTaka(poisha);
  return `৳${text.endsWith('.00') ? text.slice(0, -3) : text}`;
}

/** A price (taka) as the site writes it: ৳500, ৳499.50, or the given Free label for 0 (learner-side §1, admin-side §9). */
export const priceText = (taka: number, free: string) => (taka > 0 ? formatTaka(takaToPoisha(taka)) : free);
