import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUddoktaPay, type FakeUddoktaPay } from '#test-support/uddoktapay.ts';
import { loadEnv } from '../env.ts';
import { AppError } from '../errors.ts';
import { VerifiedPaymentSchema } from './uddoktapay-protocol.ts';
import {
  checkPaid,
  createUddoktaPayClient,
  GATEWAY_MESSAGES,
  GatewayError,
  GatewayTimeoutError,
  gatewayConfig,
  normaliseBaseUrl,
  SANDBOX_API_KEY,
  type UddoktaPayClient,
} from './uddoktapay.ts';

let fake: FakeUddoktaPay;
let client: UddoktaPayClient;
const paymentId = '3f1c2d4e-0000-4000-8000-000000000001';

const charge = (overrides: Partial<Parameters<UddoktaPayClient['createCharge']>[0]> = {}) =>
  client.createCharge({
    fullName: 'Rahim Uddin',
    email: 'rahim@example.com',
    amountPoisha: 125000,
    paymentId,
    redirectUrl: 'http://localhost:3000/payment/success',
    cancelUrl: 'http://localhost:3000/payment/failed',
    webhookUrl: 'http://localhost:3000/api/orders/webhook',
    ...overrides,
  });

beforeAll(async () => {
  fake = await startFakeUddoktaPay();
  client = createUddoktaPayClient({ baseUrl: `${fake.url}/api/`, apiKey: fake.apiKey, timeoutMs: 300 });
});
afterAll(() => fake.close());

describe('the UddoktaPay client', () => {
  it('creates a charge with the protocol headers and body, amount in decimal taka', async () => {
    const { paymentUrl } = await charge();
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/api/checkout-v2');
    expect(request.headers['rt-uddoktapay-api-key']).toBe(fake.apiKey);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.accept).toBe('application/json');
    expect(request.body).toEqual({
      full_name: 'Rahim Uddin',
      email: 'rahim@example.com',
      amount: '1250.00',
      metadata: { paymentId },
      redirect_url: 'http://localhost:3000/payment/success',
      return_type: 'GET',
      cancel_url: 'http://localhost:3000/payment/failed',
      webhook_url: 'http://localhost:3000/api/orders/webhook',
    });
    expect(paymentUrl).toBe(`${fake.url}/payment/${fake.lastCharge().hash}`);
  });

  it('keeps our payment id in metadata whatever else is sent', async () => {
    await charge({ metadata: { paymentId: 'forged', courseId: 'c1' }, webhookUrl: undefined });
    expect(fake.requests.at(-1)!.body).toMatchObject({ metadata: { paymentId, courseId: 'c1' } });
    expect(fake.requests.at(-1)!.body).not.toHaveProperty('webhook_url');
  });

  it('cuts a configured URL to the part before /api', () => {
    expect(normaliseBaseUrl('https://pay.example.com')).toBe('https://pay.example.com');
    expect(normaliseBaseUrl('https://pay.example.com/')).toBe('https://pay.example.com');
    expect(normaliseBaseUrl('https://pay.example.com/api')).toBe('https://pay.example.com');
    expect(normaliseBaseUrl('https://pay.example.com/api/checkout-v2?x=1')).toBe('https://pay.example.com');
    expect(normaliseBaseUrl('https://example.com/pay/api/')).toBe('https://example.com/pay');
    expect(normaliseBaseUrl('https://example.com/apis')).toBe('https://example.com/apis');
    expect(client.baseUrl).toBe(fake.url);
  });

  it('surfaces a refused charge as a GatewayError without the key', async () => {
    const wrong = createUddoktaPayClient({ baseUrl: fake.url, apiKey: 'not-the-key-123' });
    const error = await wrong
      .createCharge({
        fullName: 'A',
        email: 'a@b.c',
        amountPoisha: 100,
        paymentId,
        redirectUrl: 'http://x/r',
        cancelUrl: 'http://x/c',
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 502, code: 'payment_gateway_error', message: GATEWAY_MESSAGES.failed });
    expect((error as GatewayError).detail).toContain('Unauthorized Action');
    expect(JSON.stringify({ ...(error as object), m: (error as Error).message })).not.toContain('not-the-key-123');
  });

  it('surfaces status false with the gateway message as detail', async () => {
    fake.failNext('checkout', 200, { status: false, message: 'Amount is too low' });
    const error = (await charge().catch((e: unknown) => e)) as GatewayError;
    expect(error).toBeInstanceOf(GatewayError);
    expect(error.detail).toBe('checkout-v2 refused: Amount is too low');
  });

  it('refuses answers it cannot read', async () => {
    fake.failNext('checkout', 500, '<html>oops</html>');
    await expect(charge()).rejects.toMatchObject({ message: GATEWAY_MESSAGES.unexpected });
    fake.failNext('checkout', 200, { status: true, payment_url: 'not a url' });
    await expect(charge()).rejects.toMatchObject({ message: GATEWAY_MESSAGES.unexpected });
    fake.failNext('verify', 200, { status: 'PAID', invoice_id: 'x', amount: '1.00', metadata: {} });
    await expect(client.verifyPayment('x')).rejects.toBeInstanceOf(GatewayError);
  });

  it('times out a gateway that never answers, as a GatewayTimeoutError', async () => {
    fake.hang('verify');
    try {
      const started = Date.now();
      const error = await client.verifyPayment('anything').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GatewayTimeoutError);
      expect(error).toMatchObject({
        statusCode: 504,
        code: 'payment_gateway_timeout',
        message: GATEWAY_MESSAGES.timeout,
      });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      fake.hang('verify', false);
    }
  });

  it('reports an unreachable gateway', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((r) => closed.close(() => r()));
    const gone = createUddoktaPayClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k' });
    await expect(gone.verifyPayment('x')).rejects.toMatchObject({ message: GATEWAY_MESSAGES.unreachable });
  });

  it('refunds with the protocol fields', async () => {
    const answer = await client.refundPayment({
      transactionId: 'TX1',
      paymentMethod: 'bkash',
      amountPoisha: 50050,
      productName: 'React course',
      reason: 'Duplicate payment',
    });
    expect(answer).toEqual({ status: true, message: 'Refund request submitted' });
    expect(fake.refunds.at(-1)).toEqual({
      transaction_id: 'TX1',
      payment_method: 'bkash',
      amount: '500.50',
      product_name: 'React course',
      reason: 'Duplicate payment',
    });
  });
});

