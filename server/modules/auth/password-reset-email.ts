import type { MailMessage } from '../../integrations/mailer.ts';
import { RESET_TTL_MINUTES } from '#shared/accounts.ts';
import type { Language } from '#shared/bilingual.ts';
import { codeMail, type CodeMailWords } from '../../lib/mail-layout.ts';

/** The password-reset mail's words in each language (decision 0097: one mail, the request's language). */
const WORDS: Record<Language, CodeMailWords> = {
  en: {
    subject: (code: string) => `Your Pathshala password reset code: ${code}`,
    hello: (name: string) => `Hello ${name},`,
    code: 'Your password reset code is:',
    enter: (minutes: string) =>
      `Enter it with your new password in the sign-in window. It expires in ${minutes} minutes. Setting a new password signs you out on every device.`,
    ignore: 'If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.',
  },
  bn: {
    subject: (code: string) => `আপনার পাঠশালা পাসওয়ার্ড রিসেট কোড: ${code}`,
    hello: (name: string) => `প্রিয় ${name},`,
    code: 'আপনার পাসওয়ার্ড রিসেট করার কোড:',
    enter: (minutes: string) =>
      `সাইন-ইন উইন্ডোতে নতুন পাসওয়ার্ডের সঙ্গে কোডটি লিখুন। কোডটি ${minutes} মিনিট পর্যন্ত কার্যকর থাকবে। নতুন পাসওয়ার্ড দিলে সব ডিভাইস থেকে আপনি সাইন আউট হয়ে যাবেন।`,
    ignore: 'আপনি পাসওয়ার্ড রিসেট করতে না চাইলে এই ই-মেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
  },
};

/** The password-reset code in the language of the request that asked for it, laid out as the activation mail. */
export function passwordResetEmail(to: string, name: string, code: string, language: Language): MailMessage {
  return codeMail({ to, name, code, ttlMinutes: RESET_TTL_MINUTES }, language, WORDS[language]);
}
