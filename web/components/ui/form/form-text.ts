import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '#web/i18n/react.tsx';
import type { TFunction, Translator } from '#web/i18n/translator.ts';
import { serverSentence } from '#web/i18n/messages.ts';
import { formatNumber } from '#shared/numbers.ts';

/**
 * The one way a form's message reaches the reader (issue 38 item 7), in their language, from the `forms` namespace:
 *
 * 1. A sentence of a shared schema or rule (the text the server answers too: "Course name is required", the spec's
 *    "Please enter your email!") is found by its English text in the `messages` namespace (shared/messages, the
 *    catalogue the server answers from) and shown in the reader's language.
 * 2. Otherwise a bound of the schema (a length, a minimum, a number, an e-mail, a choice …) is worded from the zod
 *    issue under `forms:issues`, naming the field by its label: "Hero title must be at most 200 characters".
 * 3. Otherwise the text as it came (a server refusal this build does not know).
 *
 * Step 1 needs the issue itself, so the form's resolver keeps a small copy of it on the field's error
 * (`./schema-form.ts`); messages are worded when shown, so switching language rewords them at once.
 */

/** What of a zod issue a message needs (kept on the field error). */
export interface FormIssue {
  code: string;
  origin?: string;
  expected?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  inclusive?: boolean;
  divisor?: number;
  /** The value was missing (undefined, null or NaN), not wrong. */
  missing?: boolean;
  /** A refinement of a shared schema that names its field (`params: { rule }`): its key under `forms:issues`. */
  rule?: string;
}

/** A field error as our resolver makes it: React Hook Form's, with the issue it came from. */
export type FormFieldError = FieldError & { issue?: FormIssue };

export function formIssueOf(issue: z.core.$ZodIssue): FormIssue {
  const out: FormIssue = { code: issue.code };
  const raw = issue as unknown as Partial<Record<string, unknown>>;
  for (const key of ['origin', 'expected', 'format'] as const) if (typeof raw[key] === 'string') out[key] = raw[key];
  for (const key of ['minimum', 'maximum', 'divisor'] as const) {
    const value = raw[key];
    if (typeof value === 'number' || typeof value === 'bigint') out[key] = Number(value);
  }
  if (typeof raw.inclusive === 'boolean') out.inclusive = raw.inclusive;
  const params = raw.params as { rule?: unknown } | undefined;
  if (issue.code === 'custom' && typeof params?.rule === 'string') out.rule = params.rule;
  const input = raw.input;
  if (issue.code === 'invalid_type' && (input === undefined || input === null || Number.isNaN(input)))
    out.missing = true;
  return out;
}

/** The catalogue key (under `forms:issues`) and values that word an issue about the field. */
export function issueWording(issue: FormIssue): { key: string; values: Record<string, number> } | null {
  const { code, origin, minimum, maximum, inclusive } = issue;
  if (issue.rule) return { key: issue.rule, values: {} };
  switch (code) {
    case 'invalid_type':
      if (issue.expected === 'int') return { key: 'whole', values: {} };
      if (issue.missing) return { key: 'required', values: {} };
      if (issue.expected === 'number') return { key: 'number', values: {} };
      return { key: 'invalid', values: {} };
    case 'too_small':
      if (minimum === undefined) return { key: 'invalid', values: {} };
      if (origin === 'string')
        return minimum <= 1 ? { key: 'required', values: {} } : { key: 'tooShort', values: { count: minimum } };
      if (origin === 'array') return { key: 'tooFew', values: { count: Math.max(minimum, 1) } };
      if (minimum === 0 && inclusive !== false) return { key: 'negative', values: {} };
      return { key: inclusive === false ? 'moreThan' : 'atLeast', values: { min: minimum } };
    case 'too_big':
      if (maximum === undefined) return { key: 'invalid', values: {} };
      if (origin === 'string') return { key: 'tooLong', values: { count: maximum } };
      if (origin === 'array') return { key: 'tooMany', values: { count: maximum } };
      return { key: inclusive === false ? 'lessThan' : 'atMost', values: { max: maximum } };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'email', values: {} };
      if (issue.format === 'url') return { key: 'url', values: {} };
      if (issue.format === 'datetime' || issue.format === 'date') return { key: 'date', values: {} };
      return { key: 'format', values: {} };
    case 'not_multiple_of':
      return { key: 'step', values: { step: issue.divisor ?? 1 } };
    case 'invalid_value':
    case 'invalid_union':
      return { key: 'choice', values: {} };
    default:
      return { key: 'invalid', values: {} };
  }
}

/** A message that can be worded: a field error, or a sentence (a rule's answer, a server refusal). */
export type FormMessage = FormFieldError | string | null | undefined;

/**
 * `message` in the reader's language (`language`, the one `t` is in); `field` is the label of the field it is about
 * (named where needed).
 */
export function formText(
  t: TFunction,
  i18n: Translator,
  message: FormMessage,
  field?: string,
  language: string = i18n.language,
): string | undefined {
  if (!message) return undefined;
  const text = typeof message === 'string' ? message : message.message;
  const issue = typeof message === 'string' ? undefined : message.issue;
  // a field's error whose sentence the catalogue holds only as a pattern ("{{what}} must be a number") is worded
  // from its issue below, naming the field by its label
  const known = text ? serverSentence(i18n, text, language, Boolean(issue)) : null;
  if (known !== null) return known;
  if (issue) {
    const wording = issueWording(issue);
    if (wording) {
      // `count` chooses the plural (and is written by the string's own format); other figures are written here
      const values: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(wording.values))
        values[name] = name === 'count' ? value : formatNumber(value, i18n.language);
      return t(field ? `issues.${wording.key}` : `issues.unnamed.${wording.key}`, { ...values, field });
    }
  }
  return text || undefined;
}

/** `formText` for a component: `const text = useFormText(); text(error, label)`. */
export function useFormText(): (message: FormMessage, field?: string) => string | undefined {
  const { t, i18n } = useTranslation(['forms', 'messages']);
  return useCallback((message: FormMessage, field?: string) => formText(t, i18n, message, field), [t, i18n]);
}