describe('verifying a payment', () => {
  const expected = (invoiceId: string) => ({ invoiceId, paymentId, amountPoisha: 125000 });

  it('is paid only when COMPLETED for our invoice, payment id and amount', async () => {
    await charge();
    const invoiceId = fake.settle(fake.lastCharge(), 'COMPLETED');
    const answer = await client.verifyPayment(invoiceId);
    expect(answer).toMatchObject({
      status: 'COMPLETED',
      invoice_id: invoiceId,
      amount: '1250.00',
      metadata: { paymentId },
    });
    expect(checkPaid(answer, expected(invoiceId))).toMatchObject({ paid: true });
    expect(checkPaid(answer, { ...expected(invoiceId), amountPoisha: 125001 })).toEqual({
      paid: false,
      reason: 'wrong_amount',
    });
  });

  it('treats PENDING and ERROR as not paid', async () => {
    await charge();
    const pendingId = fake.settle(fake.lastCharge(), 'PENDING');
    expect(checkPaid(await client.verifyPayment(pendingId), expected(pendingId))).toEqual({
      paid: false,
      reason: 'pending',
    });
    await charge();
    const failedId = fake.settle(fake.lastCharge(), 'ERROR');
    expect(checkPaid(await client.verifyPayment(failedId), expected(failedId))).toEqual({
      paid: false,
      reason: 'failed',
    });
  });

  it('reads the error answer for an unknown invoice', async () => {
    const answer = await client.verifyPayment('no-such-invoice');
    expect(answer).toEqual({ status: 'ERROR', message: 'Invalid Invoice ID' });
    expect(checkPaid(answer, expected('no-such-invoice'))).toEqual({ paid: false, reason: 'error_answer' });
  });

  it('sees through a gateway that lies about amount, metadata or invoice', async () => {
    await charge();
    const invoiceId = fake.settle(fake.lastCharge(), 'COMPLETED');
    fake.lie(invoiceId, { amount: '1.00' });
    expect(checkPaid(await client.verifyPayment(invoiceId), expected(invoiceId))).toEqual({
      paid: false,
      reason: 'wrong_amount',
    });
    fake.lie(invoiceId, { amount: '1250', metadata: { paymentId: 'someone-else' } });
    expect(checkPaid(await client.verifyPayment(invoiceId), expected(invoiceId))).toEqual({
      paid: false,
      reason: 'other_payment',
    });
    fake.lie(invoiceId, { metadata: [] as unknown as Record<string, unknown> });
    expect(checkPaid(await client.verifyPayment(invoiceId), expected(invoiceId))).toEqual({
      paid: false,
      reason: 'other_payment',
    });
    fake.lie(invoiceId, { metadata: { paymentId }, invoice_id: 'other' });
    expect(checkPaid(await client.verifyPayment(invoiceId), expected(invoiceId))).toEqual({
      paid: false,
      reason: 'other_invoice',
    });
    fake.lie(invoiceId, { invoice_id: invoiceId, amount: 1250 as unknown as string });
    expect(checkPaid(await client.verifyPayment(invoiceId), expected(invoiceId))).toMatchObject({ paid: true });
  });
});

