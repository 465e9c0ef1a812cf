import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startRedisServer, type TestRedisServer } from '#test-support/redis-server.ts';
import { connectSocket } from '#test-support/socket-io-client.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createUser } from '../test/auth.ts';
import { testEnv } from '../test/build-app.ts';
import { createTestDatabase } from '../test/database.ts';
import { REDIS_COMMAND_TIMEOUT_MS } from './redis.ts';

// Issue 9 §2: sign-in keeps working while Redis is down. A redis-server of the test's own (never the shared
// one) is killed and restarted under two app instances; their logs are read to count the outage messages.

interface LoggedApp {
  app: FastifyInstance;
  lines: { level: number; msg: string }[];
  /** How long buildApp + ready took, in ms (the database is created before). */
  startMs: number;
  close(): Promise<void>;
}

const OUTAGE = /fall back to in-process behaviour until it answers again$/;
const RECOVERY =
  /^Redis is reachable again after [\d.]+ s: rate limits, cache invalidation and live updates are shared/;

const opened: LoggedApp[] = [];
async function buildLoggedApp(redisUrl: string): Promise<LoggedApp> {
  const database: Database = await createTestDatabase();
  const lines: LoggedApp['lines'] = [];
  const env = testEnv({
    REDIS_URL: redisUrl,
    AUTH_RATE_LIMIT_PER_EMAIL: '2',
    AUTH_RATE_LIMIT_PER_IP: '1000',
    METRICS_TOKEN: METRICS_TOKEN,
  });
  const started = performance.now();
  const app = await buildApp({
    env,
    database,
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  await app.ready();
  const built: LoggedApp = {
    app,
    lines,
    startMs: performance.now() - started,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  opened.push(built);
  return built;
}

const METRICS_TOKEN = 'redis-outage-metrics-token';
/** The `pathshala_redis_up` line of the instance's metrics. */
const redisUpMetric = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body
    .split('\n')
    .find((line) => line.startsWith('pathshala_redis_up '));

const messages = (logged: LoggedApp, pattern: RegExp) => logged.lines.filter((line) => pattern.test(line.msg));

let n = 0;
const uniqueEmail = () => `outage-${++n}-${randomUUID().slice(0, 8)}@example.com`;
const cookieHeader = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** One request, with how long it took. */
async function timed(app: FastifyInstance, options: InjectOptions) {
  const started = performance.now();
  const res = await app.inject(options);
  return { res, ms: performance.now() - started };
}

/** Login, sign-up and refresh of a fresh learner, each checked for its usual status and timed. */
async function signInFlows(app: FastifyInstance) {
  const user = await createUser(app, { email: uniqueEmail() });
  const login = await timed(app, {
    method: 'POST',
    url: '/api/users/auth/login',
    payload: { email: user.email, password: user.password },
  });
  expect(login.res.statusCode, login.res.body).toBe(200);
  const register = await timed(app, {
    method: 'POST',
    url: '/api/users/auth/register',
    payload: { name: 'Outage Learner', email: uniqueEmail(), password: 'secret123' },
  });
  expect(register.res.statusCode, register.res.body).toBe(201);
  const refresh = await timed(app, {
    method: 'GET',
    url: '/api/users/auth/refresh-token',
    headers: { cookie: cookieHeader(login.res) },
  });
  expect(refresh.res.statusCode, refresh.res.body).toBe(200);
  return { login: login.ms, register: register.ms, refresh: refresh.ms };
}

const ready = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/ready' });

afterAll(async () => {
  for (const logged of opened) await logged.close().catch(() => undefined);
});

describe('with Redis killed and restarted under two instances', () => {
  let redis: TestRedisServer;
  let a: LoggedApp;
  let b: LoggedApp;
  beforeAll(async () => {
    redis = await startRedisServer();
    a = await buildLoggedApp(redis.url);
    b = await buildLoggedApp(redis.url);
  });
  afterAll(async () => {
    await redis?.close();
  });

  it('signs in, signs up and refreshes within 1 s each while Redis is down, and shares limits again after', async () => {
    // Redis up: the usual answers, and the readiness answer names Redis.
    await signInFlows(a.app);
    const up = await ready(a.app);
    expect(up.statusCode).toBe(200);
    expect(up.headers['cache-control']).toBe('no-store');
    expect(up.json()).toEqual({
      success: true,
      status: 'ready',
      checks: { migrations: 'done', database: 'up', redis: 'up' },
    });
    expect(a.app.redisHealth).toMatchObject({ configured: true, up: true });
    expect(await redisUpMetric(a.app)).toBe('pathshala_redis_up 1');

    let computed = 0;
    const compute = async () => ++computed;
    expect((await a.app.cache.get('outage:page', compute)).value).toBe(1);

    // Redis crashes: the next sign-ins do not wait for it.
    await redis.kill();
    const timings = await signInFlows(a.app);
    expect(timings.login).toBeLessThan(1000);
    expect(timings.register).toBeLessThan(1000);
    expect(timings.refresh).toBeLessThan(1000);
    for (let i = 0; i < 3; i++) {
      const again = await signInFlows(a.app);
      expect(Math.max(again.login, again.register, again.refresh)).toBeLessThan(1000);
    }
    b.app.cache.invalidate('outage:'); // local only while Redis is down: must not throw or reject
    expect((await a.app.cache.get('outage:page', compute)).value).toBe(1);

    await expect.poll(() => a.app.redisHealth.up, { timeout: 5000 }).toBe(false);
    // Issue 32 §4: the instance can serve, so it stays in its load balancer's rotation: 200, reported degraded.
    for (const instance of [a, b]) {
      await expect.poll(() => instance.app.redisHealth.up, { timeout: 5000 }).toBe(false);
      const down = await ready(instance.app);
      expect(down.statusCode).toBe(200);
      expect(down.headers['cache-control']).toBe('no-store');
      expect(down.json()).toEqual({
        success: true,
        status: 'degraded',
        checks: { migrations: 'done', database: 'up', redis: 'down' },
        message: 'Redis is not reachable: rate limits, cache invalidation and live updates work per instance',
      });
      expect(await redisUpMetric(instance.app)).toBe('pathshala_redis_up 0');
    }

    // During the outage a limit holds per instance: 2 wrong passwords for one e-mail, then 429, on `a` alone.
    const limitedDuringOutage = uniqueEmail();
    const wrong = (app: FastifyInstance, email: string) =>
      app.inject({ method: 'POST', url: '/api/users/auth/login', payload: { email, password: 'wrong-password' } });
    expect((await wrong(a.app, limitedDuringOutage)).statusCode).toBe(400);
    expect((await wrong(a.app, limitedDuringOutage)).statusCode).toBe(400);
    expect((await wrong(a.app, limitedDuringOutage)).statusCode).toBe(429);

    // Many requests, one outage message (a warning) per instance.
    const outage = messages(a, OUTAGE);
    expect(outage).toHaveLength(1);
    expect(outage[0]!.level).toBe(40);
    expect(outage[0]!.msg).toMatch(/^Lost the connection to Redis at 127\.0\.0\.1:\d+( \(.+\))?: rate limits, cache/);
    await expect.poll(() => messages(b, OUTAGE).length, { timeout: 5000 }).toBe(1);

    // Redis comes back on the same address: both instances reconnect by themselves.
    await redis.start();
    const status = async (app: FastifyInstance) => (await ready(app)).json().status as string;
    await expect.poll(() => status(a.app), { timeout: 15_000, interval: 200 }).toBe('ready');
    await expect.poll(() => status(b.app), { timeout: 15_000, interval: 200 }).toBe('ready');
    expect(messages(a, RECOVERY)).toHaveLength(1);
    expect(messages(b, RECOVERY)).toHaveLength(1);
    expect(messages(a, OUTAGE)).toHaveLength(1);
    // The invalidation `a` missed during the outage takes effect once Redis is back.
    await expect.poll(async () => (await a.app.cache.get('outage:page', compute)).value, { timeout: 5000 }).toBe(2);

    // Limits are shared again: one e-mail's counter spans both instances.
    const shared = uniqueEmail();
    expect((await wrong(a.app, shared)).statusCode).toBe(400);
    expect((await wrong(b.app, shared)).statusCode).toBe(400);
    const third = await wrong(a.app, shared);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Too many attempts\. Please try again in /);
  });
});

describe('with Redis hanging', () => {
  let redis: TestRedisServer;
  let logged: LoggedApp;
  beforeAll(async () => {
    redis = await startRedisServer();
    logged = await buildLoggedApp(redis.url);
  });
  afterAll(async () => {
    redis?.resume();
    await redis?.close();
  });

  it('waits for it at most the command timeout once, then not at all until it answers again', async () => {
    await signInFlows(logged.app);
    redis.pause(); // the connection stays open; nothing answers
    // The first call waits REDIS_COMMAND_TIMEOUT_MS, marks Redis down and counts locally; the rest do not wait.
    const first = await signInFlows(logged.app);
    expect(first.login).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 1000);
    expect(first.login).toBeGreaterThan(REDIS_COMMAND_TIMEOUT_MS - 50);
    expect(Math.max(first.register, first.refresh)).toBeLessThan(1000);
    expect(logged.app.redisHealth.up).toBe(false);
    const outage = messages(logged, OUTAGE);
    expect(outage).toHaveLength(1);
    expect(outage[0]!.msg).toMatch(/^Redis did not answer within 500 ms/);
    const degraded = await ready(logged.app);
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json()).toMatchObject({ status: 'degraded', checks: { redis: 'down' } });

    redis.resume();
    await expect
      .poll(async () => (await ready(logged.app)).json().status, { timeout: 15_000, interval: 200 })
      .toBe('ready');
    expect(messages(logged, RECOVERY)).toHaveLength(1);
    expect(messages(logged, OUTAGE)).toHaveLength(1);
  });
});

