import { describe, expect, it } from 'vitest';
import { QUESTION_CSV_MESSAGES, QUESTION_MESSAGES } from '#shared/learning/questions.ts';
import i18n, { asMessagesNamespace, byLanguage } from './index.ts';

const resources = byLanguage({
  ...import.meta.glob('./locales/*/*.json', { eager: true, import: 'default' }),
  ...asMessagesNamespace(import.meta.glob('../../shared/messages/*.json', { eager: true, import: 'default' })),
});

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('translation catalogues', () => {
  it('has a Bengali file for every English namespace and every key of it', () => {
    for (const [ns, strings] of Object.entries(resources.en)) {
      const bn = resources.bn[ns];
      expect(bn, `bn/${ns}.json is missing`).toBeTypeOf('object');
      const missing = keysOf(strings).filter((key) => !keysOf(bn).includes(key));
      expect(missing, `bn/${ns}.json lacks keys`).toEqual([]);
    }
  });

  it('words every sentence the question bank’s server may answer, so the reader sees it in their language', () => {
    const known = new Set(
      keysOf(resources.en.messages).map((key) =>
        key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], resources.en.messages),
      ),
    );
    const missing = [...Object.values(QUESTION_MESSAGES), ...Object.values(QUESTION_CSV_MESSAGES)].filter(
      (sentence) => !known.has(sentence),
    );
    expect(missing).toEqual([]);
  });

  it('has no empty translation', () => {
    for (const lang of ['en', 'bn'] as const) {
      for (const [ns, strings] of Object.entries(resources[lang])) {
        const flat = keysOf(strings);
        for (const key of flat) {
          const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], strings);
          expect(String(value).trim(), `${lang}/${ns}:${key}`).not.toBe('');
        }
      }
    }
  });

  it('counts a noun only through i18next plurals (no "1 orders")', () => {
    // a number placeholder followed by a noun that has a plural form in English
    const countedNoun =
      /\{\{\w+\}\}\s+(?:new\s+)?(?:section|lesson|course|order|student|review|visitor|user|star|minute|hour|day|second|item|time|question|answer|notification|enrolment|sale|coupon|card|feature|link|video|digit)s?\b/i;
    const offending: string[] = [];
    for (const [ns, strings] of Object.entries(resources.en)) {
      // the English of `messages` is the server's sentence word for word, a pattern to find it by, never shown
      if (ns === 'messages') continue;
      for (const key of keysOf(strings)) {
        if (/_(zero|one|two|few|many|other)$/.test(key)) continue;
        const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], strings);
        if (countedNoun.test(String(value))) offending.push(`${ns}:${key}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it.each([
    ['en', 'catalogue:course.sectionCount', ['1 section', '2 sections']],
    ['en', 'course-card:card.lessons', ['1 lesson', '2 lessons']],
    ['en', 'profile:reviews.ratingOption', ['1 star', '2 stars']],
    ['en', 'accounts:reset.validity', ['1 minute', '2 minutes']],
    ['en', 'admin-analytics:countOf.orders', ['1 order', '2 orders']],
    ['en', 'admin-analytics:countOf.courses', ['1 new course', '2 new courses']],
    ['en', 'admin-analytics:countOf.visitors', ['1 visitor', '2 visitors']],
    ['bn', 'catalogue:course.sectionCount', ['1টি অংশ', '2টি অংশ']],
    ['bn', 'course-card:card.lessons', ['1টি লেসন', '2টি লেসন']],
    ['bn', 'profile:reviews.ratingOption', ['1 স্টার', '2 স্টার']],
    ['bn', 'accounts:reset.validity', ['1 মিনিট', '2 মিনিট']],
  ] as const)('%s %s: singular and plural', (lng, key, [one, two]) => {
    const t = i18n.getFixedT(lng);
    expect([t(key, { count: 1 }), t(key, { count: 2 })]).toEqual([one, two]);
  });
});
