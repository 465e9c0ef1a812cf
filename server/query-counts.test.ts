import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUddoktaPay, type FakeUddoktaPay } from '#test-support/uddoktapay.ts';
import { randomUUID } from 'node:crypto';
import type { Attempt } from '#shared/learning/attempts.ts';
import { cartItems, couponCourses, reviews, userCourses, users, wishlistItems } from './db/schema/index.ts';
import { signedInUser } from './test/auth.ts';
import { buildTestApp, type TestApp } from './test/build-app.ts';
import { courseBody, createCategory, createCourse, enrolUser } from './test/catalogue.ts';
import { insertCoupon, insertCourse } from './test/commerce.ts';
import { addQuestion, createQuiz, quizBody, secretQuestions } from './test/quizzes.ts';

/**
 * Issue 10: every endpoint makes a fixed number of queries whatever the size of its list (no N+1). Each list is
 * requested with 1 item and with 50, and the queries Drizzle sent for the request are compared.
 */
let t: TestApp;
let fake: FakeUddoktaPay;
let couponIds: { all: string; selected: string; limited: string };

beforeAll(async () => {
  fake = await startFakeUddoktaPay();
  t = await buildTestApp({
    env: { UDDOKTAPAY_BASE_URL: fake.url, UDDOKTAPAY_API_KEY: fake.apiKey, PAYMENT_REVERIFY_SECONDS: '0' },
  });
  couponIds = {
    all: await insertCoupon(t.app, { code: 'QALL', discountValue: 10 }),
    selected: await insertCoupon(t.app, { code: 'QSEL', discountValue: 10, appliesTo: 'selected' }),
    limited: await insertCoupon(t.app, { code: 'QLIM', discountValue: 10, usageLimit: 1000, perUserLimit: 100 }),
  };
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A learner with `n` courses in the cart (coupons of every kind spread over them) and in the wishlist. */
async function learnerWith(n: number) {
  const learner = await signedInUser(t.app);
  const courseIds = await Promise.all(Array.from({ length: n }, (_, i) => insertCourse(t.app, 50_000 + i)));
  const coupons = [couponIds.selected, couponIds.all, couponIds.limited, null];
  await t.app.db
    .insert(cartItems)
    .values(courseIds.map((courseId, i) => ({ userId: learner.user.id, courseId, couponId: coupons[i % 4]! })));
  // The `selected` coupon covers every course but the last: one item of the 50 has a coupon that does not apply.
  await t.app.db
    .insert(couponCourses)
    .values(courseIds.slice(0, Math.max(1, n - 1)).map((courseId) => ({ couponId: couponIds.selected, courseId })));
  await t.app.db.insert(wishlistItems).values(courseIds.map((courseId) => ({ userId: learner.user.id, courseId })));
  return learner;
}

async function queriesOf(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload?: object) {
  const before = t.database.queries.count;
  const res = await t.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return t.database.queries.count - before;
}

describe('queries per request do not grow with the list', () => {
  it.each([
    ['GET', '/cart/my-cart'],
    ['GET', '/wishlist/my-wishlist'],
    ['POST', '/orders/create-cart-charge'],
  ] as const)('%s %s: 1 item and 50 items make the same number of queries', async (method, url) => {
    const [one, fifty] = await Promise.all([learnerWith(1), learnerWith(50)]);
    const small = await queriesOf(method, url, one.cookie, method === 'POST' ? {} : undefined);
    const large = await queriesOf(method, url, fifty.cookie, method === 'POST' ? {} : undefined);
    expect(large).toBe(small);
  });

  it('POST /orders/process-order: paying for 1 course and for 50 makes the same number of queries', async () => {
    const counts: number[] = [];
    for (const n of [1, 50]) {
      const learner = await learnerWith(n);
      const charge = await t.app.inject({
        method: 'POST',
        url: '/api/orders/create-cart-charge',
        headers: { cookie: learner.cookie },
        payload: {},
      });
      const paymentId = charge.json<{ paymentId: string }>().paymentId;
      const invoiceId = fake.settle(
        fake.charges.find((c) => c.request.metadata.paymentId === paymentId)!,
        'COMPLETED',
      );
      counts.push(
        await queriesOf('POST', '/orders/process-order', learner.cookie, { paymentInfo: { invoice_id: invoiceId } }),
      );
      const orders = await t.app.inject({
        method: 'GET',
        url: '/api/orders/my-orders',
        headers: { cookie: learner.cookie },
      });
      expect(orders.json<{ orders: unknown[] }>().orders).toHaveLength(n);
    }
    expect(counts[1]).toBe(counts[0]);
  });
});

/** `n` learners inserted at once, each enrolled in `courseId` with a review of it when one is given. */
async function learners(n: number, courseId?: string): Promise<string[]> {
  const tag = randomUUID().slice(0, 8);
  const rows = await t.app.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ name: `Bulk ${i}`, email: `bulk-${tag}-${i}@example.com` })))
    .returning({ id: users.id });
  const ids = rows.map((r) => r.id);
  if (courseId) {
    await t.app.db.insert(userCourses).values(ids.map((userId) => ({ userId, courseId, source: 'admin' as const })));
    await t.app.db.insert(reviews).values(ids.map((userId) => ({ userId, courseId, rating: 4, comment: 'Fine' })));
  }
  return ids;
}

