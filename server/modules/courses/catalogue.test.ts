import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import type { CourseCard } from '#shared/catalogue/course.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse, enrolUser, lessonInput } from '../../test/catalogue.ts';

let t: TestApp;
let admin: string;
let bangla: AdminCourse;
let react: AdminCourse;
let hidden: AdminCourse;

const list = async (query = '', cookie?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/courses/public/all-previews${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { courses: CourseCard[] }).courses;
};
const names = (courses: CourseCard[]) => courses.map((c) => c.name).sort();

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  await createCategory(t.app, 'ওয়েব ডেভেলপমেন্ট');
  await createCategory(t.app, 'Data Science');
  bangla = await createCourse(
    t.app,
    admin,
    courseBody('ওয়েব ডেভেলপমেন্ট', {
      name: '<p>পাইথন প্রোগ্রামিং শিখুন</p>',
      description: '<p>শূন্য থেকে <strong>পাইথন</strong> শেখার সম্পূর্ণ কোর্স</p>',
      tags: 'পাইথন, programming',
      language: 'Bangla',
      instructorName: 'জাহিদ হাসান',
      price: 0,
      estimatedPrice: null,
      courseData: [
        lessonInput({ videoLength: 12.5 }),
        lessonInput({ videoLength: 7.25 }),
        lessonInput({ videoLength: 0.25 }),
      ],
    }),
  );
  react = await createCourse(
    t.app,
    admin,
    courseBody('Data Science', {
      name: 'React and Machine Learning',
      tags: 'Hooks, TensorFlow',
      instructorName: 'Sumit Saha',
      price: 1999.5,
    }),
  );
  hidden = await createCourse(t.app, admin, courseBody('Data Science', { name: 'Hidden Draft Course' }));
  const toggled = await t.app.inject({
    method: 'PATCH',
    url: `/api/courses/admin/toggle/${hidden._id}`,
    headers: { cookie: admin },
  });
  expect(toggled.json()).toEqual({
    success: true,
    message: 'Course deactivated successfully',
    course: { _id: hidden._id, isActive: false },
  });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/courses/public/all-previews', () => {
  it('lists active courses only, newest first, with the card fields only, in taka and minutes', async () => {
    const courses = await list();
    expect(courses.map((c) => c._id)).toEqual([react._id, bangla._id]);
    const card = courses[1]!;
    expect(card).toEqual({
      _id: bangla._id,
      name: '<p>পাইথন প্রোগ্রামিং শিখুন</p>',
      description: 'শূন্য থেকে পাইথন শেখার সম্পূর্ণ কোর্স',
      price: 0,
      estimatedPrice: null,
      thumbnail: { url: 'https://images.example.com/course.webp' },
      level: bangla.level,
      language: 'Bangla',
      categories: 'ওয়েব ডেভেলপমেন্ট',
      instructor: { name: 'জাহিদ হাসান', avatar: null },
      instructorName: 'জাহিদ হাসান',
      ratings: 0,
      reviews: 0,
      purchased: 0,
      totalVideos: 3,
      duration: 20,
      // asked without a language (English), the Bengali-only texts come in Bengali, and say so
      fallbacks: { name: 'bn', description: 'bn' },
    });
    expect(courses[0]).toMatchObject({ price: 1999.5, estimatedPrice: 3000 });
  });

  it('hides an inactive course from the public preview but not from an admin', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: `/api/courses/public/preview/${hidden._id}` });
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json()).toMatchObject({ message: 'Course not found' });
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/courses/public/preview/${hidden._id}`,
      headers: { cookie: admin },
    });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('finds Bengali words in the name, description, tags, category and instructor', async () => {
    expect(names(await list(`?title=${encodeURIComponent('পাইথন')}`))).toEqual(['<p>পাইথন প্রোগ্রামিং শিখুন</p>']);
    expect((await list(`?title=${encodeURIComponent('সম্পূর্ণ কোর্স')}`)).map((c) => c._id)).toEqual([bangla._id]);
    expect((await list(`?title=${encodeURIComponent('ডেভেলপমেন্ট')}`)).map((c) => c._id)).toEqual([bangla._id]);
    expect((await list(`?title=${encodeURIComponent('জাহিদ')}`)).map((c) => c._id)).toEqual([bangla._id]);
    // The same word typed with a zero-width joiner still matches.
    expect((await list(`?title=${encodeURIComponent('পাই\u200dথন')}`)).map((c) => c._id)).toEqual([bangla._id]);
  });

  it('finds English words whatever their case, across fields, and nothing for an unknown word', async () => {
    expect((await list('?title=REACT')).map((c) => c._id)).toEqual([react._id]);
    expect((await list('?title=tensorflow')).map((c) => c._id)).toEqual([react._id]);
    expect((await list('?title=data%20science')).map((c) => c._id)).toEqual([react._id]);
    expect((await list('?title=sumit%20machine')).map((c) => c._id)).toEqual([react._id]);
    expect((await list('?title=PROGRAMMING')).map((c) => c._id)).toEqual([bangla._id]);
    expect(await list('?title=kotlin')).toEqual([]);
    expect(await list('?title=100%25_')).toEqual([]);
    expect(await list('?title=Hidden')).toEqual([]);
  });

  it('filters by category title, case-insensitively', async () => {
    expect((await list('?category=data%20science')).map((c) => c._id)).toEqual([react._id]);
    expect((await list(`?category=${encodeURIComponent('ওয়েব ডেভেলপমেন্ট')}`)).map((c) => c._id)).toEqual([bangla._id]);
    expect(await list('?category=Nope')).toEqual([]);
  });

  it('shows the admin overrides instead of the real figures, and the real ones again after a reset', async () => {
    const set = async (field: 'ratings' | 'purchased', useOriginal: boolean, adminValue?: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/courses/admin/override',
        headers: { cookie: admin },
        payload: { courseId: react._id, field, useOriginal, adminValue },
      });
    const ratings = await set('ratings', false, 4.7);
    expect(ratings.json()).toMatchObject({ success: true, message: 'Rating set to admin value: 4.7' });
    expect((await set('purchased', false, 1250)).json().message).toBe('Sales set to admin value: 1250');
    let card = (await list()).find((c) => c._id === react._id)!;
    expect(card).toMatchObject({ ratings: 4.7, purchased: 1250 });
    const preview = await t.app.inject({ method: 'GET', url: `/api/courses/public/preview/${react._id}` });
    expect(preview.json().course).toMatchObject({
      ratings: 4.7,
      purchased: 1250,
      overrides: {
        ratings: { useOriginal: false, adminValue: 4.7 },
        purchased: { useOriginal: false, adminValue: 1250 },
      },
    });

    const overrides = await t.app.inject({
      method: 'GET',
      url: `/api/courses/admin/overrides/${react._id}`,
      headers: { cookie: admin },
    });
    expect(overrides.json().override).toMatchObject({ original: { ratings: 0, purchased: 0 } });

    expect((await set('ratings', true)).json().message).toBe('Rating set to show original data');
    const reset = await t.app.inject({
      method: 'DELETE',
      url: `/api/courses/admin/override/${react._id}/purchased`,
      headers: { cookie: admin },
    });
    expect(reset.statusCode).toBe(200);
    card = (await list()).find((c) => c._id === react._id)!;
    expect(card).toMatchObject({ ratings: 0, purchased: 0 });
    const after = await t.app.inject({ method: 'GET', url: `/api/courses/public/preview/${react._id}` });
    expect(after.json().course).toMatchObject({
      overrides: { ratings: { useOriginal: true }, purchased: { useOriginal: true, adminValue: null } },
    });
  });

  it('refuses an override out of range with the reason, in a sentence', async () => {
    const cases: [string, unknown, string][] = [
      ['ratings', 6, 'Rating must be between 0 and 5'],
      // Issue 13: not "adminValue: Too small: expected number to be >=0".
      ['purchased', -1234, 'The value cannot be negative'],
      ['purchased', 'many', 'The value must be a number'],
      ['purchased', 1.5, 'Sales must be a whole number'],
    ];
    for (const [field, adminValue, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/courses/admin/override',
        headers: { cookie: admin },
        payload: { courseId: react._id, field, useOriginal: false, adminValue },
      });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('serves cached answers with an ETag and drops them when a course changes', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/courses/public/all-previews' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/courses/public/all-previews',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await t.app.inject({ method: 'PATCH', url: `/api/courses/admin/toggle/${hidden._id}`, headers: { cookie: admin } });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/courses/public/all-previews',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect((after.json() as { courses: unknown[] }).courses).toHaveLength(3);
    await t.app.inject({ method: 'PATCH', url: `/api/courses/admin/toggle/${hidden._id}`, headers: { cookie: admin } });
  });

  it('adds the caller’s progress to the courses they own', async () => {
    const { user, cookie } = await signedInUser(t.app);
    await enrolUser(t.app, user.id, bangla._id);
    const lessonId = bangla.courseData[0]!._id;
    const marked = await t.app.inject({
      method: 'PUT',
      url: '/api/courses/enrolled/progress',
      headers: { cookie },
      payload: { courseId: bangla._id, lessonId, completed: true },
    });
    expect(marked.json()).toEqual({
      success: true,
      progress: 33,
      completedLessonIds: [lessonId],
      completion: { completed: false, completedAt: null, percent: 33, remaining: { lessons: 2, quizzes: [] } },
    });
    const courses = await list('', cookie);
    expect(courses.find((c) => c._id === bangla._id)).toMatchObject({ progress: 33, purchased: 1 });
    expect(courses.find((c) => c._id === react._id)).not.toHaveProperty('progress');
    const mine = await t.app.inject({ method: 'GET', url: '/api/courses/enrolled/my-courses', headers: { cookie } });
    expect(mine.json().courses).toEqual([expect.objectContaining({ _id: bangla._id, progress: 33 })]);
    const unmarked = await t.app.inject({
      method: 'PUT',
      url: '/api/courses/enrolled/progress',
      headers: { cookie },
      payload: { courseId: bangla._id, lessonId, completed: false },
    });
    expect(unmarked.json()).toEqual({
      success: true,
      progress: 0,
      completedLessonIds: [],
      completion: { completed: false, completedAt: null, percent: 0, remaining: { lessons: 3, quizzes: [] } },
    });
  });

  it("a signed-in caller's page: the visitors' bytes when they own none of it, else kept with their progress", async () => {
    const url = '/api/courses/public/all-previews';
    const br = { 'accept-encoding': 'gzip, deflate, br' };
    const visitor = await t.app.inject({ method: 'GET', url, headers: br });
    const { user, cookie } = await signedInUser(t.app);
    const owner = await t.app.inject({ method: 'GET', url, headers: { ...br, cookie } });
    expect(owner.statusCode).toBe(200);
    expect(owner.rawPayload.equals(visitor.rawPayload)).toBe(true); // owns nothing: the same answer
    expect(owner.headers['content-encoding']).toBe(visitor.headers['content-encoding']);
    expect(owner.headers['cache-control']).toBe('private, no-cache');
    expect(owner.headers.etag).toBeUndefined();

    await enrolUser(t.app, user.id, bangla._id);
    const progressOf = async () => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.headers['cache-control']).toBe('private, no-cache');
      return (res.json() as { courses: { _id: string; progress?: number }[] }).courses;
    };
    expect((await progressOf()).find((c) => c._id === bangla._id)?.progress).toBe(0);
    expect((await progressOf()).find((c) => c._id === bangla._id)?.progress).toBe(0); // kept: same answer again
    await t.app.inject({
      method: 'PUT',
      url: '/api/courses/enrolled/progress',
      headers: { cookie },
      payload: { courseId: bangla._id, lessonId: bangla.courseData[0]!._id, completed: true },
    });
    const after = await progressOf();
    expect(after.find((c) => c._id === bangla._id)?.progress).toBe(33);
    expect(after.find((c) => c._id === react._id)).not.toHaveProperty('progress');
    const again = await t.app.inject({ method: 'GET', url });
    for (const course of (again.json() as { courses: object[] }).courses) expect(course).not.toHaveProperty('progress');
  });

  it('uses the same number of queries for 1 course as for 11 (no N+1)', async () => {
    const client = (t.app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const count = async () => {
      t.app.cache.invalidate('catalogue:');
      const spy = vi.spyOn(client, 'query');
      const courses = await list('?category=Data%20Science');
      const n = spy.mock.calls.length;
      spy.mockRestore();
      return { n, courses: courses.length };
    };
    const few = await count();
    for (let i = 0; i < 10; i += 1)
      await createCourse(t.app, admin, courseBody('Data Science', { name: `Bootcamp ${i}` }));
    const many = await count();
    expect(few.courses).toBe(1);
    expect(many.courses).toBe(11);
    expect(many.n).toBeGreaterThan(0);
    expect(many.n).toBe(few.n);
  });
});
