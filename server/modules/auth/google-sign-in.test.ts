import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGoogleIssuer, type GoogleIssuer } from '#test-support/google-oidc.ts';
import { users } from '../../db/schema/index.ts';
import { createUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

let t: TestApp;
let google: GoogleIssuer;
let n = 0;
const person = () => {
  n += 1;
  return { sub: `google-sub-${n}-${Date.now()}`, email: `g${n}-${Date.now()}@gmail.com` };
};

beforeAll(async () => {
  google = await startGoogleIssuer();
  t = await buildTestApp({ env: google.env });
});
afterAll(async () => {
  await t.close();
  await google.close();
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
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['access_token', 'refresh_token']);
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
