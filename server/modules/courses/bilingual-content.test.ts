import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourse, AdminCourseListAnswer } from '#shared/catalogue/admin.ts';
import type { CourseCard, CourseDetail } from '#shared/catalogue/course.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse } from '../../test/catalogue.ts';
import { runSeeders } from '../../db/seed/index.ts';
import { seeders } from '../../db/seed/seeders.ts';
import { courses } from '../../db/schema/index.ts';
import { CATALOGUE_CACHE_PREFIX } from '../../lib/cache-keys.ts';

/**
 * Course texts in two languages (issue 34, decision 0092): admin writes take a string (the primary language) or
 * `{ bn, en }` and never lose the language they leave out; admin reads answer both; public and learner reads answer
 * the reader's language (`?lang=`, else the cookie, else Accept-Language) and name what fell back.
 */
let t: TestApp;
let admin: string;
let python: AdminCourse;

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const preview = async (id: string, query = '', headers: Record<string, string> = {}) =>
  (await get(`/courses/public/preview/${id}${query}`, headers)).json<{ course: CourseDetail }>().course;
const cards = async (query: string, headers: Record<string, string> = {}) =>
  (await get(`/courses/public/all-previews${query}`, headers)).json<{ courses: CourseCard[] }>().courses;
const update = async (id: string, body: object) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/courses/admin/update/${id}`,
    headers: { cookie: admin },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ course: AdminCourse }>().course;
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  await createCategory(t.app, 'Programming');
  python = await createCourse(
    t.app,
    admin,
    courseBody('Programming', {
      name: { en: 'Python for Beginners', bn: 'নতুনদের জন্য পাইথন' },
      description: { en: '<p>Learn Python from zero.</p>', bn: '<p>শূন্য থেকে পাইথন শিখুন।</p>' },
      primaryLanguage: 'en',
      tags: { en: 'python, programming', bn: 'পাইথন, প্রোগ্রামিং' },
      benefits: [{ title: { en: 'Write real programs', bn: 'সত্যিকারের প্রোগ্রাম লিখুন' } }],
      prerequisites: [{ title: 'A computer' }],
    }),
  );
});
afterAll(() => t.close());

describe('admin writes and reads of a course in two languages', () => {
  it('answers both languages, the primary one and what is missing', () => {
    expect(python).toMatchObject({
      name: { en: 'Python for Beginners', bn: 'নতুনদের জন্য পাইথন' },
      description: { en: '<p>Learn Python from zero.</p>', bn: '<p>শূন্য থেকে পাইথন শিখুন।</p>' },
      tags: { en: 'python, programming', bn: 'পাইথন, প্রোগ্রামিং' },
      benefits: [{ title: { en: 'Write real programs', bn: 'সত্যিকারের প্রোগ্রাম লিখুন' } }],
      prerequisites: [{ title: { en: 'A computer', bn: '' } }],
      primaryLanguage: 'en',
      // the prerequisite has no Bengali
      missing: ['bn'],
    });
  });

  it('puts a plain string into the primary language and keeps the other one', async () => {
    const course = await update(python._id, {
      ...courseBody('Programming', {
        name: 'Python for Absolute Beginners',
        description: { en: '<p>Learn Python from zero.</p>' },
        tags: 'python, beginners',
        benefits: [{ title: 'Write real programs today' }],
        prerequisites: [{ title: { bn: 'একটি কম্পিউটার' } }],
      }),
      courseData: python.courseData,
    });
    expect(course).toMatchObject({
      name: { en: 'Python for Absolute Beginners', bn: 'নতুনদের জন্য পাইথন' },
      description: { en: '<p>Learn Python from zero.</p>', bn: '<p>শূন্য থেকে পাইথন শিখুন।</p>' },
      tags: { en: 'python, beginners', bn: 'পাইথন, প্রোগ্রামিং' },
      benefits: [{ title: { en: 'Write real programs today', bn: 'সত্যিকারের প্রোগ্রাম লিখুন' } }],
      prerequisites: [{ title: { en: 'A computer', bn: 'একটি কম্পিউটার' } }],
      primaryLanguage: 'en',
      // the lessons (decision 0099) have no Bengali yet
      missing: ['bn'],
    });
  });

  it('refuses a course whose name is empty in both languages, with the spec’s message, and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/courses/admin/update/${python._id}`,
      headers: { cookie: admin },
      payload: { ...courseBody('Programming', { name: { bn: ' ', en: '' } }), courseData: python.courseData },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Course name is required');
    const [stored] = await t.app.db.select({ name: courses.name }).from(courses);
    expect(stored!.name.bn).toBe('নতুনদের জন্য পাইথন');
  });

  it('refuses a third language and a name of the wrong shape', async () => {
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/courses/admin/create',
      headers: { cookie: admin },
      payload: courseBody('Programming', { primaryLanguage: 'fr' as 'bn' }),
    });
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toBe('Primary language must be bn or en');
    const shape = await t.app.inject({
      method: 'POST',
      url: '/api/courses/admin/create',
      headers: { cookie: admin },
      payload: courseBody('Programming', { name: 42 as unknown as string }),
    });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().message).toBe('Course name is required');
  });
});