describe('live updates across two instances', () => {
  let redis: TestRedisServer;
  let a: LoggedApp;
  let b: LoggedApp;
  beforeAll(async () => {
    redis = await startRedisServer();
    a = await buildLoggedApp(redis.url);
    b = await buildLoggedApp(redis.url);
  });
  afterAll(async () => {
    await redis?.close();
  });

  it('reach the sockets of the same instance while Redis is down, and the other instances again after', async () => {
    const base = await a.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await createUser(a.app);
    const login = await a.app.inject({
      method: 'POST',
      url: '/api/users/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const socket = await connectSocket(base, { cookie: cookieHeader(login) });
    let sent = 0;
    /** Whether an event emitted by `from` reaches the socket on `a` within `waitMs` (each try has its own name). */
    const reaches = (from: LoggedApp, waitMs: number) => {
      const event = `fan-out-${++sent}`;
      const arrived = socket.waitFor(event, waitMs).then(
        () => true,
        () => false,
      );
      from.app.notify.user(user.id, event, {});
      return arrived;
    };
    try {
      await expect.poll(() => reaches(b, 300), { timeout: 10_000 }).toBe(true);

      await redis.kill();
      await expect.poll(() => a.app.redisHealth.up || b.app.redisHealth.up, { timeout: 5000 }).toBe(false);
      a.app.notify.user(user.id, 'outage-test', { during: 'outage' });
      expect(await socket.waitFor('outage-test')).toEqual({ during: 'outage' });

      await redis.start();
      await expect.poll(() => reaches(b, 300), { timeout: 15_000 }).toBe(true);
    } finally {
      socket.close();
    }
  });
});

describe('starting while Redis is unreachable', () => {
  it('starts within 3 s, says so in the log, answers sign-in, and connects once Redis appears', async () => {
    const port = await freePort();
    const logged = await buildLoggedApp(`redis://127.0.0.1:${port}`);
    // The wait for Redis is bounded at 750 ms; the rest is building the app.
    expect(logged.startMs).toBeLessThan(3000);
    const warning = messages(logged, OUTAGE);
    expect(warning).toHaveLength(1);
    expect(warning[0]!.level).toBe(40);
    expect(warning[0]!.msg).toMatch(
      new RegExp(`^Redis at 127\\.0\\.0\\.1:${port} is unreachable \\(.+\\): rate limits, cache invalidation`),
    );
    expect(logged.app.redisHealth).toMatchObject({ configured: true, up: false });
    const degraded = await ready(logged.app);
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json()).toMatchObject({ status: 'degraded', checks: { redis: 'down' } });
    const timings = await signInFlows(logged.app);
    expect(Math.max(timings.login, timings.register, timings.refresh)).toBeLessThan(1000);

    const redis = await startRedisServer(port);
    try {
      await expect
        .poll(async () => (await ready(logged.app)).json().status, { timeout: 15_000, interval: 200 })
        .toBe('ready');
      expect(messages(logged, RECOVERY)).toHaveLength(1);
    } finally {
      await redis.close();
    }
  });
});

describe('without Redis', () => {
  it('is ready with Redis not configured', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ env: testEnv(), database, logger: false });
    opened.push({ app, lines: [], startMs: 0, close: async () => (await app.close(), await database.close()) });
    const res = await ready(app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      status: 'ready',
      checks: { migrations: 'done', database: 'up', redis: 'not_configured' },
    });
    expect(app.redisHealth).toMatchObject({ configured: false, up: false });
  });

  it('is not ready while the database does not answer', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ env: testEnv(), database, logger: false });
    opened.push({ app, lines: [], startMs: 0, close: () => app.close() });
    await database.close();
    const res = await ready(app);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      success: false,
      status: 'unavailable',
      checks: { migrations: 'done', database: 'down', redis: 'not_configured' },
      message: 'The database is not reachable',
      code: 'database_unreachable',
    });
  });
});
