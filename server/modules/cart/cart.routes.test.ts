import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponCourses, courses } from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { enrolUser } from '../../test/catalogue.ts';
import { insertCoupon, insertCourse } from '../../test/commerce.ts';

let t: TestApp;
let learner: { user: { id: string }; cookie: string };
let admin: string;
let courseA: string;
let courseB: string;
let owned: string;
let hidden: string;

beforeAll(async () => {
  t = await buildTestApp();
  learner = await signedInUser(t.app);
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  courseA = await insertCourse(t.app, 150_000, { name: 'React' });
  courseB = await insertCourse(t.app, 99_950, { name: 'Node' });
  owned = await insertCourse(t.app, 50_000);
  hidden = await insertCourse(t.app, 50_000, { isActive: false });
  await enrolUser(t.app, learner.user.id, owned);
  await insertCoupon(t.app, { code: 'SAVE20', discountValue: 20 });
  await insertCoupon(t.app, { code: 'GONE', validUntil: new Date(Date.now() - 1000) });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie = learner.cookie) =>
  t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

describe('cart', () => {
  it('adds a course, refuses a duplicate, an owned, a hidden and a missing course', async () => {
    const added = await call('POST', '/cart/add', { courseId: courseA });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ success: true, message: 'Added to cart' });
    const again = await call('POST', '/cart/add', { courseId: courseA });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      message: 'This course is already in your cart',
      code: 'already_in_cart',
    });
    const mine = await call('POST', '/cart/add', { courseId: owned });
    expect(mine.statusCode).toBe(409);
    expect(mine.json()).toMatchObject({ message: 'You already own this course' });
    for (const id of [hidden, randomUUID()]) {
      const res = await call('POST', '/cart/add', { courseId: id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Course not found' });
    }
    expect((await call('POST', '/cart/add', { courseId: 'nope' })).json()).toMatchObject({
      message: expect.stringContaining('Invalid course id'),
    });
  });

  it('lists the cart with the course populated as courseId and applies a coupon per item', async () => {
    await call('POST', '/cart/add', { courseId: courseB });
    const applied = await call('POST', '/cart/apply-coupon', { courseId: courseA, couponCode: ' save20 ' });
    expect(applied.statusCode).toBe(200);
    const body = applied.json<{ coupon: { id: string } }>();
    expect(body).toEqual({
      success: true,
      message: 'Coupon applied successfully!',
      coupon: { id: body.coupon.id, code: 'SAVE20', description: 'SAVE20 off' },
      discount: { amount: 300, finalAmount: 1200, originalAmount: 1500 },
    });
    const cart = (await call('GET', '/cart/my-cart')).json<{
      cart: { courseId: { _id: string; name: string; price: number }; coupon: unknown; discount: unknown }[];
      totals: unknown;
      count: number;
    }>();
    expect(cart.count).toBe(2);
    const a = cart.cart.find((i) => i.courseId._id === courseA)!;
    expect(a.courseId).toMatchObject({
      name: 'React',
      price: 1500,
      estimatedPrice: 3000,
      thumbnail: { url: 'https://images.example.com/c.webp' },
      instructor: { name: 'Anisul Islam' },
    });
    expect(a.coupon).toMatchObject({ code: 'SAVE20' });
    expect(a.discount).toEqual({ originalAmount: 1500, amount: 300, finalAmount: 1200 });
    expect(cart.totals).toEqual({ originalAmount: 2499.5, discountAmount: 300, finalAmount: 2199.5 });
  });

  it('answers every coupon refusal with its own message and keeps the item unchanged', async () => {
    const expired = await call('POST', '/cart/apply-coupon', { courseId: courseB, couponCode: 'gone' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: 'This coupon has expired' });
    expect((await call('POST', '/cart/apply-coupon', { courseId: courseB, couponCode: 'NOPE' })).json()).toMatchObject({
      message: 'Invalid coupon code',
    });
    expect((await call('POST', '/cart/apply-coupon', { courseId: courseB, couponCode: '' })).json()).toMatchObject({
      message: 'Please enter a coupon code',
    });
    const notInCart = await call('POST', '/cart/apply-coupon', { courseId: owned, couponCode: 'SAVE20' });
    expect(notInCart.statusCode).toBe(404);
    expect(notInCart.json()).toMatchObject({ message: 'This course is not in your cart' });
  });

  it('removes a coupon, an item, and clears the cart', async () => {
    expect((await call('DELETE', `/cart/remove-coupon/${courseA}`)).json()).toEqual({
      success: true,
      message: 'Coupon removed',
    });
    const cart = (await call('GET', '/cart/my-cart')).json<{
      cart: { courseId: { _id: string }; coupon: unknown }[];
    }>();
    expect(cart.cart.find((i) => i.courseId._id === courseA)!.coupon).toBeNull();
    expect((await call('DELETE', `/cart/remove/${courseA}`)).json()).toEqual({
      success: true,
      message: 'Removed from cart',
    });
    const again = await call('DELETE', `/cart/remove/${courseA}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'This course is not in your cart' });
    expect((await call('DELETE', '/cart/clear')).json()).toEqual({ success: true, message: 'Cart cleared' });
    expect((await call('GET', '/cart/my-cart')).json()).toMatchObject({
      cart: [],
      count: 0,
      totals: { finalAmount: 0 },
    });
  });

  it('needs a signed-in learner', async () => {
    for (const [method, url] of [
      ['POST', '/cart/add'],
      ['GET', '/cart/my-cart'],
      ['DELETE', '/cart/clear'],
    ] as const) {
      expect((await call(method, url, method === 'POST' ? { courseId: courseA } : undefined, '')).statusCode).toBe(401);
    }
  });
});

describe('wishlist', () => {
  it('adds, checks, lists and removes with the messages the web app keys on', async () => {
    expect((await call('GET', `/wishlist/check/${courseA}`)).json()).toEqual({ success: true, isInWishlist: false });
    expect((await call('POST', '/wishlist/add', { courseId: courseA })).json()).toEqual({
      success: true,
      message: 'Added to wishlist',
    });
    const again = await call('POST', '/wishlist/add', { courseId: courseA });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toContain('already in your wishlist');
    expect((await call('GET', `/wishlist/check/${courseA}`)).json()).toEqual({ success: true, isInWishlist: true });
    const list = (await call('GET', '/wishlist/my-wishlist')).json<{
      wishlist: { courseId: { _id: string; name: string } }[];
      count: number;
    }>();
    expect(list.count).toBe(1);
    expect(list.wishlist[0]!.courseId).toMatchObject({ _id: courseA, name: 'React', price: 1500 });
    expect((await call('DELETE', `/wishlist/remove/${courseA}`)).json()).toEqual({
      success: true,
      message: 'Removed from wishlist',
    });
    const gone = await call('DELETE', `/wishlist/remove/${courseA}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ message: string }>().message).toContain('not in your wishlist');
  });
});

