import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '#test-support/tcp-proxy.ts';
import { PG_PING_TIMEOUT_MS, PG_QUERY_TIMEOUT_GRACE_MS } from './db/client.ts';
import { signedInUser, type TestUser } from './test/auth.ts';
import { buildTestApp, type TestApp } from './test/build-app.ts';
import { createTestDatabase } from './test/database.ts';

// Issue 9 §5: with the database unreachable every route answers 503 with Retry-After and a clear message (not 500,
// not 401), and answers as usual again once the database is back, without a restart.
const OUTAGE = {
  success: false,
  message: 'The service is temporarily unavailable. Please try again in a moment.',
  code: 'database_unreachable',
};

function calls(app: FastifyInstance, user: TestUser, cookie: string) {
  return {
    profile: () => app.inject({ method: 'GET', url: '/api/users/profile/me', headers: { cookie } }),
    /** A signed-in read that needs the database every time (the cart is priced now). */
    cart: () => app.inject({ method: 'GET', url: '/api/cart/my-cart', headers: { cookie } }),
    login: () =>
      app.inject({
        method: 'POST',
        url: '/api/users/auth/login',
        payload: { email: user.email, password: user.password },
      }),
    refresh: () =>
      app.inject({
        method: 'GET',
        url: '/api/users/auth/refresh-token',
        headers: { cookie, origin: 'http://localhost:3000' },
      }),
    health: () => app.inject({ method: 'GET', url: '/api/health' }),
  };
}

function expectOutage(res: Awaited<ReturnType<FastifyInstance['inject']>>, name: string) {
  expect(res.statusCode, name).toBe(503);
  expect(res.headers['retry-after'], name).toBe('5');
  expect(res.json(), name).toEqual(OUTAGE);
}

describe('with the database closed under the app (PGlite closed; on PostgreSQL its pool ended)', () => {
  let t: TestApp;
  let call: ReturnType<typeof calls>;
  beforeAll(async () => {
    t = await buildTestApp();
    const { user, cookie } = await signedInUser(t.app);
    call = calls(t.app, user, cookie);
    expect((await call.profile()).statusCode).toBe(200);
    await t.database.close();
  });
  afterAll(() => t.close());

  it('answers a signed-in call, login and refresh 503 with Retry-After, and keeps the session cookies', async () => {
    expectOutage(await call.cart(), 'cart');
    // What was read before the outage and is kept (the signed-in user's profile) is still answered.
    expect((await call.profile()).statusCode, 'profile').toBe(200);
    expectOutage(await call.login(), 'login');
    const refresh = await call.refresh();
    expectOutage(refresh, 'refresh');
    expect(refresh.headers['set-cookie'], 'an outage signs nobody out').toBeUndefined();
  });

  it('answers health 503 with Retry-After', async () => {
    const res = await call.health();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ success: false, database: 'down', code: 'database_unreachable' });
  });
});

// CI's PostgreSQL pass: the app reaches PostgreSQL through a TCP proxy the test cuts and restores. Registered only
// there, so the PGlite run reports nothing skipped.
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  describe('with PostgreSQL cut off by a TCP proxy and restored', () => {
    let proxy: TcpProxy;
    let t: TestApp;
    let call: ReturnType<typeof calls>;
    beforeAll(async () => {
      const target = new URL(postgresUrl);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      t = await buildTestApp({ database: await createTestDatabase({ through: proxy }) });
      const { user, cookie } = await signedInUser(t.app);
      call = calls(t.app, user, cookie);
    });
    afterAll(async () => {
      await proxy.restore();
      await t.close();
      await proxy.close();
    });

    it('answers 503 with Retry-After while cut, and 200 again after the restore without a restart', async () => {
      expect((await call.profile()).statusCode).toBe(200);
      expect(proxy.open).toBeGreaterThan(0);

      await proxy.cut();
      expectOutage(await call.cart(), 'cart');
      expectOutage(await call.login(), 'login');
      const refresh = await call.refresh();
      expectOutage(refresh, 'refresh');
      expect(refresh.headers['set-cookie'], 'an outage signs nobody out').toBeUndefined();
      expect((await call.health()).statusCode).toBe(503);

      await proxy.restore();
      expect((await call.cart()).statusCode).toBe(200);
      expect((await call.login()).statusCode).toBe(200);
      expect((await call.health()).statusCode).toBe(200);
    });
  });

  // Issue 32 §5: a partition drops packets, nothing is refused. Every call has a client-side bound: the health ping
  // its own (PG_PING_TIMEOUT_MS), a query the statement timeout and a grace, a new connection the connect timeout.
  describe('with PostgreSQL partitioned away (packets held, nothing refused) and healed', () => {
    const STATEMENT_TIMEOUT_MS = 2000;
    const QUERY_BOUND_MS = STATEMENT_TIMEOUT_MS + PG_QUERY_TIMEOUT_GRACE_MS;
    let proxy: TcpProxy;
    let t: TestApp;
    let call: ReturnType<typeof calls>;
    beforeAll(async () => {
      const target = new URL(postgresUrl);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      t = await buildTestApp({
        database: await createTestDatabase({ through: proxy, statementTimeoutMs: STATEMENT_TIMEOUT_MS }),
      });
      const { user, cookie } = await signedInUser(t.app);
      call = calls(t.app, user, cookie);
    });
    afterAll(async () => {
      await proxy.restore();
      await t.close();
      await proxy.close();
    });

    const timed = async (name: string, run: () => Promise<Awaited<ReturnType<FastifyInstance['inject']>>>) => {
      const started = Date.now();
      const res = await run();
      return { name, res, ms: Date.now() - started };
    };

    it('answers 503 within the bounds while partitioned, and 200 again once it heals, without a restart', async () => {
      // Open pool connections first, so the calls below meet the partition on them (the case that hung).
      await Promise.all([call.login(), call.login(), call.cart(), call.health()]);
      expect(proxy.open).toBeGreaterThan(0);

      proxy.partition();
      const health = await timed('health', call.health);
      expect(health.res.statusCode).toBe(503);
      expect(health.res.json()).toMatchObject({ success: false, database: 'down', code: 'database_unreachable' });
      expect(health.ms).toBeLessThan(PG_PING_TIMEOUT_MS + 1000);
      // Calls that read the database each time (an empty cart is answered from what is kept).
      const answers = await Promise.all([
        timed('login', call.login),
        timed('refresh', call.refresh),
        timed('login again', call.login),
        timed('health again', call.health),
      ]);
      for (const { name, res, ms } of answers) {
        expect(res.statusCode, name).toBe(503);
        expect(res.headers['retry-after'], name).toBe('5');
        if (!name.startsWith('health')) expect(res.json(), name).toEqual(OUTAGE);
        // A call may first wait for a pool connection another call holds: two bounds at most.
        expect(ms, name).toBeLessThan(2 * QUERY_BOUND_MS + 1000);
      }

      await proxy.restore();
      await expect.poll(async () => (await call.login()).statusCode, { timeout: 15_000, interval: 200 }).toBe(200);
      expect((await call.refresh()).statusCode).toBe(200);
      expect((await call.cart()).statusCode).toBe(200);
      expect((await call.health()).statusCode).toBe(200);
    }, 60_000);
  });
}