describe('public reads in the reader’s language', () => {
  it('answers Bengali for ?lang=bn, the pathshala_lang cookie or Accept-Language, and English otherwise', async () => {
    expect((await preview(python._id, '?lang=bn')).name).toBe('নতুনদের জন্য পাইথন');
    expect((await preview(python._id, '', { cookie: 'pathshala_lang=bn' })).name).toBe('নতুনদের জন্য পাইথন');
    expect((await preview(python._id, '', { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' })).name).toBe(
      'নতুনদের জন্য পাইথন',
    );
    // ?lang= wins over the cookie
    expect((await preview(python._id, '?lang=en', { cookie: 'pathshala_lang=bn' })).name).toBe(
      'Python for Absolute Beginners',
    );
    const english = await preview(python._id);
    expect(english).toMatchObject({
      name: 'Python for Absolute Beginners',
      description: '<p>Learn Python from zero.</p>',
      tags: 'python, beginners',
      benefits: [{ title: 'Write real programs today' }],
      prerequisites: [{ title: 'A computer' }],
    });
    expect(english.fallbacks).toBeUndefined();
  });

  it('answers the other language where the reader’s is empty and names it in fallbacks', async () => {
    await update(python._id, {
      ...courseBody('Programming', { name: 'Python for Absolute Beginners', description: { en: '' } }),
      courseData: python.courseData,
    });
    const english = await preview(python._id, '?lang=en');
    expect(english.description).toBe('<p>শূন্য থেকে পাইথন শিখুন।</p>');
    expect(english.fallbacks).toEqual({ description: 'bn' });
    const [card] = await cards('?lang=en');
    expect(card).toMatchObject({ name: 'Python for Absolute Beginners', fallbacks: { description: 'bn' } });
    const bengali = await preview(python._id, '?lang=bn');
    expect(bengali.fallbacks).toBeUndefined();
  });

  it('keeps a visitor’s answer per language: a Bengali reader never gets the English bytes of the same URL', async () => {
    const url = `/courses/public/preview/${python._id}`;
    const english = await get(url, { 'accept-language': 'en' });
    const bengali = await get(url, { 'accept-language': 'bn' });
    expect(english.json().course.name).toBe('Python for Absolute Beginners');
    expect(bengali.json().course.name).toBe('নতুনদের জন্য পাইথন');
    expect(english.headers.etag).not.toBe(bengali.headers.etag);
    expect(String(bengali.headers.vary)).toMatch(/accept-language/);
    expect(String(bengali.headers.vary)).toMatch(/cookie/);
    const list = await get('/courses/public/all-previews', { cookie: 'pathshala_lang=bn' });
    expect(list.json().courses[0].name).toBe('নতুনদের জন্য পাইথন');
  });

  it('finds the course by its name or tags in either language, from either site', async () => {
    for (const [search, lang] of [
      ['পাইথন', 'bn'],
      ['পাইথন', 'en'],
      ['python', 'bn'],
      ['প্রোগ্রামিং', 'en'],
    ] as const) {
      const found = await cards(`?search=${encodeURIComponent(search)}&lang=${lang}`);
      expect(
        found.map((c) => c._id),
        `${search} (${lang})`,
      ).toEqual([python._id]);
    }
    const suggestions = await get(`/courses/public/suggestions?q=${encodeURIComponent('পাইথ')}&lang=bn`);
    expect(suggestions.json().suggestions).toEqual([{ _id: python._id, name: 'নতুনদের জন্য পাইথন' }]);
  });
});

describe('the admin course list', () => {
  it('says which language a course misses and filters for it', async () => {
    const english = await createCourse(t.app, admin, courseBody('Programming', { name: 'Only in English' }));
    const page = async (query: string) =>
      (await get(`/courses/admin/list${query}`, { cookie: admin })).json<AdminCourseListAnswer>().courses;
    const all = await page('');
    expect(all.find((c) => c._id === english._id)).toMatchObject({
      name: { bn: '', en: 'Only in English' },
      missing: ['bn'],
    });
    // the Python course misses its English description now, and its lessons (English only) their Bengali
    expect(all.find((c) => c._id === python._id)!.missing).toEqual(['bn', 'en']);
    expect((await page('?missing=bn')).map((c) => c._id).sort()).toEqual([english._id, python._id].sort());
    expect((await page('?missing=en')).map((c) => c._id)).toEqual([python._id]);
  });
});

describe('the catalogue answer’s size with both languages entered', () => {
  it('stays within 1.3 times today’s on the demo seed, page 1, in either language', async () => {
    const seeded = await buildTestApp();
    try {
      await runSeeders(seeded.database.db, () => undefined, seeders, seeded.app.storage);
      const page = async (lang: 'bn' | 'en') =>
        (await seeded.app.inject({ method: 'GET', url: `/api/courses/public/all-previews?lang=${lang}` })).body;
      const size = (json: string) => Buffer.byteLength(json);
      // Today's answer: one language per course and no fallbacks, the same fields otherwise.
      const withoutFallbacks = (json: string) => {
        const answer = JSON.parse(json) as { courses: CourseCard[] };
        return JSON.stringify({ ...answer, courses: answer.courses.map(({ fallbacks: _f, ...card }) => card) });
      };
      const oneLanguage = await page('bn');
      const today = size(withoutFallbacks(oneLanguage));
      // Even with one language entered, read in the other (texts named in fallbacks).
      expect(size(oneLanguage) / today).toBeLessThanOrEqual(1.3);
      // Both languages: every course gets the other language too, as long as the one it has.
      const rows = await seeded.database.db
        .select({ id: courses.id, name: courses.name, description: courses.description })
        .from(courses);
      const both = (text: { bn: string; en: string }) => ({ bn: text.bn || text.en, en: text.en || text.bn });
      for (const row of rows) {
        await seeded.database.db
          .update(courses)
          .set({ name: both(row.name), description: both(row.description) })
          .where(eq(courses.id, row.id));
      }
      seeded.app.cache.invalidate(CATALOGUE_CACHE_PREFIX);
      for (const lang of ['bn', 'en'] as const) expect(size(await page(lang)) / today, lang).toBeLessThanOrEqual(1.3);
    } finally {
      await seeded.close();
    }
  });
});
