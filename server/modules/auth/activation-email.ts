import type { MailMessage } from '../../integrations/mailer.ts';
import { ACTIVATION_TTL_MINUTES } from '#shared/accounts.ts';
import { toBengaliDigits } from '#shared/digits.ts';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The sign-up code, in English and Bengali in one message (the site serves readers of both). */
export function activationEmail(to: string, name: string, code: string): MailMessage {
  const minutes = ACTIVATION_TTL_MINUTES;
  const subject = `Your Pathshala activation code: ${code} / আপনার পাঠশালা অ্যাকাউন্ট সক্রিয়করণ কোড`;
  const text = [
    `Hello ${name},`,
    '',
    `Your activation code is: ${code}`,
    `Enter it on the verification screen to activate your account. It expires in ${minutes} minutes.`,
    'If you did not sign up, you can ignore this e-mail.',
    '',
    '---',
    '',
    `প্রিয় ${name},`,
    '',
    `আপনার অ্যাকাউন্ট সক্রিয় করার কোড: ${code} (${toBengaliDigits(code)})`,
    `যাচাইকরণ পাতায় কোডটি লিখে অ্যাকাউন্ট সক্রিয় করুন। কোডটি ${toBengaliDigits(String(minutes))} মিনিট পর্যন্ত কার্যকর থাকবে।`,
    'আপনি নিবন্ধন না করে থাকলে এই ই-মেইলটি উপেক্ষা করুন।',
  ].join('\n');
  const who = escapeHtml(name);
  const codeBlock = `<p style="font-size:28px;font-weight:bold;letter-spacing:8px;margin:16px 0">${code}</p>`;
  const html = `<!doctype html>
<html><body style="font-family:Inter,'Noto Sans Bengali','Hind Siliguri',Arial,sans-serif;color:#111827;line-height:1.5">
<div lang="en">
<p>Hello ${who},</p>
<p>Your activation code is:</p>
${codeBlock}
<p>Enter it on the verification screen to activate your account. It expires in ${minutes} minutes.</p>
<p style="color:#6b7280">If you did not sign up, you can ignore this e-mail.</p>
</div>
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<div lang="bn">
<p>প্রিয় ${who},</p>
<p>আপনার অ্যাকাউন্ট সক্রিয় করার কোড:</p>
${codeBlock}
<p>যাচাইকরণ পাতায় কোডটি লিখে অ্যাকাউন্ট সক্রিয় করুন। কোডটি ${toBengaliDigits(String(minutes))} মিনিট পর্যন্ত কার্যকর থাকবে।</p>
<p style="color:#6b7280">আপনি নিবন্ধন না করে থাকলে এই ই-মেইলটি উপেক্ষা করুন।</p>
</div>
</body></html>`;
  return { to, subject, text, html };
}
