import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors.ts';
import { hasBengali } from '../text.ts';
import { errorText, MESSAGE_CATALOGUES, messageIn } from './index.ts';
import { catalogueLeaves, messageTranslator } from './translate.ts';

/**
 * Every sentence the server answers has a Bengali text (issue 34's figure: server messages without one = 0). The
 * sentences are read from the sources themselves, so a new one without its entry fails here: what the error
 * factories are given, every `message:` of an answer, the sentences of the `…_MESSAGES` tables and the messages of
 * the shared schemas (what validation answers). A sentence with a figure or a name in it is matched against the
 * catalogue's patterns.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const FACTORIES: Record<string, number> = {
  badRequest: 0,
  unauthorized: 0,
  forbidden: 0,
  notFound: 0,
  conflict: 0,
  tooMany: 0,
  unavailable: 0,
  badGateway: 0,
  appError: 1,
  AppError: 1,
};
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'email',
  'url',
  'int',
  'positive',
  'nonnegative',
  'gte',
  'lte',
  'gt',
  'lt',
  'multipleOf',
]);
/**
 * Texts that are not the API's sentences: the environment's checks (read by the operator at start), the fake gateway's
 * own pages, the gateway protocol's checks of what UddoktaPay answers, the seed, and the test-only report of an
 * undeclared code.
 */
const NOT_ANSWERS = [
  /^server\/env\.ts$/,
  /^server\/plugins\/payment-sandbox/,
  /uddoktapay-protocol\.ts$/,
  /\/seed\//,
  /^server\/ops\//,
];
const INTERNAL = new Set(['{{x}} {{x}} answered the undeclared error code {{x}}']);

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.ts$/.test(name) && !/test/.test(name)) out.push(path);
  }
  return out;
}

/** A literal as a sentence: a template's `${…}` becomes `{{x}}`. */
function literal(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `{{x}}${span.literal.text}`).join('');
  return null;
}

function serverSentences(): Map<string, string> {
  const found = new Map<string, string>();
  const add = (text: string | null, where: string) => {
    // a sentence: words with a space, not markup, not already in Bengali (the few answers written in both)
    if (text === null || !/[A-Za-z]/.test(text) || !text.includes(' ') || text.startsWith('<') || hasBengali(text))
      return;
    if (!found.has(text)) found.set(text, where);
  };
  const files = [...sources(join(ROOT, 'server')), ...sources(join(ROOT, 'shared'))];
  for (const file of files) {
    const where = relative(ROOT, file);
    if (NOT_ANSWERS.some((pattern) => pattern.test(where))) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const inTable = (node: ts.Node) => {
      const text = literal(node);
      if (text !== null) add(text, where);
      else ts.forEachChild(node, inTable);
    };
    const visit = (node: ts.Node) => {
      if (
        (ts.isCallExpression(node) || ts.isNewExpression(node)) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text in FACTORIES
      ) {
        const argument = node.arguments?.[FACTORIES[node.expression.text]!];
        if (argument) add(literal(argument), where);
      }
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ZOD_CHECKS.has(node.expression.name.text)
      )
        for (const argument of node.arguments) add(literal(argument), where);
      if (ts.isPropertyAssignment(node) && ['message', 'error'].includes(node.name.getText(source)))
        add(literal(node.initializer), where);
      if (ts.isVariableDeclaration(node) && /MESSAGES?$/.test(node.name.getText(source)) && node.initializer)
        inTable(node.initializer);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const internal of INTERNAL) found.delete(internal);
  return found;
}

