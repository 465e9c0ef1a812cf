import type { MailMessage } from '../../integrations/mailer.ts';
import { RESET_TTL_MINUTES } from '#shared/accounts.ts';
import { toBengaliDigits } from '#shared/digits.ts';
import { escapeHtml } from './activation-email.ts';

/** The password-reset code, in English and Bengali in one message, laid out as the activation e-mail. */
export function passwordResetEmail(to: string, name: string, code: string): MailMessage {
  const minutes = RESET_TTL_MINUTES;
  const subject = `Your Pathshala password reset code: ${code} / আপনার পাঠশালা পাসওয়ার্ড রিসেট কোড`;
  const text = [
    `Hello ${name},`,
    '',
    `Your password reset code is: ${code}`,
    `Enter it with your new password in the sign-in window. It expires in ${minutes} minutes. Setting a new password signs you out on every device.`,
    'If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.',
    '',
    '---',
    '',
    `প্রিয় ${name},`,
    '',
    `আপনার পাসওয়ার্ড রিসেট করার কোড: ${code} (${toBengaliDigits(code)})`,
    `সাইন-ইন উইন্ডোতে নতুন পাসওয়ার্ডের সঙ্গে কোডটি লিখুন। কোডটি ${toBengaliDigits(String(minutes))} মিনিট পর্যন্ত কার্যকর থাকবে। নতুন পাসওয়ার্ড দিলে সব ডিভাইস থেকে আপনি সাইন আউট হয়ে যাবেন।`,
    'আপনি পাসওয়ার্ড রিসেট করতে না চাইলে এই ই-মেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
  ].join('\n');
  const who = escapeHtml(name);
  const codeBlock = `<p style="font-size:28px;font-weight:bold;letter-spacing:8px;margin:16px 0">${code}</p>`;
  const html = `<!doctype html>
<html><body style="font-family:Inter,'Noto Sans Bengali','Hind Siliguri',Arial,sans-serif;color:#111827;line-height:1.5">
<div lang="en">
<p>Hello ${who},</p>
<p>Your password reset code is:</p>
${codeBlock}
<p>Enter it with your new password in the sign-in window. It expires in ${minutes} minutes. Setting a new password signs you out on every device.</p>
<p style="color:#6b7280">If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.</p>
</div>
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<div lang="bn">
<p>প্রিয় ${who},</p>
<p>আপনার পাসওয়ার্ড রিসেট করার কোড:</p>
${codeBlock}
<p>সাইন-ইন উইন্ডোতে নতুন পাসওয়ার্ডের সঙ্গে কোডটি লিখুন। কোডটি ${toBengaliDigits(String(minutes))} মিনিট পর্যন্ত কার্যকর থাকবে। নতুন পাসওয়ার্ড দিলে সব ডিভাইস থেকে আপনি সাইন আউট হয়ে যাবেন।</p>
<p style="color:#6b7280">আপনি পাসওয়ার্ড রিসেট করতে না চাইলে এই ই-মেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।</p>
</div>
</body></html>`;
  return { to, subject, text, html };
}
