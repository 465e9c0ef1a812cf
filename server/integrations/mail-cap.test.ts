import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '#test-support/smtp-server.ts';
import { createUser } from '../test/auth.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { mailCapKey } from './mailer.ts';

/** Issue 32 §12: one address receives at most MAIL_PER_ADDRESS_PER_DAY mails a day, whatever the routes. */
const CAP = 3;
let t: TestApp;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_PER_ADDRESS_PER_DAY: String(CAP) } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let n = 0;
const address = () => `10.8.${Math.floor(++n / 200)}.${1 + (n % 200)}`;
const register = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/auth/register',
    payload: { name: 'Rahim Uddin', email, password: 'secret123' },
    remoteAddress: address(),
  });
const forgot = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/auth/forgot-password',
    payload: { email },
    remoteAddress: address(),
  });
const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(mailCapKey(email))).length;
const SENT = {
  success: true,
  message: 'If an account uses this email, we have sent it a 6-digit code. The code is valid for 15 minutes.',
};

/** Mail sent after an answer has reached the server once a later mail to another address has. */
async function mailSettled() {
  const other = `barrier-${++n}@example.com`;
  expect((await register(other)).statusCode).toBe(201);
  await smtp.nextMessageTo(other);
}

describe('the mail one address receives in a day', () => {
  it('counts every route: sign-up mails and reset codes together, then none', async () => {
    const email = `capped-${++n}@example.com`;
    for (let i = 0; i < 2; i++) {
      expect((await register(email)).statusCode).toBe(201);
      await smtp.nextMessageTo(email);
    }
    // The address gets an account (as if activated), then asks for reset codes.
    await createUser(t.app, { email });
    expect((await forgot(email)).json()).toEqual(SENT);
    await smtp.nextMessageTo(email);
    expect(mailsTo(email)).toBe(CAP);

    // Past the cap the reset answer is the one every e-mail gets (it says nothing of the account), and no mail goes.
    const capped = await forgot(email);
    expect(capped.statusCode).toBe(200);
    expect(capped.json()).toEqual(SENT);
    expect((await forgot(`nobody-${++n}@example.com`)).json()).toEqual(SENT);
    await mailSettled();
    expect(mailsTo(email)).toBe(CAP);
  });

  it('refuses a sign-up past the cap with a clear message and Retry-After', async () => {
    const email = `signup-${++n}@example.com`;
    for (let i = 0; i < CAP; i++) expect((await register(email)).statusCode).toBe(201);
    const refused = await register(email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'too_many_requests',
      message: 'This email address has received too many emails from us today. Please try again in 24 hours.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    await mailSettled();
    expect(mailsTo(email)).toBe(CAP);
  });

  it('counts an address’s +tags and capitals as the address', async () => {
    expect(mailCapKey(' Karim+News@Example.COM ')).toBe('karim@example.com');
    const base = `tagged-${++n}`;
    for (let i = 0; i < CAP; i++) expect((await register(`${base}+${i}@example.com`)).statusCode).toBe(201);
    expect((await register(`${base.toUpperCase()}@example.com`)).statusCode).toBe(429);
  });
});
