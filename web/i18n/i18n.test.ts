import { describe, expect, it } from 'vitest';
import { byLanguage } from './index.ts';

const resources = byLanguage(import.meta.glob('./locales/*/*.json', { eager: true, import: 'default' }));

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
});
