import { z } from 'zod';
import { ok } from './api.ts';
import type { Language } from './bilingual.ts';

/**
 * Receipts (issue 35, docs/decisions/0089): every paid payment has a receipt numbered from the site's one gap-free
 * sequence, and each refunded order of it a credit note from a second one. The seller printed on them is the
 * admins' to set.
 */
export const formatReceiptNumber = (n: number): string => `R-${String(n).padStart(6, '0')}`;
export const formatCreditNoteNumber = (n: number): string => `CN-${String(n).padStart(6, '0')}`;

export const SellerSchema = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  /** The Business Identification Number / VAT registration number. */
  binVat: z.string().nullable(),
});
export type Seller = z.infer<typeof SellerSchema>;
export const SellerAnswerSchema = ok({ seller: SellerSchema });

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null));

export const SellerBodySchema = z.object({
  name: optionalText(200, 'The seller name must be at most 200 characters'),
  address: optionalText(500, 'The address must be at most 500 characters'),
  binVat: z
    .string()
    .trim()
    .max(40, 'The BIN / VAT number must be at most 40 characters')
    .regex(/^[0-9A-Za-z -]*$/, 'The BIN / VAT number may have only letters, digits, spaces and dashes')
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null)),
});
export type SellerBody = z.input<typeof SellerBodySchema>;

export const ReceiptQuerySchema = z.object({
  lang: z.enum(['bn', 'en'], { error: 'The language is bn or en' }).default('en'),
  format: z.enum(['pdf'], { error: 'The only format is pdf' }).default('pdf'),
});

export const RECEIPT_MESSAGES = {
  notFound: {
    en: 'There is no receipt for this order: it has not been paid.',
    bn: 'এই অর্ডারের কোনো রসিদ নেই: এর পেমেন্ট হয়নি।',
  },
} as const satisfies Record<string, Record<Language, string>>;
export const SELLER_MESSAGES = { saved: 'Receipt details saved.' } as const;
