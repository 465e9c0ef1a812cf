import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGoogleIssuer, type GoogleIssuer } from '#test-support/google-oidc.ts';
import { startSmtpServer, type TestSmtpServer } from '#test-support/smtp-server.ts';
import { activationTokens, sessions, users } from '../../db/schema/index.ts';
import { createUser, signIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

let t: TestApp;
let google: GoogleIssuer;
let smtp: TestSmtpServer;
let n = 0;
const person = () => {
  n += 1;
  return { sub: `google-sub-${n}-${Date.now()}`, email: `g${n}-${Date.now()}@gmail.com` };
};

beforeAll(async () => {
  google = await startGoogleIssuer();
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { ...google.env, SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await google.close();
  await smtp.close();
});

const socialLogin = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/users/auth/social-login', payload: body });

describe('Google sign-in', () => {
  it('publishes the client id so the web app shows the Google buttons', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/auth/config' });
    expect(res.json()).toEqual({ success: true, googleClientId: google.clientId });
  });

  it('a new verified Google e-mail creates a verified account with no password and signs it in', async () => {
    const p = person();
    const credential = await google.mint({ ...p, name: 'Nusrat Jahan' });
    const res = await socialLogin({ credential });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      accessToken: expect.any(String),
      user: {
        email: p.email,
        name: 'Nusrat Jahan',
        isVerified: true,
        role: 'user',
        avatar: { url: 'https://lh3.googleusercontent.com/a/test-picture' },
      },
    });
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['access_token', 'pathshala_signed_in', 'refresh_token']);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, p.email));
    expect(row).toMatchObject({ googleSub: p.sub, passwordHash: null });
    // Signing in again finds the same account by `sub`, even if the Google e-mail changed since.
    const again = await socialLogin({ credential: await google.mint({ sub: p.sub, email: `renamed-${p.email}` }) });
    expect(again.json().user._id).toBe(body.user._id);
  });

  it('ignores the e-mail, name and avatar sent in the body', async () => {
    const victim = await createUser(t.app, { email: `victim-${Date.now()}@example.com` });
    const p = person();
    const res = await socialLogin({
      credential: await google.mint(p),
      email: victim.email,
      name: 'Attacker',
      avatar: 'https://evil.example/a.png',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: p.email, name: 'Google Learner' });
    expect(res.json().user._id).not.toBe(victim.id);
  });

  it('attaches Google to an existing account with the same verified e-mail', async () => {
    const existing = await createUser(t.app, { email: `existing-${Date.now()}@example.com` });
    const p = { sub: `sub-existing-${Date.now()}`, email: existing.email.toUpperCase() };
    const res = await socialLogin({ credential: await google.mint(p) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(existing.id);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, existing.id));
    expect(row!.googleSub).toBe(p.sub);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/); // the password still works
  });

  it('keeps the picture a user chose, and gives an account without one the Google picture', async () => {
    const chosen = '/uploads/avatars/chosen-by-the-learner.webp';
    const withPicture = await createUser(t.app, { email: `chose-${Date.now()}@example.com` });
    await t.app.db.update(users).set({ avatarUrl: chosen }).where(eq(users.id, withPicture.id));
    const withoutPicture = await createUser(t.app, { email: `none-${Date.now()}@example.com` });
    const googlePicture = 'https://lh3.googleusercontent.com/a/someone-else';

    const first = await socialLogin({
      credential: await google.mint({
        sub: `sub-chose-${Date.now()}`,
        email: withPicture.email,
        picture: googlePicture,
      }),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ _id: withPicture.id, avatar: { url: chosen } });
    const sub = `sub-none-${Date.now()}`;
    const second = await socialLogin({
      credential: await google.mint({ sub, email: withoutPicture.email, picture: googlePicture }),
    });
    expect(second.json().user).toMatchObject({ _id: withoutPicture.id, avatar: { url: googlePicture } });

    // Later sign-ins by the linked identity change no picture either.
    const [linked] = await t.app.db.select().from(users).where(eq(users.id, withPicture.id));
    const again = await socialLogin({
      credential: await google.mint({
        sub: linked!.googleSub!,
        email: withPicture.email,
        picture: 'https://lh3.googleusercontent.com/a/newer',
      }),
    });
    expect(again.json().user.avatar).toEqual({ url: chosen });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, withPicture.id));
    expect(row!.avatarUrl).toBe(chosen);
  });

  it('refuses a token whose e-mail is not verified, and does not attach it', async () => {
    const existing = await createUser(t.app, { email: `unverified-${Date.now()}@example.com` });
    const res = await socialLogin({
      credential: await google.mint({ sub: 'sub-unverified', email: existing.email, email_verified: false }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'google_email_unverified' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, existing.id));
    expect(row!.googleSub).toBeNull();
  });

  it('refuses forged, unsigned, expired, wrong-audience and wrong-issuer tokens', async () => {
    const p = person();
    const bad = {
      forged: await google.mint(p, { foreignKey: true }),
      unsigned: google.mintUnsigned(p),
      wrongAudience: await google.mint(p, { audience: 'someone-else.apps.googleusercontent.com' }),
      wrongIssuer: await google.mint(p, { issuer: 'https://accounts.example.com' }),
      garbage: 'not-a-jwt',
    };
    for (const [kind, credential] of Object.entries(bad)) {
      const res = await socialLogin({ credential });
      expect(res.statusCode, kind).toBe(400);
      expect(res.json(), kind).toMatchObject({
        code: 'invalid_google_token',
        message: 'Google sign-in could not be verified. Please try again.',
      });
      expect(res.cookies, kind).toHaveLength(0);
    }
    const expired = await socialLogin({ credential: await google.mint(p, { expiresIn: -120 }) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      code: 'google_token_expired',
      message: 'Your Google sign-in has expired. Please try again.',
    });
    expect(await t.app.db.select().from(users).where(eq(users.email, p.email))).toHaveLength(0);
  });

  it('refuses an account whose e-mail is already linked to another Google account', async () => {
    const p = person();
    expect((await socialLogin({ credential: await google.mint(p) })).statusCode).toBe(200);
    const res = await socialLogin({ credential: await google.mint({ sub: `other-${p.sub}`, email: p.email }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('google_account_mismatch');
  });

  it('caches Google keys instead of fetching them on every sign-in', async () => {
    const before = google.jwksRequests();
    for (let i = 0; i < 3; i++) await socialLogin({ credential: await google.mint(person()) });
    expect(google.jwksRequests() - before).toBe(0);
  });
});

describe('attaching Google to an existing account', () => {
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/users/profile/me', headers: { cookie } });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/auth/login', payload: { email, password } });

  /** A sign-up through the e-mailed code, as an attacker holding someone else's address would finish it. */
  async function signUp(email: string, password: string) {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth/register',
      payload: { name: 'Pre-hijacker', email, password },
    });
    expect(reg.statusCode).toBe(201);
    const code = /activation code is: (\d{4})/.exec((await smtp.nextMessageTo(email)).text)![1]!;
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth/activate',
      payload: { activationToken: reg.json().activationToken, activationCode: code },
    });
    expect(activated.statusCode).toBe(200);
  }

  it('signs out the other sessions, keeps an older password and tells the owner in English and Bengali', async () => {
    const owner = await createUser(t.app, { email: `older-${Date.now()}@example.com`, name: 'Farhana' });
    const otherDevice = await signIn(t.app, owner.email, owner.password);
    const res = await socialLogin({
      credential: await google.mint({ sub: `sub-older-${Date.now()}`, email: owner.email }),
    });
    expect(res.statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    const googleSession = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await me(googleSession)).statusCode).toBe(200);
    const revoked = await t.app.db.select().from(sessions).where(eq(sessions.userId, owner.id));
    expect(revoked.filter((row) => row.revokedReason === 'google_link')).toHaveLength(1);
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);

    const mail = await smtp.nextMessageTo(owner.email);
    expect(mail.subject).toBe('Google sign-in was added to your Pathshala account');
    expect(mail.text).toContain('Hello Farhana,');
    expect(mail.text).toContain('every other device signed in to this account was signed out');
    expect(mail.text).toContain('Your password still works too.');
    // the sign-in's language (English without a choice), and that one only (decision 0097)
    expect(mail.text).not.toMatch(/[\u0980-\u09ff]/);
    expect(mail.html).toContain('<html lang="en">');
  });

  it('removes the password of a sign-up activated less than 24 hours before, so its maker is locked out', async () => {
    const email = `prehijack-${Date.now()}@gmail.com`;
    await signUp(email, 'attacker-password');
    const attacker = await signIn(t.app, email, 'attacker-password');

    const res = await socialLogin({ credential: await google.mint({ sub: `sub-prehijack-${Date.now()}`, email }) });
    expect(res.statusCode).toBe(200);
    expect((await me(attacker)).statusCode).toBe(401);
    const refused = await login(email, 'attacker-password');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This account signs in with Google. Please use Continue with Google.');
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toBeNull();

    const mail = await smtp.nextMessageTo(email);
    expect(mail.text).toContain(
      'The password set when this account was created less than a day ago was removed, so only your Google account signs in now.',
    );
  });

  it('keeps the password of a sign-up activated more than 24 hours before', async () => {
    const email = `settled-${Date.now()}@gmail.com`;
    await signUp(email, 'owner-password');
    await t.app.db
      .update(activationTokens)
      .set({ usedAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(activationTokens.email, email));
    expect(
      (await socialLogin({ credential: await google.mint({ sub: `sub-settled-${Date.now()}`, email }) })).statusCode,
    ).toBe(200);
    expect((await login(email, 'owner-password')).statusCode).toBe(200);
    expect((await smtp.nextMessageTo(email)).text).toContain('Your password still works too.');
  });
});

describe('Google sign-in when not configured', () => {
  it('answers a clear 503 and googleClientId null', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/users/auth/social-login',
        payload: { credential: await google.mint(person()) },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'google_not_configured',
        message: 'Google sign-in is not available on this site',
      });
      expect(
        (await plain.app.inject({ method: 'GET', url: '/api/users/auth/config' })).json().googleClientId,
      ).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it('answers 502 when Google keys cannot be fetched', async () => {
    const offline = await buildTestApp({ env: { ...google.env, GOOGLE_JWKS_URL: 'http://127.0.0.1:1/certs' } });
    try {
      const res = await offline.app.inject({
        method: 'POST',
        url: '/api/users/auth/social-login',
        payload: { credential: await google.mint(person()) },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('google_unreachable');
    } finally {
      await offline.close();
    }
  });
});
