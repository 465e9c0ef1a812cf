import { z } from 'zod';
import { LANGUAGES } from './bilingual.ts';

// The request schemas of translatable fields, apart from shared/bilingual.ts so that the public pages, which pick a
// language from an answer, do not download zod with it.

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

/** An admin's write of a translatable field of a course: see `BilingualWrite` in shared/bilingual.ts. */
export const bilingualWrite = (what: string, max: number) => {
  const value = z.string({ error: `${what} must be text` }).max(max, `${what} must be at most ${max} characters`);
  return z.union([value, z.object({ bn: value.optional(), en: value.optional() })], { error: `${what} must be text` });
};

export const FallbacksSchema = z
  .record(z.string(), z.enum(LANGUAGES))
  .optional()
  .describe('the texts (by their path in this answer) that came in the other language, the reader’s being empty');

/** `?lang=bn|en`: the language of an answer's content, over the `pathshala_lang` cookie and Accept-Language. */
export const LangQuerySchema = z.enum(LANGUAGES).optional().describe('bn or en: the language of the content');
