import { formatTaka } from '#shared/pricing.ts';
import type { PaymentItem } from '../../db/schema/index.ts';
import type { MailMessage } from '../../integrations/mailer.ts';
import type { Deps } from '../../lib/deps.ts';
import { htmlToText } from '#shared/html-text.ts';
import { escapeText } from '../../lib/sanitize.ts';
import { bnDigits } from './receipt-texts.ts';
import { mailDocument } from '../../lib/mail-layout.ts';

type Lang = 'bn' | 'en';

const WORDS = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    intro: 'Thank you for your purchase. Your payment was received and you are now enrolled in:',
    total: 'Total paid',
    receipt: 'Receipt No.',
    invoice: 'Invoice',
    attached: 'Your receipt is attached as a PDF; you can download it again from your purchase history.',
    start: 'Start learning',
    subject: (no: string) => `Payment confirmed — receipt ${no}`,
  },
  bn: {
    hello: (name: string) => `প্রিয় ${name},`,
    intro: 'আপনার কেনাকাটার জন্য ধন্যবাদ। আপনার পেমেন্ট গৃহীত হয়েছে এবং আপনি এই কোর্সগুলোতে ভর্তি হয়েছেন:',
    total: 'মোট পরিশোধ',
    receipt: 'রসিদ নং',
    invoice: 'ইনভয়েস',
    attached: 'আপনার রসিদ পিডিএফ হিসেবে সংযুক্ত; কেনাকাটার ইতিহাস থেকে আবার ডাউনলোড করতে পারবেন।',
    start: 'শেখা শুরু করুন',
    subject: (no: string) => `পেমেন্ট নিশ্চিত — রসিদ ${no}`,
  },
} as const;

/**
 * The payment's confirmation with its receipt, in one language (decision 0097: the checkout's, else the buyer's),
 * with the receipt PDF in it attached.
 */
export function receiptMail(input: {
  lang: Lang;
  name: string;
  receiptNumber: string;
  invoiceId: string;
  amountPoisha: number;
  items: PaymentItem[];
  siteUrl: string;
  pdf: Uint8Array | null;
}): Omit<MailMessage, 'to'> {
  const lang = input.lang;
  const w = WORDS[lang];
  const digits = (s: string) => (lang === 'bn' ? bnDigits(s) : s);
  const lines = input.items.map((i) => {
    const coupon = i.couponCode ? ` (${i.couponCode}: -${digits(formatTaka(i.discountPoisha))})` : '';
    return { name: htmlToText(i.courseName), price: `${digits(formatTaka(i.finalPoisha))}${coupon}` };
  });
  const total = digits(formatTaka(input.amountPoisha));
  const text = [
    w.hello(input.name),
    '',
    w.intro,
    ...lines.map((l) => `- ${l.name}: ${l.price}`),
    `${w.total}: ${total}`,
    `${w.receipt}: ${input.receiptNumber}`,
    `${w.invoice}: ${input.invoiceId}`,
    w.attached,
    `${w.start}: ${input.siteUrl}/profile`,
  ].join('\n');
  const list = lines.map((l) => `<li>${escapeText(l.name)}: ${escapeText(l.price)}</li>`).join('');
  const html = mailDocument(
    lang,
    `<p>${escapeText(w.hello(input.name))}</p><p>${escapeText(w.intro)}</p><ul>${list}</ul>` +
      `<p>${escapeText(w.total)}: <b>${escapeText(total)}</b><br>${escapeText(w.receipt)}: ${escapeText(input.receiptNumber)}` +
      `<br>${escapeText(w.invoice)}: ${escapeText(input.invoiceId)}</p><p>${escapeText(w.attached)}</p>` +
      `<p><a href="${escapeText(`${input.siteUrl}/profile`)}">${escapeText(w.start)}</a></p>`,
  );
  return {
    subject: w.subject(input.receiptNumber),
    text,
    html,
    attachments: input.pdf
      ? [
          {
            filename: `receipt-${input.receiptNumber}-${lang}.pdf`,
            content: Buffer.from(input.pdf),
            contentType: 'application/pdf',
          },
        ]
      : [],
  };
}

export async function sendReceipt(
  { mailer, log }: Pick<Deps, 'mailer' | 'log'>,
  to: string,
  mail: Omit<MailMessage, 'to'>,
): Promise<void> {
  try {
    await mailer.send({ to, ...mail });
  } catch (err) {
    log.warn({ err }, 'orders: receipt e-mail not sent');
  }
}
