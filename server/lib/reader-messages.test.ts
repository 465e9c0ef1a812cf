import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '#test-support/smtp-server.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';

/**
 * The server answers its messages in the caller's language (issue 34): `?lang=`, else the `pathshala_lang` cookie,
 * else Accept-Language, else English; errors, validation and success messages alike.
 */
let t: TestApp;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const login = (headers: Record<string, string>, url = '/api/users/auth/login') =>
  t.app.inject({ method: 'POST', url, headers, payload: { email: 'nobody@example.com', password: 'wrong-password' } });

describe('messages in the caller’s language', () => {
  it('answers an error in Bengali for the Bengali reader, with the same code and status', async () => {
    const bengali = await login({ cookie: 'pathshala_lang=bn' });
    expect(bengali.statusCode).toBe(400);
    expect(bengali.json()).toMatchObject({
      success: false,
      code: 'invalid_credentials',
      message: 'ই-মেইল বা পাসওয়ার্ড সঠিক নয়',
    });
    const english = await login({});
    expect(english.json()).toMatchObject({ code: 'invalid_credentials', message: 'Invalid email or password' });
  });

  it('follows Accept-Language without a cookie, and ?lang= over both', async () => {
    expect((await login({ 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' })).json().message).toBe(
      'ই-মেইল বা পাসওয়ার্ড সঠিক নয়',
    );
    const overridden = await login({ cookie: 'pathshala_lang=bn' }, '/api/users/auth/login?lang=en');
    expect(overridden.json().message).toBe('Invalid email or password');
  });

  it('words a refused body in Bengali, each field’s message too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth/register',
      headers: { cookie: 'pathshala_lang=bn' },
      payload: { name: 'Rahim', email: 'not-an-email', password: 'secret123' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    // named by its field as in English ("email: Invalid email!")
    expect(body.message).toBe('email: ই-মেইলটি সঠিক নয়!');
    expect(body.fields.email).toBe('ই-মেইলটি সঠিক নয়!');
  });

  it('says the sign-up toast in Bengali with the address kept as it is', async () => {
    const email = `bn-${Date.now()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth/register',
      headers: { cookie: 'pathshala_lang=bn' },
      payload: { name: 'রহিম উদ্দিন', email, password: 'secret123' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(`আপনার অ্যাকাউন্ট চালু করতে অনুগ্রহ করে আপনার ই-মেইল দেখুন: ${email}!`);
    await smtp.nextMessageTo(email);
  });
});
