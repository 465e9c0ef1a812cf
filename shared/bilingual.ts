import { z } from 'zod';
import { hasBengali } from './text.ts';

/**
 * A text an admin writes in Bengali and/or English (issue 34's model, used first by the question bank): both
 * values are kept, either may be empty, and a reader gets theirs or, when it is empty, the other.
 */
export const LANGUAGES = ['bn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface Bilingual {
  bn: string;
  en: string;
}

export const BilingualSchema = z.object({ bn: z.string(), en: z.string() });

/**
 * What an admin write accepts for a translatable field: `{ bn, en }`, or one string, which goes into the language
 * its script says (Bengali letters: `bn`, anything else: `en`).
 */
export const bilingualInput = (what: string, max: number) => {
  const value = z.string({ error: `${what} must be text` }).max(max, `${what} must be at most ${max} characters`);
  return z.union([value, z.object({ bn: value.default(''), en: value.default('') })], {
    error: `${what} must be text`,
  });
};

export function toBilingual(value: string | Partial<Bilingual> | null | undefined): Bilingual {
  if (value === null || value === undefined) return { bn: '', en: '' };
  if (typeof value === 'string') return hasBengali(value) ? { bn: value, en: '' } : { bn: '', en: value };
  return { bn: value.bn ?? '', en: value.en ?? '' };
}

export const isBlank = (text: Bilingual): boolean => text.bn.trim() === '' && text.en.trim() === '';

/** The reader's value, else the other language's; `lang` says which one came. */
export function pick(text: Bilingual, language: Language): { text: string; lang: Language } {
  const other: Language = language === 'bn' ? 'en' : 'bn';
  return text[language].trim() !== '' ? { text: text[language], lang: language } : { text: text[other], lang: other };
}

export const asLanguage = (value: unknown): Language | undefined =>
  value === 'bn' || value === 'en' ? value : undefined;
