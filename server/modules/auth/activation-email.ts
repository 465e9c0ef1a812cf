import type { MailMessage } from '../../integrations/mailer.ts';
import { ACTIVATION_TTL_MINUTES } from '#shared/accounts.ts';
import type { Language } from '#shared/bilingual.ts';
import { codeMail, type CodeMailWords } from '../../lib/mail-layout.ts';

/** The activation mail's words in each language (decision 0097: one mail, the sign-up's language). */
const WORDS: Record<Language, CodeMailWords> = {
  en: {
    subject: (code: string) => `Your Pathshala activation code: ${code}`,
    hello: (name: string) => `Hello ${name},`,
    code: 'Your activation code is:',
    enter: (minutes: string) =>
      `Enter it on the verification screen to activate your account. It expires in ${minutes} minutes.`,
    ignore: 'If you did not sign up, you can ignore this e-mail.',
  },
  bn: {
    subject: (code: string) => `আপনার পাঠশালা অ্যাকাউন্ট সক্রিয়করণ কোড: ${code}`,
    hello: (name: string) => `প্রিয় ${name},`,
    code: 'আপনার অ্যাকাউন্ট সক্রিয় করার কোড:',
    enter: (minutes: string) =>
      `যাচাইকরণ পাতায় কোডটি লিখে অ্যাকাউন্ট সক্রিয় করুন। কোডটি ${minutes} মিনিট পর্যন্ত কার্যকর থাকবে।`,
    ignore: 'আপনি নিবন্ধন না করে থাকলে এই ই-মেইলটি উপেক্ষা করুন।',
  },
};

/** The sign-up code in the language of the sign-up's request (server/lib/mail-layout.ts `codeMail`). */
export function activationEmail(to: string, name: string, code: string, language: Language): MailMessage {
  return codeMail({ to, name, code, ttlMinutes: ACTIVATION_TTL_MINUTES }, language, WORDS[language]);
}
