import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '#shared/coupons.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { insertCourse } from '../../test/commerce.ts';
import { redeemCoupon } from './coupon-evaluation.ts';

let t: TestApp;
let admin: string;
let learner: string;
let learnerId: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  const signedIn = await signedInUser(t.app);
  learner = signedIn.cookie;
  learnerId = signedIn.user.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
const create = async (body: Record<string, unknown>) => {
  const res = await call('POST', '/api/coupons/admin/create', { discountType: 'percent', discountValue: 10, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ coupon: Coupon }>().coupon;
};
const code = () => `T${randomUUID().slice(0, 8).toUpperCase()}`;

describe('coupon administration', () => {
  it('creates a coupon with the code uppercased and amounts in taka', async () => {
    const courseId = await insertCourse(t.app, 100_000);
    const res = await call('POST', '/api/coupons/admin/create', {
      code: '  eid-2025 ',
      description: 'Eid offer',
      discountType: 'fixed',
      discountValue: 250.5,
      minOrderAmount: 1000,
      usageLimit: 100,
      perUserLimit: 1,
      appliesTo: 'selected',
      courseIds: [courseId, courseId],
      validUntil: '2099-12-31T23:59:59+06:00',
    });
    expect(res.statusCode).toBe(201);
    const missing = await call('POST', '/api/coupons/admin/create', {
      code: code(),
      discountType: 'percent',
      discountValue: 10,
      appliesTo: 'selected',
      courseIds: [randomUUID()],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'One of the chosen courses does not exist',
      code: 'coupon_course_missing',
    });
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Coupon created successfully',
      coupon: {
        code: 'EID-2025',
        description: 'Eid offer',
        discountType: 'fixed',
        discountValue: 250.5,
        maxDiscount: null,
        minOrderAmount: 1000,
        validFrom: null,
        validUntil: '2099-12-31T17:59:59.000Z',
        usageLimit: 100,
        perUserLimit: 1,
        appliesTo: 'selected',
        courseIds: [courseId],
        isActive: true,
        timesUsed: 0,
        status: 'active',
      },
    });
  });

  it('refuses a duplicate code whatever its case', async () => {
    const first = await create({ code: code() });
    const res = await call('POST', '/api/coupons/admin/create', {
      code: first.code.toLowerCase(),
      discountType: 'percent',
      discountValue: 5,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'A coupon with this code already exists', code: 'coupon_code_taken' });
  });

  it.each([
    [{ code: 'ab' }, 'Coupon code must be at least 3 characters'],
    [{ code: 'SUMMER SALE' }, 'Coupon code may contain only letters, digits, - and _'],
    [{ discountValue: 101 }, 'A percent discount must be a whole number from 1 to 100'],
    [{ discountValue: 12.5 }, 'A percent discount must be a whole number from 1 to 100'],
    [{ discountValue: 0 }, 'Discount value must be more than 0'],
    [
      { discountType: 'fixed', discountValue: 10.555 },
      'A fixed discount must be a taka amount above 0 with at most 2 decimals',
    ],
    [{ discountType: 'bogo' }, 'Discount type must be percent or fixed'],
    [{ minOrderAmount: -1 }, 'Minimum order amount cannot be negative'],
    [{ usageLimit: 0 }, 'Usage limit must be at least 1'],
    [{ usageLimit: 1, perUserLimit: 2 }, 'The per-learner limit cannot be more than the usage limit'],
    [{ appliesTo: 'selected' }, 'Choose at least one course for this coupon'],
    [{ validFrom: '2030-01-02T00:00:00Z', validUntil: '2030-01-01T00:00:00Z' }, 'Valid until must be after valid from'],
    [{ validUntil: 'tomorrow' }, 'Valid until must be a date and time such as 2025-12-31T23:59:59+06:00'],
  ])('refuses %j with a clear message', async (body, message) => {
    const res = await call('POST', '/api/coupons/admin/create', {
      code: code(),
      discountType: 'percent',
      discountValue: 10,
      ...body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('reads, updates (keeping fields left out) and deletes a coupon', async () => {
    const coupon = await create({ code: code(), maxDiscount: 300, description: 'Keep me' });
    expect((await call('GET', `/api/coupons/admin/${coupon._id}`)).json()).toMatchObject({
      success: true,
      coupon: { _id: coupon._id },
    });
    const updated = await call('PUT', `/api/coupons/admin/update/${coupon._id}`, {
      discountValue: 25,
      isActive: false,
      code: 'renamed-x',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Coupon updated successfully',
      coupon: {
        code: 'RENAMED-X',
        discountValue: 25,
        maxDiscount: 300,
        description: 'Keep me',
        isActive: false,
        status: 'inactive',
      },
    });
    const removed = await call('DELETE', `/api/coupons/admin/delete/${coupon._id}`);
    expect(removed.json()).toEqual({ success: true, message: 'Coupon deleted successfully' });
    const gone = await call('GET', `/api/coupons/admin/${coupon._id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: 'Coupon not found' });
    expect((await call('DELETE', `/api/coupons/admin/delete/${coupon._id}`)).statusCode).toBe(404);
  });

  it('checks an update against the stored coupon', async () => {
    const coupon = await create({ code: code(), discountType: 'fixed', discountValue: 500 });
    const res = await call('PUT', `/api/coupons/admin/update/${coupon._id}`, { discountType: 'percent' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'A percent discount must be a whole number from 1 to 100' });
    const other = await create({ code: code() });
    const clash = await call('PUT', `/api/coupons/admin/update/${other._id}`, { code: coupon.code });
    expect(clash.statusCode).toBe(409);
    const scoped = await call('PUT', `/api/coupons/admin/update/${other._id}`, {
      appliesTo: 'all',
      courseIds: [randomUUID()],
    });
    expect(scoped.json<{ coupon: Coupon }>().coupon.courseIds).toEqual([]);
  });

  it('answers 400 for a malformed id', async () => {
    expect((await call('GET', '/api/coupons/admin/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('the coupon list and stats', () => {
  let prefix: string;
  beforeAll(async () => {
    prefix = `L${randomUUID().slice(0, 5).toUpperCase()}`;
    const now = Date.now();
    await create({ code: `${prefix}-ACTIVE`, description: 'Spring sale' });
    await create({ code: `${prefix}-OFF`, isActive: false });
    await create({ code: `${prefix}-SOON`, validFrom: new Date(now + DAY).toISOString() });
    await create({
      code: `${prefix}-OLD`,
      validFrom: new Date(now - 2 * DAY).toISOString(),
      validUntil: new Date(now - DAY).toISOString(),
    });
  });
  const list = async (query: string) => {
    const res = await call('GET', `/api/coupons/admin/all?search=${prefix}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ coupons: Coupon[]; pagination: Record<string, unknown> }>();
  };

  it('filters by status', async () => {
    for (const [status, suffix] of [
      ['active', 'ACTIVE'],
      ['inactive', 'OFF'],
      ['scheduled', 'SOON'],
      ['expired', 'OLD'],
    ]) {
      const { coupons } = await list(`status=${status}`);
      expect(
        coupons.map((c) => c.code),
        status,
      ).toEqual([`${prefix}-${suffix}`]);
      expect(coupons[0]!.status).toBe(status);
    }
    expect((await list('status=all')).coupons).toHaveLength(4);
  });

  it('pages newest first with the default page 1 and limit 10', async () => {
    const first = await list('limit=3');
    expect(first.coupons.map((c) => c.code)).toEqual([`${prefix}-OLD`, `${prefix}-SOON`, `${prefix}-OFF`]);
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalItems: 4,
      limit: 3,
      hasPrev: false,
      hasNext: true,
    });
    expect((await list('limit=3&page=2')).coupons.map((c) => c.code)).toEqual([`${prefix}-ACTIVE`]);
    expect((await list('')).pagination).toMatchObject({ currentPage: 1, limit: 10 });
  });

  it('searches code and description case-insensitively, treating % and _ literally', async () => {
    const res = await call('GET', '/api/coupons/admin/all?search=spring%20SALE');
    expect(res.json<{ coupons: Coupon[] }>().coupons.map((c) => c.code)).toContain(`${prefix}-ACTIVE`);
    expect((await call('GET', '/api/coupons/admin/all?search=%25')).json<{ coupons: Coupon[] }>().coupons).toEqual([]);
  });

  it('refuses an unknown status', async () => {
    const res = await call('GET', '/api/coupons/admin/all?status=deleted');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Status must be all, active, inactive, expired or scheduled' });
  });

  it('counts coupons by status, paid uses and the taka given away', async () => {
    const before = (await call('GET', '/api/coupons/admin/stats')).json<{ stats: Record<string, number> }>().stats;
    const coupon = await create({ code: code() });
    await redeemCoupon(t.app.db, {
      couponId: coupon._id,
      userId: learnerId,
      orderRef: randomUUID(),
      discountPoisha: 12_550,
    });
    const res = await call('GET', '/api/coupons/admin/stats');
    expect(res.statusCode).toBe(200);
    const { stats } = res.json<{ stats: Record<string, number> }>();
    expect(stats).toEqual({
      ...before,
      total: before.total! + 1,
      active: before.active! + 1,
      totalRedemptions: before.totalRedemptions! + 1,
      totalDiscountGiven: before.totalDiscountGiven! + 125.5,
    });
    expect(stats.total).toBe(stats.active! + stats.inactive! + stats.expired! + stats.scheduled!);
  });
});

describe('who may administer coupons', () => {
  const id = randomUUID();
  const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
    ['POST', '/api/coupons/admin/create'],
    ['GET', '/api/coupons/admin/all'],
    ['GET', '/api/coupons/admin/stats'],
    ['GET', `/api/coupons/admin/${id}`],
    ['PUT', `/api/coupons/admin/update/${id}`],
    ['DELETE', `/api/coupons/admin/delete/${id}`],
  ];

  it('answers 401 to a visitor and 403 to a learner on every admin route', async () => {
    for (const [method, url] of routes) {
      const body =
        method === 'POST' || method === 'PUT'
          ? { code: code(), discountType: 'percent', discountValue: 10 }
          : undefined;
      const visitor = await call(method, url, body, '');
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      const asLearner = await call(method, url, body, learner);
      expect(asLearner.statusCode, `${method} ${url}`).toBe(403);
    }
    const table = t.app.routeAccessTable.filter((r) => r.url.startsWith('/api/coupons/admin'));
    expect(table).toHaveLength(routes.length);
    expect(table.every((r) => r.access === 'admin')).toBe(true);
  });
});
