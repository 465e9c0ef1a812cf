import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../plugins/access.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { SessionCache, sessionKey, userSessionsKey } from './session-cache.ts';

/** Issue 10: a signed-in request is authenticated without a query, and every change still applies at once. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
const queriesOf = async (run: () => Promise<unknown>) => {
  const before = t.database.queries.count;
  await run();
  return t.database.queries.count - before;
};

describe('signed-in requests', () => {
  it('are authenticated from the session cache: a repeated request makes no query', async () => {
    const learner = await signedInUser(t.app);
    // A public route that reads nothing: only the caller's session could cost a query.
    const first = await queriesOf(() => get('/orders/uddoktapay-config', learner.cookie));
    const second = await queriesOf(() => get('/orders/uddoktapay-config', learner.cookie));
    expect(first).toBe(1);
    expect(second).toBe(0);
    const me = await get('/users/profile/me', learner.cookie);
    expect(me.json()).toMatchObject({ user: { email: learner.user.email } });
  });

  it('a logout ends the session at once, even for its still-valid access token', async () => {
    const learner = await signedInUser(t.app);
    expect((await get('/cart/my-cart', learner.cookie)).statusCode).toBe(200);
    const out = await get('/users/auth/logout', learner.cookie);
    expect(out.statusCode).toBe(200);
    expect((await get('/cart/my-cart', learner.cookie)).statusCode).toBe(401);
  });

  it('a role change applies to the next request', async () => {
    const superAdmin = await signedInUser(t.app, { role: 'admin', isSuperAdmin: true });
    const member = await signedInUser(t.app);
    expect((await get('/users/admin/users', member.cookie)).statusCode).toBe(403);
    const promote = (role: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/admin/change-user-role',
        headers: { cookie: superAdmin.cookie },
        payload: { email: member.user.email, role },
      });
    expect((await promote('admin')).statusCode).toBe(200);
    expect((await get('/users/admin/users', member.cookie)).statusCode).toBe(200);
    expect((await promote('user')).statusCode).toBe(200);
    expect((await get('/users/admin/users', member.cookie)).statusCode).toBe(403);
  });

  it("a password change signs out the user's other sessions at once", async () => {
    const first = await signedInUser(t.app, { password: 'first-password-1' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth/login',
      payload: { email: first.user.email, password: 'first-password-1' },
    });
    const other = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await get('/cart/my-cart', other)).statusCode).toBe(200);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/change-password',
      headers: { cookie: first.cookie },
      payload: { oldPassword: 'first-password-1', newPassword: 'second-password-2' },
    });
    expect(change.statusCode).toBe(200);
    expect((await get('/cart/my-cart', other)).statusCode).toBe(401);
    expect((await get('/cart/my-cart', first.cookie)).statusCode).toBe(200);
  });
});

describe('SessionCache', () => {
  const user: SessionUser = { id: 'u1', email: 'a@example.com', name: 'A', role: 'user', isSuperAdmin: false };

  it('does not keep what a lookup read before an invalidation', () => {
    const cache = new SessionCache(60_000);
    const epoch = cache.begin();
    cache.drop(sessionKey('s1'));
    cache.set('s1', user, epoch);
    expect(cache.get('s1', 'u1')).toBeNull();
    cache.set('s1', user, cache.begin());
    expect(cache.get('s1', 'u1')).toBe(user);
  });

  it("drops one session, a user's sessions, or everything; and only answers the token's own user", () => {
    const cache = new SessionCache(60_000);
    for (const id of ['s1', 's2']) cache.set(id, user, cache.begin());
    cache.set('s3', { ...user, id: 'u2' }, cache.begin());
    expect(cache.get('s1', 'u2')).toBeNull();
    cache.drop(sessionKey('s1'));
    expect([cache.get('s1', 'u1'), cache.get('s2', 'u1')]).toEqual([null, user]);
    cache.drop(userSessionsKey('u1'));
    expect(cache.get('s2', 'u1')).toBeNull();
    expect(cache.get('s3', 'u2')).not.toBeNull();
    cache.drop('catalogue:'); // another cache's key: ignored
    expect(cache.size).toBe(1);
    cache.drop('');
    expect(cache.size).toBe(0);
  });

  it('forgets an entry after its time to live and keeps at most its size', () => {
    const expired = new SessionCache(-1);
    expired.set('s1', user, expired.begin());
    expect(expired.get('s1', 'u1')).toBeNull();
    const small = new SessionCache(60_000, 2);
    for (const id of ['s1', 's2', 's3']) small.set(id, user, small.begin());
    expect([small.get('s1', 'u1'), small.size]).toEqual([null, 2]);
  });
});
