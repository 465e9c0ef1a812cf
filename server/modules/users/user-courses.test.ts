import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse, enrolUser } from '../../test/catalogue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the signed-in user answer', () => {
  it('lists the courses the user owns', async () => {
    const user = await createUser(t.app, { email: 'owner@example.com', password: 'secret123' });
    await createUser(t.app, { role: 'admin', email: 'boss@example.com', password: 'secret123' });
    const admin = await signIn(t.app, 'boss@example.com', 'secret123');
    await createCategory(t.app, 'Design');
    const course = await createCourse(t.app, admin, courseBody('Design'));
    await enrolUser(t.app, user.id, course._id);
    const cookie = await signIn(t.app, 'owner@example.com', 'secret123');
    const res = await t.app.inject({ method: 'GET', url: '/api/users/profile/me', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.courses).toEqual([{ courseId: course._id }]);
  });
});
