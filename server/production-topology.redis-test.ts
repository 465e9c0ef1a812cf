import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import type { Notification } from '#shared/catalogue/notifications.ts';
import { connectSocket, type TestSocket } from '#test-support/socket-io-client.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from '#test-support/tcp-proxy.ts';
import { openPostgres, type Database } from './db/client.ts';
import { enrol } from './modules/courses/enrolments.repository.ts';
import { projectRoot } from './paths.ts';
import { createUser } from './test/auth.ts';
import { courseBody, createCategory } from './test/catalogue.ts';
import { TEST_DB_NAME_PREFIX, withDatabase } from './test/global-setup.ts';

/**
 * The production topology of compose.yaml without containers: two server processes (`server/main.ts`, as
 * `npm start` runs it but from the sources) on one PostgreSQL database and one Redis, behind a round-robin proxy.
 * Runs in CI's PostgreSQL pass (TEST_DATABASE_URL and TEST_REDIS_URL).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!adminUrl || !redisUrl) {
  throw new Error(
    'TEST_DATABASE_URL and TEST_REDIS_URL must be set: two server processes cannot share an embedded database',
  );
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const sql = async (text: string) => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(text).finally(() => admin.end());
};

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const dbName = `${TEST_DB_NAME_PREFIX}topology_${randomBytes(4).toString('hex')}`;
const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'pathshala-topology-'));
const ADMIN = { email: `admin-${randomUUID().slice(0, 8)}@example.com`, password: 'topology-admin-password' };
let publicUrl: string;
let a: Instance;
let b: Instance;
let proxy: RoundRobinProxy;
let database: Database;
const sockets: TestSocket[] = [];

/** Starts `server/main.ts` in its own process, configured as compose.yaml configures an instance. */
function startInstance(name: string, port: number): Instance {
  const output: string[] = [];
  const dataDir = path.join(dataRoot, name);
  fs.mkdirSync(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'server/main.ts')], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: withDatabase(adminUrl!, dbName),
      DATABASE_POOL_SIZE: '4',
      REDIS_URL: redisUrl,
      JWT_SECRET: 'topology-secret-topology-secret-topology-0123',
      PUBLIC_URL: publicUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO_CONTENT: 'false',
      AUTH_RATE_LIMIT_PER_EMAIL: '2',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { name, url: `http://127.0.0.1:${port}`, child, output, exited };
}

