import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '#shared/admin-users.ts';
import { courses, orders, payments, reviews, users } from '../../db/schema/index.ts';
import { createUser, signedInUser, type TestUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { enrolUser } from '../../test/catalogue.ts';
import { insertCourse } from '../../test/commerce.ts';

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

type Method = 'GET' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie: string | null = admin.cookie) =>
  t.app.inject({
    method,
    url: `/api/users/admin/${url}`,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
  });
const changeRole = (email: string, role: string, cookie = admin.cookie) =>
  call('PUT', 'change-user-role', { email, role }, cookie);
const roleIn = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /users/admin/users', () => {
  it('lists the users newest first with enrolled course names and no secrets', async () => {
    const older = await createUser(t.app, { name: 'Older' });
    const newer = await createUser(t.app, { name: 'Newer' });
    await t.app.db
      .update(users)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(users.id, older.id));
    await t.app.db
      .update(users)
      .set({ createdAt: new Date('2099-01-01T00:00:00Z') })
      .where(eq(users.id, newer.id));
    const courseId = await insertCourse(t.app, 50_000, { name: 'Python for Everyone' });
    await enrolUser(t.app, newer.id, courseId);

    const res = await call('GET', 'users?limit=100');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ success: boolean; users: AdminUser[] }>();
    expect(list.success).toBe(true);
    expect(list.users[0]).toMatchObject({
      _id: newer.id,
      name: 'Newer',
      email: newer.email,
      role: 'user',
      isSuperAdmin: false,
      courses: [{ courseId, name: 'Python for Everyone' }],
      avatar: null,
      timezone: 'Dhaka',
      socialLinks: { facebook: null, twitter: null, linkedin: null, website: null, github: null },
    });
    expect(list.users.at(-1)!._id).toBe(older.id);
    expect(res.body).not.toMatch(/password|googleSub|\$argon2/i);
  });

  it('refuses a learner (403) and a visitor (401)', async () => {
    expect((await call('GET', 'users', undefined, learner.cookie)).json()).toMatchObject({
      message: 'Only administrators can do this',
    });
    expect((await call('GET', 'users', undefined, learner.cookie)).statusCode).toBe(403);
    expect((await call('GET', 'users', undefined, null)).statusCode).toBe(401);
  });
});

describe('PUT /users/admin/change-user-role', () => {
  it('lets an admin promote a learner and demote them again', async () => {
    const someone = await createUser(t.app);
    const up = await changeRole(someone.email.toUpperCase(), 'admin');
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({
      success: true,
      message: 'User role updated successfully!',
      user: { _id: someone.id, role: 'admin', isSuperAdmin: false },
    });
    const down = await changeRole(someone.email, 'user');
    expect(down.json()).toMatchObject({ message: 'User role updated successfully!', user: { role: 'user' } });
  });

  it('lets only a super admin grant or remove Super Admin', async () => {
    const someone = await createUser(t.app, { role: 'admin' });
    const refused = await changeRole(someone.email, 'superAdmin');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'Only a super admin can grant or remove the Super Admin role',
      code: 'super_admin_required',
    });
    expect((await roleIn(someone.id))!.isSuperAdmin).toBe(false);

    const granted = await changeRole(someone.email, 'superAdmin', superAdmin.cookie);
    expect(granted.json()).toMatchObject({ user: { role: 'admin', isSuperAdmin: true } });

    const removal = await changeRole(someone.email, 'user');
    expect(removal.statusCode).toBe(403);
    expect(removal.json()).toMatchObject({ message: 'Only a super admin can grant or remove the Super Admin role' });

    const removed = await changeRole(someone.email, 'admin', superAdmin.cookie);
    expect(removed.json()).toMatchObject({ user: { role: 'admin', isSuperAdmin: false } });
  });

  it('refuses an admin demoting themself', async () => {
    const res = await changeRole(admin.user.email, 'user');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'You cannot demote yourself',
      code: 'cannot_demote_self',
    });
    expect((await roleIn(admin.user.id))!.role).toBe('admin');
  });

  it('never demotes the last super admin', async () => {
    const res = await changeRole(superAdmin.user.email, 'admin', superAdmin.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The last super admin cannot be demoted', code: 'last_super_admin' });
    expect((await roleIn(superAdmin.user.id))!.isSuperAdmin).toBe(true);
  });

  it('answers 404 for an unknown e-mail and 400 for an unknown role', async () => {
    const missing = await changeRole('nobody@example.com', 'admin');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'User not found', code: 'user_not_found' });
    const bad = await changeRole(learner.user.email, 'owner');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Role must be user, admin or superAdmin' });
  });

  it('refuses a learner (403)', async () => {
    const res = await changeRole(learner.user.email, 'admin', learner.cookie);
    expect(res.statusCode).toBe(403);
  });
});

