import { formatTaka } from '#shared/pricing.ts';
import type { PaymentItem } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { htmlToText } from '#shared/html-text.ts';
import { escapeText } from '../../lib/sanitize.ts';

/** The receipt e-mail after a paid order, in English then Bengali (design.md: the site's two languages). */
export function receiptMail(input: {
  name: string;
  invoiceId: string;
  amountPoisha: number;
  items: PaymentItem[];
  siteUrl: string;
}) {
  const lines = input.items.map((i) => {
    const name = htmlToText(i.courseName);
    const coupon = i.couponCode ? ` (${i.couponCode}: -${formatTaka(i.discountPoisha)})` : '';
    return { name, price: `${formatTaka(i.finalPoisha)}${coupon}` };
  });
  const total = formatTaka(input.amountPoisha);
  const text = [
    `Hello ${input.name},`,
    '',
    'Thank you for your purchase. Your payment was received and you are now enrolled in:',
    ...lines.map((l) => `- ${l.name}: ${l.price}`),
    `Total paid: ${total}`,
    `Invoice: ${input.invoiceId}`,
    `Start learning: ${input.siteUrl}/profile`,
    '',
    '---',
    '',
    `প্রিয় ${input.name},`,
    '',
    'আপনার কেনাকাটার জন্য ধন্যবাদ। আপনার পেমেন্ট গৃহীত হয়েছে এবং আপনি এই কোর্সগুলোতে ভর্তি হয়েছেন:',
    ...lines.map((l) => `- ${l.name}: ${l.price}`),
    `মোট পরিশোধ: ${total}`,
    `ইনভয়েস: ${input.invoiceId}`,
    `শেখা শুরু করুন: ${input.siteUrl}/profile`,
  ].join('\n');
  const list = lines.map((l) => `<li>${escapeText(l.name)}: ${escapeText(l.price)}</li>`).join('');
  const html = `<p>Hello ${escapeText(input.name)},</p><p>Thank you for your purchase. Your payment was received and you are now enrolled in:</p><ul>${list}</ul><p>Total paid: <b>${escapeText(total)}</b><br>Invoice: ${escapeText(input.invoiceId)}</p><hr><p lang="bn">প্রিয় ${escapeText(input.name)},</p><p lang="bn">আপনার কেনাকাটার জন্য ধন্যবাদ। আপনার পেমেন্ট গৃহীত হয়েছে এবং আপনি এই কোর্সগুলোতে ভর্তি হয়েছেন:</p><ul>${list}</ul><p lang="bn">মোট পরিশোধ: <b>${escapeText(total)}</b><br>ইনভয়েস: ${escapeText(input.invoiceId)}</p>`;
  return { subject: `Payment receipt / পেমেন্ট রসিদ — ${input.invoiceId}`, text, html };
}

export async function sendReceipt(
  { mailer, log }: Pick<Deps, 'mailer' | 'log'>,
  to: string,
  mail: ReturnType<typeof receiptMail>,
): Promise<void> {
  try {
    await mailer.send({ to, ...mail });
  } catch (err) {
    log.warn({ err }, 'orders: receipt e-mail not sent');
  }
}
