import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import { signedInUser, type TestUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse } from '../../test/catalogue.ts';
import { enrol } from './enrolments.service.ts';

/**
 * Issue 36 §9: Course Management's Total Sales counts bought enrolments only; an admin's enrolment (one or in bulk)
 * and a free course's are students, not sales.
 */
let t: TestApp;
let admin: string;
let course: AdminCourse;
let learners: TestUser[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  await createCategory(t.app, 'Music');
  course = await createCourse(t.app, admin, courseBody('Music', { name: 'Guitar 101' }));
  learners = [];
  for (let i = 0; i < 4; i += 1) learners.push((await signedInUser(t.app)).user);
});
afterAll(() => t.close());

async function figures() {
  const res = await t.app.inject({ method: 'GET', url: '/api/courses/admin/list', headers: { cookie: admin } });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { stats: { sales: number }; courses: { _id: string; purchased: number }[] };
  return { sales: body.stats.sales, students: body.courses.find((c) => c._id === course._id)!.purchased };
}
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: admin }, payload });

describe('Total Sales', () => {
  it('does not count admin enrolments, one or in bulk', async () => {
    expect(await figures()).toEqual({ sales: 0, students: 0 });
    const one = await post('/api/users/admin/add-to-course', { userId: learners[0]!.id, courseId: course._id });
    expect(one.statusCode, one.body).toBe(200);
    const bulk = await post('/api/users/admin/bulk/add-to-course', {
      userIds: [learners[1]!.id, learners[2]!.id],
      courseId: course._id,
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(await figures()).toEqual({ sales: 0, students: 3 });
  });

  it('counts a bought enrolment, and forgets it when it is removed', async () => {
    // as the fulfilment of a paid order enrols
    await t.app.db.transaction((tx) =>
      enrol(tx, { userId: learners[3]!.id, courseId: course._id, source: 'purchase' }),
    );
    expect(await figures()).toEqual({ sales: 1, students: 4 });
    const removeAdmin = await post('/api/users/admin/remove-from-course', {
      userId: learners[0]!.id,
      courseId: course._id,
    });
    expect(removeAdmin.statusCode, removeAdmin.body).toBe(200);
    expect(await figures()).toEqual({ sales: 1, students: 3 });
    await post('/api/users/admin/remove-from-course', { userId: learners[3]!.id, courseId: course._id });
    expect(await figures()).toEqual({ sales: 0, students: 2 });
  });
});
