import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket } from '#test-support/socket-io-client.ts';
import { startSmtpServer, type TestSmtpServer } from '#test-support/smtp-server.ts';
import { signedInUser } from '../test/auth.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { insertCourse } from '../test/commerce.ts';
import { paymentRow } from '../test/orders.ts';
import { payments } from '../db/schema/index.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const webRoot = path.resolve(import.meta.dirname, '../test/fixtures/web');

let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url, PAYMENT_REVERIFY_SECONDS: '0' }, webRoot });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const scrape = async (app = t.app) => {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The value of one series of the exposition, e.g. `pathshala_sign_ups_total{method="email"}`; undefined when absent. */
const valueOf = (body: string, series: string): number | undefined => {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('is 404 without METRICS_TOKEN, also for a browser (never the web app)', async () => {
    const off = await buildTestApp({ webRoot });
    try {
      for (const headers of [{}, { accept: 'text/html' }, { authorization: `Bearer ${TOKEN}` }]) {
        const res = await off.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'route_not_found' });
      }
    } finally {
      await off.close();
    }
  });

  it('answers 401 without the token, with another one, or with it in the wrong form', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toMatchObject({ success: false, code: 'unauthorized' });
      expect(res.body).not.toContain('pathshala_');
    }
  });

  it('serves the Prometheus text with process, pool, socket and business families', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const family of [
      'nodejs_eventloop_lag_seconds gauge',
      'nodejs_heap_size_used_bytes gauge',
      'process_resident_memory_bytes gauge',
      'pathshala_http_request_duration_seconds histogram',
      'pathshala_db_pool_max gauge',
      'pathshala_db_pool_connections gauge',
      'pathshala_socket_connections gauge',
      'pathshala_sign_ups_total counter',
      'pathshala_orders_created_total counter',
      'pathshala_payments_pending gauge',
      'pathshala_payment_verifications_total counter',
    ]) {
      expect(res.body).toContain(`# TYPE ${family}`);
    }
    expect(valueOf(res.body, 'pathshala_sign_ups_total{method="google"}')).toBe(0);
    expect(valueOf(res.body, 'pathshala_payment_verifications_total{result="error"}')).toBe(0);
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'GET', url: `/api/courses/public/preview/${id}` })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-thing/12345' })).statusCode).toBe(404);
    const body = await scrape();
    const count = (labels: string) => valueOf(body, `pathshala_http_request_duration_seconds_count{${labels}}`);
    expect(count('method="GET",route="/api/courses/public/preview/:id",status_code="404"')).toBe(3);
    expect(count('method="GET",route="/api/health",status_code="200"')).toBeGreaterThanOrEqual(1);
    expect(count('method="GET",route="none",status_code="404"')).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(
        body,
        'pathshala_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health",status_code="200"}',
      ),
    ).toBe(count('method="GET",route="/api/health",status_code="200"'));
    expect(body).not.toContain(id);
    expect(body).not.toContain('12345');
  });

  it('counts sign-ups, orders and payment verifications, and reads pending payments when scraped', async () => {
    const before = await scrape();
    const email = `metrics-${Date.now()}@example.com`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth/register',
      payload: { name: 'Metrics Learner', email, password: 'secret123' },
    });
    expect(registered.statusCode).toBe(201);
    const code = /activation code is: (\d{4})/.exec((await smtp.nextMessageTo(email)).text)?.[1];
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth/activate',
      payload: { activationToken: registered.json().activationToken, activationCode: code },
    });
    expect(activated.statusCode).toBe(200);

    const learner = await signedInUser(t.app);
    const courseId = await insertCourse(t.app, 120_000);
    const charge = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-charge',
      headers: { cookie: learner.cookie },
      payload: { courseId, amount: 120_000 },
    });
    const { payment_url: paymentUrl, paymentId } = charge.json<{ payment_url: string; paymentId: string }>();
    const paid = await t.app.inject({
      method: 'POST',
      url: new URL(paymentUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&payment_method=bkash',
    });
    expect(paid.statusCode).toBe(303);
    expect((await paymentRow(t.app, paymentId)).status).toBe('paid');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/orders/process-order',
      headers: { cookie: learner.cookie },
      payload: { courseId, paymentInfo: { invoice_id: 'not-an-invoice-of-ours' } },
    });
    expect(forged.statusCode).toBe(400);

    const due = new Date(Date.now() + 60_000);
    // Two charges abandoned at the gateway's page (no invoice), written as the checkout writes them.
    await t.app.db.insert(payments).values([
      { userId: learner.user.id, amountPoisha: 100, items: [], gatewayMode: 'sandbox', expiresAt: due },
      { userId: learner.user.id, amountPoisha: 200, items: [], gatewayMode: 'sandbox', expiresAt: due },
    ]);

    const after = await scrape();
    const delta = (series: string) => (valueOf(after, series) ?? 0) - (valueOf(before, series) ?? 0);
    expect(delta('pathshala_sign_ups_total{method="email"}')).toBe(1);
    expect(delta('pathshala_orders_created_total{gateway_mode="sandbox"}')).toBe(1);
    expect(delta('pathshala_payment_verifications_total{result="paid"}')).toBe(1);
    expect(delta('pathshala_payment_verifications_total{result="refused"}')).toBe(1);
    // The two charges inserted by hand, the checkout's own payment is paid: nothing waits for the gateway.
    expect(valueOf(after, 'pathshala_payments_pending{stage="awaiting_buyer"}')).toBe(2);
    expect(valueOf(after, 'pathshala_payments_pending{stage="awaiting_gateway"}')).toBe(0);
  });

  it('reports the database pool: PostgreSQL pool use, PGlite one connection in process', async () => {
    await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'GET', url: '/api/health' })));
    const body = await scrape();
    if (t.database.kind === 'postgres') {
      expect(valueOf(body, 'pathshala_db_pool_max')).toBe(4); // createTestDatabase's pool
      const open = valueOf(body, 'pathshala_db_pool_connections')!;
      expect(open).toBeGreaterThanOrEqual(1);
      expect(open).toBeLessThanOrEqual(4);
      // Nothing runs between the requests: every open connection is idle (the scrape's own count has finished).
      expect(valueOf(body, 'pathshala_db_pool_idle')).toBeLessThanOrEqual(open);
      expect(valueOf(body, 'pathshala_db_pool_waiting')).toBe(0);
    } else {
      expect(valueOf(body, 'pathshala_db_pool_max')).toBe(1);
      expect(valueOf(body, 'pathshala_db_pool_connections')).toBe(1);
      expect(body).not.toContain('pathshala_db_pool_idle');
      expect(body).not.toContain('pathshala_db_pool_waiting');
    }
  });

  it('counts live socket connections', async () => {
    const { cookie } = await signedInUser(t.app);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = await connectSocket(`http://127.0.0.1:${port}`, { cookie });
    try {
      expect(valueOf(await scrape(), 'pathshala_socket_connections')).toBe(1);
    } finally {
      socket.close();
    }
  });

  it('keeps each app its own counts (many apps in one process)', async () => {
    const other = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    try {
      await other.app.inject({ method: 'GET', url: '/api/health' });
      const body = await scrape(other.app);
      expect(
        valueOf(
          body,
          'pathshala_http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}',
        ),
      ).toBe(1);
      expect(body.match(/^# TYPE nodejs_eventloop_lag_seconds /gm)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
