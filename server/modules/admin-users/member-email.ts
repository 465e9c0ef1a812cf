import { formatDate } from '#shared/dates.ts';
import type { MailMessage } from '../../integrations/mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const ROLE_TEXT = { user: 'a member', admin: 'an administrator', superAdmin: 'a super administrator' } as const;
const ROLE_TEXT_BN = { user: 'সদস্য', admin: 'অ্যাডমিন', superAdmin: 'সুপার অ্যাডমিন' } as const;

/**
 * The invitation of an account an admin created from Manage Team (issue 36 item 14): a link with which the member
 * sets their own password, once, before it expires; no password travels by e-mail. The admin's choice of language
 * is unknown to the member, so the mail speaks both, English first as the rest of the site's mail does.
 */
export function memberEmail(input: {
  to: string;
  name: string;
  role: keyof typeof ROLE_TEXT;
  link: string;
  expiresAt: Date;
}): MailMessage {
  const { to, name, role, link, expiresAt } = input;
  const until = formatDate(expiresAt);
  const untilBn = formatDate(expiresAt, undefined, 'bn');
  const subject = 'You have been invited to Pathshala / আপনাকে পাঠশালায় আমন্ত্রণ জানানো হয়েছে';
  const text = [
    `Hello ${name},`,
    '',
    `An administrator added you to Pathshala as ${ROLE_TEXT[role]}.`,
    `Choose your password here: ${link}`,
    `The link works once, until ${until}. After that, use "Forgot password?" on the sign-in form with this e-mail address.`,
    '',
    '---',
    '',
    `প্রিয় ${name},`,
    '',
    `একজন অ্যাডমিন আপনাকে পাঠশালায় ${ROLE_TEXT_BN[role]} হিসেবে যুক্ত করেছেন।`,
    `এখানে আপনার পাসওয়ার্ড ঠিক করুন: ${link}`,
    `লিংকটি একবারই কাজ করবে, ${untilBn} পর্যন্ত। তারপর সাইন ইন ফর্মে এই ই-মেইল দিয়ে "পাসওয়ার্ড ভুলে গেছেন?" ব্যবহার করুন।`,
  ].join('\n');
  const who = escapeHtml(name);
  const url = escapeHtml(link);
  const button = (label: string) =>
    `<p style="margin:16px 0"><a href="${url}" style="display:inline-block;background:#059669;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:bold">${label}</a></p>`;
  const html = `<!doctype html>
<html><body style="font-family:Inter,'Noto Sans Bengali','Hind Siliguri',Arial,sans-serif;color:#111827;line-height:1.5">
<div lang="en">
<p>Hello ${who},</p>
<p>An administrator added you to Pathshala as ${ROLE_TEXT[role]}.</p>
${button('Choose your password')}
<p>The link works once, until ${escapeHtml(until)}. After that, use “Forgot password?” on the sign-in form with this e-mail address.</p>
</div>
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<div lang="bn">
<p>প্রিয় ${who},</p>
<p>একজন অ্যাডমিন আপনাকে পাঠশালায় ${ROLE_TEXT_BN[role]} হিসেবে যুক্ত করেছেন।</p>
${button('পাসওয়ার্ড ঠিক করুন')}
<p>লিংকটি একবারই কাজ করবে, ${escapeHtml(untilBn)} পর্যন্ত। তারপর সাইন ইন ফর্মে এই ই-মেইল দিয়ে “পাসওয়ার্ড ভুলে গেছেন?” ব্যবহার করুন।</p>
</div>
<p style="color:#6b7280;font-size:12px">${url}</p>
</body></html>`;
  return { to, subject, text, html };
}
