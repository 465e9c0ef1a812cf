import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUddoktaPay, type FakeUddoktaPay } from '#test-support/uddoktapay.ts';
import { sandboxGatewayCharges } from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { insertCourse } from '../../test/commerce.ts';

// Issue 9 §7: payment addresses never come from the request's Host. Without PUBLIC_URL (outside production) only
// hosts the server knows are used: ALLOWED_ORIGINS, loopback names, its own listen address; any other Host falls back
// to http://localhost:PORT (decision 0007).
const noPublicUrl = { PUBLIC_URL: undefined, PORT: '3000', ALLOWED_ORIGINS: 'https://shop.example.org' };

describe('create-charge through UddoktaPay without PUBLIC_URL', () => {
  let fake: FakeUddoktaPay;
  let t: TestApp;
  let cookie: string;
  let course: string;
  beforeAll(async () => {
    fake = await startFakeUddoktaPay();
    t = await buildTestApp({
      env: {
        ...noPublicUrl,
        UDDOKTAPAY_BASE_URL: fake.url,
        UDDOKTAPAY_API_KEY: fake.apiKey,
        PAYMENT_REVERIFY_SECONDS: '0',
      },
    });
    cookie = (await signedInUser(t.app)).cookie;
    course = await insertCourse(t.app, 99_900, { name: 'Host header course' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** The addresses the gateway was given for a charge created with this Host header. */
  const chargeWithHost = async (host: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-charge',
      headers: { cookie, host },
      payload: { courseId: course },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { redirect_url, cancel_url, webhook_url } = fake.lastCharge().request;
    return { paymentId: res.json<{ paymentId: string }>().paymentId, redirect_url, cancel_url, webhook_url };
  };

  it('never sends the gateway an address on an unknown Host: they fall back to http://localhost:PORT', async () => {
    const sent = await chargeWithHost('evil.example');
    expect(JSON.stringify(sent)).not.toContain('evil.example');
    expect(sent).toEqual({
      paymentId: sent.paymentId,
      redirect_url: 'http://localhost:3000/payment/result',
      cancel_url: `http://localhost:3000/payment/result?status=cancelled&paymentId=${sent.paymentId}`,
      webhook_url: 'http://localhost:3000/api/orders/uddoktapay-webhook',
    });
    // Nor by a port, user info or a forwarded host header (TRUST_PROXY is off).
    for (const host of ['evil.example:3000', 'evil.example@localhost:3000', 'localhost.evil.example']) {
      expect(JSON.stringify(await chargeWithHost(host)), host).not.toContain('evil');
    }
    const forwarded = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-charge',
      headers: { cookie, host: 'localhost:3000', 'x-forwarded-host': 'evil.example' },
      payload: { courseId: course },
    });
    expect(forwarded.statusCode).toBe(200);
    expect(fake.lastCharge().request.redirect_url).toBe('http://localhost:3000/payment/result');
  });

  it('uses an origin of ALLOWED_ORIGINS whose host the request names, with its scheme', async () => {
    const sent = await chargeWithHost('shop.example.org');
    expect(sent.redirect_url).toBe('https://shop.example.org/payment/result');
    expect(sent.cancel_url).toBe(
      `https://shop.example.org/payment/result?status=cancelled&paymentId=${sent.paymentId}`,
    );
    expect(sent.webhook_url).toBe('https://shop.example.org/api/orders/uddoktapay-webhook');
  });

  it('uses a loopback host as sent (the dev server on another port)', async () => {
    expect((await chargeWithHost('localhost:5173')).redirect_url).toBe('http://localhost:5173/payment/result');
    expect((await chargeWithHost('127.0.0.1:3000')).webhook_url).toBe(
      'http://127.0.0.1:3000/api/orders/uddoktapay-webhook',
    );
  });
});

describe('create-charge through the built-in sandbox without PUBLIC_URL', () => {
  let t: TestApp;
  let cookie: string;
  let course: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ...noPublicUrl, PAYMENT_REVERIFY_SECONDS: '0' } });
    cookie = (await signedInUser(t.app)).cookie;
    course = await insertCourse(t.app, 99_900, { name: 'Sandbox host course' });
  });
  afterAll(() => t.close());

  it('sends the buyer to a sandbox page and return addresses on a known host, not the request Host', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-charge',
      headers: { cookie, host: 'evil.example' },
      payload: { courseId: course },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { payment_url } = res.json<{ payment_url: string }>();
    expect(payment_url).toMatch(/^http:\/\/localhost:3000\/sandbox-gateway\/payment\/\w+$/);
    const [charge] = await t.app.db
      .select()
      .from(sandboxGatewayCharges)
      .orderBy(desc(sandboxGatewayCharges.createdAt))
      .limit(1);
    expect(charge).toMatchObject({
      redirectUrl: 'http://localhost:3000/payment/result',
      webhookUrl: 'http://localhost:3000/api/orders/uddoktapay-webhook',
    });
    expect(charge!.cancelUrl).toMatch(/^http:\/\/localhost:3000\/payment\/result\?status=cancelled&paymentId=/);
  });
});

describe('production without PUBLIC_URL', () => {
  it('refuses to start, naming the variable', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathshala-no-public-url-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      // PORT 0 and a kill after 20 s: a server that does start (the old behaviour) must not outlive the test.
      env: { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), DATA_DIR: dataDir, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    clearTimeout(kill);
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration:');
    expect(stderr).toContain('PUBLIC_URL: is required when NODE_ENV=production');
    // One list of every unsafe setting, not one at a time (issue 14).
    expect(stderr).toContain('UDDOKTAPAY_BASE_URL: is required when NODE_ENV=production');
    expect(stderr).toContain('SMTP_URL: is required when NODE_ENV=production');
  });
});
