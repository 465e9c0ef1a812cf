import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkAnswer } from '#shared/bulk.ts';
import { courses, userCourses } from '../../db/schema/index.ts';
import type { LocalStorage } from '../../integrations/storage.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse, enrolUser } from '../../test/catalogue.ts';
import { insertCourse } from '../../test/commerce.ts';

/** Issue 13: Course Management's bulk hide/unhide and delete; unknown rows are refused, the others change. */
let t: TestApp;
let admin: string;
let learner: { user: { id: string }; cookie: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  learner = await signedInUser(t.app);
  await createCategory(t.app, 'Programming');
});
afterAll(() => t.close());

const send = (method: 'PATCH' | 'POST', url: string, payload: object, cookie: string | null = admin) =>
  t.app.inject({ method, url: `/api/courses/admin/bulk/${url}`, payload, headers: cookie ? { cookie } : {} });
async function done(method: 'PATCH' | 'POST', url: string, payload: object) {
  const res = await send(method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BulkAnswer>();
}
/** The names of the active courses the public catalogue lists for a search. */
const catalogue = async (title: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/courses/public/all-previews?title=${title}&limit=48` }))
    .json<{ courses: { name: string }[] }>()
    .courses.map((c) => c.name);

describe('PATCH /courses/admin/bulk/visibility', () => {
  it('hides the courses (the catalogue stops showing them), skips hidden ones and refuses unknown ids', async () => {
    const tag = `Bulkhide${randomUUID().slice(0, 6)}`;
    const [a, b, c] = await Promise.all(
      ['A', 'B', 'C'].map((n) => insertCourse(t.app, 0, { name: `${tag} ${n}`, searchText: `${tag} ${n}` })),
    );
    const hidden = await insertCourse(t.app, 0, { name: `${tag} Hidden`, isActive: false });
    expect((await catalogue(tag)).sort()).toEqual([`${tag} A`, `${tag} B`, `${tag} C`]);

    const missing = randomUUID();
    const answer = await done('PATCH', 'visibility', { courseIds: [a, hidden, missing, b], isActive: false });
    expect(answer).toEqual({
      success: true,
      message: '2 courses hidden. 1 skipped. 1 refused.',
      changed: 2,
      skipped: [hidden],
      refused: [{ id: missing, code: 'course_not_found', message: 'Course not found' }],
    });
    expect(await catalogue(tag)).toEqual([`${tag} C`]);

    const shown = await done('PATCH', 'visibility', { courseIds: [a, b, c], isActive: true });
    expect(shown).toMatchObject({ message: '2 courses shown. 1 skipped.', changed: 2, skipped: [c], refused: [] });
    expect((await catalogue(tag)).sort()).toEqual([`${tag} A`, `${tag} B`, `${tag} C`]);
  });

  it('asks whether to show or hide, in a sentence', async () => {
    const res = await send('PATCH', 'visibility', { courseIds: [randomUUID()] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Choose whether to show or hide the courses.' });
  });
});

describe('POST /courses/admin/bulk/delete', () => {
  it('deletes the courses with their enrolments and stored images, and refuses unknown ids', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const thumbnail = `data:image/png;base64,${png.toString('base64')}`;
    const first = await createCourse(t.app, admin, courseBody('Programming', { thumbnail }));
    const second = await createCourse(t.app, admin, courseBody('Programming'));
    await enrolUser(t.app, learner.user.id, first._id);
    const image = (t.app.storage as LocalStorage).fileOf(first.thumbnail!.url)!;
    expect(existsSync(image)).toBe(true);

    const missing = randomUUID();
    const answer = await done('POST', 'delete', { courseIds: [first._id, missing, second._id] });
    expect(answer).toEqual({
      success: true,
      message: '2 courses deleted. 1 refused.',
      changed: 2,
      skipped: [],
      refused: [{ id: missing, code: 'course_not_found', message: 'Course not found' }],
    });
    const ids = [first._id, second._id];
    expect(await t.app.db.select().from(courses).where(inArray(courses.id, ids))).toEqual([]);
    expect(await t.app.db.select().from(userCourses).where(inArray(userCourses.courseId, ids))).toEqual([]);
    expect(existsSync(image)).toBe(false);
    const preview = await t.app.inject({ method: 'GET', url: `/api/courses/public/preview/${first._id}` });
    expect(preview.statusCode).toBe(404);
  });

  it('validates the list with sentences, and refuses a learner and a visitor', async () => {
    const cases: [unknown, string][] = [
      [[], 'Select at least one course.'],
      [Array.from({ length: 101 }, () => randomUUID()), 'Select at most 100 courses at once.'],
      [['not-an-id'], 'Each course id must be a valid id.'],
    ];
    for (const [courseIds, message] of cases) {
      const res = await send('POST', 'delete', { courseIds });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message });
    }
    const id = await insertCourse(t.app, 0);
    expect((await send('POST', 'delete', { courseIds: [id] }, learner.cookie)).statusCode).toBe(403);
    expect((await send('PATCH', 'visibility', { courseIds: [id], isActive: false }, null)).statusCode).toBe(401);
    expect(
      await t.app.db
        .select()
        .from(courses)
        .where(inArray(courses.id, [id])),
    ).toHaveLength(1);
  });
});
