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

/**
 * An admin's write of a translatable field of a course (decision 0092): a string fills the course's primary language,
 * `{ bn?, en? }` the languages it names; a language left out keeps its stored value.
 */
export type BilingualWrite = string | { bn?: string | undefined; en?: string | undefined };

/** The stored value after a write: `current` with what `write` names replaced. */
export function mergeBilingual(
  current: Bilingual | undefined,
  write: BilingualWrite | undefined,
  primary: Language,
): Bilingual {
  const base = current ?? { bn: '', en: '' };
  if (write === undefined) return base;
  if (typeof write === 'string') return { ...base, [primary]: write };
  return { bn: write.bn ?? base.bn, en: write.en ?? base.en };
}

export const mapBilingual = (text: Bilingual, f: (value: string) => string): Bilingual => ({
  bn: f(text.bn),
  en: f(text.en),
});

/** The language a write mostly fills: its string's script, else the language it names with text. */
export function languageOfWrite(write: BilingualWrite | undefined): Language | undefined {
  if (write === undefined) return undefined;
  if (typeof write === 'string') return write.trim() === '' ? undefined : hasBengali(write) ? 'bn' : 'en';
  if (write.bn?.trim()) return 'bn';
  if (write.en?.trim()) return 'en';
  return undefined;
}

/** The languages (of two) in which some of these texts are empty while the other language has them. */
export function missingLanguages(texts: readonly Bilingual[]): Language[] {
  return LANGUAGES.filter((language) => {
    const other: Language = language === 'bn' ? 'en' : 'bn';
    return texts.some((text) => text[language].trim() === '' && text[other].trim() !== '');
  });
}

/**
 * Reads texts for one reader: each in their language, else the other, and `fallbacks` names (by its path in the
 * answer) each text that came in the other language, so the page can mark it with `lang`.
 */
export function readerOf(language: Language) {
  const fallbacks: Record<string, Language> = {};
  return {
    language,
    fallbacks,
    text(path: string, value: Bilingual): string {
      const chosen = pick(value, language);
      if (chosen.lang !== language && chosen.text.trim() !== '') fallbacks[path] = chosen.lang;
      return chosen.text;
    },
    /** `fallbacks` when there are some (an answer without any carries none). */
    answer(): { fallbacks?: Record<string, Language> } {
      return Object.keys(fallbacks).length ? { fallbacks } : {};
    },
  };
}
