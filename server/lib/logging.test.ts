import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '#test-support/smtp-server.ts';
import { buildApp } from '../app.ts';
import { ensureFirstAdmin } from '../db/seed/index.ts';
import { SANDBOX_API_KEY } from '../integrations/uddoktapay.ts';
import { testEnv } from '../test/build-app.ts';
import { createTestDatabase } from '../test/database.ts';
import { loggerOptions, REDACTED, scrubUrl } from './logging.ts';
import { SIGNED_IN_COOKIE } from '#shared/session-cookie.ts';

/** An app with the production logger settings writing its JSON lines into `lines` (level trace: everything). */
async function loggedApp(env: Record<string, string>, level = 'trace') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const parsedEnv = testEnv({ LOG_LEVEL: level, ...env });
  const database = await createTestDatabase();
  const app = await buildApp({ env: parsedEnv, database, logger: await loggerOptions(parsedEnv, { stream }) });
  await app.ready();
  return {
    app,
    lines,
    text: () => lines.join(''),
    records: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
type LoggedApp = Awaited<ReturnType<typeof loggedApp>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('x-request-id', () => {
  let direct: LoggedApp;
  let proxied: LoggedApp;
  beforeAll(async () => {
    [direct, proxied] = await Promise.all([loggedApp({}, 'info'), loggedApp({ TRUST_PROXY: '10.0.0.0/8' }, 'info')]);
  });
  afterAll(async () => {
    await Promise.all([direct.close(), proxied.close()]);
  });

  // The proxy of these tests is at 10.0.0.1, inside the trusted range.
  const get = (app: FastifyInstance, url: string, requestId?: string, remoteAddress = '10.0.0.1') =>
    app.inject({
      method: 'GET',
      url,
      headers: requestId === undefined ? {} : { 'x-request-id': requestId },
      remoteAddress,
    });

  it('is generated and returned on every answer, found or not, when none is sent', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/metrics']) {
      const res = await get(direct.app, url);
      expect(res.headers['x-request-id'], url).toMatch(UUID);
    }
  });

  it("ignores the client's id without TRUST_PROXY: anyone could forge it", async () => {
    const res = await get(direct.app, '/api/health', 'client-chosen-id');
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(direct.text()).not.toContain('client-chosen-id');
  });

  it("keeps the trusted proxy's id, answers it and logs every line of the request under it", async () => {
    const id = 'lb-7f3a.9c21:0001';
    const res = await get(proxied.app, '/api/health', id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    const mine = proxied.records().filter((r) => r.reqId === id);
    expect(mine.map((r) => r.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('ignores the id of a client that is not a trusted proxy, by the same rule as its address', async () => {
    const res = await get(proxied.app, '/api/health', 'forged-by-a-client', '198.51.100.4');
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(proxied.text()).not.toContain('forged-by-a-client');
  });

  it('replaces a malformed or overlong id with a new one', async () => {
    for (const bad of ['x'.repeat(129), 'has space', 'quote"d', 'new\u2028line', '<script>', '']) {
      const res = await get(proxied.app, '/api/health', bad);
      expect(res.headers['x-request-id'], JSON.stringify(bad)).toMatch(UUID);
    }
    expect((await get(proxied.app, '/api/health', 'y'.repeat(128))).headers['x-request-id']).toBe('y'.repeat(128));
  });
});

/** The values of the session's token cookies (the readable signed-in cookie holds "1", no secret). */
const tokenCookies = (cookies: { name: string; value: string }[]) =>
  cookies.filter((c) => c.name !== SIGNED_IN_COOKIE).map((c) => c.value);

describe('secrets never reach the log', () => {
  let logged: LoggedApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    logged = await loggedApp({ SMTP_URL: smtp.url, METRICS_TOKEN: 'metrics-token-never-logged-0123' });
  });
  afterAll(async () => {
    await logged.close();
    await smtp.close();
  });

  it('through sign-up, activation, sign-in, refresh, sign-out, the webhook and a scrape, at trace level', async () => {
    const app = logged.app;
    const secrets: string[] = [];
    const password = 'pw-Very-Secret-4821';
    secrets.push(password);
    const email = `logs-${Date.now()}@example.com`;
    const registered = await app.inject({
      method: 'POST',
      url: '/api/users/auth/register',
      payload: { name: 'Log Learner', email, password },
    });
    expect(registered.statusCode).toBe(201);
    const activationToken = registered.json<{ activationToken: string }>().activationToken;
    const code = /activation code is: (\d{4})/.exec((await smtp.nextMessageTo(email)).text)![1]!;
    secrets.push(activationToken);
    const activated = await app.inject({
      method: 'POST',
      url: '/api/users/auth/activate',
      payload: { activationToken, activationCode: code },
    });
    expect(activated.statusCode).toBe(200);

    const login = await app.inject({ method: 'POST', url: '/api/users/auth/login', payload: { email, password } });
    expect(login.statusCode).toBe(200);
    const cookies = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    secrets.push(...tokenCookies(login.cookies), login.json<{ accessToken: string }>().accessToken);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/users/auth/login',
      payload: { email, password: 'pw-Wrong-Guess-7730' },
    });
    expect(wrong.statusCode).toBe(400);
    secrets.push('pw-Wrong-Guess-7730');

    const refreshed = await app.inject({
      method: 'GET',
      url: '/api/users/auth/refresh-token',
      headers: { cookie: cookies },
    });
    expect(refreshed.statusCode).toBe(200);
    secrets.push(...tokenCookies(refreshed.cookies));
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/profile/me',
      headers: { authorization: `Bearer ${refreshed.json<{ accessToken: string }>().accessToken}` },
    });
    secrets.push(refreshed.json<{ accessToken: string }>().accessToken);
    expect(me.statusCode).toBe(200);
    const out = await app.inject({
      method: 'GET',
      url: '/api/users/auth/logout',
      headers: { cookie: refreshed.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(out.statusCode).toBe(200);

    for (const key of [SANDBOX_API_KEY, 'a-forged-gateway-key-5512']) {
      const hook = await app.inject({
        method: 'POST',
        url: '/api/orders/uddoktapay-webhook',
        headers: { 'rt-uddoktapay-api-key': key },
        payload: { invoice_id: 'INV-unknown', metadata: { paymentId: '00000000-0000-4000-8000-000000000000' } },
      });
      expect(hook.statusCode).toBeGreaterThanOrEqual(400);
      secrets.push(key);
    }
    const scrape = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-never-logged-0123' },
    });
    expect(scrape.statusCode).toBe(200);
    secrets.push('metrics-token-never-logged-0123');
    const query = await app.inject({ method: 'GET', url: '/api/health?token=query-token-3391&page=2&api_key=k-8812' });
    expect(query.statusCode).toBe(200);
    secrets.push('query-token-3391', 'k-8812');

    const text = logged.text();
    // The log is not empty: every request line is there, with its scrubbed URL.
    expect(text).toContain('/api/users/auth/login');
    expect(text).toContain(`/api/health?token=${REDACTED}&page=2&api_key=${REDACTED}`);
    for (const secret of secrets) expect(text, `secret ${secret.slice(0, 12)}… in the log`).not.toContain(secret);
  });

  it('redacts credentials a log call names: headers, passwords and tokens at the top or in a body', () => {
    const before = logged.lines.length;
    logged.app.log.warn(
      {
        headers: {
          authorization: 'Bearer hdr-secret-1',
          cookie: 'access_token=hdr-secret-2',
          'rt-uddoktapay-api-key': 'hdr-secret-3',
        },
        body: {
          email: 'kept@example.com',
          password: 'body-secret-4',
          refreshToken: 'body-secret-5',
          activationCode: '9911',
        },
        token: 'top-secret-6',
      },
      'a careless log call',
    );
    const line = logged.lines.slice(before).join('');
    expect(line).toContain('kept@example.com');
    expect(line).toContain(REDACTED);
    for (const secret of [
      'hdr-secret-1',
      'hdr-secret-2',
      'hdr-secret-3',
      'body-secret-4',
      'body-secret-5',
      '9911',
      'top-secret-6',
    ]) {
      expect(line).not.toContain(secret);
    }
  });

  it("logs a failed query without its parameters (Drizzle puts every value in the error's message)", async () => {
    const error = await logged.app.db.execute(sql`select ${'param-secret-2291'}::text from no_such_table`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(String(error)).toContain('param-secret-2291'); // what would have been logged
    const before = logged.lines.length;
    logged.app.log.error({ err: error }, 'query failed');
    const [record] = logged.lines
      .slice(before)
      .map((l) => JSON.parse(l) as { err: { message: string; stack: string } });
    // The database's own reason stays (pino appends the cause's message); the values do not.
    expect(record!.err.message).toBe(
      'Failed query: select $1::text from no_such_table\nparams: [redacted]: relation "no_such_table" does not exist',
    );
    expect(JSON.stringify(record)).not.toContain('param-secret-2291');
  });

  it("never logs the first administrator's generated password", async () => {
    const fresh = await loggedApp({}, 'info');
    try {
      await ensureFirstAdmin(fresh.app);
      const line = fresh.lines.find((l) => l.includes('First administrator created'))!;
      expect(JSON.parse(line).msg).toBe(
        'First administrator created — e-mail: admin@pathshala.local  password: generated (printed once on standard output, never logged)',
      );
      // And the one configured stays out too.
      const configured = await loggedApp(
        { ADMIN_PASSWORD: 'configured-admin-pw-11', ADMIN_EMAIL: 'boss@example.com' },
        'info',
      );
      try {
        await ensureFirstAdmin(configured.app);
        expect(configured.text()).toContain('boss@example.com');
        expect(configured.text()).not.toContain('configured-admin-pw-11');
      } finally {
        await configured.close();
      }
    } finally {
      await fresh.close();
    }
  });
});

describe('log format', () => {
  const env = { LOG_LEVEL: 'info' as const };
  it('is readable lines on a terminal and JSON otherwise, unless LOG_FORMAT says', async () => {
    // JSON goes to stdout through lib/log-stream.ts (it counts the lines it drops); pretty lines through pino-pretty.
    const isJson = async (format: 'json' | 'pretty' | undefined, isTerminal: boolean) =>
      'dropped' in ((await loggerOptions({ ...env, LOG_FORMAT: format }, { isTerminal })).stream as object);
    expect(await isJson(undefined, true)).toBe(false);
    expect(await isJson(undefined, false)).toBe(true);
    expect(await isJson('json', true)).toBe(true);
    expect(await isJson('pretty', false)).toBe(false);
  });

  it('scrubs secret-looking query values and leaves the rest', () => {
    expect(scrubUrl('/a?refresh_token=abc&page=2&activationCode=1234&X-Amz-Signature=ff')).toBe(
      `/a?refresh_token=${REDACTED}&page=2&activationCode=${REDACTED}&X-Amz-Signature=${REDACTED}`,
    );
    expect(scrubUrl('/api/courses/public/preview/abc')).toBe('/api/courses/public/preview/abc');
  });
});
