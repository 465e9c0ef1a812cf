import { SITE_TIMEZONE } from '#shared/dates.ts';
import { formatMoney } from '#shared/numbers.ts';
import { poishaToTaka } from '#shared/pricing.ts';

/** The words of a receipt and its credit notes, in each language (the PDF's and the e-mail's). */
export const RECEIPT_TEXTS = {
  en: {
    receipt: 'Receipt',
    receiptNo: 'Receipt No.',
    date: 'Date',
    seller: 'Seller',
    binVat: 'BIN / VAT No.',
    billedTo: 'Billed to',
    course: 'Course',
    price: 'Price',
    discount: 'Discount',
    total: 'Total',
    subtotal: 'Subtotal',
    totalPaid: 'Total paid',
    coupon: 'Coupon',
    gateway: 'Gateway',
    method: 'Payment method',
    transactionId: 'Transaction ID',
    invoiceId: 'Invoice ID',
    refundTerms: 'Refund terms',
    refunded: 'REFUNDED',
    partlyRefunded: 'PARTLY REFUNDED',
    creditNote: 'Credit note',
    creditNoteLine: (no: string, date: string, courses: string, amount: string) =>
      `${no} — ${date}: ${courses}, ${amount} refunded to the paying wallet`,
    thanks: 'Thank you for learning with us.',
  },
  bn: {
    receipt: 'রসিদ',
    receiptNo: 'রসিদ নং',
    date: 'তারিখ',
    seller: 'বিক্রেতা',
    binVat: 'বিআইএন / ভ্যাট নং',
    billedTo: 'ক্রেতা',
    course: 'কোর্স',
    price: 'মূল্য',
    discount: 'ছাড়',
    total: 'মোট',
    subtotal: 'উপমোট',
    totalPaid: 'মোট পরিশোধ',
    coupon: 'কুপন',
    gateway: 'গেটওয়ে',
    method: 'পেমেন্ট পদ্ধতি',
    transactionId: 'ট্রানজেকশন আইডি',
    invoiceId: 'ইনভয়েস আইডি',
    refundTerms: 'টাকা ফেরতের শর্ত',
    refunded: 'টাকা ফেরত দেওয়া হয়েছে',
    partlyRefunded: 'আংশিক টাকা ফেরত',
    creditNote: 'ক্রেডিট নোট',
    creditNoteLine: (no: string, date: string, courses: string, amount: string) =>
      `${no} — ${date}: ${courses}, ${amount} পরিশোধকারী ওয়ালেটে ফেরত`,
    thanks: 'আমাদের সাথে শেখার জন্য ধন্যবাদ।',
  },
} as const;

const BN_DIGITS = '০১২৩৪৫৬৭৮৯';
export const bnDigits = (text: string): string => text.replace(/[0-9]/g, (d) => BN_DIGITS[Number(d)]!);

/** An amount in ৳ as the site writes it in that language (Bengali digits and lakh grouping on the Bengali receipt). */
export const takaIn = (poisha: number, lang: 'bn' | 'en'): string => formatMoney(poishaToTaka(poisha), lang);

export function receiptDate(date: Date, lang: 'bn' | 'en'): string {
  return new Intl.DateTimeFormat(lang === 'bn' ? 'bn-BD' : 'en-GB', {
    timeZone: SITE_TIMEZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}
