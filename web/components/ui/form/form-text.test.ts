import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import i18n from '#web/i18n/index.ts';
import { issuesOf } from '#test-support/schema-cases.ts';
import { formIssueOf, formText, type FormFieldError } from './form-text.ts';
import { FORM_SCHEMAS, type FormSchemaCase, MESSAGES_OUTSIDE_SCHEMAS } from '#web/test/form-schemas.ts';

const BENGALI = /[\u0980-\u09FF]/;
const tIn = (language: 'en' | 'bn') => i18n.getFixedT(language, 'forms');
const errorOf = (issue: z.core.$ZodIssue): FormFieldError => ({
  type: issue.code,
  message: issue.message,
  issue: formIssueOf(issue),
});
/** Every issue of the schema walk and of the form's own broken bodies. */
function allIssues({ schema, valid, broken = [] }: FormSchemaCase) {
  const found = issuesOf(schema, valid);
  expect(found, 'the valid body passes and has rules').not.toBeNull();
  const own = broken.flatMap((change, i) => {
    const result = schema.safeParse({ ...valid, ...change });
    expect(result.success, `broken body ${i} is refused`).toBe(false);
    return result.error?.issues.map((issue) => ({ at: issue.path.join('.'), value: change, issue })) ?? [];
  });
  return [...found!, ...own];
}
const say = (language: 'en' | 'bn', message: FormFieldError | string, field?: string) =>
  formText(tIn(language), i18n, message, field, language);

describe('form messages in the reader’s language', () => {
  it('shows a shared sentence in Bengali, and as the server says it in English', () => {
    expect(say('en', 'Please enter your email!')).toBe('Please enter your email!');
    expect(say('bn', 'Please enter your email!')).toBe('অনুগ্রহ করে আপনার ই-মেইল লিখুন!');
    // a server refusal this build knows is worded too
    expect(say('bn', 'A coupon with this code already exists')).toBe('এই কোড দিয়ে একটি কুপন আগে থেকেই আছে');
  });

  it('words a bound of the schema, naming the field, with the figure in the reader’s digits', () => {
    const tooLong = errorOf({
      code: 'too_big',
      origin: 'string',
      maximum: 200,
      inclusive: true,
      path: ['title'],
      message: 'Must be at most 200 characters',
    });
    expect(say('en', tooLong, 'Hero title')).toBe('Hero title must be at most 200 characters long');
    expect(say('bn', tooLong, 'হিরো শিরোনাম')).toBe('হিরো শিরোনাম সর্বোচ্চ ২০০ অক্ষরের হতে পারবে');
    const negative = errorOf({
      code: 'too_small',
      origin: 'number',
      minimum: 0,
      inclusive: true,
      path: ['price'],
      message: 'Price cannot be negative',
    });
    expect(say('bn', negative, 'কোর্সের মূল্য')).toBe('কোর্সের মূল্য ঋণাত্মক হতে পারবে না');
    expect(say('en', negative)).toBe('The value cannot be negative');
  });

  it('shows a message it does not know as it came', () => {
    expect(say('bn', 'Something only the server knows')).toBe('Something only the server knows');
    expect(say('bn', undefined as unknown as string)).toBeUndefined();
  });

  it.each(Object.entries(FORM_SCHEMAS))(
    '%s: every message the schema can give has its words in English and Bengali',
    (_name, form) => {
      const unworded: string[] = [];
      for (const { at, issue } of allIssues(form)) {
        const error = errorOf(issue);
        const english = say('en', error, 'Field');
        const bengali = say('bn', error, 'ক্ষেত্র');
        // a rule of our own (a refinement) must be a sentence of the catalogue, not "Field is not valid"
        const rule = issue.code === 'custom' && 'params' in issue ? issue.params?.rule : undefined;
        if (issue.code === 'custom' && (rule ? english?.startsWith('Field ') !== true : english !== issue.message))
          unworded.push(`${at}: ${issue.message}`);
        if (!bengali || !BENGALI.test(bengali) || bengali === issue.message)
          unworded.push(`${at}: ${issue.message} → ${bengali}`);
      }
      expect(unworded).toEqual([]);
    },
  );

  it('has no sentence in the catalogue that no rule gives (the English text is the shared one, word for word)', () => {
    const given = new Set(MESSAGES_OUTSIDE_SCHEMAS);
    for (const form of Object.values(FORM_SCHEMAS)) for (const { issue } of allIssues(form)) given.add(issue.message);
    const leaves = (node: unknown): string[] =>
      typeof node === 'string' ? [node] : Object.values(node as Record<string, unknown>).flatMap(leaves);
    // the forms' sections of the catalogue (the server's own sentences, the codes' and the admin notifications' are
    // checked by shared/messages/messages.test.ts and the notifications' tests)
    const {
      errors: _codes,
      server: _server,
      adminNotifications: _notices,
      ...forms
    } = i18n.getResourceBundle('en', 'messages') ?? {};
    const catalogue = leaves(forms);
    expect(catalogue.length).toBeGreaterThan(10);
    expect(catalogue.filter((text) => !given.has(text))).toEqual([]);
  });
});
