import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import { courses } from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse, enrolUser, lessonInput } from '../../test/catalogue.ts';

let t: TestApp;
let admin: string;
let learner: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  learner = (await signedInUser(t.app)).cookie;
  await createCategory(t.app, 'Programming');
});
afterAll(async () => {
  await t.close();
});

const ID = '00000000-0000-4000-8000-000000000000';

describe('the admin course routes', () => {
  it('answer 401 to a visitor and 403 to a learner, on every route', async () => {
    const valid = courseBody('Programming');
    const routes: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object }[] = [
      { method: 'POST', url: '/api/courses/admin/create', payload: valid },
      { method: 'PUT', url: `/api/courses/admin/update/${ID}`, payload: valid },
      { method: 'GET', url: '/api/courses/admin/all-courses' },
      { method: 'GET', url: '/api/courses/admin/list' },
      { method: 'DELETE', url: `/api/courses/admin/delete/${ID}` },
      { method: 'PATCH', url: `/api/courses/admin/toggle/${ID}` },
      { method: 'POST', url: '/api/courses/admin/bulk/delete', payload: { courseIds: [ID] } },
      { method: 'PATCH', url: '/api/courses/admin/bulk/visibility', payload: { courseIds: [ID], isActive: false } },
      {
        method: 'POST',
        url: '/api/courses/admin/override',
        payload: { courseId: ID, field: 'ratings', useOriginal: true },
      },
      { method: 'GET', url: '/api/courses/admin/overrides' },
      { method: 'GET', url: `/api/courses/admin/overrides/${ID}` },
      { method: 'DELETE', url: `/api/courses/admin/override/${ID}/ratings` },
      { method: 'POST', url: '/api/vdocipher/metadata', payload: { videoId: 'abc' } },
      {
        method: 'PUT',
        url: '/api/courses/enrolled/review-reply',
        payload: { comment: 'x', courseId: ID, reviewId: ID },
      },
      { method: 'GET', url: '/api/reviews/admin/all' },
      { method: 'PUT', url: `/api/reviews/admin/update-status/${ID}`, payload: { isApproved: true } },
      { method: 'GET', url: '/api/reviews/admin/stats' },
      { method: 'GET', url: '/api/notifications/admin/all-notifications' },
      { method: 'PUT', url: `/api/notifications/admin/mark-read/${ID}` },
      { method: 'PUT', url: '/api/notifications/admin/mark-all-read' },
    ];
    const declared = t.app.routeAccessTable.filter(
      (r) => r.access === 'admin' && /^\/api\/(courses|reviews|notifications|vdocipher)\//.test(r.url),
    );
    expect(declared).toHaveLength(routes.length);
    for (const route of routes) {
      const visitor = await t.app.inject({ ...route });
      expect(visitor.statusCode, `${route.method} ${route.url} visitor`).toBe(401);
      const asLearner = await t.app.inject({ ...route, headers: { cookie: learner } });
      expect(asLearner.statusCode, `${route.method} ${route.url} learner`).toBe(403);
      expect(asLearner.json()).toMatchObject({ success: false, code: 'forbidden' });
    }
  });

  it('create a course from a data-URL thumbnail, sanitising its rich text, and list it for admins', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/courses/admin/create',
      headers: { cookie: admin },
      payload: courseBody('programming', {
        name: '<p onclick="alert(1)">Go <script>alert(1)</script>Basics</p>',
        thumbnail: `data:image/png;base64,${png.toString('base64')}`,
        tags: ' go ,  , backend ',
        price: 499.99,
        benefits: [{ title: 'Concurrency' }, { title: '' }],
        courseData: [
          lessonInput({ videoSection: '', videoLength: 3.456, announcement: '<p>Hi<img src=x onerror=alert(1)></p>' }),
        ],
      }),
    });
    expect(res.statusCode).toBe(201);
    const course = (res.json() as { message: string; course: AdminCourse }).course;
    expect(res.json().message).toBe('Course created successfully!');
    // admin reads answer both languages; a plain string went into the primary one, from the name's script
    expect(course).toMatchObject({
      name: { bn: '', en: '<p>Go Basics</p>' },
      primaryLanguage: 'en',
      categories: 'Programming',
      tags: { bn: '', en: 'go, backend' },
      price: 499.99,
      benefits: [{ title: { bn: '', en: 'Concurrency' } }],
      totalVideos: 1,
      isActive: true,
      showAllResources: true,
      original: { ratings: 0, purchased: 0 },
    });
    expect(course.thumbnail!.url).toMatch(/^\/uploads\/courses\/[\w-]+\.webp$/);
    expect(course.courseData[0]).toMatchObject({
      videoSection: { bn: '', en: 'Introduction' },
      videoLength: 3.46,
      announcement: { bn: '', en: '<p>Hi</p>' },
    });
    const image = await t.app.inject({ method: 'GET', url: course.thumbnail!.url });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(960);

    const all = await t.app.inject({
      method: 'GET',
      url: '/api/courses/admin/all-courses',
      headers: { cookie: admin },
    });
    expect((all.json() as { courses: AdminCourse[] }).courses.map((c) => c._id)).toContain(course._id);
  });

  it('refuse a course that misses what the wizard requires, with the spec’s message', async () => {
    const cases: [object, string][] = [
      [{ name: '  ' }, 'Course name is required'],
      [{ categories: '' }, 'Course category is required'],
      [{ demoUrl: '' }, 'Demo video URL is required'],
      [{ thumbnail: '' }, 'Course thumbnail is required'],
      [{ benefits: [{ title: ' ' }] }, 'At least one benefit is required'],
      [{ prerequisites: [] }, 'At least one prerequisite is required'],
      [{ courseData: [] }, 'At least one course video is required'],
      [{ categories: 'Cooking' }, 'Category not found'],
      // the limits the wizard's step 1 now checks before Next (issue 36 §11)
      [{ price: -50 }, 'Price cannot be negative'],
      [{ price: 10_000_001 }, 'Price must be at most 10,000,000'],
      [{ name: 'x'.repeat(2001) }, 'Course name must be at most 2,000 characters'],
    ];
    for (const [overrides, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/courses/admin/create',
        headers: { cookie: admin },
        payload: { ...courseBody('Programming'), ...overrides },
      });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message, message).toContain(message);
    }
  });

  it('update a course keeping the lessons sent back with their id, and the learners’ progress in them', async () => {
    const course = await createCourse(
      t.app,
      admin,
      courseBody('Programming', { courseData: [lessonInput(), lessonInput(), lessonInput()] }),
    );
    const { user, cookie } = await signedInUser(t.app);
    await enrolUser(t.app, user.id, course._id);
    const [first, , third] = course.courseData;
    await t.app.inject({
      method: 'PUT',
      url: '/api/courses/enrolled/progress',
      headers: { cookie },
      payload: { courseId: course._id, lessonId: first!._id },
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/courses/admin/update/${course._id}`,
      headers: { cookie: admin },
      payload: courseBody('Programming', {
        name: 'Renamed',
        thumbnail: course.thumbnail!,
        courseData: [
          { ...third!, title: 'Now first', videoSection: 'Part 1' },
          { ...first!, videoSection: 'Part 2' },
          lessonInput({ title: 'Brand new', videoSection: 'Part 2' }),
        ],
      }),
    });
    expect(res.statusCode).toBe(200);
    const updated = (res.json() as { course: AdminCourse }).course;
    expect(updated.name).toEqual({ bn: '', en: 'Renamed' });
    expect(updated.courseData.map((l) => [l.title.en, l.videoSection.en])).toEqual([
      ['Now first', 'Part 1'],
      [first!.title.en, 'Part 2'],
      ['Brand new', 'Part 2'],
    ]);
    expect(updated.courseData[0]!._id).toBe(third!._id);
    expect(updated.courseData[1]!._id).toBe(first!._id);
    const content = await t.app.inject({
      method: 'GET',
      url: `/api/courses/enrolled/content/${course._id}`,
      headers: { cookie },
    });
    expect(content.json()).toMatchObject({ completedLessonIds: [first!._id], course: { progress: 33 } });
  });

  it('delete a course and answer 404 for it afterwards', async () => {
    const course = await createCourse(t.app, admin, courseBody('Programming'));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/courses/admin/delete/${course._id}`,
      headers: { cookie: admin },
    });
    expect(res.json()).toEqual({ success: true, message: 'Course deleted successfully!' });
    expect(await t.app.db.select().from(courses).where(eq(courses.id, course._id))).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/courses/admin/delete/${course._id}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
    const preview = await t.app.inject({ method: 'GET', url: `/api/courses/public/preview/${course._id}` });
    expect(preview.statusCode).toBe(404);
  });

  it('toggle a course and answer its new isActive', async () => {
    const course = await createCourse(t.app, admin, courseBody('Programming'));
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/courses/admin/toggle/${course._id}`,
      headers: { cookie: admin },
    });
    expect(off.json()).toMatchObject({ course: { isActive: false }, message: 'Course deactivated successfully' });
    const on = await t.app.inject({
      method: 'PATCH',
      url: `/api/courses/admin/toggle/${course._id}`,
      headers: { cookie: admin },
    });
    expect(on.json()).toMatchObject({ course: { isActive: true }, message: 'Course activated successfully' });
  });

  it('list the overrides of every course', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/courses/admin/overrides', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const overrides = (res.json() as { overrides: { courseId: string }[] }).overrides;
    expect(overrides.length).toBeGreaterThan(0);
    expect(overrides[0]).toMatchObject({
      overrides: { ratings: { useOriginal: true } },
      original: { purchased: expect.any(Number) },
    });
  });
});
