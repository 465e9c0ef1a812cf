import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkAnswer } from '#shared/bulk.ts';
import { courses, orders, payments, reviewHelpfulVotes, reviews, users } from '../../db/schema/index.ts';
import { createUser, signedInUser, type TestUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { enrolUser } from '../../test/catalogue.ts';
import { insertCourse } from '../../test/commerce.ts';
import { owns } from '../../test/orders.ts';

/**
 * Issue 13: User Management's bulk actions apply the single actions' rules to every row; a refused row is answered
 * with the single action's code and message and does not stop the others (decision 0039).
 */
let t: TestApp;
let admin: { user: TestUser; cookie: string };
let superAdmin: { user: TestUser; cookie: string };
let learner: { user: TestUser; cookie: string };

beforeAll(async () => {
  t = await buildTestApp();
  superAdmin = await signedInUser(t.app, { isSuperAdmin: true, name: 'Root' });
  admin = await signedInUser(t.app, { role: 'admin' });
  learner = await signedInUser(t.app);
});
afterAll(() => t.close());

const send = (method: 'PUT' | 'POST', url: string, payload: object, cookie: string | null = admin.cookie) =>
  t.app.inject({ method, url: `/api/users/admin/bulk/${url}`, payload, headers: cookie ? { cookie } : {} });
async function done(method: 'PUT' | 'POST', url: string, payload: object, cookie = admin.cookie) {
  const res = await send(method, url, payload, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BulkAnswer>();
}
const row = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];
const course = async (id: string) => (await t.app.db.select().from(courses).where(eq(courses.id, id)))[0]!;

describe('PUT /users/admin/bulk/change-role', () => {
  it('promotes every learner, skips those who already hold the role and refuses unknown ids', async () => {
    const [a, b, already] = await Promise.all([
      createUser(t.app),
      createUser(t.app),
      createUser(t.app, { role: 'admin' }),
    ]);
    const missing = randomUUID();
    const answer = await done('PUT', 'change-role', { userIds: [a.id, missing, b.id, already.id], role: 'admin' });
    expect(answer).toEqual({
      success: true,
      message: '2 users changed. 1 skipped. 1 refused.',
      changed: 2,
      skipped: [already.id],
      refused: [{ id: missing, code: 'user_not_found', message: 'User not found' }],
    });
    expect((await row(a.id))!.role).toBe('admin');
    expect((await row(b.id))!.role).toBe('admin');
  });

  it("refuses a plain admin's own demotion and a super admin's, and changes the other rows", async () => {
    const other = await createUser(t.app, { role: 'admin' });
    const boss = await createUser(t.app, { isSuperAdmin: true });
    const answer = await done('PUT', 'change-role', { userIds: [admin.user.id, boss.id, other.id], role: 'user' });
    expect(answer.changed).toBe(1);
    expect(answer.refused).toEqual([
      { id: admin.user.id, code: 'cannot_demote_self', message: 'You cannot demote yourself' },
      {
        id: boss.id,
        code: 'super_admin_required',
        message: 'Only a super admin can grant or remove the Super Admin role',
      },
    ]);
    expect(await row(admin.user.id)).toMatchObject({ role: 'admin' });
    expect(await row(boss.id)).toMatchObject({ role: 'admin', isSuperAdmin: true });
    expect(await row(other.id)).toMatchObject({ role: 'user' });
    await t.app.db.delete(users).where(eq(users.id, boss.id));
  });

  it('lets a super admin demote other super admins but keeps the last one', async () => {
    const second = await createUser(t.app, { isSuperAdmin: true });
    const answer = await done(
      'PUT',
      'change-role',
      { userIds: [second.id, superAdmin.user.id], role: 'admin' },
      superAdmin.cookie,
    );
    expect(answer.changed).toBe(1);
    expect(answer.refused).toEqual([
      { id: superAdmin.user.id, code: 'last_super_admin', message: 'The last super admin cannot be demoted' },
    ]);
    expect(await row(second.id)).toMatchObject({ role: 'admin', isSuperAdmin: false });
    expect(await row(superAdmin.user.id)).toMatchObject({ isSuperAdmin: true });
  });

  it('applies the new role to the member’s next request (the session cache is dropped)', async () => {
    const member = await signedInUser(t.app);
    const asMember = () =>
      t.app.inject({ method: 'GET', url: '/api/users/admin/stats', headers: { cookie: member.cookie } });
    expect((await asMember()).statusCode).toBe(403);
    await done('PUT', 'change-role', { userIds: [member.user.id], role: 'admin' });
    expect((await asMember()).statusCode).toBe(200);
    await done('PUT', 'change-role', { userIds: [member.user.id], role: 'user' });
    expect((await asMember()).statusCode).toBe(403);
  });

  it('refuses Super Admin as a bulk role, and a learner (403) and a visitor (401)', async () => {
    const res = await send('PUT', 'change-role', { userIds: [learner.user.id], role: 'superAdmin' }, superAdmin.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', message: 'Role must be user or admin.' });
    expect(
      (await send('PUT', 'change-role', { userIds: [learner.user.id], role: 'admin' }, learner.cookie)).statusCode,
    ).toBe(403);
    expect((await send('PUT', 'change-role', { userIds: [learner.user.id], role: 'admin' }, null)).statusCode).toBe(
      401,
    );
    expect(await row(learner.user.id)).toMatchObject({ role: 'user' });
  });
});

describe('POST /users/admin/bulk/delete', () => {
  it('deletes the allowed users, keeps their orders, corrects the counters, and refuses the others', async () => {
    const [one, two] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const boss = await createUser(t.app, { isSuperAdmin: true });
    const courseId = await insertCourse(t.app, 100_000);
    for (const id of [one.id, two.id, learner.user.id]) await enrolUser(t.app, id, courseId);
    const [payment] = await t.app.db
      .insert(payments)
      .values({
        userId: one.id,
        status: 'paid',
        amountPoisha: 100_000,
        items: [],
        gatewayMode: 'sandbox',
        expiresAt: new Date(),
      })
      .returning({ id: payments.id });
    await t.app.db.insert(orders).values({
      paymentId: payment!.id,
      userId: one.id,
      courseId,
      invoiceId: `INV-${randomUUID()}`,
      originalPoisha: 100_000,
      amountPoisha: 100_000,
    });
    const [kept] = await t.app.db
      .insert(reviews)
      .values({ courseId, userId: learner.user.id, rating: 5, comment: 'Kept', helpfulCount: 2 })
      .returning({ id: reviews.id });
    await t.app.db.insert(reviews).values({ courseId, userId: one.id, rating: 1, comment: 'Gone' });
    await t.app.db.insert(reviewHelpfulVotes).values([
      { reviewId: kept!.id, userId: one.id },
      { reviewId: kept!.id, userId: two.id },
    ]);
    await t.app.db.update(courses).set({ ratingsAverage: 3, reviewCount: 2 }).where(eq(courses.id, courseId));

    const missing = randomUUID();
    const answer = await done('POST', 'delete', { userIds: [one.id, admin.user.id, boss.id, missing, two.id] });
    expect(answer).toEqual({
      success: true,
      message: '2 users deleted. 3 refused.',
      changed: 2,
      skipped: [],
      refused: [
        { id: admin.user.id, code: 'cannot_delete_self', message: 'You cannot delete your own account' },
        { id: boss.id, code: 'super_admin_required', message: 'Only a super admin can delete a super admin' },
        { id: missing, code: 'user_not_found', message: 'User not found' },
      ],
    });
    expect(
      await t.app.db
        .select()
        .from(users)
        .where(inArray(users.id, [one.id, two.id])),
    ).toEqual([]);
    expect(await row(boss.id)).toBeDefined();
    expect(await course(courseId)).toMatchObject({ purchasedCount: 1, reviewCount: 1, ratingsAverage: 5 });
    expect((await t.app.db.select().from(reviews).where(eq(reviews.id, kept!.id)))[0]!.helpfulCount).toBe(0);
    const order = await t.app.db.select().from(orders).where(eq(orders.courseId, courseId));
    expect(order).toHaveLength(1);
    expect(order[0]!.userId).toBeNull();
  });

  it('ends the deleted users’ sessions at once', async () => {
    const gone = await signedInUser(t.app);
    const asGone = () =>
      t.app.inject({ method: 'GET', url: '/api/users/profile/me', headers: { cookie: gone.cookie } });
    expect((await asGone()).statusCode).toBe(200);
    await done('POST', 'delete', { userIds: [gone.user.id] });
    expect((await asGone()).statusCode).toBe(401);
  });

  it('validates the list with sentences and changes nothing', async () => {
    const id = learner.user.id;
    const cases: [unknown, string][] = [
      [[], 'Select at least one user.'],
      [Array.from({ length: 101 }, () => randomUUID()), 'Select at most 100 users at once.'],
      [[id, id.toUpperCase()], 'Each user may be listed only once.'],
      [[id, 'not-an-id'], 'Each user id must be a valid id.'],
      ['everyone', 'Send the users as a list of ids.'],
    ];
    for (const [userIds, message] of cases) {
      const res = await send('POST', 'delete', { userIds });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message });
    }
    expect(await row(id)).toBeDefined();
    expect((await send('POST', 'delete', { userIds: [id] }, learner.cookie)).statusCode).toBe(403);
  });
});

