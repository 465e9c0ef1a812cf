import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client.ts';
import { migrationsBefore, openRunner, type Runner } from '../test/migration-runner.ts';

/**
 * Migration 0026 (issue 34, decision 0092) on a database holding courses written before it: each text goes into the
 * language of its script, and the course's primary language is its name's. On PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set (a database of its own, dropped at the end).
 */
const BILINGUAL_MIGRATION = '0026_bilingual-courses';

let db: Runner;
let before: string;

beforeAll(async () => {
  db = await openRunner();
  before = await migrationsBefore(BILINGUAL_MIGRATION);
  await db.migrate(before);
  await db.query(`
    insert into courses (id, name, description, tags, price_poisha, level, demo_url, benefits, prerequisites, search_text)
    values
      ('00000000-0000-4000-8000-000000000001', '<p>পাইথন প্রোগ্রামিং</p>', '<p>Learn Python from zero</p>',
       'পাইথন, python', 0, 'Beginner', 'demo', '[{"title": "বাস্তব প্রজেক্ট"}, {"title": "Lifetime access"}]',
       '[{"title": "A computer"}]', 'পাইথন প্রোগ্রামিং'),
      ('00000000-0000-4000-8000-000000000002', 'Web Development', '<p>HTML, CSS</p>', '', 100, 'Beginner', 'demo',
       '[]', '[]', 'web development')`);
  await db.migrate(migrationsFolder);
}, 120_000);

afterAll(async () => {
  await db?.close();
  if (before) await fs.rm(before, { recursive: true, force: true });
});

describe('migration 0026: course texts in two languages', () => {
  it('puts each existing text in the language of its script and gives each course its name’s language', async () => {
    const rows = await db.query<Record<string, unknown>>(
      `select name, description, tags, benefits, prerequisites, primary_language from courses order by id`,
    );
    expect(rows).toEqual([
      {
        name: { bn: '<p>পাইথন প্রোগ্রামিং</p>', en: '' },
        description: { bn: '', en: '<p>Learn Python from zero</p>' },
        tags: { bn: 'পাইথন, python', en: '' },
        benefits: [{ title: { bn: 'বাস্তব প্রজেক্ট', en: '' } }, { title: { bn: '', en: 'Lifetime access' } }],
        prerequisites: [{ title: { bn: '', en: 'A computer' } }],
        primary_language: 'bn',
      },
      {
        name: { bn: '', en: 'Web Development' },
        description: { bn: '', en: '<p>HTML, CSS</p>' },
        tags: { bn: '', en: '' },
        benefits: [],
        prerequisites: [],
        primary_language: 'en',
      },
    ]);
  });

  it('leaves no helper function behind, keeps the search text and refuses a third language', async () => {
    const helpers = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_proc where proname in ('bilingual_of', 'bilingual_titles')`,
    );
    expect(helpers[0]!.n).toBe(0);
    const [first] = await db.query<{ search_text: string }>(`select search_text from courses order by id limit 1`);
    expect(first!.search_text).toBe('পাইথন প্রোগ্রামিং');
    await expect(
      db.query(`update courses set primary_language = 'fr' where id = '00000000-0000-4000-8000-000000000002'`),
    ).rejects.toThrow(/courses_primary_language_check/);
  });
});
