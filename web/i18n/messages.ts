import { toBengaliDigits } from '#shared/digits.ts';
import {
  type Catalogue,
  errorSentence,
  messageTranslator,
  type MessageTranslator,
} from '#shared/messages/translate.ts';
import { hasBengali } from '#shared/text.ts';
import type { Translator } from './translator.ts';

/**
 * The server's sentences on the web (issue 34), from the `messages` namespace: the catalogue the server answers
 * from (shared/messages). A sentence is found by its English text, as the shared schemas and the server write it.
 */
const translators = new WeakMap<object, { all: MessageTranslator; forms: MessageTranslator }>();

/** The catalogue without the server's own sentences and the codes' (what the forms' rules say). */
const formsPart = ({ errors: _codes, server: _server, ...forms }: Catalogue): Catalogue => forms;

function translatorFor(i18n: Translator, language: string) {
  const english = i18n.getResourceBundle('en', 'messages') as Catalogue | undefined;
  const target = i18n.getResourceBundle(language, 'messages') as Catalogue | undefined;
  if (!english || !target) return null;
  let made = translators.get(target);
  if (!made) {
    const localize = language === 'bn' ? toBengaliDigits : undefined;
    made = {
      all: messageTranslator(english, target, localize),
      forms: messageTranslator(formsPart(english), formsPart(target), localize),
    };
    translators.set(target, made);
  }
  return made;
}

/**
 * `english` in `language` when the catalogue holds it (loaded), else null. `fieldError`: the message of a form's
 * field, found only word for word among the forms' rules, so a bound the server words generically ("Price cannot
 * be negative") is worded by the form from its issue, naming the field by its label.
 */
export function serverSentence(
  i18n: Translator,
  english: string,
  language: string = i18n.language,
  fieldError = false,
): string | null {
  const made = translatorFor(i18n, language);
  if (!made) return null;
  return fieldError ? made.forms(english, true) : made.all(english);
}

/**
 * A message of the server for the reader: as it came when it is in their language (the server speaks the caller's
 * language), else the catalogue's sentence for it or for its error code, else `fallback` (already in the reader's
 * language): never English on the Bengali site.
 */
export function readerMessage(i18n: Translator, message: string, code: string | undefined, fallback: string): string {
  const language = i18n.language;
  if (language === 'en') return message;
  if (language === 'bn' && hasBengali(message)) return message;
  const known = serverSentence(i18n, message, language);
  if (known !== null) return known;
  const bundle = i18n.getResourceBundle(language, 'messages') as Catalogue | undefined;
  return (code && bundle && errorSentence(bundle, code)) || fallback;
}

/**
 * An admin notification's title or message in the reader's language (decision 0097): it is stored as the server wrote
 * it, in English, and worded when it is shown from the catalogue's `adminNotifications` patterns, so an admin who
 * switches language sees every notification in the new one. Words the catalogue does not know stay as they came.
 */
export function adminNoticeText(i18n: Translator, english: string): string {
  if (i18n.language === 'en') return english;
  return serverSentence(i18n, english) ?? english;
}
