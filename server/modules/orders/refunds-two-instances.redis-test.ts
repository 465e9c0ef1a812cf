import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUddoktaPay, type FakeUddoktaPay } from '#test-support/uddoktapay.ts';
import { orders } from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { insertCourse } from '../../test/commerce.ts';
import { createSharedTestDatabases } from '../../test/database.ts';

// Issue 35: a refunded learner's access ends at once on both instances of a two-instance setup (one database, one
// Redis): the content answers 403 in the very next request on the other instance, and My Courses, kept in each
// instance's cache, drops the course as soon as the invalidation arrives through Redis.
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) throw new Error('TEST_REDIS_URL must point at a Redis server for the redis project');

let fake: FakeUddoktaPay;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  fake = await startFakeUddoktaPay();
  const env = {
    REDIS_URL: redisUrl,
    UDDOKTAPAY_BASE_URL: fake.url,
    UDDOKTAPAY_API_KEY: fake.apiKey,
    PAYMENT_REVERIFY_SECONDS: '0',
  };
  const [first, second] = await createSharedTestDatabases();
  a = await buildTestApp({ env, database: first });
  b = await buildTestApp({ env, database: second });
});
afterAll(async () => {
  await b.close();
  await a.close();
  await fake.close();
});

const inject = (t: TestApp, method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('a refund on one instance', () => {
  it('ends the access on the other at once', async () => {
    const learner = await signedInUser(a.app);
    const admin = await signedInUser(a.app, { role: 'admin' });
    const courseId = await insertCourse(a.app, 90_000, { name: 'Statistics' });
    const charge = await inject(a, 'POST', '/orders/create-charge', learner.cookie, { courseId });
    const paymentId = charge.json<{ paymentId: string }>().paymentId;
    const invoiceId = fake.settle(
      fake.charges.find((c) => c.request.metadata.paymentId === paymentId)!,
      'COMPLETED',
    );
    await inject(a, 'POST', '/orders/process-order', learner.cookie, {
      courseId,
      paymentInfo: { invoice_id: invoiceId },
    });
    const [order] = await a.app.db.select().from(orders).where(eq(orders.paymentId, paymentId));

    // Instance B serves the learner's course and has their My Courses in its cache.
    expect((await inject(b, 'GET', `/courses/enrolled/content/${courseId}`, learner.cookie)).statusCode).toBe(200);
    const before = await inject(b, 'GET', '/courses/enrolled/my-courses', learner.cookie);
    expect(before.json<{ courses: { _id: string }[] }>().courses.map((c) => c._id)).toEqual([courseId]);

    const asked = await inject(a, 'POST', `/orders/${order!.id}/refund-request`, learner.cookie, {
      reason: 'Wrong course',
    });
    const refundId = asked.json<{ refund: { _id: string } }>().refund._id;
    const approved = await inject(a, 'POST', `/admin/refunds/${refundId}/approve`, admin.cookie, {});
    expect(approved.json()).toMatchObject({ refund: { status: 'refunded' } });
    const refundedAt = Date.now();

    // The very next request on B: the content is refused.
    expect((await inject(b, 'GET', `/courses/enrolled/content/${courseId}`, learner.cookie)).statusCode).toBe(403);
    expect((await inject(a, 'GET', `/courses/enrolled/content/${courseId}`, learner.cookie)).statusCode).toBe(403);
    // My Courses on both instances, once Redis has carried the invalidation (well under a second).
    await expect
      .poll(
        async () =>
          (await inject(b, 'GET', '/courses/enrolled/my-courses', learner.cookie)).json<{ courses: [] }>().courses,
        { timeout: 1000, interval: 5 },
      )
      .toEqual([]);
    const lag = Date.now() - refundedAt;
    expect(lag).toBeLessThan(1000);
    expect((await inject(a, 'GET', '/courses/enrolled/my-courses', learner.cookie)).json()).toMatchObject({
      courses: [],
    });
  });
});
