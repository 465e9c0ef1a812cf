import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createUddoktaPayClient, gatewayConfig, SANDBOX_API_KEY, checkPaid } from '../integrations/uddoktapay.ts';
import { VerifiedPaymentSchema } from '../integrations/uddoktapay-protocol.ts';
import { buildTestApp, testEnv, type TestApp } from '../test/build-app.ts';
import { createTestDatabase } from '../test/database.ts';
import paymentSandbox, { SANDBOX_PRODUCTION_ERROR, sandboxFetch } from './payment-sandbox.ts';

let t: TestApp;
let receiver: http.Server;
let webhookUrl: string;
const hooks: { headers: http.IncomingHttpHeaders; body: unknown }[] = [];
const key = { 'rt-uddoktapay-api-key': SANDBOX_API_KEY };
const paymentId = '7d3c1d9a-1111-4222-8333-444455556666';

beforeAll(async () => {
  t = await buildTestApp();
  receiver = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      hooks.push({ headers: req.headers, body: JSON.parse(raw) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/orders/webhook`;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => receiver.close(() => r()));
});

const checkout = (body: Record<string, unknown> = {}, headers: Record<string, string> = key) =>
  t.app.inject({
    method: 'POST',
    url: '/sandbox-gateway/api/checkout-v2',
    headers,
    payload: {
      full_name: 'Karim <b>Ahmed</b>',
      email: 'karim@example.com',
      amount: '1250.00',
      metadata: { paymentId },
      redirect_url: 'http://localhost:3000/payment/success?courseId=c1',
      return_type: 'GET',
      cancel_url: 'http://localhost:3000/payment/failed',
      webhook_url: webhookUrl,
      ...body,
    },
  });
const newCharge = async (body: Record<string, unknown> = {}) => {
  const res = await checkout(body);
  expect(res.statusCode).toBe(200);
  return new URL(res.json<{ payment_url: string }>().payment_url).pathname;
};
const press = (path: string, action: string, method = 'bkash') =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action, payment_method: method }).toString(),
  });
const verify = (invoiceId: string, headers: Record<string, string> = key) =>
  t.app.inject({
    method: 'POST',
    url: '/sandbox-gateway/api/verify-payment',
    headers,
    payload: { invoice_id: invoiceId },
  });
const invoiceOf = (location: string) => new URL(location).searchParams.get('invoice_id')!;

describe('the sandbox gateway API', () => {
  it('creates a charge and answers a payment_url on the site', async () => {
    const res = await checkout();
    expect(res.json()).toMatchObject({ status: true, message: 'Payment Url' });
    expect(res.json<{ payment_url: string }>().payment_url).toMatch(
      /^http:\/\/localhost:3000\/sandbox-gateway\/payment\/[A-Za-z0-9]{40}$/,
    );
  });

  it('refuses a missing or wrong key and a bad body in the gateway error shape', async () => {
    for (const headers of [{}, { 'rt-uddoktapay-api-key': 'wrong' }] as Record<string, string>[]) {
      const res = await checkout({}, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: false, message: 'Unauthorized Action' });
      expect((await verify('x', headers)).statusCode).toBe(401);
    }
    const bad = await checkout({ amount: 1250 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: false });
  });

  it('answers the error shape for an unknown invoice', async () => {
    expect((await verify('NOPE')).json()).toEqual({ status: 'ERROR', message: 'Invalid Invoice ID' });
  });

  it('is what the real client talks to in sandbox mode, in process', async () => {
    const config = gatewayConfig(t.env, 'http://ignored')!;
    expect(config).toEqual({
      baseUrl: 'http://localhost:3000/sandbox-gateway',
      apiKey: SANDBOX_API_KEY,
      mode: 'sandbox',
    });
    const client = createUddoktaPayClient({ ...config, fetch: sandboxFetch(t.app) });
    const { paymentUrl } = await client.createCharge({
      fullName: 'Karim',
      email: 'karim@example.com',
      amountPoisha: 99950,
      paymentId,
      redirectUrl: 'http://localhost:3000/payment/success',
      cancelUrl: 'http://localhost:3000/payment/failed',
    });
    const paid = await press(new URL(paymentUrl).pathname, 'pay');
    const invoiceId = invoiceOf(paid.headers.location as string);
    const answer = await client.verifyPayment(invoiceId);
    expect(answer).toMatchObject({ status: 'COMPLETED', amount: '999.50', metadata: { paymentId } });
    expect(checkPaid(answer, { invoiceId, paymentId, amountPoisha: 99950 })).toMatchObject({ paid: true });
  });
});

describe('the sandbox checkout page', () => {
  it('offers bKash and Nagad and the four buttons, under a strict CSP with no script or outside resource', async () => {
    const res = await t.app.inject({ method: 'GET', url: await newCharge() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<input type="radio" name="payment_method" value="bkash" checked> bKash');
    expect(html).toContain('<input type="radio" name="payment_method" value="nagad"> Nagad');
    for (const [value, label] of [
      ['pay', 'Pay'],
      ['pending', 'Pending'],
      ['fail', 'Fail'],
      ['cancel', 'Cancel'],
    ]) {
      expect(html).toMatch(new RegExp(`<button type="submit" name="action" value="${value}"[^>]*>${label}</button>`));
    }
    expect(html).toContain('৳1250.00');
    expect(html).toContain('Karim &lt;b&gt;Ahmed&lt;/b&gt;');
    expect(html).not.toMatch(/<script|\son\w+=|https?:\/\/(?!localhost:3000)/i);
    const csp = String(res.headers['content-security-policy']);
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:3000");
    expect(csp).not.toContain('unsafe-inline');
    // The taka sign is drawn with the sandbox's own Bengali font (system fonts often lack U+09F3).
    expect(csp).toContain("font-src 'self'");
    expect(html).toContain(
      '@font-face{font-family:"Taka Sign";src:url(/sandbox-gateway/taka-sign.woff2) format("woff2");unicode-range:U+09F3',
    );
    expect(html).toMatch(/body\{[^}]*font:16px\/1\.5 "Taka Sign",/);
    const font = await t.app.inject({ method: 'GET', url: '/sandbox-gateway/taka-sign.woff2' });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('answers 404 for an unknown payment', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sandbox-gateway/payment/nope' })).statusCode).toBe(404);
  });

  it('Pay completes the invoice, sends the webhook with the key, and returns the buyer with invoice_id', async () => {
    const page = await newCharge();
    const before = hooks.length;
    const res = await press(page, 'pay', 'nagad');
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/payment/success');
    expect(location.searchParams.get('courseId')).toBe('c1');
    const invoiceId = invoiceOf(location.toString());
    const answer = (await verify(invoiceId)).json();
    expect(VerifiedPaymentSchema.parse(answer)).toMatchObject({
      status: 'COMPLETED',
      invoice_id: invoiceId,
      amount: '1250.00',
      charged_amount: '1250.00',
      metadata: { paymentId },
      payment_method: 'nagad',
      email: 'karim@example.com',
    });
    expect(hooks.length).toBe(before + 1);
    expect(hooks.at(-1)!.headers['rt-uddoktapay-api-key']).toBe(SANDBOX_API_KEY);
    expect(hooks.at(-1)!.body).toEqual(answer);
  });

  it('settles once however often a button is pressed', async () => {
    const page = await newCharge();
    const first = await press(page, 'pay');
    const again = await press(page, 'fail');
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`http://localhost:3000${page}`);
    expect((await verify(invoiceOf(first.headers.location as string))).json()).toMatchObject({ status: 'COMPLETED' });
    const settled = await t.app.inject({ method: 'GET', url: page });
    expect(settled.body).toContain('This payment is completed.');
    expect(settled.body).toContain('Return to the shop');
    expect(settled.body).not.toContain('value="pay"');
  });

  it('Pending leaves the invoice PENDING until the gateway admin approves it', async () => {
    const page = await newCharge();
    const before = hooks.length;
    const res = await press(page, 'pending');
    const invoiceId = invoiceOf(res.headers.location as string);
    expect((await verify(invoiceId)).json()).toMatchObject({ status: 'PENDING', invoice_id: invoiceId });
    expect(hooks.length).toBe(before);
    const waiting = await t.app.inject({ method: 'GET', url: page });
    expect(waiting.body).toContain('This payment is waiting for approval by the gateway admin.');
    expect(waiting.body).toMatch(/value="approve"[^>]*>Approve</);
    await press(page, 'approve');
    expect((await verify(invoiceId)).json()).toMatchObject({ status: 'COMPLETED', invoice_id: invoiceId });
    expect(hooks.length).toBe(before + 1);
  });

  it('Fail marks the invoice ERROR and returns the buyer with it', async () => {
    const res = await press(await newCharge(), 'fail');
    expect(res.statusCode).toBe(303);
    expect((await verify(invoiceOf(res.headers.location as string))).json()).toMatchObject({ status: 'ERROR' });
  });

  it('Cancel sends the buyer to cancel_url with no invoice', async () => {
    const res = await press(await newCharge(), 'cancel');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('http://localhost:3000/payment/failed');
  });

  it('refuses a form without a known button', async () => {
    const res = await press(await newCharge(), 'steal');
    expect(res.statusCode).toBe(400);
  });

  it('returns by a form POST carrying invoice_id when return_type is POST', async () => {
    const res = await press(await newCharge({ return_type: 'POST' }), 'pay');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<form method="post" action="http://localhost:3000/payment/success?courseId=c1">');
    expect(res.body).toMatch(/<input type="hidden" name="invoice_id" value="[A-Za-z0-9]{20}">/);
  });

  it('keeps charges in the database, so another instance on it serves them', async () => {
    const page = await newCharge();
    const other = await buildApp({ env: t.env, database: t.database, logger: false });
    try {
      const res = await other.inject({
        method: 'POST',
        url: page,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay',
      });
      expect(res.statusCode).toBe(303);
      expect((await verify(invoiceOf(res.headers.location as string))).json()).toMatchObject({ status: 'COMPLETED' });
    } finally {
      await other.close();
    }
  });
});

