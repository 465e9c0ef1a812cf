import type { Language } from '#shared/bilingual.ts';

/**
 * The `lang` of a text that came in the other language than the reader's (an answer's `fallbacks`, decision 0092),
 * so the right font and a screen reader's voice are used; undefined (no attribute) for a text in the reader's own.
 */
export const fallbackLang = (
  fallbacks: Readonly<Record<string, Language>> | undefined,
  path: string,
): Language | undefined => fallbacks?.[path];

/** A lesson's links, each with the `lang` its title came in when that is not the reader's. */
export const linksWithLang = (lesson: {
  links?: readonly { title: string; url: string }[] | undefined;
  fallbacks?: Readonly<Record<string, Language>> | undefined;
}): { title: string; url: string; lang?: Language | undefined }[] =>
  (lesson.links ?? []).map((link, i) => ({ ...link, lang: fallbackLang(lesson.fallbacks, `links.${i}.title`) }));
