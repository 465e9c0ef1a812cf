import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import { PROGRESS_CSV_HEADER } from '#shared/learning/progress-report.ts';
import { courseProgress } from '../../db/schema/learning.ts';
import { signedInUser, type TestUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse, enrolUser, lessonInput } from '../../test/catalogue.ts';

/*
 * Issue 33: the admins' progress report of a course (every enrolled learner, filters, sort, server paging, a
 * streamed CSV) and of a learner (all their courses).
 */

let t: TestApp;
let admin: string;
let course: AdminCourse;
let other: AdminCourse;
const learners: Record<'fresh' | 'started' | 'idle' | 'done', TestUser & { cookie: string }> = {} as never;

const inject = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const report = (query = '', cookie = admin) =>
  inject('GET', `/api/admin/courses/${course._id}/progress${query}`, cookie);
const complete = (cookie: string, c: AdminCourse, n: number) =>
  inject('PUT', '/api/courses/enrolled/progress', cookie, {
    courseId: c._id,
    lessonId: c.courseData[n]!._id,
    completed: true,
  });

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  await createCategory(t.app, 'Skills');
  course = await createCourse(
    t.app,
    admin,
    courseBody('Skills', {
      name: 'Excel for offices',
      courseData: [lessonInput(), lessonInput(), lessonInput(), lessonInput()],
    }),
  );
  other = await createCourse(t.app, admin, courseBody('Skills', { name: 'Typing', courseData: [lessonInput()] }));
  for (const [key, name] of [
    ['fresh', 'Fahim Fresh'],
    ['started', 'Sadia Started'],
    ['idle', 'Imran Idle'],
    ['done', 'Dina Done'],
  ] as const) {
    const l = await signedInUser(t.app, { name });
    learners[key] = { ...l.user, cookie: l.cookie };
    await enrolUser(t.app, l.user.id, course._id);
  }
  expect((await complete(learners.idle.cookie, course, 0)).statusCode).toBe(200);
  expect((await complete(learners.started.cookie, course, 0)).statusCode).toBe(200);
  expect((await complete(learners.started.cookie, course, 1)).statusCode).toBe(200);
  for (const n of [0, 1, 2, 3]) expect((await complete(learners.done.cookie, course, n)).statusCode).toBe(200);
  // Idle: last active 40 days ago (tests may write any table).
  await t.app.db
    .update(courseProgress)
    .set({ lastActiveAt: sql`now() - interval '40 days'` })
    .where(and(eq(courseProgress.userId, learners.idle.id), eq(courseProgress.courseId, course._id)));
  // Someone enrolled in another course only is not in this report.
  const outsider = await signedInUser(t.app, { name: 'Other Course' });
  await enrolUser(t.app, outsider.user.id, other._id);
  await enrolUser(t.app, learners.done.id, other._id);
});
afterAll(() => t.close());