describe('DELETE /users/admin/delete/{userId}', () => {
  it('deletes a learner, keeps their orders as Unknown User and corrects course counters', async () => {
    const buyer = await createUser(t.app, { name: 'Buyer' });
    const courseId = await insertCourse(t.app, 100_000, { name: 'Kept Course' });
    await enrolUser(t.app, buyer.id, courseId);
    const [payment] = await t.app.db
      .insert(payments)
      .values({
        userId: buyer.id,
        status: 'paid',
        amountPoisha: 100_000,
        items: [],
        gatewayMode: 'sandbox',
        expiresAt: new Date(),
      })
      .returning({ id: payments.id });
    await t.app.db.insert(orders).values({
      paymentId: payment!.id,
      userId: buyer.id,
      courseId,
      invoiceId: `INV-${randomUUID()}`,
      originalPoisha: 100_000,
      amountPoisha: 100_000,
    });
    await t.app.db.insert(reviews).values({ courseId, userId: buyer.id, rating: 4, comment: 'Good' });
    await t.app.db.update(courses).set({ ratingsAverage: 4, reviewCount: 1 }).where(eq(courses.id, courseId));

    const res = await call('DELETE', `delete/${buyer.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Delete user successfully!' });
    expect(await roleIn(buyer.id)).toBeUndefined();
    const [course] = await t.app.db.select().from(courses).where(eq(courses.id, courseId));
    expect(course).toMatchObject({ purchasedCount: 0, reviewCount: 0, ratingsAverage: 0 });
    const kept = await t.app.db.select().from(orders).where(eq(orders.courseId, courseId));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.userId).toBeNull();

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/orders/admin/all-orders',
      headers: { cookie: admin.cookie },
    });
    const row = listed
      .json<{ orders: { courseName: string; userName: string; userEmail: string }[] }>()
      .orders.find((o) => o.courseName === 'Kept Course');
    expect(row).toMatchObject({ userName: 'Unknown User', userEmail: 'N/A' });
  });

  it('refuses deleting yourself', async () => {
    const res = await call('DELETE', `delete/${admin.user.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'You cannot delete your own account', code: 'cannot_delete_self' });
  });

  it('lets only a super admin delete a super admin', async () => {
    const other = await createUser(t.app, { isSuperAdmin: true });
    const refused = await call('DELETE', `delete/${other.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Only a super admin can delete a super admin' });
    const done = await call('DELETE', `delete/${other.id}`, undefined, superAdmin.cookie);
    expect(done.json()).toMatchObject({ message: 'Delete user successfully!' });
  });

  it('answers 404 for an unknown user, 400 for a malformed id and 403 to a learner', async () => {
    const missing = await call('DELETE', `delete/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'User not found' });
    expect((await call('DELETE', 'delete/not-a-uuid')).statusCode).toBe(400);
    const other = await createUser(t.app);
    expect((await call('DELETE', `delete/${other.id}`, undefined, learner.cookie)).statusCode).toBe(403);
    expect((await call('GET', `users/${other.id}`)).json<{ user: AdminUser }>().user._id).toBe(other.id);
  });
});
