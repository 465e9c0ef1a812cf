import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserSchema } from '#shared/accounts.ts';
import { refreshTokens, sessions, users } from '../../db/schema/index.ts';
import { createUser, signIn } from '../../test/auth.ts';
import { buildTestApp, PRODUCTION_ENV, type TestApp } from '../../test/build-app.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from './sessions.ts';
import { hashToken } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '900' } });
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/auth/login', payload: { email, password } });
const me = (headers: Record<string, string | undefined>) =>
  t.app.inject({ method: 'GET', url: '/api/users/profile/me', headers });
const refresh = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/auth/refresh-token', headers: { cookie } });
type Cookie = { name: string; value: string; secure?: boolean; httpOnly?: boolean; maxAge?: number; path?: string };
const cookieOf = (res: { cookies: Cookie[] }, name: string) => res.cookies.find((c) => c.name === name);
const cookieHeader = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

describe('sign-in', () => {
  it('answers the access token and the user, and sets httpOnly SameSite=Lax cookies', async () => {
    const u = await createUser(t.app, { email: 'Mixed.Case@example.com', password: 'secret123' });
    const res = await login('mixed.case@EXAMPLE.com', 'secret123');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(typeof body.accessToken).toBe('string');
    expect(UserSchema.parse(body.user)).toMatchObject({
      _id: u.id,
      email: 'Mixed.Case@example.com',
      role: 'user',
      isSuperAdmin: false,
      isVerified: true,
      timezone: 'Dhaka',
      avatar: null,
      coverPhoto: null,
      courses: [],
      socialLinks: { facebook: null, twitter: null, linkedin: null, website: null, github: null },
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    const access = cookieOf(res, 'access_token')!;
    const refreshCookie = cookieOf(res, 'refresh_token')!;
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 900, value: body.accessToken });
    expect(access.secure).toBeFalsy();
    expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/users/auth' });
    expect(refreshCookie.maxAge).toBe(30 * 24 * 3600);
    // The one cookie the web app may read: it says a session is there, nothing more (no token, no id).
    const flag = cookieOf(res, 'pathshala_signed_in')!;
    expect(flag).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
    expect(flag.httpOnly).toBeFalsy();
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const u = await createUser(t.app);
    const wrong = await login(u.email, 'not-the-password');
    const unknown = await login('nobody@example.com', 'secret123');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'invalid_credentials',
        message: 'Invalid email or password',
      });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('validates the body with the spec messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth/login',
      payload: { email: 'x', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: 'Invalid email!', password: 'Please enter your password!' });
  });

  it('tells a Google-only account to use Google', async () => {
    await t.app.db
      .insert(users)
      .values({ name: 'G', email: 'g-only@example.com', googleSub: 'sub-g-only', isVerified: true });
    const res = await login('g-only@example.com', 'secret123');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This account signs in with Google. Please use Continue with Google.');
  });
});

describe('the signed-in user', () => {
  it('profile/me answers the user and the access token, from the cookie or a bearer header', async () => {
    const u = await createUser(t.app, { role: 'admin', isSuperAdmin: true });
    const res = await login(u.email, u.password);
    const token = res.json().accessToken as string;
    for (const headers of [{ cookie: `access_token=${token}` }, { authorization: `Bearer ${token}` }] as Record<
      string,
      string
    >[]) {
      const answer = await me(headers);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json()).toMatchObject({
        success: true,
        accessToken: token,
        user: { _id: u.id, role: 'admin', isSuperAdmin: true },
      });
    }
  });

  it('a visitor gets 401', async () => {
    const res = await me({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'unauthorized' });
  });

  it('refuses a forged, expired or unsigned access token', async () => {
    const u = await createUser(t.app);
    const res = await login(u.email, u.password);
    const good = res.json().accessToken as string;
    const [header, payload] = good.split('.');
    const forged = await new SignJWT(JSON.parse(Buffer.from(payload!, 'base64url').toString()))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    const expired = await new SignJWT({
      ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
      exp: Math.floor(Date.now() / 1000) - 5,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(t.env.JWT_SECRET!));
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    for (const token of [forged, unsigned, expired, 'garbage']) {
      expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    }
  });

  it('sees a role change on the next request', async () => {
    const u = await createUser(t.app);
    const cookie = await signIn(t.app, u.email, u.password);
    expect((await me({ cookie })).json().user.role).toBe('user');
    await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, u.id));
    t.app.sessionsChanged.user(u.id); // what every service that changes a user's row calls after committing
    expect((await me({ cookie })).json().user.role).toBe('admin');
  });

  it('a deleted user is a visitor again', async () => {
    const u = await createUser(t.app);
    const cookie = await signIn(t.app, u.email, u.password);
    await t.app.db.delete(users).where(eq(users.id, u.id));
    expect((await me({ cookie })).statusCode).toBe(401);
  });
});

