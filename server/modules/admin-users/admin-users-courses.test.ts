import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '#test-support/smtp-server.ts';
import { courses, users } from '../../db/schema/index.ts';
import { createUser, signedInUser, type TestUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { insertCourse } from '../../test/commerce.ts';
import { owns } from '../../test/orders.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let admin: { user: TestUser; cookie: string };
let superAdmin: { user: TestUser; cookie: string };
let learner: { user: TestUser; cookie: string };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Pathshala <no-reply@pathshala.test>' } });
  superAdmin = await signedInUser(t.app, { isSuperAdmin: true });
  admin = await signedInUser(t.app, { role: 'admin' });
  learner = await signedInUser(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object, cookie: string | null = admin.cookie) =>
  t.app.inject({ method: 'POST', url: `/api/users/admin/${url}`, payload, headers: cookie ? { cookie } : {} });
const students = async (courseId: string) =>
  (await t.app.db.select().from(courses).where(eq(courses.id, courseId)))[0]!.purchasedCount;

describe('add-to-course and remove-from-course', () => {
  it('enrols a user once, then removes the enrolment', async () => {
    const courseId = await insertCourse(t.app, 30_000);
    const body = { userId: learner.user.id, courseId };

    const added = await post('add-to-course', body);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ success: true, message: 'User added to course successfully!' });
    expect(await owns(t.app, learner.user.id, courseId)).toBe(true);
    expect(await students(courseId)).toBe(1);

    const again = await post('add-to-course', body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'User is already enrolled in this course',
      code: 'already_enrolled',
    });

    const removed = await post('remove-from-course', body);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: 'User removed from course successfully!' });
    expect(await owns(t.app, learner.user.id, courseId)).toBe(false);
    expect(await students(courseId)).toBe(0);

    const notThere = await post('remove-from-course', body);
    expect(notThere.statusCode).toBe(404);
    expect(notThere.json()).toMatchObject({ message: 'User is not enrolled in this course' });
  });

  it('answers 404 for an unknown user or course and 400 for a malformed id', async () => {
    const courseId = await insertCourse(t.app, 0);
    const noUser = await post('add-to-course', { userId: randomUUID(), courseId });
    expect(noUser.statusCode).toBe(404);
    expect(noUser.json()).toMatchObject({ message: 'User not found' });
    const noCourse = await post('remove-from-course', { userId: learner.user.id, courseId: randomUUID() });
    expect(noCourse.statusCode).toBe(404);
    expect(noCourse.json()).toMatchObject({ message: 'Course not found' });
    const bad = await post('add-to-course', { userId: 'x', courseId });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'The user id is not valid' });
  });

  it('refuses a learner (403) and a visitor (401)', async () => {
    const courseId = await insertCourse(t.app, 0);
    expect((await post('add-to-course', { userId: learner.user.id, courseId }, learner.cookie)).statusCode).toBe(403);
    expect((await post('remove-from-course', { userId: learner.user.id, courseId }, null)).statusCode).toBe(401);
    expect(await owns(t.app, learner.user.id, courseId)).toBe(false);
  });
});

describe('POST /users/admin/add-member', () => {
  it('creates an activated account with the role and e-mails an invitation, never a password', async () => {
    const email = `new-${randomUUID().slice(0, 8)}@example.com`;
    const res = await post('add-member', { name: 'Nadia Rahman', email, role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      created: true,
      message: `Member added successfully! An invitation to choose a password was e-mailed to ${email}.`,
      user: { name: 'Nadia Rahman', email, role: 'admin', isSuperAdmin: false, isVerified: true, courses: [] },
    });
    const mail = await smtp.nextMessageTo(email);
    expect(mail.text).not.toMatch(/password: /);
    expect(mail.text).toContain('Choose your password here: http://localhost:3000/invitation/');
    expect(mail.text).not.toMatch(/[\u0980-\u09ff]/);
    expect(/until (\d{1,2} \w{3} \d{4})\./.exec(mail.text)?.[1]).toBe(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Dhaka',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }).format(Date.now() + 7 * 24 * 3600 * 1000),
    );
    expect(/\/invitation\/([\w-]{43})/.exec(mail.html ?? '')?.[1]).toBe(
      /\/invitation\/([\w-]{43})/.exec(mail.text)?.[1],
    );
  });

  it('gives an existing user the role instead', async () => {
    const someone = await createUser(t.app);
    const res = await post('add-member', { name: 'Ignored', email: someone.email, role: 'admin' });
    expect(res.json()).toMatchObject({
      created: false,
      message: 'Role updated successfully',
      user: { _id: someone.id, name: someone.name, role: 'admin' },
    });
  });

  it('lets only a super admin add a super admin', async () => {
    const email = `boss-${randomUUID().slice(0, 8)}@example.com`;
    const refused = await post('add-member', { name: 'Boss', email, role: 'superAdmin' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Only a super admin can grant or remove the Super Admin role' });
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const done = await post('add-member', { name: 'Boss', email, role: 'superAdmin' }, superAdmin.cookie);
    expect(done.json()).toMatchObject({ created: true, user: { role: 'admin', isSuperAdmin: true } });
  });

  it('validates the body with the accounts messages', async () => {
    const res = await post('add-member', { name: 'X', email: 'not-an-email', role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'email: Invalid email!' });
    expect((await post('add-member', { name: 'X', email: 'x@example.com' }, learner.cookie)).statusCode).toBe(403);
  });
});

describe('add-member when the e-mail cannot be sent', () => {
  it('answers 502 and keeps no account', async () => {
    const closed = await startSmtpServer();
    const url = closed.url;
    await closed.close();
    const broken = await buildTestApp({ env: { SMTP_URL: url } });
    try {
      const cookie = (await signedInUser(broken.app, { role: 'admin' })).cookie;
      const email = `lost-${randomUUID().slice(0, 8)}@example.com`;
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/users/admin/add-member',
        payload: { name: 'Lost', email },
        headers: { cookie },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        message: 'The sign-in e-mail could not be sent. Please try again later.',
        code: 'mail_failed',
      });
      expect(await broken.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    } finally {
      await broken.close();
    }
  });
});
