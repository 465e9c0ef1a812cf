import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { expect } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { courses, orders, payments } from '../db/schema/index.ts';
import { runStartupSeed } from '../db/seed/index.ts';
import { connectPostgres, openEmbedded } from '../ops/databases.ts';
import { quoteIdent, rowCounts, type SqlClient } from '../ops/tables.ts';
import { signedInUser, signIn, type TestUser } from './auth.ts';
import { buildTestApp, testEnv } from './build-app.ts';
import { insertCourse } from './commerce.ts';
import { TEMPLATE_DB, TEST_DB_NAME_PREFIX, pgliteSnapshot, withDatabase } from './global-setup.ts';

/**
 * Whole sites for the operations tests (server/ops): built the way a running one looks (demo content, a learner
 * with an avatar and a paid order), in temporary folders and PostgreSQL databases of their own that runCleanups
 * removes; their snapshots (row counts of every table, every row of the sampled tables) and what they answer.
 */
export const SAMPLED_TABLES = ['users', 'courses', 'course_lessons', 'content_pages', 'orders', 'payments', 'reviews'];

const cleanups: (() => Promise<unknown>)[] = [];
/** Registers what runCleanups undoes (servers to close, folders and databases to remove), last first. */
export const onCleanup = (...steps: (() => Promise<unknown>)[]) => void cleanups.push(...steps);
/** For the test file's afterAll. */
export async function runCleanups(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

export async function tempDir(label: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `pathshala-ops-${label}-`));
  onCleanup(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A PostgreSQL database of this test's own (a copy of the migrated template, or empty), dropped at the end. */
export async function pgDatabase(options: { migrated: boolean }): Promise<string> {
  const name = `${TEST_DB_NAME_PREFIX}ops_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"${options.migrated ? ` template "${TEMPLATE_DB}"` : ''}`);
  await admin.end();
  onCleanup(async () => {
    const dropper = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`);
    await dropper.end();
  });
  return withDatabase(process.env.TEST_DATABASE_URL!, name);
}

/** The site's database: PostgreSQL at DATABASE_URL, else the embedded one in DATA_DIR (the migrated test snapshot). */
async function openSiteDatabase(env: Record<string, string>): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL, { max: 4 });
  const dataDir = path.join(env.DATA_DIR!, 'pgdata');
  const fresh = await fs.readdir(dataDir).then(
    (entries) => entries.length === 0,
    () => true,
  );
  return openPglite(fresh ? { dataDir, loadDataDir: new Blob([await fs.readFile(pgliteSnapshot)]) } : { dataDir });
}

export interface SiteFacts {
  learner: TestUser;
  avatarUrl: string;
  avatar: Buffer;
  myOrders: unknown;
  catalogue: unknown;
}

const png = () =>
  sharp({ create: { width: 500, height: 500, channels: 3, background: { r: 200, g: 80, b: 30 } } })
    .png()
    .toBuffer();

/** Builds a site the way a running one looks: demo content (optional), a learner, their avatar and a paid order. */
export async function makeSite(env: Record<string, string>, options: { demo: boolean }): Promise<SiteFacts> {
  const t = await buildTestApp({
    env: { ...env, SEED_DEMO_CONTENT: String(options.demo), ADMIN_PASSWORD: 'admin-password' },
    database: await openSiteDatabase(env),
  });
  try {
    // The token-signing secret a site without JWT_SECRET generates on its first start.
    await fs.writeFile(path.join(env.DATA_DIR!, 'secret'), randomBytes(32).toString('hex'), { mode: 0o600 });
    await runStartupSeed(t.app);
    const { user: learner, cookie } = await signedInUser(t.app);
    const upload = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/update-avatar',
      headers: { cookie },
      payload: { avatar: `data:image/png;base64,${(await png()).toString('base64')}` },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const avatarUrl = upload.json().user.avatar.url as string;
    const [seeded] = await t.app.db.select({ id: courses.id }).from(courses).limit(1);
    const courseId = seeded?.id ?? (await insertCourse(t.app, 50_000));
    const [payment] = await t.app.db
      .insert(payments)
      .values({
        userId: learner.id,
        status: 'paid',
        amountPoisha: 50_000,
        items: [],
        invoiceId: `inv-${randomBytes(4).toString('hex')}`,
        gatewayMode: 'sandbox',
        expiresAt: new Date(Date.now() + 3_600_000),
        paidAt: new Date('2026-11-20T08:30:00.123Z'),
      })
      .returning({ id: payments.id, invoiceId: payments.invoiceId });
    await t.app.db.insert(orders).values({
      paymentId: payment!.id,
      userId: learner.id,
      courseId,
      invoiceId: payment!.invoiceId!,
      originalPoisha: 50_000,
      amountPoisha: 50_000,
    });
    return { learner, avatarUrl, ...(await siteAnswers(t.app, learner, avatarUrl)) };
  } finally {
    await t.close();
  }
}

/** What the site answers about the learner and the catalogue, and the avatar's bytes as served. */
export async function siteAnswers(
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  learner: TestUser,
  avatarUrl: string,
) {
  const cookie = await signIn(app, learner.email, learner.password);
  const myOrders = await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: { cookie } });
  expect(myOrders.statusCode, myOrders.body).toBe(200);
  const catalogue = await app.inject({ method: 'GET', url: '/api/courses/public/all-previews' });
  expect(catalogue.statusCode, catalogue.body).toBe(200);
  const image = await app.inject({ method: 'GET', url: avatarUrl });
  expect(image.statusCode, `GET ${avatarUrl}`).toBe(200);
  return { myOrders: myOrders.json(), catalogue: catalogue.json(), avatar: image.rawPayload };
}

/** Starts the app on a restored (or moved) site, without seeding, and reads the same answers. */
export async function answersOf(env: Record<string, string>, facts: SiteFacts) {
  const t = await buildTestApp({ env, database: await openSiteDatabase(env) });
  try {
    return await siteAnswers(t.app, facts.learner, facts.avatarUrl);
  } finally {
    await t.close();
  }
}

export interface Snapshot {
  counts: Record<string, number>;
  rows: Record<string, string[]>;
}

/** Row counts of every table and every row (as JSON, in a stable order) of the sampled tables. */
export async function snapshotOf(env: Record<string, string>): Promise<Snapshot> {
  const read = async (client: SqlClient) => {
    await client.query(`set timezone to 'UTC'`);
    const rows: Record<string, string[]> = {};
    for (const table of SAMPLED_TABLES) {
      rows[table] = (
        await client.query<{ row: string }>(
          `select to_json(t)::text as row from public.${quoteIdent(table)} t order by to_json(t)::text`,
        )
      ).rows.map((r) => r.row);
    }
    return { counts: await rowCounts(client), rows };
  };
  if (env.DATABASE_URL) {
    const client = await connectPostgres(env.DATABASE_URL);
    try {
      return await read(client);
    } finally {
      await client.end();
    }
  }
  const { database, client } = await openEmbedded({ dataDir: path.join(env.DATA_DIR!, 'pgdata') });
  try {
    return await read(client);
  } finally {
    await database.close();
  }
}

export function expectSameSite(before: Snapshot, after: Snapshot) {
  expect(after.counts).toEqual(before.counts);
  for (const table of ['users', 'courses', 'orders', 'content_pages']) expect(before.counts[table]).toBeGreaterThan(0);
  for (const table of SAMPLED_TABLES) expect(after.rows[table], table).toEqual(before.rows[table]);
}

export const quiet = () => undefined;
// Whole sites are built, archived and started again: minutes on a busy machine, not seconds.
export const SLOW = { timeout: 240_000 };
export const opsEnv = (env: Record<string, string>) => testEnv(env);