describe('refresh-token', () => {
  it('rotates: a new access token and a new refresh token, the old one spent', async () => {
    const u = await createUser(t.app);
    const first = await login(u.email, u.password);
    const res = await refresh(cookieHeader(first));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, accessToken: expect.any(String), user: { _id: u.id } });
    const newRefresh = cookieOf(res, 'refresh_token')!.value;
    expect(newRefresh).not.toBe(cookieOf(first, 'refresh_token')!.value);
    expect(cookieOf(res, 'access_token')!.value).toBe(body.accessToken);
    expect((await me({ cookie: `access_token=${body.accessToken}` })).statusCode).toBe(200);
    // The next rotation works with the new token.
    expect((await refresh(`refresh_token=${newRefresh}`)).statusCode).toBe(200);
  });

  it('two refreshes with the same cookie at once both answer 200 with the same successor; the user stays signed in', async () => {
    const u = await createUser(t.app);
    const first = await login(u.email, u.password);
    const cookie = `refresh_token=${cookieOf(first, 'refresh_token')!.value}`;
    const [a, b] = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const successor = cookieOf(a, 'refresh_token')!.value;
    expect(cookieOf(b, 'refresh_token')!.value).toBe(successor);
    // A third use a moment later (a tab that woke up late) gets the same successor too, not a new family member.
    const late = await refresh(cookie);
    expect(late.statusCode).toBe(200);
    expect(cookieOf(late, 'refresh_token')!.value).toBe(successor);
    const [session] = await t.app.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(session!.revokedAt).toBeNull();
    expect(await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, session!.id))).toHaveLength(2);
    for (const res of [a, b, late]) expect((await me({ cookie: cookieHeader(res) })).statusCode).toBe(200);
    // The successor rotates as usual.
    expect((await refresh(`refresh_token=${successor}`)).statusCode).toBe(200);
  });

  it(`reusing a spent refresh token after the ${REFRESH_REUSE_GRACE_SECONDS} s grace window revokes the whole session family`, async () => {
    const u = await createUser(t.app);
    const first = await login(u.email, u.password);
    const stolenValue = cookieOf(first, 'refresh_token')!.value;
    const stolen = `refresh_token=${stolenValue}`;
    const rotated = await refresh(stolen);
    expect(rotated.statusCode).toBe(200);
    const current = cookieHeader(rotated);
    // Move the spend back to just past the window instead of waiting.
    await t.app.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(stolenValue)));

    const replay = await refresh(stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: 'refresh_token_reused',
      message: 'Your session was ended for your security. Please log in again.',
    });
    // The legitimate holder of the newer tokens is signed out too: refresh and access token both fail.
    expect((await refresh(current)).statusCode).toBe(401);
    expect((await me({ cookie: current })).statusCode).toBe(401);
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(row).toMatchObject({ revokedReason: 'reuse' });
  });

  it('a reuse just inside the grace window still answers the successor', async () => {
    const u = await createUser(t.app);
    const first = await login(u.email, u.password);
    const value = cookieOf(first, 'refresh_token')!.value;
    const rotated = await refresh(`refresh_token=${value}`);
    await t.app.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - (REFRESH_REUSE_GRACE_SECONDS - 2) * 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(value)));
    const again = await refresh(`refresh_token=${value}`);
    expect(again.statusCode).toBe(200);
    expect(cookieOf(again, 'refresh_token')!.value).toBe(cookieOf(rotated, 'refresh_token')!.value);
  });

  it('without a refresh cookie, or with an unknown one, answers 401 and clears the cookies', async () => {
    for (const cookie of ['', 'refresh_token=unknown']) {
      const res = await refresh(cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'session_expired',
        message: 'Your session has expired. Please log in again.',
      });
      expect(cookieOf(res, 'access_token')?.value).toBe('');
      expect(cookieOf(res, 'pathshala_signed_in')).toMatchObject({ value: '', path: '/' });
    }
  });

  it('keeps other devices signed in', async () => {
    const u = await createUser(t.app);
    const phone = await login(u.email, u.password);
    const laptop = await login(u.email, u.password);
    expect((await refresh(cookieHeader(phone))).statusCode).toBe(200);
    expect((await me({ cookie: cookieHeader(laptop) })).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the session, clears the cookies and answers a message', async () => {
    const u = await createUser(t.app);
    const res = await login(u.email, u.password);
    const cookie = cookieHeader(res);
    const out = await t.app.inject({ method: 'GET', url: '/api/users/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'Logged out successfully!' });
    expect(cookieOf(out, 'access_token')).toMatchObject({ value: '', path: '/' });
    expect(cookieOf(out, 'refresh_token')).toMatchObject({ value: '', path: '/api/users/auth' });
    expect(cookieOf(out, 'pathshala_signed_in')).toMatchObject({ value: '', path: '/' });
    // The old tokens are dead, even the access token that has not expired yet.
    expect((await me({ cookie })).statusCode).toBe(401);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('revokes through the refresh token alone (access token already expired)', async () => {
    const u = await createUser(t.app);
    const res = await login(u.email, u.password);
    const refreshOnly = `refresh_token=${cookieOf(res, 'refresh_token')!.value}`;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/auth/logout', headers: { cookie: refreshOnly } }))
        .statusCode,
    ).toBe(200);
    expect((await me({ cookie: cookieHeader(res) })).statusCode).toBe(401);
  });

  it('answers success for a visitor too', async () => {
    const out = await t.app.inject({ method: 'GET', url: '/api/users/auth/logout' });
    expect(out.statusCode).toBe(200);
  });

  it('from another site (cross-site navigation) is refused', async () => {
    const u = await createUser(t.app);
    const cookie = await signIn(t.app, u.email, u.password);
    const out = await t.app.inject({
      method: 'GET',
      url: '/api/users/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(out.statusCode).toBe(403);
    expect((await me({ cookie })).statusCode).toBe(200);
  });
});

describe('auth config', () => {
  it('answers googleClientId null when Google sign-in is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/auth/config' });
    expect(res.json()).toEqual({ success: true, googleClientId: null });
  });
});

describe('in production', () => {
  it('marks the session cookies Secure', async () => {
    const prod = await buildTestApp({ env: PRODUCTION_ENV });
    try {
      const u = await createUser(prod.app);
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/users/auth/login',
        payload: { email: u.email, password: u.password },
      });
      expect(res.statusCode).toBe(200);
      expect(cookieOf(res, 'access_token')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      expect(cookieOf(res, 'refresh_token')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      expect(cookieOf(res, 'pathshala_signed_in')).toMatchObject({ secure: true, value: '1' });
    } finally {
      await prod.close();
    }
  });
});
