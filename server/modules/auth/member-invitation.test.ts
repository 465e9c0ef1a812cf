import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '#test-support/smtp-server.ts';
import { memberInvitations, users } from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

// Issue 36 item 14: a member an admin adds gets a link to choose their own password — once, for 7 days.
let t: TestApp;
let smtp: TestSmtpServer;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Pathshala <no-reply@pathshala.test>' } });
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let n = 0;
const address = () => `10.8.${Math.floor(++n / 200)}.${1 + (n % 200)}`;
const look = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/users/auth/invitation/${token}`, remoteAddress: address() });
const accept = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/users/auth/accept-invitation', payload: body, remoteAddress: address() });
const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/auth/login',
    payload: { email, password },
    remoteAddress: address(),
  });

/** An admin adds a member; answers the member's e-mail and the link's token. */
async function invite(name = 'Nadia Rahman') {
  const email = `member-${randomUUID().slice(0, 8)}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/admin/add-member',
    payload: { name, email, role: 'admin' },
    headers: { cookie: admin },
  });
  expect(res.statusCode).toBe(200);
  const mail = await smtp.nextMessageTo(email);
  const token = /\/invitation\/([\w-]{43})/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  return { email, token: token!, userId: res.json().user._id as string };
}

describe('a new member’s invitation', () => {
  it('shows whom it is for, sets the member’s own password once, and signs them in', async () => {
    const { email, token, userId } = await invite();
    const shown = await look(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ success: true, invitation: { name: 'Nadia Rahman', email } });
    expect(Date.parse(shown.json().invitation.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    // only the token's hash is kept
    const [stored] = await t.app.db.select().from(memberInvitations).where(eq(memberInvitations.userId, userId));
    expect(stored!.tokenHash).not.toContain(token);

    const short = await accept({ token, password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Password must be at least 6 characters');

    const done = await accept({ token, password: 'my-own-secret' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      success: true,
      message: 'Your password has been set. You are now signed in.',
      user: { email, role: 'admin' },
    });
    expect(done.cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['access_token', 'refresh_token']));
    expect((await login(email, 'my-own-secret')).statusCode).toBe(200);

    // used: the page and a second try say so, and the password stays the member's
    for (const again of [await look(token), await accept({ token, password: 'someone-else' })]) {
      expect(again.statusCode).toBe(410);
      expect(again.json()).toMatchObject({
        code: 'invitation_used',
        message: 'This invitation link has already been used. Please sign in, or use “Forgot password?”.',
      });
    }
    expect((await login(email, 'someone-else')).statusCode).toBe(400);
  });

  it('two tabs setting a password at once: one wins, the other is told the link is used', async () => {
    const { email, token } = await invite();
    const answers = await Promise.all([
      accept({ token, password: 'first-choice' }),
      accept({ token, password: 'second-choice' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
    const winner = answers[0]!.statusCode === 200 ? 'first-choice' : 'second-choice';
    expect((await login(email, winner)).statusCode).toBe(200);
  });

  it('stops working after 7 days and leaves the account without a password anyone knows', async () => {
    const { token, userId } = await invite();
    await t.app.db
      .update(memberInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberInvitations.userId, userId));
    const late = await accept({ token, password: 'too-late-now' });
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('invitation_expired');
    expect(late.json().message).toBe(
      'This invitation link has expired. Please use “Forgot password?”, or ask an administrator again.',
    );
    const [row] = await t.app.db.select().from(users).where(eq(users.id, userId));
    expect(row!.passwordHash).not.toBe('');
  });

  it('answers 404 for a token nobody was sent, and 400 for one that is not a token', async () => {
    const unknown = await look('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'invitation_invalid',
      message: 'This invitation link is not valid. Please ask an administrator for a new one.',
    });
    expect((await accept({ token: 'A'.repeat(43), password: 'whatever1' })).statusCode).toBe(404);
    expect((await look('short')).statusCode).toBe(400);
  });
});