describe('the fake webhook', () => {
  it('posts the verify answer with the key header, as many times as asked', async () => {
    const received: { headers: http.IncomingHttpHeaders; body: unknown }[] = [];
    const receiver = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(raw) });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    try {
      const { port } = receiver.address() as AddressInfo;
      await charge({ webhookUrl: `http://127.0.0.1:${port}/api/orders/webhook` });
      const invoiceId = fake.settle(fake.lastCharge(), 'COMPLETED');
      const answers = await fake.sendWebhook(invoiceId, { times: 3 });
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(received).toHaveLength(3);
      for (const hit of received) {
        expect(hit.headers['rt-uddoktapay-api-key']).toBe(fake.apiKey);
        expect(VerifiedPaymentSchema.parse(hit.body)).toMatchObject({ invoice_id: invoiceId, status: 'COMPLETED' });
      }
    } finally {
      await new Promise<void>((r) => receiver.close(() => r()));
    }
  });
});

describe('gatewayConfig', () => {
  const env = (vars: Record<string, string>) => loadEnv({ JWT_SECRET: 'x'.repeat(32), ...vars });

  it('uses UddoktaPay when it is configured', () => {
    expect(
      gatewayConfig(
        env({ UDDOKTAPAY_BASE_URL: 'https://pay.example.com/api/', UDDOKTAPAY_API_KEY: 'k1' }),
        'http://ignored',
      ),
    ).toEqual({ baseUrl: 'https://pay.example.com', apiKey: 'k1', mode: 'live' });
  });

  it('uses the sandbox under PUBLIC_URL, else the request origin, outside production', () => {
    expect(gatewayConfig(env({ PUBLIC_URL: 'https://learn.example.com/' }), 'http://127.0.0.1:3000')).toEqual({
      baseUrl: 'https://learn.example.com/sandbox-gateway',
      apiKey: SANDBOX_API_KEY,
      mode: 'sandbox',
    });
    expect(gatewayConfig(env({}), 'http://127.0.0.1:3000')?.baseUrl).toBe('http://127.0.0.1:3000/sandbox-gateway');
  });

  it('has no gateway in production without UddoktaPay', () => {
    expect(
      gatewayConfig(
        // Past loadEnv, which refuses production without UddoktaPay: the gateway choice is safe on its own too.
        { ...env({ PUBLIC_URL: 'https://learn.example.com' }), NODE_ENV: 'production' },
        'https://learn.example.com',
      ),
    ).toBeNull();
  });
});
