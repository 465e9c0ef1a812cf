import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionAnswerSchema } from '#shared/accounts.ts';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse } from '../../test/catalogue.ts';

/**
 * Issue 10: what signed-in pages read on every request (profile/me, the progress on catalogue cards, My Courses)
 * comes from the cache once read, and every change to it (the profile, a picture, an enrolment given or taken,
 * progress, a deleted course) shows in the very next answer.
 */
let t: TestApp;
let admin: string;
let course: AdminCourse;
let other: AdminCourse;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t.app, { role: 'admin', isSuperAdmin: true })).cookie;
  await createCategory(t.app, 'Programming');
  course = await createCourse(t.app, admin, courseBody('Programming'));
  other = await createCourse(t.app, admin, courseBody('Programming', { name: 'Other course' }));
});
afterAll(() => t.close());

type Learner = Awaited<ReturnType<typeof signedInUser>>;
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const queriesOf = async (run: () => Promise<unknown>) => {
  const before = t.database.queries.count;
  await run();
  return t.database.queries.count - before;
};
type Me = { user: { name: string; avatar: { url: string } | null; courses: { courseId: string }[] } };
const me = async (learner: Learner) => ((await get('/users/profile/me', learner.cookie)).json() as Me).user;
type Card = { _id: string; progress?: number };
const cards = async (learner: Learner) =>
  ((await get('/courses/public/all-previews?limit=48', learner.cookie)).json() as { courses: Card[] }).courses;
const progressOf = async (learner: Learner, courseId: string) =>
  (await cards(learner)).find((c) => c._id === courseId)?.progress;

describe('signed-in reads', () => {
  it('profile/me, the catalogue with progress and My Courses make no query once read', async () => {
    const learner = await signedInUser(t.app);
    await send('POST', '/users/admin/add-to-course', admin, { userId: learner.user.id, courseId: course._id });
    await me(learner);
    await cards(learner);
    await get('/courses/enrolled/my-courses', learner.cookie);
    expect(await queriesOf(() => me(learner))).toBe(0);
    expect(await queriesOf(() => cards(learner))).toBe(0);
    expect(await queriesOf(() => get('/courses/enrolled/my-courses', learner.cookie))).toBeLessThanOrEqual(2); // the cards
  });

  it('profile/me, sent from the User’s kept JSON, is the session answer: the User of the login, this request’s token, nothing more', async () => {
    const learner = await signedInUser(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth/login',
      payload: { email: learner.user.email, password: learner.user.password },
    });
    const token = /access_token=([^;]+)/.exec(learner.cookie)![1];
    for (let read = 0; read < 2; read++) {
      const res = await get('/users/profile/me', learner.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json() as Record<string, unknown>;
      expect(SessionAnswerSchema.strict().safeParse(body).success).toBe(true);
      expect(Object.keys(body)).toEqual(['success', 'accessToken', 'user']);
      expect(body.accessToken).toBe(token);
      expect(body.user).toEqual((login.json() as { user: unknown }).user);
    }
  });

  it('a profile edit and a new picture show in the next profile/me', async () => {
    const learner = await signedInUser(t.app);
    expect((await me(learner)).avatar).toBeNull();
    const edit = await send('PUT', '/users/profile/update-info', learner.cookie, { name: 'Renamed Learner' });
    expect(edit.statusCode).toBe(200);
    expect((await me(learner)).name).toBe('Renamed Learner');
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#c03' } })
      .png()
      .toBuffer();
    const avatar = await send('PUT', '/users/profile/update-avatar', learner.cookie, {
      avatar: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(avatar.statusCode).toBe(200);
    const url = (avatar.json() as Me).user.avatar?.url;
    expect(url).toMatch(/avatars\/.+\.webp$/);
    expect((await me(learner)).avatar?.url).toBe(url);
  });

  it('an enrolment given and taken by an admin, and a deleted course, show at once', async () => {
    const learner = await signedInUser(t.app);
    const doomed = await createCourse(t.app, admin, courseBody('Programming', { name: 'Doomed course' }));
    expect((await me(learner)).courses).toEqual([]);
    expect(await progressOf(learner, other._id)).toBeUndefined();
    for (const id of [other._id, doomed._id]) {
      const add = await send('POST', '/users/admin/add-to-course', admin, { userId: learner.user.id, courseId: id });
      expect(add.statusCode).toBe(200);
    }
    expect((await me(learner)).courses).toEqual([{ courseId: other._id }, { courseId: doomed._id }]);
    expect(await progressOf(learner, other._id)).toBe(0);
    const remove = await send('POST', '/users/admin/remove-from-course', admin, {
      userId: learner.user.id,
      courseId: other._id,
    });
    expect(remove.statusCode).toBe(200);
    expect((await me(learner)).courses).toEqual([{ courseId: doomed._id }]);
    expect(await progressOf(learner, other._id)).toBeUndefined();
    expect((await send('DELETE', `/courses/admin/delete/${doomed._id}`, admin)).statusCode).toBe(200);
    expect((await me(learner)).courses).toEqual([]);
  });

  it("the learner's progress shows on the next catalogue answer, theirs only", async () => {
    const learner = await signedInUser(t.app);
    const classmate = await signedInUser(t.app);
    for (const who of [learner, classmate])
      await send('POST', '/users/admin/add-to-course', admin, { userId: who.user.id, courseId: course._id });
    expect(await progressOf(learner, course._id)).toBe(0);
    expect(await progressOf(classmate, course._id)).toBe(0);
    const lesson = course.courseData[0]!._id;
    const done = await send('PUT', '/courses/enrolled/progress', learner.cookie, {
      courseId: course._id,
      lessonId: lesson,
    });
    expect(done.statusCode).toBe(200);
    const expected = (done.json() as { progress: number }).progress;
    expect(expected).toBeGreaterThan(0);
    expect(await progressOf(learner, course._id)).toBe(expected);
    expect(await progressOf(classmate, course._id)).toBe(0);
    await send('PUT', '/courses/enrolled/progress', learner.cookie, {
      courseId: course._id,
      lessonId: lesson,
      completed: false,
    });
    expect(await progressOf(learner, course._id)).toBe(0);
  });
});