const PLACE = /\{\{\s*\w+\s*\}\}/g;
const pattern = (text: string) =>
  new RegExp(
    `^${text
      .split(PLACE)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
    's',
  );

describe('the server’s sentences in Bengali and English', () => {
  const english = catalogueLeaves(MESSAGE_CATALOGUES.en);
  const bengali = new Map(catalogueLeaves(MESSAGE_CATALOGUES.bn));

  it('has a Bengali text, different from the English, for every sentence of the catalogue, with the same places', () => {
    const wrong = english.filter(([key, text]) => {
      const bn = bengali.get(key);
      const places = (value: string) => (value.match(PLACE) ?? []).sort().join();
      return !bn || !hasBengali(bn) || bn === text || places(bn) !== places(text);
    });
    expect(wrong).toEqual([]);
    expect([...bengali.keys()].filter((key) => !english.some(([k]) => k === key))).toEqual([]);
  });

  it('has a sentence in both languages for every error code', () => {
    const missing = ERROR_CODES.filter((code) => {
      const en = errorText(code, 'en');
      const bn = errorText(code, 'bn');
      return en === code || bn === code || !hasBengali(bn) || bn === en;
    });
    expect(missing).toEqual([]);
  });

  it('knows every sentence the server answers (server messages without a Bengali text: 0)', () => {
    const found = serverSentences();
    // the walk finds the sentences (a broken walk must not pass by finding none)
    expect(found.size).toBeGreaterThan(400);
    const texts = english.map(([, text]) => text);
    const patterns = texts.filter((text) => text.includes('{{')).map(pattern);
    const without = [...found].filter(([sentence]) => {
      if (texts.includes(sentence)) return false;
      // a sentence holding a figure of a constant or a name is matched either way round
      if (patterns.some((regex) => regex.test(sentence))) return false;
      const asPattern = pattern(sentence);
      return !texts.some((text) => asPattern.test(text));
    });
    expect(without.map(([sentence, where]) => `${where}: ${sentence}`)).toEqual([]);
  });

  it('says the issue’s examples in Bengali', () => {
    expect(messageIn('Please check your email: rahim@example.com to activate your account!', 'bn')).toBe(
      'আপনার অ্যাকাউন্ট চালু করতে অনুগ্রহ করে আপনার ই-মেইল দেখুন: rahim@example.com!',
    );
    expect(messageIn('Question added successfully', 'bn')).toBe('প্রশ্ন সফলভাবে যোগ হয়েছে');
    expect(messageIn('This coupon has reached its usage limit', 'bn')).toBe('এই কুপনের ব্যবহারের সীমা শেষ হয়ে গেছে');
    // and in English as the spec writes them
    expect(messageIn('Question added successfully', 'en')).toBe('Question added successfully');
  });

  it('carries figures into the Bengali sentence in Bengali digits, or Latin ones when the site says so', () => {
    expect(messageIn('Invalid code. 3 attempts left.', 'bn')).toBe('কোড সঠিক নয়। আর ৩ বার চেষ্টা করা যাবে।');
    expect(messageIn('Invalid code. 3 attempts left.', 'bn', undefined, { latinDigits: true })).toBe(
      'কোড সঠিক নয়। আর 3 বার চেষ্টা করা যাবে।',
    );
    expect(messageIn('Password must be at least 6 characters', 'bn')).toBe('পাসওয়ার্ড কমপক্ষে ৬ অক্ষরের হতে হবে');
  });

  it('says the code’s sentence for words it does not know, never English on the Bengali side', () => {
    expect(messageIn('Some sentence of a newer build', 'bn', 'coupon_used_up')).toBe(
      'এই কুপনের ব্যবহারের সীমা শেষ হয়ে গেছে',
    );
    expect(messageIn('Some sentence of a newer build', 'en', 'coupon_used_up')).toBe('Some sentence of a newer build');
    // a sentence already in Bengali (the refund rules') is kept
    expect(messageIn('টাকা ফেরতের অনুরোধ', 'bn', 'conflict')).toBe('টাকা ফেরতের অনুরোধ');
  });

  it('translates a value that is itself a sentence of the catalogue', () => {
    const translate = messageTranslator(
      { a: '{{what}} must be a number', b: 'Price' },
      { a: '{{what}} একটি সংখ্যা হতে হবে', b: 'মূল্য' },
    );
    expect(translate('Price must be a number')).toBe('মূল্য একটি সংখ্যা হতে হবে');
    expect(translate('Price must be a number', true)).toBeNull();
    expect(translate('Unknown')).toBeNull();
  });
});
