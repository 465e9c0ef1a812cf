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

/** The words of a mail that carries a code to type (activation, password reset), in one language. */
export interface CodeMailWords {
  subject: (code: string) => string;
  hello: (name: string) => string;
  code: string;
  enter: (minutes: string) => string;
  ignore: string;
}

/**
 * A mail carrying a code to type. The code stays in Latin digits where it is to be typed (every keyboard has them);
 * a Bengali mail writes it in Bengali digits beside them.
 */
export function codeMail(
  input: { to: string; name: string; code: string; ttlMinutes: number },
  language: Language,
  w: CodeMailWords,
): { to: string; subject: string; text: string; html: string } {
  const { to, name, code } = input;
  const minutes = mailDigits(language, input.ttlMinutes);
  const shown = language === 'bn' ? `${code} (${mailDigits(language, code)})` : code;
  const text = [w.hello(name), '', `${w.code} ${shown}`, w.enter(minutes), w.ignore].join('\n');
  const html = mailDocument(
    language,
    `<p>${escapeHtml(w.hello(name))}</p>
<p>${escapeHtml(w.code)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:8px;margin:16px 0">${code}</p>
<p>${escapeHtml(w.enter(minutes))}</p>
<p style="color:#6b7280">${escapeHtml(w.ignore)}</p>`,
  );
  return { to, subject: w.subject(code), text, html };
}
