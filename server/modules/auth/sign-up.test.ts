import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '#test-support/smtp-server.ts';
import { activationGuesses, activationTokens, users } from '../../db/schema/index.ts';
import { createUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { hashToken } from './tokens.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let n = 0;
const uniqueEmail = () => `signup-${++n}-${Date.now()}@example.com`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Pathshala <no-reply@pathshala.test>' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const register = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/users/auth/register', payload: body });
const activate = (activationToken: string, activationCode: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/auth/activate', payload: { activationToken, activationCode } });

async function startSignUp(email = uniqueEmail(), name = 'Rahim Uddin') {
  const res = await register({ name, email, password: 'secret123' });
  expect(res.statusCode).toBe(201);
  const mail = await smtp.nextMessageTo(email);
  const code = /activation code is: (\d{4})/.exec(mail.text)?.[1];
  expect(code).toMatch(/^\d{4}$/);
  return { email, token: res.json().activationToken as string, code: code!, mail };
}
const wrongCodeFor = (code: string) => (code === '0000' ? '1111' : '0000');

describe('sign-up with an e-mailed code', () => {
  it("answers an activation token and e-mails a 4-digit code in the reader's language", async () => {
    const email = uniqueEmail();
    const res = await register({ name: 'Karim', email, password: 'secret123' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      activationToken: expect.any(String),
      message: `Please check your email: ${email} to activate your account!`,
    });
    const mail = await smtp.nextMessageTo(email);
    expect(mail.from).toBe('no-reply@pathshala.test');
    const code = /activation code is: (\d{4})/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    expect(mail.subject).toBe(`Your Pathshala activation code: ${code}`);
    expect(mail.text).not.toMatch(/[\u0980-\u09ff]/);
    expect(mail.html).toContain(code);
    expect(mail.html).toContain('<html lang="en">');
    // Nothing secret is stored in the clear.
    const [row] = await t.app.db
      .select()
      .from(activationTokens)
      .where(eq(activationTokens.tokenHash, hashToken(body.activationToken)));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('activation creates a verified user who can then sign in', async () => {
    const { email, token, code } = await startSignUp();
    const res = await activate(token, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Account activated successfully!' });
    const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: 'Rahim Uddin', isVerified: true, role: 'user', isSuperAdmin: false });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth/login',
      payload: { email, password: 'secret123' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an e-mail that is already registered, whatever its case, with 409', async () => {
    const existing = await createUser(t.app, { email: 'taken@example.com' });
    const res = await register({ name: 'Someone', email: 'TAKEN@Example.com', password: 'secret123' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'email_already_registered',
      message: 'This email is already registered. Please log in instead.',
    });
    expect(existing.email).toBe('taken@example.com');
  });

  it('validates the sign-up body with the spec messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'a@example.com', password: 'secret123' }, 'name', 'Please enter your name!'],
      [{ name: '  ', email: 'a@example.com', password: 'secret123' }, 'name', 'Please enter your name!'],
      [{ name: 'A', email: '', password: 'secret123' }, 'email', 'Please enter your email!'],
      [{ name: 'A', password: 'secret123' }, 'email', 'Please enter your email!'],
      [{ name: 'A', email: 'not-an-email', password: 'secret123' }, 'email', 'Invalid email!'],
      [{ name: 'A', email: 'a@example.com', password: '' }, 'password', 'Please enter your password!'],
      [{ name: 'A', email: 'a@example.com', password: '12345' }, 'password', 'Password must be at least 6 characters'],
    ];
    for (const [body, field, message] of cases) {
      const res = await register(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
  });

  it('a wrong code answers how many tries are left, and 5 wrong codes burn the token', async () => {
    const { email, token, code } = await startSignUp();
    const wrong = wrongCodeFor(code);
    for (let left = 4; left >= 1; left--) {
      const res = await activate(token, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'invalid_activation_code',
        message: `Invalid activation code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
      });
    }
    const fifth = await activate(token, wrong);
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json()).toMatchObject({
      code: 'activation_token_burnt',
      message: 'Too many wrong codes. Please sign up again to get a new code.',
    });
    // Even the right code no longer works, and no account was created.
    const right = await activate(token, code);
    expect(right.json().code).toBe('activation_token_burnt');
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('a used token cannot be used again', async () => {
    const { token, code } = await startSignUp();
    expect((await activate(token, code)).statusCode).toBe(200);
    const again = await activate(token, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'activation_token_used',
      message: 'This activation code has already been used. Please log in.',
    });
  });

  it('an expired token is refused, even with the right code', async () => {
    const { email, token, code } = await startSignUp();
    await t.app.db
      .update(activationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(activationTokens.tokenHash, hashToken(token)));
    const res = await activate(token, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'activation_token_expired',
      message: 'The activation code has expired. Please sign up again to get a new code.',
    });
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('tokens expire 10 minutes after sign-up', async () => {
    const { token } = await startSignUp();
    const [row] = await t.app.db
      .select()
      .from(activationTokens)
      .where(eq(activationTokens.tokenHash, hashToken(token)));
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThan(10.1);
  });

  it('refuses an unknown token and a code that is not 4 digits', async () => {
    const unknown = await activate('no-such-token', '1234');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('invalid_activation_token');
    const short = await activate('whatever', '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.activationCode).toBe('Please enter the 4-digit code');
  });

  it('of two pending sign-ups for one e-mail, the second activation gets 409', async () => {
    const email = uniqueEmail();
    const first = await startSignUp(email);
    const second = await startSignUp(email);
    expect((await activate(first.token, first.code)).statusCode).toBe(200);
    const res = await activate(second.token, second.code);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('email_already_registered');
  });

  it('codes are spread over all four digits (cryptographically random, leading zeros allowed)', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 6; i++) codes.add((await startSignUp()).code);
    expect(codes.size).toBeGreaterThan(1);
  });
});

describe('activation guesses per e-mail', () => {
  const outOfGuesses = (wait: string) => ({
    success: false,
    code: 'too_many_requests',
    message: `Too many wrong codes for this email. Please try again in ${wait}.`,
  });
  const ageGuesses = (email: string, ms: number) =>
    t.app.db
      .update(activationGuesses)
      .set({ createdAt: new Date(Date.now() - ms) })
      .where(eq(activationGuesses.email, email.toLowerCase()));

  it('re-registering gives no more guesses: 10 wrong codes a day per e-mail, then even the right code waits', async () => {
    const email = uniqueEmail();
    const first = await startSignUp(email);
    const second = await startSignUp(email);
    const third = await startSignUp(email);
    const wrong = (code: string) => wrongCodeFor(code);
    // The first sign-up burns after its own 5 wrong codes, as before.
    for (let left = 4; left >= 1; left--) {
      expect((await activate(first.token, wrong(first.code))).json().message).toBe(
        `Invalid activation code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
      );
    }
    expect((await activate(first.token, wrong(first.code))).json().code).toBe('activation_token_burnt');
    // A new sign-up for the same e-mail has only what is left of the e-mail's 10.
    for (let left = 4; left >= 1; left--) {
      expect((await activate(second.token, wrong(second.code))).json().message).toBe(
        `Invalid activation code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
      );
    }
    const tenth = await activate(second.token, wrong(second.code));
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json()).toEqual(outOfGuesses('24 hours'));

    // The 11th guess inside 24 hours is refused, even with the right code, and with Retry-After.
    const eleventh = await activate(third.token, third.code);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual(outOfGuesses('24 hours'));
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    // Neither a new sign-up nor the clean-up of the old ones resets the count: sign-up says how long to wait.
    await t.app.db.delete(activationTokens).where(eq(activationTokens.tokenHash, hashToken(first.token)));
    await t.app.db.delete(activationTokens).where(eq(activationTokens.tokenHash, hashToken(second.token)));
    const again = await register({ name: 'Again', email: email.toUpperCase(), password: 'secret123' });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual(outOfGuesses('24 hours'));
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);

    // 19 hours later the wait is 5 hours; after 24 hours the right code works.
    await ageGuesses(email, 19 * 3600 * 1000);
    expect((await activate(third.token, third.code)).json()).toEqual(outOfGuesses('5 hours'));
    await ageGuesses(email, 24 * 3600 * 1000 + 60_000);
    const late = await activate(third.token, third.code);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ success: true, message: 'Account activated successfully!' });
  });

  it('a right code does not count as a guess', async () => {
    const email = uniqueEmail();
    const { token, code } = await startSignUp(email);
    expect((await activate(token, wrongCodeFor(code))).statusCode).toBe(400);
    expect((await activate(token, code)).statusCode).toBe(200);
    expect(await t.app.db.select().from(activationGuesses).where(eq(activationGuesses.email, email))).toHaveLength(1);
  });

  it('20 guesses sent at once over 4 sign-ups: only 10 are compared', async () => {
    const email = uniqueEmail();
    const signUps = [];
    for (let i = 0; i < 4; i++) signUps.push(await startSignUp(email));
    const answers = await Promise.all(
      signUps.flatMap((s) => Array.from({ length: 5 }, () => activate(s.token, wrongCodeFor(s.code)))),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(9);
    expect(statuses.filter((status) => status === 429)).toHaveLength(11);
    expect(await t.app.db.select().from(activationGuesses).where(eq(activationGuesses.email, email))).toHaveLength(10);
  });
});

describe('sign-up without a mail server', () => {
  it('writes the mail to DATA_DIR/outbox', async () => {
    const fs = await import('node:fs/promises');
    const path = await import('node:path');
    const os = await import('node:os');
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pathshala-outbox-'));
    const local = await buildTestApp({ env: { DATA_DIR: dataDir } });
    try {
      const res = await local.app.inject({
        method: 'POST',
        url: '/api/users/auth/register',
        payload: { name: 'Outbox', email: 'outbox@example.com', password: 'secret123' },
      });
      expect(res.statusCode).toBe(201);
      const files = await fs.readdir(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      const mail = await simpleParser(await fs.readFile(path.join(dataDir, 'outbox', files[0]!)));
      expect(mail.to).toMatchObject({ text: 'outbox@example.com' });
      expect(mail.text).toMatch(/activation code is: \d{4}/);
    } finally {
      await local.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