describe('GET /api/admin/courses/{courseId}/progress', () => {
  it('is for admins only and answers 404 for an unknown course', async () => {
    expect((await report('', '')).statusCode).toBe(401);
    expect((await report('', learners.done.cookie)).statusCode).toBe(403);
    const missing = await inject('GET', '/api/admin/courses/00000000-0000-4000-8000-000000000000/progress', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'course_not_found', message: 'Course not found' });
  });

  it('lists every enrolled learner, the never-started included, most recently active first', async () => {
    const res = await report();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.course).toEqual({ _id: course._id, name: 'Excel for offices', totalLessons: 4 });
    expect(body.counts).toEqual({ all: 4, not_started: 1, in_progress: 2, completed: 1, inactive: 1 });
    expect(body.learners.map((l: { name: string }) => l.name)).toEqual([
      'Dina Done',
      'Sadia Started',
      'Imran Idle',
      'Fahim Fresh',
    ]);
    const [done, started, idle, fresh] = body.learners;
    expect(done).toMatchObject({
      userId: learners.done.id,
      email: learners.done.email,
      state: 'completed',
      inactive: false,
      percent: 100,
      completedLessons: 4,
      lastActiveAt: expect.any(String),
      completedAt: expect.any(String),
      quizzes: [],
      certificate: { _id: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{12}$/), status: 'valid' },
    });
    expect(started).toMatchObject({ state: 'in_progress', inactive: false, percent: 50, completedLessons: 2 });
    expect(idle).toMatchObject({ state: 'in_progress', inactive: true, percent: 25, certificate: null });
    expect(fresh).toMatchObject({
      state: 'not_started',
      inactive: false,
      percent: 0,
      completedLessons: 0,
      lastActiveAt: null,
      completedAt: null,
      certificate: null,
    });
    expect(body.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalItems: 4,
      limit: 20,
      hasPrev: false,
      hasNext: false,
    });
  });

  it('filters by state, sorts by progress or activity, and pages on the server', async () => {
    const names = async (query: string) => (await report(query)).json().learners.map((l: { name: string }) => l.name);
    expect(await names('?status=not_started')).toEqual(['Fahim Fresh']);
    expect(await names('?status=completed')).toEqual(['Dina Done']);
    expect(await names('?status=inactive')).toEqual(['Imran Idle']);
    expect(await names('?status=in_progress&sort=progress_desc')).toEqual(['Sadia Started', 'Imran Idle']);
    expect(await names('?sort=progress_asc')).toEqual(['Fahim Fresh', 'Imran Idle', 'Sadia Started', 'Dina Done']);
    expect(await names('?sort=active_asc')).toEqual(['Fahim Fresh', 'Imran Idle', 'Sadia Started', 'Dina Done']);
    const second = (await report('?sort=progress_desc&limit=3&page=2')).json();
    expect(second.learners.map((l: { name: string }) => l.name)).toEqual(['Fahim Fresh']);
    expect(second.pagination).toMatchObject({ currentPage: 2, totalPages: 2, totalItems: 4, hasPrev: true });
    // The total follows the filter.
    expect((await report('?status=in_progress')).json().pagination.totalItems).toBe(2);
  });

  it('refuses a status or sort it does not know, with a clear message', async () => {
    const bad = await report('?status=sleeping');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Status must be all, not_started, in_progress, completed or inactive');
    expect((await report('?sort=name')).statusCode).toBe(400);
    expect((await report('?limit=500')).statusCode).toBe(400);
  });

  it('a learner who leaves the course leaves the report', async () => {
    const l = await signedInUser(t.app, { name: 'Brief Visitor' });
    await enrolUser(t.app, l.user.id, course._id);
    expect((await report()).json().counts.all).toBe(5);
    const res = await inject('POST', '/api/users/admin/remove-from-course', admin, {
      userId: l.user.id,
      courseId: course._id,
    });
    expect(res.statusCode).toBe(200);
    expect((await report()).json().counts.all).toBe(4);
  });
});

describe('GET /api/admin/courses/{courseId}/progress/export', () => {
  it('streams every matching learner as CSV in the report order', async () => {
    const res = await inject('GET', `/api/admin/courses/${course._id}/progress/export?sort=progress_desc`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="progress-[0-9a-f]{8}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(PROGRESS_CSV_HEADER.join(','));
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(new RegExp(`^Dina Done,${learners.done.email},completed,100,4,4,`));
    expect(lines[4]).toBe(`Fahim Fresh,${learners.fresh.email},not_started,0,0,4,,,,`);
    const inactive = await inject('GET', `/api/admin/courses/${course._id}/progress/export?status=inactive`, admin);
    expect(
      inactive.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toHaveLength(2);
  });

  it('reads every row across its batches, whatever the order (1,000 per query)', async () => {
    const many = await createCourse(t.app, admin, courseBody('Skills', { name: 'Big', courseData: [lessonInput()] }));
    // 2,100 learners straight into the tables: three batches, many with the same activity time.
    await t.app.db.execute(sql`
      with u as (
        insert into users (name, email, role)
        select 'Bulk ' || g, 'bulk' || g || '@example.com', 'user' from generate_series(1, 2100) g
        returning id
      ), e as (
        insert into user_courses (user_id, course_id, source) select id, ${many._id}, 'admin' from u returning user_id
      )
      insert into course_progress (user_id, course_id, last_active_at, completed_lessons)
      select user_id, ${many._id}, case when random() < 0.3 then null else now() - (random() * 3)::int * interval '1 day' end, 0 from e`);
    for (const sort of ['active_desc', 'active_asc', 'progress_desc']) {
      const res = await inject('GET', `/api/admin/courses/${many._id}/progress/export?sort=${sort}`, admin);
      const rows = res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
        .slice(1);
      expect(rows).toHaveLength(2100);
      expect(new Set(rows.map((r) => r.split(',')[1])).size).toBe(2100);
    }
  });
});

describe('GET /api/admin/users/{userId}/progress', () => {
  it("lists all of a learner's courses, most recently active first", async () => {
    const res = await inject('GET', `/api/admin/users/${learners.done.id}/progress`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      learner: { _id: learners.done.id, name: 'Dina Done', email: learners.done.email },
      courses: [
        expect.objectContaining({
          courseId: course._id,
          courseName: 'Excel for offices',
          totalLessons: 4,
          state: 'completed',
          percent: 100,
          certificate: expect.objectContaining({ status: 'valid' }),
        }),
        expect.objectContaining({
          courseId: other._id,
          courseName: 'Typing',
          state: 'not_started',
          percent: 0,
          lastActiveAt: null,
          certificate: null,
        }),
      ],
    });
    const missing = await inject('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000/progress', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'user_not_found' });
  });
});
