import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { byLanguage } from './index.ts';
import { type Resources, Translator } from './translator.ts';

// Decision 0042: the app's translator must say exactly what i18next says for every string we ship. i18next stays a
// development dependency for this comparison only.
const files = byLanguage(import.meta.glob('./locales/*/*.json', { eager: true, import: 'default' }));
const copy = (): Resources => JSON.parse(JSON.stringify(files)) as Resources;

const reference = i18next.createInstance();
beforeAll(async () => {
  await reference.init({
    resources: Object.fromEntries(Object.entries(copy()).map(([lng, byNs]) => [lng, byNs])),
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: Object.keys(files.en),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
});

const ours = (language: string) => new Translator({ language, defaultNamespace: 'common', resources: copy() });

/** Every leaf key of a namespace, plural suffixes folded into the base key. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return [...new Set(Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k)))];
}

/** The variables a string names, each given a value (a number for count, so plurals and formats apply). */
function variablesOf(text: string): Record<string, unknown> {
  const names = [...text.matchAll(/\{\{([^,}]+)/g)].map((m) => m[1]!.trim());
  return Object.fromEntries(names.map((name) => [name, name === 'count' ? 3 : `«${name}»`]));
}

/** The string at `key`, or its plural form `_other`. */
function leaf(strings: unknown, key: string): string {
  const path = key.split('.');
  const last = path.pop()!;
  const parent = path.reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], strings) as
    Record<string, unknown> | undefined;
  const value = parent?.[last] ?? parent?.[`${last}_other`];
  return typeof value === 'string' ? value : '';
}

describe('the translator says what i18next says', () => {
  for (const language of ['en', 'bn']) {
    it(`for every key of every namespace in ${language}, with its variables and counts 0, 1, 2, 5 and 21`, async () => {
      await reference.changeLanguage(language);
      const translator = ours(language);
      let compared = 0;
      for (const [namespace, strings] of Object.entries(files.en)) {
        for (const key of keysOf(strings)) {
          const variables = variablesOf(leaf(strings, key) + leaf(files.bn[namespace], key));
          const full = `${namespace}:${key}`;
          expect(translator.t(full, variables), full).toBe(reference.t(full, variables));
          for (const count of [0, 1, 2, 5, 21]) {
            const options = { ...variables, count };
            expect(translator.t(full, options), `${full} count ${count}`).toBe(reference.t(full, options));
          }
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(500);
    });
  }

  it('bound to a namespace, falls back to English, answers the key when nothing is found, and takes a default', async () => {
    await reference.changeLanguage('bn');
    const translator = ours('bn');
    const t = translator.getFixedT(null, 'course-card');
    const theirs = reference.getFixedT('bn', 'course-card');
    for (const key of ['card.reviews', 'common:somethingWentWrong', 'no.such.key', 'layout:brand']) {
      expect(t(key), key).toBe(theirs(key));
    }
    expect(t('no.such.key', { defaultValue: 'Fallback {{x}}', x: 1 })).toBe(
      theirs('no.such.key', { defaultValue: 'Fallback {{x}}', x: 1 }),
    );
    expect(t(['no.such.key', 'card.reviews'], { count: 1 })).toBe(
      theirs(['no.such.key', 'card.reviews'], { count: 1 }),
    );
    // a Bengali string missing: the English one, as i18next answers
    translator.addResourceBundle('bn', 'extra', { only: 'shown' });
    translator.addResourceBundle('en', 'extra', { only: 'shown', english: 'in English {{n}}' });
    expect(translator.t('extra:english', { n: 2 })).toBe('in English 2');
  });

  it('formats {{count, number}} in the reader’s numerals and leaves a variable not given as written', () => {
    const translator = ours('bn');
    translator.addResourceBundle('bn', 'extra', { n: '{{count, number}} জন', v: 'হ্যালো {{name}}' });
    expect(translator.t('extra:n', { count: 1234 })).toBe('১,২৩৪ জন');
    expect(translator.t('extra:v')).toBe('হ্যালো {{name}}');
  });

  it('tells listeners and subscribers when the language changes, once the new strings are in', async () => {
    const loads: string[] = [];
    const translator = new Translator({
      language: 'en',
      defaultNamespace: 'common',
      resources: { en: { common: { hi: 'Hello' } } },
      loader: async (language, namespace) => {
        loads.push(`${language}/${namespace}`);
        return { hi: 'নমস্কার' };
      },
    });
    const heard: string[] = [];
    translator.on('languageChanged', (lng) => heard.push(lng));
    let renders = 0;
    translator.subscribe(() => renders++);
    await translator.changeLanguage('bn');
    expect(loads).toEqual(['bn/common']);
    expect(heard).toEqual(['bn']);
    expect(renders).toBeGreaterThan(0);
    expect(translator.t('hi')).toBe('নমস্কার');
  });
});
