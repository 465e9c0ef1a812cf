import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse, enrolUser, lessonInput } from '../../test/catalogue.ts';

let t: TestApp;
let admin: string;
const courses: AdminCourse[] = [];

const inject = (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const continueLearning = (cookie?: string) => inject('GET', '/courses/enrolled/continue', cookie);

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  await createCategory(t.app, 'Science');
  for (const name of ['Physics', 'Chemistry', 'Biology', 'Geology'])
    courses.push(
      await createCourse(
        t.app,
        admin,
        courseBody('Science', { name, courseData: [lessonInput(), lessonInput(), lessonInput(), lessonInput()] }),
      ),
    );
});
afterAll(() => t.close());

describe('GET /api/courses/enrolled/continue', () => {
  it('is for signed-in callers only, and empty before any lesson was used', async () => {
    expect((await continueLearning()).statusCode).toBe(401);
    const { user, cookie } = await signedInUser(t.app);
    await enrolUser(t.app, user.id, courses[0]!._id);
    const res = await continueLearning(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('private');
    expect(res.json()).toEqual({ success: true, courses: [] });
  });

  it('lists the three courses studied last, most recent first, with the lesson to resume and the progress', async () => {
    const { user, cookie } = await signedInUser(t.app);
    for (const c of courses) await enrolUser(t.app, user.id, c._id);
    const [physics, chemistry, biology, geology] = courses as [AdminCourse, AdminCourse, AdminCourse, AdminCourse];
    const use = (c: AdminCourse, n: number, body: object) =>
      inject('PUT', '/courses/enrolled/progress', cookie, { courseId: c._id, lessonId: c.courseData[n]!._id, ...body });
    await use(physics, 0, { completed: true });
    await use(chemistry, 1, { positionSeconds: 30 });
    await use(biology, 0, { completed: true });
    await use(biology, 1, { completed: true });
    await use(biology, 2, { positionSeconds: 10 });
    await use(geology, 3, { completed: true });
    // Physics again: now the most recent.
    expect((await use(physics, 2, { positionSeconds: 75 })).statusCode).toBe(200);
    const res = await continueLearning(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().courses).toEqual([
      {
        course: {
          _id: physics._id,
          name: 'Physics',
          thumbnail: { url: 'https://images.example.com/course.webp' },
          totalVideos: 4,
        },
        lesson: { _id: physics.courseData[2]!._id, title: physics.courseData[2]!.title.en },
        progress: 25,
        lastActiveAt: expect.any(String),
      },
      expect.objectContaining({ course: expect.objectContaining({ _id: geology._id }), progress: 25 }),
      expect.objectContaining({
        course: expect.objectContaining({ _id: biology._id }),
        lesson: { _id: biology.courseData[2]!._id, title: biology.courseData[2]!.title.en },
        progress: 50,
      }),
    ]);
  });

  it('shows a learner only their own courses', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const [physics] = courses as [AdminCourse];
    await enrolUser(t.app, user.id, physics._id);
    const other = await signedInUser(t.app);
    await inject('PUT', '/courses/enrolled/progress', cookie, {
      courseId: physics._id,
      lessonId: physics.courseData[0]!._id,
      positionSeconds: 5,
    });
    expect((await continueLearning(cookie)).json().courses).toHaveLength(1);
    // Someone else's progress is not theirs.
    expect((await continueLearning(other.cookie)).json().courses).toEqual([]);
  });
});
