import type { Language } from '../bilingual.ts';
import { toBengaliDigits } from '../digits.ts';
import type { ErrorCode } from '../errors.ts';
import { hasBengali } from '../text.ts';
import bn from './bn.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import { type Catalogue, errorSentence, messageTranslator, type MessageTranslator } from './translate.ts';

/**
 * The server's side of the message catalogue (issue 34): every error and success sentence it answers, in the
 * caller's language. The web loads the same files as its `messages` namespace (web/i18n/index.ts).
 */
export const MESSAGE_CATALOGUES: Record<Language, Catalogue> = { en, bn };

const translators: Record<Language, Record<'bengali' | 'latin', MessageTranslator>> = {
  en: { bengali: (text) => text, latin: (text) => text },
  bn: {
    bengali: messageTranslator(en, bn, toBengaliDigits),
    latin: messageTranslator(en, bn),
  },
};

export interface MessageOptions {
  /** The site writes figures in Latin digits in Bengali too (the "use Latin digits" setting). */
  latinDigits?: boolean;
}

/**
 * `text` (an English sentence of the server) in `language`; the sentence of `code` when the catalogue does not
 * hold the text, so a Bengali reader never meets English; the text itself when there is neither.
 */
export function messageIn(text: string, language: Language, code?: ErrorCode, options: MessageOptions = {}): string {
  if (language === 'en' || hasBengali(text)) return text;
  const found = translators[language][options.latinDigits ? 'latin' : 'bengali'](text);
  if (found !== null) return found;
  if (code) return errorSentence(MESSAGE_CATALOGUES[language], code) ?? text;
  return text;
}

/** The one sentence of an error code in `language`. */
export const errorText = (code: ErrorCode, language: Language): string =>
  errorSentence(MESSAGE_CATALOGUES[language], code) ?? code;