describe('admin listings', () => {
  it('lists carts and wishlists with page and limit defaults 1 and 10, and stats', async () => {
    const other = await signedInUser(t.app, { name: 'Rahim' });
    await call('POST', '/cart/add', { courseId: courseA }, other.cookie);
    await call('POST', '/cart/add', { courseId: courseB }, other.cookie);
    await call('POST', '/wishlist/add', { courseId: courseB }, other.cookie);
    const carts = (await call('GET', '/cart/admin/all', undefined, admin)).json<{
      items: unknown[];
      pagination: unknown;
    }>();
    expect(carts.pagination).toMatchObject({ currentPage: 1, limit: 10, totalItems: 2 });
    expect(carts.items[0]).toMatchObject({
      user: { name: 'Rahim', email: other.user.email },
      course: { _id: courseB, name: 'Node', price: 999.5 },
    });
    expect((await call('GET', '/cart/admin/all?page=2&limit=1', undefined, admin)).json()).toMatchObject({
      items: [{ course: { _id: courseA } }],
      pagination: { currentPage: 2, totalPages: 2 },
    });
    expect((await call('GET', '/cart/admin/stats', undefined, admin)).json()).toMatchObject({
      stats: { totalItems: 2, totalUsers: 1, totalValue: 2499.5 },
    });
    expect((await call('GET', '/wishlist/admin/all', undefined, admin)).json()).toMatchObject({
      items: [{ course: { _id: courseB } }],
      pagination: { totalItems: 1 },
    });
    expect((await call('GET', '/wishlist/admin/stats', undefined, admin)).json()).toMatchObject({
      stats: { totalItems: 1, topCourses: [{ courseId: courseB, name: 'Node', count: 1 }] },
    });
  });

  it('answers 401 to a visitor and 403 to a learner', async () => {
    for (const url of ['/cart/admin/all', '/cart/admin/stats', '/wishlist/admin/all', '/wishlist/admin/stats']) {
      expect((await call('GET', url, undefined, '')).statusCode).toBe(401);
      expect((await call('GET', url)).statusCode).toBe(403);
    }
  });
});

describe('coupon courses', () => {
  it('lose their row when the course is deleted (foreign key, on delete cascade)', async () => {
    const doomed = await insertCourse(t.app, 10_000);
    const couponId = await insertCoupon(t.app, { code: 'ONLYDOOMED', appliesTo: 'selected' });
    await t.app.db.insert(couponCourses).values({ couponId, courseId: doomed });
    await expect(t.app.db.insert(couponCourses).values({ couponId, courseId: randomUUID() })).rejects.toThrow();
    await t.app.db.delete(courses).where(eq(courses.id, doomed));
    expect(await t.app.db.select().from(couponCourses).where(eq(couponCourses.couponId, couponId))).toEqual([]);
  });
});
