import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGoogleIssuer, type GoogleIssuer } from '#test-support/google-oidc.ts';
import { startSmtpServer, type TestSmtpServer } from '#test-support/smtp-server.ts';
import { createUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

// Small limits so the tests reach them in a few requests: 4 per IP, 2 per e-mail (or activation token).
let t: TestApp;
let smtp: TestSmtpServer;
let google: GoogleIssuer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  google = await startGoogleIssuer();
  t = await buildTestApp({
    env: {
      ...google.env,
      SMTP_URL: smtp.url,
      AUTH_RATE_LIMIT_PER_IP: '4',
      AUTH_RATE_LIMIT_PER_EMAIL: '2',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await google.close();
});

let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const post = (url: string, payload: unknown, ip: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress: ip });

const expect429 = (res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({
    success: false,
    code: 'too_many_requests',
    message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ (minutes?|seconds?)\.$/),
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
};

describe('behind a proxy, the address is the one the nearest trusted proxy saw (issue 32 §2)', () => {
  /**
   * 60 wrong passwords, each with a new address forged to the left of what the proxy appends: how many were
   * compared (400) rather than refused (429).
   */
  async function forgedGuesses(app: TestApp['app'], via: { remoteAddress: string; appended?: string }) {
    const victim = await createUser(app);
    let compared = 0;
    for (let i = 1; i <= 60; i++) {
      const forged = `203.0.113.${i}`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/users/auth/login',
        payload: { email: victim.email, password: `guess-${i}` },
        headers: { 'x-forwarded-for': via.appended ? `${forged}, ${via.appended}` : forged },
        remoteAddress: via.remoteAddress,
      });
      if (res.statusCode === 400) compared++;
      else expect429(res);
    }
    return compared;
  }
  const defaults = { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '10' };

  it('TRUST_PROXY=1 (one appending proxy): 60 forged addresses are one client, 10 guesses compared', async () => {
    const behindProxy = await buildTestApp({ env: { ...defaults, TRUST_PROXY: '1' } });
    try {
      expect(await forgedGuesses(behindProxy.app, { remoteAddress: '10.0.0.1', appended: '198.51.100.7' })).toBe(10);
    } finally {
      await behindProxy.close();
    }
  });

  it("TRUST_PROXY with the proxy's address: forged addresses count as the proxy saw them, a direct client as itself", async () => {
    const listed = await buildTestApp({ env: { ...defaults, TRUST_PROXY: '10.0.0.0/24, 127.0.0.1' } });
    try {
      expect(await forgedGuesses(listed.app, { remoteAddress: '10.0.0.1', appended: '198.51.100.8' })).toBe(10);
      // A client that reaches the server directly is not a proxy: what it writes is not read at all.
      expect(await forgedGuesses(listed.app, { remoteAddress: '198.51.100.9' })).toBe(10);
    } finally {
      await listed.close();
    }
  });
});

describe('nobody can lock someone else out (TRUST_PROXY, forwarded addresses, default limits)', () => {
  it('50 wrong passwords for the super admin from 5 addresses: the attacker gets 429, the owner signs in at once', async () => {
    const behindProxy = await buildTestApp({
      env: {
        TRUST_PROXY: '1',
        AUTH_RATE_LIMIT_PER_IP: '100',
        AUTH_RATE_LIMIT_PER_EMAIL: '10',
        AUTH_RATE_LIMIT_WINDOW_SECONDS: '900',
      },
    });
    try {
      const admin = await createUser(behindProxy.app, { isSuperAdmin: true });
      const attackers = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'];
      const statuses = new Map<string, number[]>(attackers.map((ip) => [ip, []]));
      for (let round = 0; round < 10; round++) {
        for (const ip of attackers) {
          const res = await behindProxy.app.inject({
            method: 'POST',
            url: '/api/users/auth/login',
            payload: { email: admin.email, password: `guess-${round}` },
            headers: { 'x-forwarded-for': ip },
            remoteAddress: '10.0.0.1', // the proxy
          });
          statuses.get(ip)!.push(res.statusCode);
          if (res.statusCode === 429) expect429(res);
          else expect(res.statusCode).toBe(400);
        }
      }
      // Each address was slowed down: once the account had 10 failures, the n-th failure of an address made it
      // wait 2^n s, so most of the 50 guesses were refused before the password was even compared.
      for (const ip of attackers) {
        expect(statuses.get(ip)!.filter((status) => status === 429).length, ip).toBeGreaterThan(0);
      }
      const compared = [...statuses.values()].flat().filter((status) => status === 400).length;
      expect(compared).toBeLessThanOrEqual(30);
      const owner = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/users/auth/login',
        payload: { email: admin.email, password: admin.password },
        headers: { 'x-forwarded-for': '198.51.100.6' },
        remoteAddress: '10.0.0.1',
      });
      expect(owner.statusCode).toBe(200);
      expect(owner.json()).toMatchObject({ success: true, user: { _id: admin.id, isSuperAdmin: true } });
    } finally {
      await behindProxy.close();
    }
  });
});

