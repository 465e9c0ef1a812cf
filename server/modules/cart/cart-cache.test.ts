import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartAnswerSchema } from '#shared/commerce.ts';
import { coupons } from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { insertCoupon, insertCourse } from '../../test/commerce.ts';
import { courseBody, createCategory, createCourse } from '../../test/catalogue.ts';

/**
 * Issue 10: a cart's rows are kept, so reading a cart without coupons makes no query; every change to what the cart
 * shows (the learner's own writes, a course edit or hiding, an enrolment, a coupon's edit or removal) shows in the
 * very next answer; a cart with a coupon is priced afresh on every read.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t.app, { role: 'admin', isSuperAdmin: true })).cookie;
  await createCategory(t.app, 'Programming');
});
afterAll(() => t.close());

type Learner = Awaited<ReturnType<typeof signedInUser>>;
type Cart = {
  count: number;
  cart: {
    courseId: { _id: string; name: string; price: number };
    couponCode: string | null;
    couponError: string | null;
  }[];
  totals: { finalAmount: number };
};
const send = (method: 'PUT' | 'POST' | 'DELETE' | 'PATCH', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const cartOf = async (learner: Learner) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/cart/my-cart', headers: { cookie: learner.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as Cart;
};
const queriesOf = async (run: () => Promise<unknown>) => {
  const before = t.database.queries.count;
  await run();
  return t.database.queries.count - before;
};
const add = async (learner: Learner, courseId: string) =>
  expect((await send('POST', '/cart/add', learner.cookie, { courseId })).statusCode).toBe(200);

describe('the kept cart', () => {
  it('a cart without coupons makes no query once read; the learner’s own writes show at once', async () => {
    const learner = await signedInUser(t.app);
    const a = await insertCourse(t.app, 50_000, { name: 'Kept A' });
    const b = await insertCourse(t.app, 70_000, { name: 'Kept B' });
    await add(learner, a);
    expect((await cartOf(learner)).count).toBe(1);
    expect(await queriesOf(() => cartOf(learner))).toBe(0);
    await add(learner, b);
    expect((await cartOf(learner)).totals.finalAmount).toBe(1200);
    expect((await send('DELETE', `/cart/remove/${a}`, learner.cookie)).statusCode).toBe(200);
    expect((await cartOf(learner)).cart.map((i) => i.courseId.name)).toEqual(['Kept B']);
    expect((await send('DELETE', '/cart/clear', learner.cookie)).statusCode).toBe(200);
    expect((await cartOf(learner)).count).toBe(0);
  });

  it('a kept cart is answered from its kept JSON: the endpoint’s answer, no-cache headers, the same bytes each read', async () => {
    const learner = await signedInUser(t.app);
    await add(learner, await insertCourse(t.app, 40_000, { name: 'Kept JSON' }));
    const read = () => t.app.inject({ method: 'GET', url: '/api/cart/my-cart', headers: { cookie: learner.cookie } });
    const first = await read();
    const second = await read();
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(CartAnswerSchema.strict().safeParse(second.json()).success).toBe(true);
    expect(second.json()).toMatchObject({ success: true, count: 1, totals: { finalAmount: 400 } });
  });

  it('a course edit, a hidden course and a purchase of the same course elsewhere show in the next answer', async () => {
    const learner = await signedInUser(t.app);
    const body = courseBody('Programming', { name: 'Edited course', price: 500 });
    const a = (await createCourse(t.app, admin, body))._id;
    const b = await insertCourse(t.app, 30_000, { name: 'Hidden course' });
    for (const id of [a, b]) await add(learner, id);
    expect((await cartOf(learner)).count).toBe(2);
    const edit = await send('PUT', `/courses/admin/update/${a}`, admin, { ...body, price: 450 });
    expect(edit.statusCode).toBe(200);
    expect((await cartOf(learner)).cart.find((i) => i.courseId._id === a)?.courseId.price).toBe(450);
    expect((await send('PATCH', `/courses/admin/toggle/${b}`, admin)).statusCode).toBe(200);
    expect((await cartOf(learner)).cart.map((i) => i.courseId._id)).toEqual([a]);
    const renamed = await send('PUT', `/courses/admin/update/${a}`, admin, { ...body, price: 450, name: 'Renamed' });
    expect(renamed.statusCode).toBe(200);
    expect((await cartOf(learner)).cart[0]?.courseId.name).toBe('Renamed');
  });

  it('applying and removing a coupon, and an admin’s edit or removal of it, show at once', async () => {
    const learner = await signedInUser(t.app);
    const course = await insertCourse(t.app, 100_000, { name: 'Coupon course' });
    const couponId = await insertCoupon(t.app, { code: 'KEEP10', discountValue: 10 });
    await add(learner, course);
    await cartOf(learner);
    const applied = await send('POST', '/cart/apply-coupon', learner.cookie, {
      courseId: course,
      couponCode: 'keep10',
    });
    expect(applied.statusCode).toBe(200);
    expect((await cartOf(learner)).cart[0]).toMatchObject({ couponCode: 'KEEP10', couponError: null });
    expect((await cartOf(learner)).totals.finalAmount).toBe(900);
    const renamed = await send('PUT', `/coupons/admin/update/${couponId}`, admin, {
      code: 'KEEP15',
      discountValue: 15,
    });
    expect(renamed.statusCode).toBe(200);
    expect((await cartOf(learner)).cart[0]?.couponCode).toBe('KEEP15');
    expect((await cartOf(learner)).totals.finalAmount).toBe(850);
    expect((await send('DELETE', `/coupons/admin/delete/${couponId}`, admin)).statusCode).toBe(200);
    expect((await cartOf(learner)).cart[0]?.couponCode).toBeNull();
    expect((await cartOf(learner)).totals.finalAmount).toBe(1000);
    await insertCoupon(t.app, { code: 'AGAIN20', discountValue: 20 });
    await send('POST', '/cart/apply-coupon', learner.cookie, { courseId: course, couponCode: 'AGAIN20' });
    expect((await cartOf(learner)).totals.finalAmount).toBe(800);
    expect((await send('DELETE', `/cart/remove-coupon/${course}`, learner.cookie)).statusCode).toBe(200);
    expect((await cartOf(learner)).totals.finalAmount).toBe(1000);
  });

  it('a cart with a coupon is priced afresh: a coupon that expired without any write shows its refusal at once', async () => {
    const learner = await signedInUser(t.app);
    const course = await insertCourse(t.app, 100_000, { name: 'Expiring coupon course' });
    const couponId = await insertCoupon(t.app, { code: 'SOON', discountValue: 10 });
    await add(learner, course);
    await send('POST', '/cart/apply-coupon', learner.cookie, { courseId: course, couponCode: 'SOON' });
    expect((await cartOf(learner)).totals.finalAmount).toBe(900);
    // Straight into the database, as time passing would: no write of the app, so no invalidation.
    await t.app.db
      .update(coupons)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(coupons.id, couponId));
    const cart = await cartOf(learner);
    expect(cart.cart[0]?.couponError).toBe('This coupon has expired');
    expect(cart.totals.finalAmount).toBe(1000);
  });
});
