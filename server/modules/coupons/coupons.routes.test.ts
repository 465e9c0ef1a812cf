import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, coupons } from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

let t: TestApp;
let learner: string;
let courseId: string;
let hiddenCourseId: string;

async function makeCourse(pricePoisha: number, isActive = true) {
  const [row] = await t.app.db
    .insert(courses)
    .values({
      name: { bn: '', en: 'React' },
      description: { bn: '', en: '<p>x</p>' },
      primaryLanguage: 'en',
      pricePoisha,
      level: 'Beginner',
      demoUrl: 'dQw4w9WgXcQ',
      demoPlayer: 'youtube',
      isActive,
    })
    .returning({ id: courses.id });
  return row!.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  learner = (await signedInUser(t.app)).cookie;
  courseId = await makeCourse(199_900);
  hiddenCourseId = await makeCourse(199_900, false);
  await t.app.db.insert(coupons).values([
    { code: 'SAVE15', description: '15% off', discountType: 'percent', discountValue: 15 },
    { code: 'BIG', description: 'Big spenders', discountType: 'fixed', discountValue: 50_000, minOrderPoisha: 300_000 },
  ]);
});
afterAll(() => t.close());

const post = (path: 'validate' | 'apply', payload: object, cookie = learner) =>
  t.app.inject({ method: 'POST', url: `/api/coupons/${path}`, payload, headers: cookie ? { cookie } : {} });

describe('the learner coupon box', () => {
  it('applies a coupon typed in lower case, pricing the course from the database (taka)', async () => {
    const res = await post('apply', { code: ' save15 ', courseId, orderAmount: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ coupon: { id: string } }>();
    expect(body).toEqual({
      success: true,
      message: 'Coupon applied successfully!',
      coupon: { id: body.coupon.id, code: 'SAVE15', description: '15% off' },
      discount: { amount: 299.85, finalAmount: 1699.15, originalAmount: 1999 },
    });
  });

  it('validates the same way', async () => {
    const res = await post('validate', { code: 'SAVE15', courseId, orderAmount: 1999 });
    expect(res.json()).toMatchObject({ success: true, message: 'Coupon is valid', discount: { finalAmount: 1699.15 } });
  });

  it('answers each refusal with its message', async () => {
    for (const path of ['validate', 'apply'] as const) {
      expect((await post(path, { code: '  ', courseId })).json()).toMatchObject({
        success: false,
        message: 'Please enter a coupon code',
      });
      expect((await post(path, { courseId })).json()).toMatchObject({ message: 'Please enter a coupon code' });
      const unknown = await post(path, { code: 'NOPE', courseId });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: 'Invalid coupon code', code: 'coupon_not_found' });
      const small = await post(path, { code: 'big', courseId });
      expect(small.statusCode).toBe(400);
      expect(small.json()).toMatchObject({ message: 'Minimum order amount is ৳3000' });
    }
  });

  it('refuses a missing or hidden course', async () => {
    for (const id of [randomUUID(), hiddenCourseId]) {
      const res = await post('apply', { code: 'SAVE15', courseId: id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Course not found' });
    }
    expect((await post('apply', { code: 'SAVE15', courseId: 'x' })).json()).toMatchObject({
      message: 'courseId: Invalid course id',
    });
  });

  it('needs a signed-in learner', async () => {
    for (const path of ['validate', 'apply'] as const) {
      const res = await post(path, { code: 'SAVE15', courseId }, '');
      expect(res.statusCode).toBe(401);
    }
  });
});