describe('rate limits on sign-in', () => {
  it('login: failed passwords per e-mail and address; the right password from another address still signs in', async () => {
    const u = await createUser(t.app);
    const attacker = freshIp();
    for (let i = 0; i < 2; i++) {
      expect(
        (await post('/api/users/auth/login', { email: u.email, password: 'wrong-password' }, attacker)).statusCode,
      ).toBe(400);
    }
    // That address is refused on this account, even with the right password.
    const res = await post('/api/users/auth/login', { email: u.email.toUpperCase(), password: u.password }, attacker);
    expect429(res);
    expect(res.json()).toMatchObject({ message: 'Too many attempts. Please try again in 10 minutes.' });
    // The owner, elsewhere, is not.
    expect((await post('/api/users/auth/login', { email: u.email, password: u.password }, freshIp())).statusCode).toBe(
      200,
    );
    // Nor is another account from the attacker's address.
    const other = await createUser(t.app);
    expect(
      (await post('/api/users/auth/login', { email: other.email, password: other.password }, attacker)).statusCode,
    ).toBe(200);
  });

  it('login: once an account has failed often, each failing address must wait before its next try', async () => {
    const u = await createUser(t.app);
    const [a, b] = [freshIp(), freshIp()];
    const wrong = (ip: string) => post('/api/users/auth/login', { email: u.email, password: 'wrong-password' }, ip);
    expect((await wrong(a)).statusCode).toBe(400);
    // The account's second failure puts it under watch: b, having failed once, waits 2 s.
    expect((await wrong(b)).statusCode).toBe(400);
    const waiting = await post('/api/users/auth/login', { email: u.email, password: u.password }, b);
    expect429(waiting);
    expect(waiting.json()).toMatchObject({ message: 'Too many attempts. Please try again in 2 seconds.' });
    expect(waiting.headers['retry-after']).toBe('2');
    // a failed before the account was under watch; a fresh address never waits.
    expect((await post('/api/users/auth/login', { email: u.email, password: u.password }, a)).statusCode).toBe(200);
    expect((await post('/api/users/auth/login', { email: u.email, password: u.password }, freshIp())).statusCode).toBe(
      200,
    );
  });

  it('login: per IP, whatever the e-mail', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) {
      expect(
        (await post('/api/users/auth/login', { email: `ip-${i}@example.com`, password: 'secret123' }, ip)).statusCode,
      ).toBe(400);
    }
    expect429(await post('/api/users/auth/login', { email: 'ip-5@example.com', password: 'secret123' }, ip));
    expect(
      (await post('/api/users/auth/login', { email: 'ip-5@example.com', password: 'secret123' }, freshIp())).statusCode,
    ).toBe(400);
  });

  it('register: per e-mail and per IP', async () => {
    const email = `rl-register-${Date.now()}@example.com`;
    for (let i = 0; i < 2; i++) {
      expect(
        (await post('/api/users/auth/register', { name: 'R', email, password: 'secret123' }, freshIp())).statusCode,
      ).toBe(201);
    }
    expect429(await post('/api/users/auth/register', { name: 'R', email, password: 'secret123' }, freshIp()));
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await post('/api/users/auth/register', { name: 'R', email: 'bad', password: 'x' }, ip);
    expect429(
      await post(
        '/api/users/auth/register',
        { name: 'R', email: `fresh-${Date.now()}@example.com`, password: 'secret123' },
        ip,
      ),
    );
  });

  it('activate: per activation token and per IP', async () => {
    const email = `rl-activate-${Date.now()}@example.com`;
    const reg = await post('/api/users/auth/register', { name: 'A', email, password: 'secret123' }, freshIp());
    const { activationToken } = reg.json();
    const { text } = await smtp.nextMessageTo(email);
    const code = /activation code is: (\d{4})/.exec(text)![1]!;
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 2; i++) {
      expect(
        (await post('/api/users/auth/activate', { activationToken, activationCode: wrong }, freshIp())).statusCode,
      ).toBe(400);
    }
    expect429(await post('/api/users/auth/activate', { activationToken, activationCode: code }, freshIp()));
    const ip = freshIp();
    for (let i = 0; i < 4; i++)
      await post('/api/users/auth/activate', { activationToken: `t${i}`, activationCode: '1234' }, ip);
    expect429(await post('/api/users/auth/activate', { activationToken: 'another', activationCode: '1234' }, ip));
  });

  it('social-login: per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++)
      expect((await post('/api/users/auth/social-login', { credential: 'bad' }, ip)).statusCode).toBe(400);
    expect429(await post('/api/users/auth/social-login', { credential: await google.mint() }, ip));
  });

  it('forgot-password: per IP, whatever the e-mail, and per e-mail from any address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) {
      const res = await post('/api/users/auth/forgot-password', { email: `fp-${i}-${Date.now()}@example.com` }, ip);
      expect(res.statusCode).toBe(200);
    }
    expect429(await post('/api/users/auth/forgot-password', { email: `fp-5-${Date.now()}@example.com` }, ip));
    // Another address is not held back by this one.
    expect(
      (await post('/api/users/auth/forgot-password', { email: `fp-6-${Date.now()}@example.com` }, freshIp()))
        .statusCode,
    ).toBe(200);
    const email = `fp-same-${Date.now()}@example.com`;
    for (let i = 0; i < 2; i++)
      expect((await post('/api/users/auth/forgot-password', { email }, freshIp())).statusCode).toBe(200);
    expect429(await post('/api/users/auth/forgot-password', { email }, freshIp()));
  });

  it('reset-password: per IP, whatever the e-mail', async () => {
    const ip = freshIp();
    const body = (i: number) => ({
      email: `rp-${i}-${Date.now()}@example.com`,
      code: '123456',
      password: 'newpass123',
    });
    for (let i = 0; i < 4; i++) {
      const res = await post('/api/users/auth/reset-password', body(i), ip);
      expect(res.statusCode).toBe(400);
    }
    expect429(await post('/api/users/auth/reset-password', body(5), ip));
    expect((await post('/api/users/auth/reset-password', body(6), freshIp())).statusCode).toBe(400);
  });

  it('refresh-token: per IP, with a looser limit (5x)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/auth/refresh-token', remoteAddress: ip });
      expect(res.statusCode).toBe(401);
    }
    expect429(await t.app.inject({ method: 'GET', url: '/api/users/auth/refresh-token', remoteAddress: ip }));
  });
});
