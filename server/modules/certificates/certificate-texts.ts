import type { Bilingual } from '#shared/bilingual.ts';
import { SITE_TIMEZONE } from '#shared/dates.ts';

/** The fixed words of a certificate, its e-mail and its template's defaults, in both languages. */
export const CERTIFICATE_TEXTS = {
  en: {
    siteName: 'Pathshala',
    title: 'Certificate of Completion',
    certifies: 'This is to certify that',
    completedOn: 'Completed on',
    certificateId: 'Certificate ID',
    verifyAt: 'Verify this certificate at',
  },
  bn: {
    siteName: 'পাঠশালা',
    title: 'কোর্স সমাপ্তির সনদপত্র',
    certifies: 'এই মর্মে প্রত্যয়ন করা যাচ্ছে যে',
    completedOn: 'সমাপ্তির তারিখ:',
    certificateId: 'সনদ নম্বর',
    verifyAt: 'সনদটি যাচাই করুন',
  },
} as const;

export const DEFAULT_TEMPLATE: { signerName: Bilingual; signerTitle: Bilingual; statement: Bilingual } = {
  signerName: { en: 'Pathshala Academic Team', bn: 'পাঠশালা একাডেমিক টিম' },
  signerTitle: { en: 'Director of Learning', bn: 'শিক্ষা পরিচালক' },
  statement: { en: 'has successfully completed the course', bn: 'সফলভাবে নিচের কোর্সটি সম্পন্ন করেছেন' },
};

/** What a template's preview prints: a sample learner and course (conjuncts that must join), and a sample id. */
export const SAMPLE_CERTIFICATE = {
  en: { id: 'K7M2Q9XW4HPA', learnerName: 'Sumandra Khitish', courseName: 'Spoken English for the Workplace' },
  bn: { id: 'K7M2Q9XW4HPA', learnerName: 'শ্রী সুমন্দ্র ক্ষিতীশ', courseName: 'কর্মক্ষেত্রে স্পষ্ট ইংরেজি ও স্ক্রিপ্ট লেখা' },
} as const;

/** "3 December 2026" or "৩ ডিসেম্বর, ২০২৬" (Bengali digits), in the site's time zone. */
export function formatLongDate(date: Date, lang: 'bn' | 'en'): string {
  return new Intl.DateTimeFormat(lang === 'bn' ? 'bn-BD' : 'en-GB', {
    timeZone: SITE_TIMEZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

/** The name printed in a language: the one written in it, else the other. */
export const printedNameIn = (row: { nameEn: string; nameBn: string }, lang: 'bn' | 'en'): string =>
  lang === 'bn' ? row.nameBn || row.nameEn : row.nameEn || row.nameBn;
