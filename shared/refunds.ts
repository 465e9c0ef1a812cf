import { z } from 'zod';
import { ok, PaginationQuerySchema, PaginationSchema } from './api.ts';
import type { Language } from './bilingual.ts';
import { toBengaliDigits } from './digits.ts';
import { REFUND_STATUS_VALUES } from './orders.ts';

/**
 * Refunds (issue 35, docs/decisions/0083): the site's rules, the learner's request from their purchase history, and
 * the admins' queue where a request is approved (the gateway's refund-payment is called) or refused.
 */
export interface RefundRules {
  /** Whether learners may ask for a refund (admins may always refund). */
  allowed: boolean;
  /** Days after the payment within which a learner may ask. */
  windowDays: number;
  /** A learner may ask while less than this share (percent) of the course is completed. */
  progressLimitPercent: number;
}

export const DEFAULT_REFUND_RULES: RefundRules = { allowed: true, windowDays: 7, progressLimitPercent: 30 };

const bnDigits = (n: number) => toBengaliDigits(String(n));

/** The refund terms written from the rules, in each language (an admin may write their own instead). */
export function defaultRefundTerms(rules: RefundRules): { en: string; bn: string } {
  if (!rules.allowed) {
    return {
      en: 'Course purchases are not refundable on request. If a payment went wrong, contact us and we will look into it within 72 hours.',
      bn: 'অনুরোধে কোর্স কেনার টাকা ফেরত দেওয়া হয় না। কোনো পেমেন্টে সমস্যা হলে আমাদের জানান, আমরা ৭২ ঘণ্টার মধ্যে দেখব।',
    };
  }
  return {
    en:
      `You may ask for a refund from your purchase history within ${rules.windowDays} days of payment, while you ` +
      `have completed less than ${rules.progressLimitPercent}% of the course. The full amount goes back to the ` +
      'wallet or account you paid from within 10 days of approval, and course access ends when it is refunded.',
    bn:
      `পেমেন্টের ${bnDigits(rules.windowDays)} দিনের মধ্যে, কোর্সের ${bnDigits(rules.progressLimitPercent)}%-এর কম ` +
      'শেষ করে থাকলে, কেনাকাটার ইতিহাস থেকে টাকা ফেরতের অনুরোধ করতে পারবেন। অনুমোদনের ১০ দিনের মধ্যে পুরো টাকা ' +
      'যে ওয়ালেট বা অ্যাকাউন্ট থেকে পরিশোধ করেছেন সেখানে ফেরত যায়, আর টাকা ফেরত হলে কোর্সে প্রবেশাধিকার শেষ হয়।',
  };
}

/** What everyone reads: the rules and the terms in both languages (shown before paying and on the receipt). */
export const RefundSettingsSchema = z.object({
  allowed: z.boolean(),
  windowDays: z.number().int(),
  progressLimitPercent: z.number().int(),
  terms: z.object({ en: z.string(), bn: z.string() }),
  /** The admin's own terms (null: written from the rules). */
  customTerms: z.object({ en: z.string().nullable(), bn: z.string().nullable() }),
});
export type RefundSettings = z.infer<typeof RefundSettingsSchema>;
export const RefundSettingsAnswerSchema = ok({ settings: RefundSettingsSchema });

const termsField = z
  .string()
  .trim()
  .max(2000, 'The refund terms must be at most 2000 characters')
  .nullable()
  .transform((v) => (v ? v : null));

export const RefundSettingsBodySchema = z.object({
  allowed: z.boolean({ error: 'Choose whether learners may ask for a refund' }),
  windowDays: z
    .number({ error: 'Enter the number of days' })
    .int('Enter a whole number of days')
    .min(1, 'The window must be at least 1 day')
    .max(365, 'The window must be at most 365 days'),
  progressLimitPercent: z
    .number({ error: 'Enter a percentage' })
    .int('Enter a whole percentage')
    .min(1, 'The progress limit must be at least 1%')
    .max(100, 'The progress limit must be at most 100%'),
  termsEn: termsField.default(null),
  termsBn: termsField.default(null),
});
export type RefundSettingsBody = z.input<typeof RefundSettingsBodySchema>;

const reasonField = (what: string) =>
  z
    .string({ error: `Please write ${what}` })
    .trim()
    .min(1, `Please write ${what}`)
    .max(1000, 'The reason must be at most 1000 characters');

export const RefundRequestBodySchema = z.object({ reason: reasonField('why you want a refund') });
export const OrderIdParamsSchema = z.object({ orderId: z.uuid('Invalid order id') });

/** The refusal's reason is told to the learner; an approval's is optional. */
export const RefuseRefundBodySchema = z.object({ reason: reasonField('the reason for refusing') });
export const ApproveRefundBodySchema = z
  .object({ reason: z.string().trim().max(1000, 'The reason must be at most 1000 characters').optional() })
  .nullish()
  .transform((b) => b ?? {});
export const AdminOrderRefundBodySchema = z.object({
  reason: reasonField('the reason for the refund'),
  /** One course of a cart; without it every paid course of the order's payment is refunded. */
  courseId: z.uuid('Invalid course id').optional(),
});

