import type { MailMessage } from '../../integrations/mailer.ts';
import type { Language } from '#shared/bilingual.ts';
import { escapeHtml, mailDocument } from '../../lib/mail-layout.ts';

/** The Google-link mail's words in each language (decision 0097). */
const WORDS = {
  en: {
    subject: 'Google sign-in was added to your Pathshala account',
    hello: (name: string) => `Hello ${name},`,
    linked: (email: string) => `Your Google account (${email}) can now sign in to your Pathshala account.`,
    signedOut: 'For your security, every other device signed in to this account was signed out.',
    cleared:
      'The password set when this account was created less than a day ago was removed, so only your Google account signs in now. You can set a new password at any time with password reset.',
    kept: 'Your password still works too.',
  },
  bn: {
    subject: 'আপনার পাঠশালা অ্যাকাউন্টে গুগল সাইন-ইন যুক্ত হয়েছে',
    hello: (name: string) => `প্রিয় ${name},`,
    linked: (email: string) => `এখন থেকে আপনার গুগল অ্যাকাউন্ট (${email}) দিয়ে আপনার পাঠশালা অ্যাকাউন্টে সাইন ইন করা যাবে।`,
    signedOut: 'আপনার নিরাপত্তার জন্য এই অ্যাকাউন্টে সাইন ইন করা অন্য সব ডিভাইস থেকে সাইন আউট করা হয়েছে।',
    cleared:
      'এক দিনের কম আগে অ্যাকাউন্টটি খোলার সময় যে পাসওয়ার্ড দেওয়া হয়েছিল তা মুছে ফেলা হয়েছে, তাই এখন শুধু আপনার গুগল অ্যাকাউন্ট দিয়েই সাইন ইন করা যাবে। পাসওয়ার্ড রিসেট করে যেকোনো সময় নতুন পাসওয়ার্ড সেট করতে পারবেন।',
    kept: 'আপনার পাসওয়ার্ডও আগের মতোই কাজ করবে।',
  },
} as const;

/**
 * Tells the owner that a Google identity was attached to their account (decision 0005), in the language of the
 * sign-in that attached it: the other devices were signed out, and whether the password of a sign-up activated less
 * than a day earlier was removed.
 */
export function googleLinkedEmail(to: string, name: string, passwordCleared: boolean, language: Language): MailMessage {
  const w = WORDS[language];
  const lines = [w.linked(to), w.signedOut, passwordCleared ? w.cleared : w.kept];
  const text = [w.hello(name), '', ...lines].join('\n');
  const html = mailDocument(language, [w.hello(name), ...lines].map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'));
  return { to, subject: w.subject, text, html };
}
