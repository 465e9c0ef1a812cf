import type { Language } from '#shared/bilingual.ts';
import { toBengaliDigits } from '#shared/digits.ts';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A figure as a mail in `language` writes it: Bengali digits in a Bengali mail (decision 0097). */
export const mailDigits = (language: Language, text: string | number): string =>
  language === 'bn' ? toBengaliDigits(String(text)) : String(text);

/**
 * The HTML document of a mail written in one language (decision 0097): `lang` on the document, so a mail client picks
 * the script's font and a screen reader its voice, and both scripts' faces named for the names and codes in it.
 */
export const mailDocument = (language: Language, body: string): string => `<!doctype html>
<html lang="${language}"><body style="font-family:${language === 'bn' ? "'Noto Sans Bengali','Hind Siliguri',Inter" : "Inter,'Noto Sans Bengali'"},Arial,sans-serif;color:#111827;line-height:1.5">
${body}
</body></html>`;