export const AdminRefundsQuerySchema = PaginationQuerySchema.extend({
  status: z.enum(REFUND_STATUS_VALUES, { error: 'Unknown refund status' }).optional(),
  search: z.string().trim().max(200).optional(),
});

export const AdminRefundSchema = z.object({
  _id: z.string(),
  /** Null for a duplicate payment, which made no order. */
  orderId: z.string().nullable(),
  paymentId: z.string(),
  kind: z.enum(['duplicate', 'learner', 'admin']),
  status: z.enum(REFUND_STATUS_VALUES),
  reason: z.string().nullable(),
  refusalReason: z.string().nullable(),
  userName: z.string(),
  userEmail: z.string(),
  courses: z.array(z.string()),
  /** Taka. */
  amount: z.number(),
  invoiceId: z.string(),
  paymentMethod: z.string().nullable(),
  transactionId: z.string().nullable(),
  senderNumber: z.string().nullable(),
  /** The gateway's last answer when it did not refund (approved and pending until it does). */
  gatewayMessage: z.string().nullable(),
  gatewayAttempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

export const AdminRefundsAnswerSchema = ok({ refunds: z.array(AdminRefundSchema), pagination: PaginationSchema });
export const RefundAnswerSchema = ok({ message: z.string(), refund: AdminRefundSchema });
export const RefundsAnswerSchema = ok({ message: z.string(), refunds: z.array(AdminRefundSchema) });

/** The learner's own request, as their purchase history shows it. */
export const MyRefundSchema = z.object({
  _id: z.string(),
  status: z.enum(REFUND_STATUS_VALUES),
  reason: z.string().nullable(),
  refusalReason: z.string().nullable(),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
});
export const RefundRequestAnswerSchema = ok({ message: z.string(), refund: MyRefundSchema });

/** Answers in the reader's language where a learner reads them; the admins' in English. */
export const REFUND_MESSAGES = {
  requested: {
    en: 'Your refund request was sent. We will answer it within 72 hours.',
    bn: 'আপনার টাকা ফেরতের অনুরোধ পাঠানো হয়েছে। আমরা ৭২ ঘণ্টার মধ্যে উত্তর দেব।',
  },
  orderNotFound: { en: 'Order not found', bn: 'অর্ডারটি পাওয়া যায়নি' },
  notAllowed: {
    en: 'Refunds cannot be requested on this site. Contact us if a payment went wrong.',
    bn: 'এই সাইটে টাকা ফেরতের অনুরোধ করা যায় না। পেমেন্টে সমস্যা হলে আমাদের জানান।',
  },
  alreadyRequested: {
    en: 'A refund of this order has already been requested.',
    bn: 'এই অর্ডারের টাকা ফেরতের অনুরোধ আগেই করা হয়েছে।',
  },
  refusedBefore: {
    en: 'Your refund request for this order was refused, so it cannot be asked for again. If you disagree, send a complaint about this order and we will answer within 72 hours.',
    bn: 'এই অর্ডারের টাকা ফেরতের অনুরোধ নাকচ হয়েছে, তাই আবার অনুরোধ করা যাবে না। আপনি একমত না হলে এই অর্ডার নিয়ে অভিযোগ জানান, আমরা ৭২ ঘণ্টার মধ্যে উত্তর দেব।',
  },
  notRefundable: {
    en: 'This order can no longer be refunded.',
    bn: 'এই অর্ডারের টাকা আর ফেরত দেওয়া যায় না।',
  },
  outsideWindow: (days: number): Record<Language, string> => ({
    en: `Refunds can be requested within ${days} days of payment, and that time has passed for this order.`,
    bn: `পেমেন্টের ${bnDigits(days)} দিনের মধ্যে টাকা ফেরতের অনুরোধ করা যায়; এই অর্ডারের সেই সময় পেরিয়ে গেছে।`,
  }),
  pastProgress: (percent: number): Record<Language, string> => ({
    en: `Refunds can be requested while less than ${percent}% of the course is completed, and you have completed more.`,
    bn: `কোর্সের ${bnDigits(percent)}%-এর কম শেষ করা থাকলে টাকা ফেরতের অনুরোধ করা যায়; আপনি এর বেশি শেষ করেছেন।`,
  }),
} as const;

export const REFUND_ADMIN_MESSAGES = {
  settingsSaved: 'Refund settings saved.',
  refundNotFound: 'Refund not found',
  orderNotFound: 'Order not found',
  courseNotInOrder: 'This course is not a paid course of that order.',
  notRefundable: 'Nothing of this order can be refunded: it is already refunded or being refunded.',
  alreadyRefused: 'This refund request was already refused.',
  alreadyDecided: 'This refund request was already decided.',
  notDue: 'Only an approved refund that the gateway has not made yet can be retried.',
  refunded: 'Refunded: the gateway has returned the money to the paying wallet.',
  pending: (message: string) =>
    `Approved, but the gateway did not refund it yet (${message}). It is retried automatically, or use "Retry".`,
  inProgress: 'Approved: the refund is being made by the gateway.',
  refused: 'Refund request refused; the learner keeps the course.',
  gatewayOff: 'Online payment is off: the refund is approved and will be made once the gateway is configured.',
} as const;
