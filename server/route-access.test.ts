import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './test/auth.ts';
import { buildTestApp, type TestApp } from './test/build-app.ts';

// design.md §5: a test walks the route table; every admin route answers 401 to a visitor and 403 to a learner.
let t: TestApp;
let learnerCookie: string;
let adminCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  learnerCookie = (await signedInUser(t.app)).cookie;
  adminCookie = (await signedInUser(t.app, { role: 'admin' })).cookie;
});
afterAll(() => t.close());

const fillParams = (url: string) => url.replace(/:\w+(\([^)]*\))?/g, () => randomUUID()).replace(/\*$/, randomUUID());

function call(method: string, url: string, cookie?: string) {
  const hasBody = method !== 'GET' && method !== 'DELETE' && method !== 'OPTIONS';
  return t.app.inject({
    method: method as 'GET',
    url: fillParams(url),
    headers: cookie ? { cookie } : {},
    ...(hasBody ? { payload: {} } : {}),
  });
}

describe('route guards', () => {
  it('every /admin/ URL is declared admin or superAdmin', () => {
    const adminUrls = t.app.routeAccessTable.filter((r) => r.url.includes('/admin/') || r.url.endsWith('/admin'));
    for (const route of adminUrls) {
      expect(['admin', 'superAdmin'], `${route.method} ${route.url}`).toContain(route.access);
    }
  });

  it('every admin and superAdmin route answers 401 to a visitor and 403 to a learner', async () => {
    const guarded = t.app.routeAccessTable.filter((r) => r.access === 'admin' || r.access === 'superAdmin');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const name = `${route.method} ${route.url}`;
      const visitor = await call(route.method, route.url);
      expect(visitor.statusCode, `${name} as a visitor`).toBe(401);
      expect(visitor.json(), name).toMatchObject({ success: false, code: 'unauthorized' });
      const learner = await call(route.method, route.url, learnerCookie);
      expect(learner.statusCode, `${name} as a learner`).toBe(403);
      expect(learner.json(), name).toMatchObject({ success: false, code: 'forbidden' });
    }
  });

  it('every superAdmin route answers 403 to an admin who is not a super admin', async () => {
    const superOnly = t.app.routeAccessTable.filter((r) => r.access === 'superAdmin');
    for (const route of superOnly) {
      const res = await call(route.method, route.url, adminCookie);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('every signed-in route answers a visitor 401 before it looks at the body (empty, unreadable or of an unknown type)', async () => {
    const signedIn = t.app.routeAccessTable.filter((r) => r.access !== 'public');
    // Both kinds of route are in the table: those of the contract (lib/route.ts) and plain app.get/post ones.
    expect(signedIn.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/reviews/create', 'POST /api/wishlist/add']),
    );
    const bodies = [
      { name: 'no body', headers: {}, payload: undefined },
      { name: 'an empty JSON body', headers: { 'content-type': 'application/json' }, payload: '' },
      { name: 'unreadable JSON', headers: { 'content-type': 'application/json' }, payload: '{"a":' },
      { name: 'an unknown media type', headers: { 'content-type': 'application/x-unknown' }, payload: 'x' },
    ];
    for (const route of signedIn) {
      for (const body of route.method === 'GET' ? bodies.slice(0, 1) : bodies) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: fillParams(route.url),
          headers: body.headers,
          ...(body.payload === undefined ? {} : { payload: body.payload }),
        });
        const name = `${route.method} ${route.url} with ${body.name}`;
        expect(res.statusCode, name).toBe(401);
        expect(res.json().code, name).toMatch(/^(unauthorized|login_required)$/);
      }
    }
  });

  it('answers a visitor the spec’s own words where it has them, before the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/reviews/create', payload: '' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      message: 'Please log in to submit a review',
      code: 'login_required',
    });
  });

  it('every signed-in route answers 401 to a visitor', async () => {
    const userRoutes = t.app.routeAccessTable.filter((r) => r.access === 'user');
    expect(userRoutes.length).toBeGreaterThan(0);
    for (const route of userRoutes) {
      const res = await call(route.method, route.url);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
