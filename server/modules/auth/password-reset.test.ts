import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserSchema } from '#shared/accounts.ts';
import { startSmtpServer, type TestSmtpServer } from '#test-support/smtp-server.ts';
import { passwordResetCodes, sessions, users } from '../../db/schema/index.ts';
import { createUser, signIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

let t: TestApp;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Pathshala <no-reply@pathshala.test>' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let n = 0;
/** Each request from its own address, so the per-address limit never decides a test it is not about. */
const address = () => `10.9.${Math.floor(++n / 200)}.${1 + (n % 200)}`;
const forgot = (email: string, remoteAddress = address()) =>
  t.app.inject({ method: 'POST', url: '/api/users/auth/forgot-password', payload: { email }, remoteAddress });
const reset = (body: Record<string, unknown>, remoteAddress = address()) =>
  t.app.inject({ method: 'POST', url: '/api/users/auth/reset-password', payload: body, remoteAddress });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/users/profile/me', headers: { cookie } });
const refresh = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/auth/refresh-token', headers: { cookie } });
const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/auth/login',
    payload: { email, password },
    remoteAddress: address(),
  });
const cookieHeader = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

const SENT = {
  success: true,
  message: 'If an account uses this email, we have sent it a 6-digit code. The code is valid for 15 minutes.',
};