/** Resolves once the instance's readiness answers 200; fails with its output if it exits first or takes 50 s. */
async function waitUntilReady(instance: Instance) {
  let exit: { code: number | null } | undefined;
  void instance.exited.then((e) => (exit = e));
  const deadline = Date.now() + 50_000;
  for (;;) {
    if (exit) throw new Error(`${instance.name} exited (${exit.code}) while starting:\n${instance.output.join('')}`);
    if (Date.now() > deadline) throw new Error(`${instance.name} not ready in 50 s:\n${instance.output.join('')}`);
    const status = await fetch(`${instance.url}/api/ready`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stop(instance: Instance | undefined) {
  if (!instance || instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  instance.child.kill('SIGTERM');
  await instance.exited;
}

/** A request as a browser on the site sends it (its Origin is the site's own). */
async function call(base: string, method: string, url: string, options: { cookie?: string; body?: unknown } = {}) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      origin: publicUrl,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: () => JSON.parse(text) as Record<string, unknown> };
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await call(base, 'POST', '/users/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.json())}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

beforeAll(async () => {
  // An empty database: both instances migrate it at once on start (one waits for the other's advisory lock).
  await sql(`create database "${dbName}"`);
  const [portA, portB] = [await freePort(), await freePort()];
  // As Caddy in compose.yaml: only to ready instances, and to the other one when an instance refuses a connection.
  proxy = await startRoundRobinProxy([{ port: portA }, { port: portB }], {
    readyPath: '/api/ready',
    checkEveryMs: 100,
  });
  publicUrl = `http://127.0.0.1:${proxy.port}`;
  a = startInstance('a', portA);
  b = startInstance('b', portB);
  await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
  database = await openPostgres(withDatabase(adminUrl, dbName), { max: 2 });
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all([stop(a), stop(b)]);
  await proxy?.close();
  await database?.close();
  await sql(`drop database if exists "${dbName}" with (force)`);
  fs.rmSync(dataRoot, { recursive: true, force: true });
});

describe('two instances on one PostgreSQL and one Redis, behind a proxy', () => {
  it('accept on one instance a sign-in made on the other', async () => {
    const cookie = await signIn(a.url, ADMIN.email, ADMIN.password);
    const me = await call(b.url, 'GET', '/users/profile/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.json()).toMatchObject({ user: { email: ADMIN.email, role: 'admin' } });
    // Signing out on the second ends the session on the first.
    expect((await call(b.url, 'GET', '/users/auth/logout', { cookie })).status).toBe(200);
    await expect
      .poll(async () => (await call(a.url, 'GET', '/users/profile/me', { cookie })).status, { timeout: 3000 })
      .toBe(401);
  });

  it('serve an admin’s edit made on one instance from the other’s cache', async () => {
    const cookie = await signIn(a.url, ADMIN.email, ADMIN.password);
    const banner = async (instance: Instance) =>
      (
        (await call(instance.url, 'GET', '/layouts/public/layout/Banner')).json() as {
          layout: { banner: { title: string } };
        }
      ).layout.banner.title;
    const before = await banner(b); // now cached on b
    expect(await banner(b)).toBe(before);

    const title = `Learn with ${randomUUID().slice(0, 8)}`;
    const edit = await call(a.url, 'PUT', '/layouts/admin/update-layout', { cookie, body: { type: 'Banner', title } });
    expect(edit.status).toBe(200);
    await expect.poll(() => banner(b), { timeout: 3000 }).toBe(title);
  });

  it('push a notification raised on one instance to an admin’s socket on the other', async () => {
    // Rows an admin or an order would make, written directly (the app's own test factories).
    const direct = { db: database.db } as FastifyInstance;
    const category = `Music ${randomUUID().slice(0, 6)}`;
    await createCategory(direct, category);
    const adminCookie = await signIn(a.url, ADMIN.email, ADMIN.password);
    const created = await call(a.url, 'POST', '/courses/admin/create', {
      cookie: adminCookie,
      body: courseBody(category),
    });
    expect(created.status).toBe(201);
    const course = created.json().course as AdminCourse;
    const learner = await createUser(direct, { name: 'Rahima Akter' });
    await database.db.transaction((tx) => enrol(tx, { userId: learner.id, courseId: course._id, source: 'admin' }));
    const learnerCookie = await signIn(a.url, learner.email, learner.password);

    const adminSocket = await connectSocket(b.url, { cookie: adminCookie, origin: publicUrl });
    sockets.push(adminSocket);
    const question = `Which strings, ${randomUUID().slice(0, 8)}?`;
    const asked = await call(a.url, 'PUT', '/courses/enrolled/question', {
      cookie: learnerCookie,
      body: { question, courseId: course._id, contentId: course.courseData[1]!._id },
    });
    expect(asked.status).toBe(200);
    // Other runs may share the Redis server: the notification about this question is the one looked for.
    let pushed: Notification;
    do pushed = (await adminSocket.waitFor('newNotification')) as Notification;
    while (!pushed.message.includes(question));
    expect(pushed).toMatchObject({ title: 'New Question Received', read: false });
    expect(pushed.message).toContain('Rahima Akter');
  });

  it('share the sign-in rate limit', async () => {
    const email = `${randomUUID()}@example.com`;
    const attempt = (instance: Instance) =>
      call(instance.url, 'POST', '/users/auth/login', { body: { email, password: 'wrong-password' } });
    expect((await attempt(a)).status).toBe(400);
    expect((await attempt(b)).status).toBe(400);
    const third = await attempt(a);
    expect(third.status).toBe(429);
    expect(third.json().message).toMatch(/^Too many attempts\. Please try again in /);
  });

  it('lose no request sent through the proxy while one instance stops on SIGTERM', async () => {
    const adminCookie = await signIn(b.url, ADMIN.email, ADMIN.password);
    // A live socket on the instance that stops, as a learner's open tab has.
    sockets.push(await connectSocket(a.url, { cookie: adminCookie, origin: publicUrl }));

    // Six clients, each sending one request after another through the proxy, every one on a new connection. A
    // request is lost when its connection is reset or refused, or it gets an error; a 503 with Retry-After (the
    // draining instance's "try again") is an answer, counted apart. The proxy leaves the instance out once its
    // readiness answers 503 and sends a refused connection to the other one; a connection the kernel had queued
    // for the instance when it closed its listener is reset, so the instance must keep accepting until the proxy
    // has seen its readiness turn 503.
    const failures: string[] = [];
    let answered = 0;
    let answeredAfterSignal = 0;
    let retryLater = 0;
    let signalled = false;
    let running = true;
    const request = (url: string, cookie?: string) =>
      new Promise<{ status: number; retryAfter: boolean }>((resolve, reject) => {
        const req = http.get(`${publicUrl}${url}`, { agent: false, headers: cookie ? { cookie } : {} }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, retryAfter: 'retry-after' in res.headers }));
          res.on('error', reject);
        });
        req.on('error', reject);
      });
    const client = async (url: string, cookie?: string) => {
      while (running) {
        const afterSignal = signalled;
        try {
          const { status, retryAfter } = await request(url, cookie);
          answered++;
          if (afterSignal) answeredAfterSignal++;
          if (status === 503 && retryAfter) retryLater++;
          else if (status !== 200) failures.push(`${url}: HTTP ${status}`);
        } catch (error) {
          failures.push(`${url}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
        }
      }
    };
    const clients = [
      client('/api/health'),
      client('/api/health'),
      client('/api/users/profile/me', adminCookie),
      client('/api/users/profile/me', adminCookie),
      client('/api/layouts/public/layout/Banner'),
      client('/api/layouts/public/layout/Banner'),
    ];

    const servedBefore = proxy.served[0]!;
    await expect.poll(() => proxy.served[0]! - servedBefore, { timeout: 5000 }).toBeGreaterThan(20);
    signalled = true;
    const signalledAt = Date.now();
    a.child.kill('SIGTERM');
    const exit = await a.exited;
    const exitedAfterMs = Date.now() - signalledAt;
    running = false;
    await Promise.all(clients);
    const report =
      `${failures.length} of ${answered + failures.length} requests lost, ${retryLater} answered 503 to retry; ` +
      `the instance exited with ${JSON.stringify(exit)} ${exitedAfterMs} ms after SIGTERM; ` +
      `${proxy.retried} connections refused went to the other instance: ${failures.join(', ')}`;

    expect(answeredAfterSignal).toBeGreaterThan(0);
    expect(failures, report).toEqual([]);
    // The remaining instance serves everything now.
    expect((await request('/api/ready')).status).toBe(200);
    expect(exit, report).toEqual({ code: 0, signal: null });
  }, 60_000);
});
