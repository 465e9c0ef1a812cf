import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUddoktaPay, type FakeUddoktaPay } from '#test-support/uddoktapay.ts';
import { buildApp } from '../../app.ts';
import { shutdown } from '../../lib/shutdown.ts';
import { Lifecycle, STARTING_MESSAGE } from '../../plugins/lifecycle.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, testEnv } from '../../test/build-app.ts';
import { insertCourse } from '../../test/commerce.ts';
import { createTestDatabase } from '../../test/database.ts';

/** Issue 14: readiness names each dependency and says 503 while starting and while draining. */
let fake: FakeUddoktaPay;
beforeAll(async () => {
  fake = await startFakeUddoktaPay();
});
afterAll(async () => {
  await fake.close();
});

describe('GET /api/ready while starting', () => {
  it('is 503 starting until migrations are done and the seed has run; other requests wait, liveness answers', async () => {
    const database = await createTestDatabase();
    const lifecycle = new Lifecycle('starting');
    const app = await buildApp({ env: testEnv(), database, logger: false, lifecycle });
    try {
      const ready = () => app.inject({ method: 'GET', url: '/api/ready' });
      const starting = await ready();
      expect(starting.statusCode).toBe(503);
      expect(starting.json()).toEqual({
        success: false,
        status: 'starting',
        checks: { migrations: 'pending', database: 'up', redis: 'not_configured' },
        message: 'The server is starting: migrations and the start-up seed are not done yet',
        code: 'service_unavailable',
      });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const other = await app.inject({ method: 'GET', url: '/api/courses/public/all-previews' });
      expect(other.statusCode).toBe(503);
      expect(other.headers['retry-after']).toBe('2');
      expect(other.json()).toEqual({ success: false, message: STARTING_MESSAGE, code: 'service_unavailable' });

      lifecycle.migrationsDone();
      expect((await ready()).json()).toMatchObject({ status: 'starting', checks: { migrations: 'done' } });
      lifecycle.started();
      const up = await ready();
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({
        success: true,
        status: 'ready',
        checks: { migrations: 'done', database: 'up', redis: 'not_configured' },
      });
      expect((await app.inject({ method: 'GET', url: '/api/courses/public/all-previews' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('GET /api/ready while draining', () => {
  it('is 503 draining from the signal on, while a request in flight keeps the drain open; then the app exits 0', async () => {
    const t = await buildTestApp({
      env: { UDDOKTAPAY_BASE_URL: fake.url, UDDOKTAPAY_API_KEY: fake.apiKey, PAYMENT_REVERIFY_SECONDS: '0' },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const { cookie } = await signedInUser(t.app);
    const courseId = await insertCourse(t.app, 150_000);

    fake.hang('checkout');
    const inFlight = fetch(`${base}/api/orders/create-charge`, {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ courseId }),
    });
    await expect.poll(() => fake.held('checkout'), { interval: 20 }).toBe(1);

    let exited: (code: number) => void = () => undefined;
    const exitCode = new Promise<number>((resolve) => (exited = resolve));
    const done = shutdown(t.app, t.database, { signal: 'SIGTERM', exit: (code) => exited(code), listenMs: 300 });

    const draining = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({
      success: false,
      status: 'draining',
      checks: { migrations: 'done', database: 'up', redis: 'not_configured' },
      message: 'The server is shutting down',
      code: 'service_unavailable',
    });
    // Still accepting for listenMs (a load balancer learns of the drain at its next readiness check) ...
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    // ... then no new connections; the request in flight is still waiting for the gateway.
    await expect.poll(() => t.app.server.listening, { interval: 20 }).toBe(false);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    expect(t.app.lifecycle.inFlight).toBe(1);

    fake.release('checkout');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('connection')).toBe('close');
    await done;
    expect(await exitCode).toBe(0);
  });
});
