import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client.ts';
import { migrationsBefore, openRunner, type Runner } from '../test/migration-runner.ts';

/**
 * Migration 0029 (issue 34, decision 0099) on a database holding a curriculum written before it: each section name,
 * lesson title, description, announcement and link title goes into the language of its script; no announcement
 * stays none. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
const CURRICULUM_MIGRATION = '0029_bilingual-curriculum';
const COURSE = '00000000-0000-4000-8000-000000000001';
const SECTION = '00000000-0000-4000-8000-000000000011';

let db: Runner;
let before: string;

beforeAll(async () => {
  db = await openRunner();
  before = await migrationsBefore(CURRICULUM_MIGRATION);
  await db.migrate(before);
  await db.query(`
    insert into courses (id, name, description, price_poisha, level, demo_url, search_text)
    values ('${COURSE}', '{"bn":"পাইথন","en":""}', '{"bn":"","en":"Learn"}', 0, 'Beginner', 'demo', 'পাইথন')`);
  await db.query(
    `insert into course_sections (id, course_id, title, position) values ('${SECTION}', '${COURSE}', 'শুরু', 0)`,
  );
  await db.query(`
    insert into course_lessons (id, course_id, section_id, position, title, video_url, description, announcement, links)
    values
      ('00000000-0000-4000-8000-000000000021', '${COURSE}', '${SECTION}', 0, 'পরিচিতি', 'v1', '<p>What we build</p>',
       '<p>ক্লাস শুক্রবার</p>', '[{"title": "স্লাইড", "url": "https://example.com/s"}, {"title": "Code", "url": "https://example.com/c"}]'),
      ('00000000-0000-4000-8000-000000000022', '${COURSE}', '${SECTION}', 1, 'Variables', 'v2', '', null, '[]')`);
  await db.migrate(migrationsFolder);
}, 120_000);

afterAll(async () => {
  await db?.close();
  if (before) await fs.rm(before, { recursive: true, force: true });
});

describe('migration 0029: a curriculum in two languages', () => {
  it('puts each existing text in the language of its script', async () => {
    expect(await db.query(`select title from course_sections`)).toEqual([{ title: { bn: 'শুরু', en: '' } }]);
    expect(
      await db.query(`select title, description, announcement, links from course_lessons order by position`),
    ).toEqual([
      {
        title: { bn: 'পরিচিতি', en: '' },
        description: { bn: '', en: '<p>What we build</p>' },
        announcement: { bn: '<p>ক্লাস শুক্রবার</p>', en: '' },
        links: [
          { title: { bn: 'স্লাইড', en: '' }, url: 'https://example.com/s' },
          { title: { bn: '', en: 'Code' }, url: 'https://example.com/c' },
        ],
      },
      { title: { bn: '', en: 'Variables' }, description: { bn: '', en: '' }, announcement: null, links: [] },
    ]);
  });

  it('gives a new lesson an empty description in both languages and leaves no helper function behind', async () => {
    await db.query(`
      insert into course_lessons (course_id, section_id, position, title, video_url)
      values ('${COURSE}', '${SECTION}', 2, '{"bn":"নতুন","en":""}', 'v3')`);
    expect(await db.query(`select description from course_lessons where position = 2`)).toEqual([
      { description: { bn: '', en: '' } },
    ]);
    const helpers = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_proc where proname in ('bilingual_of', 'bilingual_titles')`,
    );
    expect(helpers[0]!.n).toBe(0);
  });
});
