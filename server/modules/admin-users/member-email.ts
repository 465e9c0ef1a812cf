import type { Language } from '#shared/bilingual.ts';
import { formatDate } from '#shared/dates.ts';
import type { MailMessage } from '../../integrations/mailer.ts';
import { escapeHtml, mailDocument } from '../../lib/mail-layout.ts';

/** The invitation's words in each language (decision 0097). */
const WORDS = {
  en: {
    subject: 'You have been invited to Pathshala',
    hello: (name: string) => `Hello ${name},`,
    role: { user: 'a member', admin: 'an administrator', superAdmin: 'a super administrator' },
    added: (role: string) => `An administrator added you to Pathshala as ${role}.`,
    choose: 'Choose your password',
    chooseHere: (link: string) => `Choose your password here: ${link}`,
    until: (date: string) =>
      `The link works once, until ${date}. After that, use “Forgot password?” on the sign-in form with this e-mail address.`,
  },
  bn: {
    subject: 'আপনাকে পাঠশালায় আমন্ত্রণ জানানো হয়েছে',
    hello: (name: string) => `প্রিয় ${name},`,
    role: { user: 'সদস্য', admin: 'অ্যাডমিন', superAdmin: 'সুপার অ্যাডমিন' },
    added: (role: string) => `একজন অ্যাডমিন আপনাকে পাঠশালায় ${role} হিসেবে যুক্ত করেছেন।`,
    choose: 'পাসওয়ার্ড ঠিক করুন',
    chooseHere: (link: string) => `এখানে আপনার পাসওয়ার্ড ঠিক করুন: ${link}`,
    until: (date: string) =>
      `লিংকটি একবারই কাজ করবে, ${date} পর্যন্ত। তারপর সাইন ইন ফর্মে এই ই-মেইল দিয়ে “পাসওয়ার্ড ভুলে গেছেন?” ব্যবহার করুন।`,
  },
} as const;

/**
 * The invitation of an account an admin created from Manage Team (issue 36 item 14): a link with which the member
 * sets their own password, once, before it expires; no password travels by e-mail. It is written in the new account's
 * language, which is the inviting admin's (decision 0097).
 */
export function memberEmail(input: {
  to: string;
  name: string;
  role: keyof (typeof WORDS)['en']['role'];
  link: string;
  expiresAt: Date;
  language: Language;
}): MailMessage {
  const { to, name, role, link, expiresAt, language } = input;
  const w = WORDS[language];
  const until = formatDate(expiresAt, undefined, language);
  const text = [w.hello(name), '', w.added(w.role[role]), w.chooseHere(link), w.until(until)].join('\n');
  const url = escapeHtml(link);
  const html = mailDocument(
    language,
    `<p>${escapeHtml(w.hello(name))}</p>
<p>${escapeHtml(w.added(w.role[role]))}</p>
<p style="margin:16px 0"><a href="${url}" style="display:inline-block;background:#059669;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(w.choose)}</a></p>
<p>${escapeHtml(w.until(until))}</p>
<p style="color:#6b7280;font-size:12px">${url}</p>`,
  );
  return { to, subject: w.subject, text, html };
}
