import type { Coupon, CouponCreateBody } from '#shared/coupons.ts';

/** The coupon form as the inputs hold it: numbers and dates as typed, empty meaning "none". */
export interface CouponFormValues {
  code: string;
  description: string;
  discountType: 'percent' | 'fixed';
  discountValue: string;
  maxDiscount: string;
  minOrderAmount: string;
  /** `datetime-local` values (the browser's time zone). */
  validFrom: string;
  validUntil: string;
  usageLimit: string;
  perUserLimit: string;
  appliesTo: 'all' | 'selected';
  courseIds: string[];
  isActive: boolean;
}

/** What is sent: shared/coupons.ts CouponCreateBody, except that a missing discount value is null (refused as missing). */
export type CouponWriteBody = Omit<CouponCreateBody, 'discountValue'> & { discountValue: number | null };

export const emptyCouponForm = (): CouponFormValues => ({
  code: '',
  description: '',
  discountType: 'percent',
  discountValue: '',
  maxDiscount: '',
  minOrderAmount: '',
  validFrom: '',
  validUntil: '',
  usageLimit: '',
  perUserLimit: '',
  appliesTo: 'all',
  courseIds: [],
  isActive: true,
});

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (browser time zone) as an ISO instant, which the server's datetime-with-offset accepts. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

const text = (n: number | null) => (n === null ? '' : String(n));
const num = (s: string) => (s.trim() === '' ? null : Number(s));

export function couponToForm(c: Coupon): CouponFormValues {
  return {
    code: c.code,
    description: c.description,
    discountType: c.discountType,
    discountValue: text(c.discountValue),
    maxDiscount: text(c.maxDiscount),
    minOrderAmount: c.minOrderAmount ? String(c.minOrderAmount) : '',
    validFrom: toLocalInput(c.validFrom),
    validUntil: toLocalInput(c.validUntil),
    usageLimit: text(c.usageLimit),
    perUserLimit: text(c.perUserLimit),
    appliesTo: c.appliesTo,
    courseIds: [...c.courseIds],
    isActive: c.isActive,
  };
}

/** The body of a create or a full update, checked by the shared schema before it is sent and again by the server. */
export function formToBody(v: CouponFormValues): CouponWriteBody {
  return {
    code: v.code.trim().toUpperCase(),
    description: v.description.trim(),
    discountType: v.discountType,
    discountValue: num(v.discountValue),
    maxDiscount: num(v.maxDiscount),
    minOrderAmount: num(v.minOrderAmount) ?? 0,
    validFrom: fromLocalInput(v.validFrom),
    validUntil: fromLocalInput(v.validUntil),
    usageLimit: num(v.usageLimit),
    perUserLimit: num(v.perUserLimit),
    appliesTo: v.appliesTo,
    courseIds: v.appliesTo === 'selected' ? v.courseIds : [],
    isActive: v.isActive,
  };
}

/** The server's `fields` (keys like "courseIds.0") by form field. */
export function fieldErrors(
  fields: Record<string, string> | undefined,
): Partial<Record<keyof CouponFormValues, string>> {
  const out: Partial<Record<keyof CouponFormValues, string>> = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const name = key.split('.')[0] as keyof CouponFormValues;
    out[name] ??= message;
  }
  return out;
}
