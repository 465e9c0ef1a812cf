import { formatMoney } from '#shared/numbers.ts';
import { poishaToTaka } from '#shared/pricing.ts';
import { mailDocument } from '../../lib/mail-layout.ts';
import { escapeText } from '../../lib/sanitize.ts';

/**
 * The e-mail once the gateway has refunded, in one language (decision 0097): the one the learner asked in, else
 * their account's.
 */
export function refundedMail(input: {
  name: string;
  language: 'bn' | 'en';
  courses: string[];
  amountPoisha: number;
  wallet: string | null;
  transactionId: string | null;
}) {
  const amount = formatMoney(poishaToTaka(input.amountPoisha), 'en');
  const courses = input.courses.join(', ');
  const en = {
    subject: `Your refund of ${amount} was made`,
    lines: [
      `Hello ${input.name},`,
      '',
      `We have refunded ${amount} for ${courses}` +
        (input.wallet ? ` to the ${input.wallet} account you paid from` : ' to the account you paid from') +
        (input.transactionId ? ` (payment transaction ${input.transactionId}).` : '.'),
      'Your access to the course has ended. The money may take a few days to show in your account.',
    ],
  };
  const bnAmount = formatMoney(poishaToTaka(input.amountPoisha), 'bn');
  const bn = {
    subject: `আপনার ${bnAmount} ফেরত দেওয়া হয়েছে`,
    lines: [
      `প্রিয় ${input.name},`,
      '',
      `${courses}-এর জন্য ${bnAmount} ` +
        (input.wallet
          ? `যে ${input.wallet} অ্যাকাউন্ট থেকে পরিশোধ করেছিলেন সেখানে`
          : 'যে অ্যাকাউন্ট থেকে পরিশোধ করেছিলেন সেখানে') +
        ' ফেরত দেওয়া হয়েছে' +
        (input.transactionId ? ` (পেমেন্ট ট্রানজ্যাকশন ${input.transactionId})।` : '।'),
      'কোর্সে আপনার প্রবেশাধিকার শেষ হয়েছে। টাকা অ্যাকাউন্টে দেখা যেতে কয়েক দিন লাগতে পারে।',
    ],
  };
  const part = input.language === 'bn' ? bn : en;
  const html = mailDocument(
    input.language,
    part.lines
      .filter((l) => l !== '')
      .map((l) => `<p>${escapeText(l)}</p>`)
      .join(''),
  );
  return { subject: part.subject, text: part.lines.join('\n'), html };
}