describe('when the sandbox exists', () => {
  it('delivers a webhook to the site itself in process', async () => {
    const database = await createTestDatabase();
    const app = Fastify({ logger: false });
    const received: unknown[] = [];
    app.decorate('env', testEnv({ PUBLIC_URL: 'https://learn.example.com' }));
    app.decorate('db', database.db);
    app.post('/api/orders/webhook', async (request) => {
      received.push({ key: request.headers['rt-uddoktapay-api-key'], body: request.body });
      return { ok: true };
    });
    await app.register(paymentSandbox);
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/sandbox-gateway/api/checkout-v2',
        headers: key,
        payload: {
          full_name: 'A',
          email: 'a@example.com',
          amount: '10.00',
          metadata: { paymentId },
          redirect_url: 'https://learn.example.com/payment/success',
          cancel_url: 'https://learn.example.com/payment/failed',
          webhook_url: 'https://learn.example.com/api/orders/webhook',
        },
      });
      const paymentUrl = res.json<{ payment_url: string }>().payment_url;
      expect(paymentUrl).toMatch(/^https:\/\/learn\.example\.com\/sandbox-gateway\/payment\//);
      await app.inject({
        method: 'POST',
        url: new URL(paymentUrl).pathname,
        payload: 'action=pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(received).toEqual([
        { key: SANDBOX_API_KEY, body: expect.objectContaining({ status: 'COMPLETED', amount: '10.00' }) },
      ]);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses to start in production even when registered by hand', async () => {
    const app = Fastify({ logger: false });
    // Past loadEnv, which refuses production without UddoktaPay: this plugin guards on its own too.
    app.decorate('env', { ...testEnv(), NODE_ENV: 'production' as const });
    await expect(app.register(paymentSandbox).ready()).rejects.toThrow(SANDBOX_PRODUCTION_ERROR);
    await app.close();
  });

  it('is not registered in production nor beside a configured UddoktaPay', async () => {
    const live = { UDDOKTAPAY_BASE_URL: 'https://pay.example.com', UDDOKTAPAY_API_KEY: 'live-key' };
    for (const env of [
      // Production without UddoktaPay does not pass loadEnv; built past it, the app still leaves the sandbox out.
      { ...testEnv(), NODE_ENV: 'production' as const },
      testEnv(live),
    ]) {
      const database = await createTestDatabase();
      const other = await buildApp({ env, database, logger: false });
      try {
        const res = await other.inject({
          method: 'POST',
          url: '/sandbox-gateway/api/checkout-v2',
          headers: key,
          payload: {},
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'route_not_found' });
      } finally {
        await other.close();
        await database.close();
      }
    }
  });
});