describe('bulk actions (issue 13): 1 row and 50 rows make the same number of queries', () => {
  let admin: string;
  beforeAll(async () => {
    admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  });
  /** The queries of one bulk request, the admin's session already cached (as on every request after the first). */
  async function bulkQueries(method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) {
    await queriesOf('GET', '/users/admin/stats', admin);
    return queriesOf(method, url, admin, payload);
  }
  const courses = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => insertCourse(t.app, 1_000 + i)));

  it.each([
    ['PUT', '/users/admin/bulk/change-role', async (n: number) => ({ userIds: await learners(n), role: 'admin' })],
    [
      'POST',
      '/users/admin/bulk/delete',
      async (n: number) => ({ userIds: await learners(n, await insertCourse(t.app, 0)) }),
    ],
    [
      'POST',
      '/users/admin/bulk/add-to-course',
      async (n: number) => ({ userIds: await learners(n), courseId: await insertCourse(t.app, 0) }),
    ],
    ['POST', '/courses/admin/bulk/delete', async (n: number) => ({ courseIds: await courses(n) })],
    [
      'PATCH',
      '/courses/admin/bulk/visibility',
      async (n: number) => ({ courseIds: await courses(n), isActive: false }),
    ],
  ] as const)('%s %s', async (method, url, body) => {
    const small = await bulkQueries(method, url, await body(1));
    const large = await bulkQueries(method, url, await body(50));
    expect(large).toBe(small);
  });
});

describe('saving an answer (issue 37): one query', () => {
  it('PUT /attempts/{id}/answers/{questionId} makes one query, a repeat of an older seq too', async () => {
    const admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
    await createCategory(t.app, 'Counted quizzes');
    const course = await createCourse(t.app, admin, courseBody('Counted quizzes'));
    for (const q of secretQuestions()) await addQuestion(t.app, admin, course._id, q);
    const quiz = await createQuiz(t.app, admin, course, quizBody({ questionCount: 5, timeLimitMinutes: 30 }));
    const started = async () => {
      const { user, cookie } = await signedInUser(t.app);
      await enrolUser(t.app, user.id, course._id);
      // The start also puts the learner's session in the cache, as on every request after the first.
      const res = await t.app.inject({ method: 'POST', url: `/api/quizzes/${quiz._id}/attempts`, headers: { cookie } });
      return { cookie, attempt: res.json().attempt as Attempt };
    };
    const first = await started();
    const question = first.attempt.questions.find((q) => q.type === 'single')!;
    const url = (attempt: Attempt) => `/attempts/${attempt._id}/answers/${question._id}`;
    const answer = [question.options[0]!._id];
    // The instance's first save of a question reads its shape first: two queries, once.
    expect(await queriesOf('PUT', url(first.attempt), first.cookie, { answer, seq: 1 })).toBe(2);
    const second = await started();
    expect(await queriesOf('PUT', url(second.attempt), second.cookie, { answer, seq: 1 })).toBe(1);
    expect(await queriesOf('PUT', url(second.attempt), second.cookie, { answer, seq: 2 })).toBe(1);
    expect(await queriesOf('PUT', url(second.attempt), second.cookie, { answer, seq: 1 })).toBe(1);
  });
});
