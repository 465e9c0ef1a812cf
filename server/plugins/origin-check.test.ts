import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../test/auth.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      PUBLIC_URL: 'https://learn.example.com',
      ALLOWED_ORIGINS: 'https://admin.example.com, http://localhost:5173',
    },
  });
  const u = await createUser(t.app);
  cookie = await signIn(t.app, u.email, u.password);
});
afterAll(() => t.close());

const changeName = (headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: '/api/users/profile/update-info', headers, payload: { name: 'New Name' } });

describe('state-changing requests with cookies from another origin', () => {
  it('are refused with 403', async () => {
    for (const headers of [
      { cookie, origin: 'https://evil.example.com' },
      { cookie, origin: 'null' },
      { cookie, referer: 'https://evil.example.com/page' },
      { cookie, origin: 'http://learn.example.com' }, // same host, other scheme than PUBLIC_URL and request host
    ] as Record<string, string>[]) {
      const res = await changeName({ ...headers, host: 'api.internal:3000' });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'foreign_origin',
        message: 'This request came from another site and was refused',
      });
    }
  });

  it('pass from the site itself, its own host, or an allowed origin', async () => {
    for (const headers of [
      { cookie, origin: 'https://learn.example.com' },
      { cookie, origin: 'https://admin.example.com' },
      { cookie, origin: 'http://localhost:5173' },
      { cookie, referer: 'https://learn.example.com/profile?section=1' },
      { cookie, origin: 'http://192.168.1.5:3000', host: '192.168.1.5:3000' },
      { cookie }, // not a browser on another site: no Origin, no Referer
    ] as Record<string, string>[]) {
      expect((await changeName(headers)).statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('requests without cookies are not affected (no ambient authority)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth/login',
      headers: { origin: 'https://evil.example.com' },
      payload: { email: 'nobody@example.com', password: 'secret123' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('reads (GET) are not affected', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile/me',
      headers: { cookie, origin: 'https://evil.example.com' },
    });
    expect(res.statusCode).toBe(200);
  });
});
