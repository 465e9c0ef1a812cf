import type { MailMessage } from '../../integrations/mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Tells the owner that a Google identity was attached to their account (decision 0005), in English and Bengali:
 * the other devices were signed out, and whether the password of a sign-up activated less than a day earlier was
 * removed.
 */
export function googleLinkedEmail(to: string, name: string, passwordCleared: boolean): MailMessage {
  const subject = 'Google sign-in was added to your Pathshala account / আপনার পাঠশালা অ্যাকাউন্টে গুগল সাইন-ইন যুক্ত হয়েছে';
  const en = [
    `Your Google account (${to}) can now sign in to your Pathshala account.`,
    'For your security, every other device signed in to this account was signed out.',
    passwordCleared
      ? 'The password set when this account was created less than a day ago was removed, so only your Google account signs in now. You can set a new password at any time with password reset.'
      : 'Your password still works too.',
  ];
  const bn = [
    `এখন থেকে আপনার গুগল অ্যাকাউন্ট (${to}) দিয়ে আপনার পাঠশালা অ্যাকাউন্টে সাইন ইন করা যাবে।`,
    'আপনার নিরাপত্তার জন্য এই অ্যাকাউন্টে সাইন ইন করা অন্য সব ডিভাইস থেকে সাইন আউট করা হয়েছে।',
    passwordCleared
      ? 'এক দিনের কম আগে অ্যাকাউন্টটি খোলার সময় যে পাসওয়ার্ড দেওয়া হয়েছিল তা মুছে ফেলা হয়েছে, তাই এখন শুধু আপনার গুগল অ্যাকাউন্ট দিয়েই সাইন ইন করা যাবে। পাসওয়ার্ড রিসেট করে যেকোনো সময় নতুন পাসওয়ার্ড সেট করতে পারবেন।'
      : 'আপনার পাসওয়ার্ডও আগের মতোই কাজ করবে।',
  ];
  const text = [`Hello ${name},`, '', ...en, '', '---', '', `প্রিয় ${name},`, '', ...bn].join('\n');
  const who = escapeHtml(name);
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Inter,'Noto Sans Bengali','Hind Siliguri',Arial,sans-serif;color:#111827;line-height:1.5">
<div lang="en">
<p>Hello ${who},</p>
${paragraphs(en)}
</div>
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<div lang="bn">
<p>প্রিয় ${who},</p>
${paragraphs(bn)}
</div>
</body></html>`;
  return { to, subject, text, html };
}