/** Asks for a code and reads it from the e-mail. */
async function askForCode(email: string) {
  const res = await forgot(email);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual(SENT);
  const mail = await smtp.nextMessageTo(email.toLowerCase());
  const code = /reset code is: (\d{6})/.exec(mail.text)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return { code: code!, mail };
}
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('forgot password', () => {
  it("e-mails a 6-digit code in the reader's language, stored only as a hash", async () => {
    const user = await createUser(t.app, { name: 'Salma Akter' });
    const { code, mail } = await askForCode(user.email);
    expect(mail.from).toBe('no-reply@pathshala.test');
    expect(mail.subject).toContain(code);
    expect(mail.text).toContain('It expires in 15 minutes.');
    expect(mail.text).toContain('Hello Salma Akter,');
    expect(mail.text).not.toMatch(/[\u0980-\u09ff]/);
    expect(mail.html).toContain('<html lang="en">');
    const rows = await t.app.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    const minutes = (rows[0]!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it('answers an unknown e-mail exactly as a known one, and sends it nothing', async () => {
    const known = await createUser(t.app);
    const a = await forgot(known.email);
    const b = await forgot('nobody-here@example.com');
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    expect(b.headers['content-type']).toBe(a.headers['content-type']);
    await smtp.nextMessageTo(known.email);
    // A later mail arrives; nothing was sent to the unknown address before it.
    const later = await createUser(t.app);
    await askForCode(later.email);
    expect(smtp.messages.some((m) => m.to.includes('nobody-here@example.com'))).toBe(false);
    expect(
      (await reset({ email: 'nobody-here@example.com', code: '123456', password: 'newpass1' })).json(),
    ).toMatchObject({
      success: false,
      code: 'reset_code_invalid',
      message: 'This code is not valid. Please ask for a new code.',
    });
  });

  it('limits requests per e-mail the same for known and unknown e-mails', async () => {
    const limited = await buildTestApp({
      env: { SMTP_URL: smtp.url, AUTH_RATE_LIMIT_PER_EMAIL: '2', AUTH_RATE_LIMIT_PER_IP: '100' },
    });
    try {
      const user = await createUser(limited.app);
      const ask = (email: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/users/auth/forgot-password',
          payload: { email },
          remoteAddress: address(),
        });
      const statuses = async (email: string) => [
        (await ask(email)).statusCode,
        (await ask(email)).statusCode,
        (await ask(email)).statusCode,
      ];
      expect(await statuses(user.email)).toEqual([200, 200, 429]);
      expect(await statuses('unknown-limited@example.com')).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('reset password', () => {
  it('sets the new password, ends every session of the account and signs in afresh', async () => {
    const user = await createUser(t.app, { password: 'old-secret' });
    const laptop = await signIn(t.app, user.email, user.password);
    const phone = await signIn(t.app, user.email, user.password);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(200); // both sessions are now in the session cache

    const { code } = await askForCode(user.email);
    const res = await reset({ email: user.email.toUpperCase(), code, password: 'new-secret' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Your password has been changed. You are now signed in.' });
    expect(UserSchema.parse(body.user)._id).toBe(user.id);
    const fresh = cookieHeader(res);
    expect(fresh).toContain('access_token=');
    expect(fresh).toContain('refresh_token=');

    // The old access tokens and refresh tokens no longer work; the new session does.
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await refresh(laptop)).statusCode).toBe(401);
    expect((await refresh(phone)).statusCode).toBe(401);
    expect((await me(fresh)).json().user._id).toBe(user.id);
    const revoked = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(revoked.filter((s) => s.revokedReason === 'password_reset')).toHaveLength(2);

    expect((await login(user.email, 'old-secret')).statusCode).toBe(400);
    expect((await login(user.email, 'new-secret')).statusCode).toBe(200);
    // The code is spent.
    expect((await reset({ email: user.email, code, password: 'third-secret' })).json().code).toBe('reset_code_invalid');
  });

  it('burns the code after 5 wrong codes, even for the right one after', async () => {
    const user = await createUser(t.app);
    const { code } = await askForCode(user.email);
    const wrong = wrongCodeFor(code);
    for (const left of [4, 3, 2, 1]) {
      const res = await reset({ email: user.email, code: wrong, password: 'new-secret' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'reset_code_invalid',
        message: `Invalid code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
      });
    }
    const fifth = await reset({ email: user.email, code: wrong, password: 'new-secret' });
    expect(fifth.json()).toMatchObject({
      code: 'reset_code_burnt',
      message: 'Too many wrong codes. Please ask for a new code.',
    });
    const right = await reset({ email: user.email, code, password: 'new-secret' });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('reset_code_burnt');
    expect((await login(user.email, user.password)).statusCode).toBe(200);

    // A new code works.
    const again = await askForCode(user.email);
    expect((await reset({ email: user.email, code: again.code, password: 'new-secret' })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const user = await createUser(t.app);
    const { code } = await askForCode(user.email);
    await t.app.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, user.id));
    const res = await reset({ email: user.email, code, password: 'new-secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'reset_code_expired',
      message: 'The code has expired. Please ask for a new code.',
    });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('applies the sign-up password rules, and a refused password spends nothing', async () => {
    const user = await createUser(t.app);
    const { code } = await askForCode(user.email);
    const short = await reset({ email: user.email, code, password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'validation_failed' });
    expect(short.json().message).toContain('Password must be at least 6 characters');
    const missing = await reset({ email: user.email, code });
    expect(missing.json().message).toContain('Please enter your password!');
    const badCode = await reset({ email: user.email, code: '12ab', password: 'new-secret' });
    expect(badCode.json().message).toContain('Please enter the 6-digit code');
    expect((await reset({ email: user.email, code, password: 'new-secret' })).statusCode).toBe(200);
  });

  it('only the newest code works', async () => {
    const user = await createUser(t.app);
    const first = await askForCode(user.email);
    const second = await askForCode(user.email);
    if (first.code !== second.code) {
      expect((await reset({ email: user.email, code: first.code, password: 'new-secret' })).json().code).toBe(
        'reset_code_invalid',
      );
    }
    expect((await reset({ email: user.email, code: second.code, password: 'new-secret' })).statusCode).toBe(200);
  });

  it('gives a Google-only account a password', async () => {
    const user = await createUser(t.app);
    await t.app.db
      .update(users)
      .set({ passwordHash: null, googleSub: 'google-sub-reset' })
      .where(eq(users.id, user.id));
    expect((await login(user.email, user.password)).json().code).toBe('password_not_set');
    const { code } = await askForCode(user.email);
    expect((await reset({ email: user.email, code, password: 'first-password' })).statusCode).toBe(200);
    expect((await login(user.email, 'first-password')).statusCode).toBe(200);
  });

  it('counts guesses per account and client: a stranger’s 10 wrong codes stop the stranger, not the owner', async () => {
    const user = await createUser(t.app);
    const stranger = '10.99.0.1';
    const first = await askForCode(user.email);
    for (let i = 0; i < 5; i++)
      await reset({ email: user.email, code: wrongCodeFor(first.code), password: 'new-pass' }, stranger);
    const second = await askForCode(user.email);
    for (let i = 0; i < 4; i++)
      await reset({ email: user.email, code: wrongCodeFor(second.code), password: 'new-pass' }, stranger);
    const tenth = await reset({ email: user.email, code: wrongCodeFor(second.code), password: 'new-pass' }, stranger);
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().message).toMatch(/^Too many wrong codes for this email\. Please try again in \d+ hours?\.$/);
    expect(Number(tenth.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // The stranger's new request answers as always but sends no code: none could be entered from there.
    const before = smtp.messages.length;
    expect((await forgot(user.email, stranger)).json()).toEqual(SENT);
    const other = await createUser(t.app);
    await askForCode(other.email);
    expect(smtp.messages.slice(before).some((m) => m.to.includes(user.email.toLowerCase()))).toBe(false);

    // The owner, from their own address, gets a code and resets the password the same day.
    const owner = await askForCode(user.email);
    const done = await reset({ email: user.email, code: owner.code, password: 'owner-new-password' }, '10.99.0.2');
    expect(done.statusCode).toBe(200);
    expect((await login(user.email, 'owner-new-password')).statusCode).toBe(200);
  });
});