describe('POST /users/admin/bulk/add-to-course', () => {
  it('enrols the users, skips those already enrolled, refuses unknown ids and moves the student count', async () => {
    const courseId = await insertCourse(t.app, 0);
    const [a, b, enrolled] = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
    await enrolUser(t.app, enrolled.id, courseId);
    const missing = randomUUID();
    const answer = await done('POST', 'add-to-course', { userIds: [a.id, enrolled.id, missing, b.id], courseId });
    expect(answer).toEqual({
      success: true,
      message: '2 users enrolled. 1 skipped. 1 refused.',
      changed: 2,
      skipped: [enrolled.id],
      refused: [{ id: missing, code: 'user_not_found', message: 'User not found' }],
    });
    expect(await owns(t.app, a.id, courseId)).toBe(true);
    expect(await owns(t.app, b.id, courseId)).toBe(true);
    expect((await course(courseId)).purchasedCount).toBe(3);
  });

  it('answers 404 for an unknown course and enrols nobody', async () => {
    const res = await send('POST', 'add-to-course', { userIds: [learner.user.id], courseId: randomUUID() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'course_not_found', message: 'Course not found' });
  });

  it('shows the new student count on the public course page (the catalogue cache is dropped)', async () => {
    const courseId = await insertCourse(t.app, 0);
    const preview = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/courses/public/preview/${courseId}` })).json<{
        course: { purchased: number };
      }>().course.purchased;
    expect(await preview()).toBe(0);
    await done('POST', 'add-to-course', { userIds: [learner.user.id, admin.user.id], courseId });
    expect(await preview()).toBe(2);
  });
});
