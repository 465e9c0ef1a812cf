import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signedInUser } from '../test/auth.ts';
import { insertCourse } from '../test/commerce.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';

// Runs only where a Redis server is given (TEST_REDIS_URL; .ci/run sets it on its PostgreSQL pass):
// the production mode's shared pieces, exercised across two instances of the app.
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) throw new Error('TEST_REDIS_URL must point at a Redis server for the redis project');

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await buildTestApp({ env: { REDIS_URL: redisUrl } });
  b = await buildTestApp({ env: { REDIS_URL: redisUrl } });
});
afterAll(async () => {
  await a.close();
  await b.close();
});

describe('with Redis', () => {
  it('drops a cached answer on every instance when one of them writes', async () => {
    const key = `test:${randomUUID()}`;
    let computed = 0;
    const compute = async () => ++computed;
    expect((await a.app.cache.get(key, compute)).value).toBe(1);
    expect((await a.app.cache.get(key, compute)).value).toBe(1);
    b.app.cache.invalidate('test:');
    await expect.poll(async () => (await a.app.cache.get(key, compute)).value, { timeout: 3000 }).toBe(2);
  });

  it('shares rate-limit counters between instances', async () => {
    const limited = await buildTestApp({
      env: { REDIS_URL: redisUrl, AUTH_RATE_LIMIT_PER_EMAIL: '2', AUTH_RATE_LIMIT_PER_IP: '1000' },
    });
    const other = await buildTestApp({
      env: { REDIS_URL: redisUrl, AUTH_RATE_LIMIT_PER_EMAIL: '2', AUTH_RATE_LIMIT_PER_IP: '1000' },
    });
    try {
      const email = `${randomUUID()}@example.com`;
      const login = (app: TestApp) =>
        app.app.inject({
          method: 'POST',
          url: '/api/users/auth/login',
          payload: { email, password: 'wrong-password' },
        });
      expect((await login(limited)).statusCode).toBe(400);
      expect((await login(other)).statusCode).toBe(400);
      const third = await login(limited);
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/^Too many attempts\. Please try again in /);
    } finally {
      await limited.close();
      await other.close();
    }
  });

  it('ends a session and applies a role change on every instance within 1 s', async () => {
    // A second instance on the same database: each keeps the session state of signed-in callers in process.
    const other = await buildTestApp({ env: { REDIS_URL: redisUrl }, database: a.database });
    try {
      const get = (app: TestApp, url: string, cookie: string) =>
        app.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
      const learner = await signedInUser(a.app);
      const superAdmin = await signedInUser(a.app, { role: 'admin', isSuperAdmin: true });
      expect((await get(other, '/cart/my-cart', learner.cookie)).statusCode).toBe(200);
      expect((await get(other, '/users/admin/users', learner.cookie)).statusCode).toBe(403);

      const promoted = await a.app.inject({
        method: 'PUT',
        url: '/api/users/admin/change-user-role',
        headers: { cookie: superAdmin.cookie },
        payload: { email: learner.user.email, role: 'admin' },
      });
      expect(promoted.statusCode).toBe(200);
      await expect
        .poll(async () => (await get(other, '/users/admin/users', learner.cookie)).statusCode, {
          timeout: 1000,
          interval: 50,
        })
        .toBe(200);

      expect((await get(a, '/users/auth/logout', learner.cookie)).statusCode).toBe(200);
      await expect
        .poll(async () => (await get(other, '/cart/my-cart', learner.cookie)).statusCode, {
          timeout: 1000,
          interval: 50,
        })
        .toBe(401);
    } finally {
      await other.app.close(); // the database is a's
    }
  });

  it("signs out a user's other sessions on every instance within 1 s when the password changes on one", async () => {
    const other = await buildTestApp({ env: { REDIS_URL: redisUrl }, database: a.database });
    try {
      const cart = (app: TestApp, cookie: string) =>
        app.app.inject({ method: 'GET', url: '/api/cart/my-cart', headers: { cookie } });
      const learner = await signedInUser(a.app, { password: 'first-password-1' });
      const phone = await signIn(other.app, learner.user.email, 'first-password-1');
      expect((await cart(other, phone)).statusCode).toBe(200); // the phone's session is now cached on the other instance

      const change = await a.app.inject({
        method: 'PUT',
        url: '/api/users/profile/change-password',
        headers: { cookie: learner.cookie },
        payload: { oldPassword: 'first-password-1', newPassword: 'second-password-2' },
      });
      expect(change.statusCode).toBe(200);
      await expect.poll(async () => (await cart(other, phone)).statusCode, { timeout: 1000, interval: 50 }).toBe(401);
      // the session that changed it stays signed in, on both instances
      expect((await cart(other, learner.cookie)).statusCode).toBe(200);
      expect((await cart(a, learner.cookie)).statusCode).toBe(200);
    } finally {
      await other.app.close(); // the database is a's
    }
  });

  it("applies a learner's profile edit and a new enrolment to profile/me on every instance within 1 s", async () => {
    const other = await buildTestApp({ env: { REDIS_URL: redisUrl }, database: a.database });
    try {
      type Me = { user: { name: string; courses: { courseId: string }[] } };
      const me = async (app: TestApp, cookie: string) =>
        ((await app.app.inject({ method: 'GET', url: '/api/users/profile/me', headers: { cookie } })).json() as Me)
          .user;
      const learner = await signedInUser(a.app);
      const admin = await signedInUser(a.app, { role: 'admin', isSuperAdmin: true });
      const courseId = await insertCourse(a.app, 0);
      expect((await me(other, learner.cookie)).courses).toEqual([]); // now cached on the other instance

      const edit = await a.app.inject({
        method: 'PUT',
        url: '/api/users/profile/update-info',
        headers: { cookie: learner.cookie },
        payload: { name: 'Edited Elsewhere' },
      });
      expect(edit.statusCode).toBe(200);
      await expect
        .poll(async () => (await me(other, learner.cookie)).name, { timeout: 1000, interval: 50 })
        .toBe('Edited Elsewhere');

      const given = await a.app.inject({
        method: 'POST',
        url: '/api/users/admin/add-to-course',
        headers: { cookie: admin.cookie },
        payload: { userId: learner.user.id, courseId },
      });
      expect(given.statusCode).toBe(200);
      await expect
        .poll(async () => (await me(other, learner.cookie)).courses, { timeout: 1000, interval: 50 })
        .toEqual([{ courseId }]);
    } finally {
      await other.app.close(); // the database is a's
    }
  });
});
