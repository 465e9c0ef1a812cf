import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '#test-support/fake-s3.ts';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { courses, orders, payments } from '../db/schema/index.ts';
import { runStartupSeed } from '../db/seed/index.ts';
import { signedInUser, signIn, type TestUser } from '../test/auth.ts';
import { insertCourse } from '../test/commerce.ts';
import { buildTestApp, testEnv } from '../test/build-app.ts';
import { TEMPLATE_DB, TEST_DB_NAME_PREFIX, pgliteSnapshot, withDatabase } from '../test/global-setup.ts';
import { backup, restore, type BackupManifest } from './backup.ts';
import { connectPostgres, openEmbedded, OpsError } from './databases.ts';
import { migrateToPostgres } from './migrate-to-postgres.ts';
import { quoteIdent, rowCounts, type SqlClient } from './tables.ts';
import { filesBelow } from './uploads.ts';

/**
 * Issue 14: `npm run backup`, `restore` and `migrate-to-postgres` on real sites: demo content, a learner with an
 * order and an uploaded avatar. A round trip keeps the row count of every table and every row of the sampled
 * tables, and the restored (or moved) site signs the learner in, lists the same orders and courses and serves the
 * same image bytes. The PostgreSQL cases run in CI's PostgreSQL pass (TEST_DATABASE_URL), each on databases of its
 * own, dropped afterwards.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const SAMPLED_TABLES = ['users', 'courses', 'course_lessons', 'content_pages', 'orders', 'payments', 'reviews'];

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function tempDir(label: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `pathshala-ops-${label}-`));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A PostgreSQL database of this test's own (a copy of the migrated template, or empty), dropped at the end. */
async function pgDatabase(options: { migrated: boolean }): Promise<string> {
  const name = `${TEST_DB_NAME_PREFIX}ops_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database "${name}"${options.migrated ? ` template "${TEMPLATE_DB}"` : ''}`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: pgUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`);
    await dropper.end();
  });
  return withDatabase(pgUrl!, name);
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

interface SiteFacts {
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
async function makeSite(env: Record<string, string>, options: { demo: boolean }): Promise<SiteFacts> {
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
async function siteAnswers(app: Awaited<ReturnType<typeof buildTestApp>>['app'], learner: TestUser, avatarUrl: string) {
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
async function answersOf(env: Record<string, string>, facts: SiteFacts) {
  const t = await buildTestApp({ env, database: await openSiteDatabase(env) });
  try {
    return await siteAnswers(t.app, facts.learner, facts.avatarUrl);
  } finally {
    await t.close();
  }
}

interface Snapshot {
  counts: Record<string, number>;
  rows: Record<string, string[]>;
}

/** Row counts of every table and every row (as JSON, in a stable order) of the sampled tables. */
async function snapshotOf(env: Record<string, string>): Promise<Snapshot> {
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

function expectSameSite(before: Snapshot, after: Snapshot) {
  expect(after.counts).toEqual(before.counts);
  for (const table of ['users', 'courses', 'orders', 'content_pages']) expect(before.counts[table]).toBeGreaterThan(0);
  for (const table of SAMPLED_TABLES) expect(after.rows[table], table).toEqual(before.rows[table]);
}

async function manifestIn(file: string): Promise<BackupManifest> {
  let text = '';
  await tar.list({
    file,
    filter: (p) => p === 'manifest.json',
    onReadEntry: (entry) => entry.on('data', (chunk: Buffer) => (text += chunk.toString())),
  });
  return JSON.parse(text) as BackupManifest;
}

const quiet = () => undefined;
// Whole sites are built, archived and started again: minutes on a busy machine, not seconds.
const SLOW = { timeout: 240_000 };
const opsEnv = (env: Record<string, string>) => testEnv(env);

describe('backup and restore of an embedded site (PGlite, uploads on disk)', () => {
  let siteEnv: Record<string, string>;
  let facts: SiteFacts;
  let before: Snapshot;
  let archive: string;
  beforeAll(async () => {
    siteEnv = { DATA_DIR: await tempDir('site') };
    facts = await makeSite(siteEnv, { demo: true });
    before = await snapshotOf(siteEnv);
    archive = path.join(await tempDir('archives'), 'site.tar.gz');
  }, SLOW.timeout);

  it('writes one archive with the dump, the uploads, the secret and a manifest of row counts', SLOW, async () => {
    const manifest = await backup(opsEnv(siteEnv), archive, quiet);
    expect(manifest).toMatchObject({
      format: 'pathshala-backup',
      formatVersion: 1,
      appVersion: '0.1.0',
      database: { kind: 'pglite', file: 'database/pglite.tar.gz' },
      tables: before.counts,
      uploads: { storage: 'local', files: 2 },
      secret: true,
    });
    expect(manifest.database.migrations).toBeGreaterThan(0);
    expect(await manifestIn(archive)).toEqual(manifest);
    const entries: string[] = [];
    await tar.list({ file: archive, onReadEntry: (e) => entries.push(e.path) });
    const uploaded = await filesBelow(path.join(siteEnv.DATA_DIR!, 'uploads'));
    expect(entries).toEqual(
      expect.arrayContaining([
        'manifest.json',
        'database/pglite.tar.gz',
        'secret',
        ...uploaded.map((f) => `uploads/${f}`),
      ]),
    );
    await expect(backup(opsEnv(siteEnv), archive, quiet)).rejects.toThrow(/already exists/);
  });

  it(
    'restores into an empty data folder: every table, the sampled rows, sign-in, orders, catalogue and images',
    SLOW,
    async () => {
      const restoredEnv = { DATA_DIR: path.join(await tempDir('restored'), 'data') };
      await restore(opsEnv(restoredEnv), archive, quiet);
      expectSameSite(before, await snapshotOf(restoredEnv));
      expect(await fs.readFile(path.join(restoredEnv.DATA_DIR, 'secret'))).toEqual(
        await fs.readFile(path.join(siteEnv.DATA_DIR!, 'secret')),
      );
      const after = await answersOf(restoredEnv, facts);
      expect(after.myOrders).toEqual(facts.myOrders);
      expect(after.catalogue).toEqual(facts.catalogue);
      expect(after.avatar.equals(facts.avatar)).toBe(true);

      // A second restore into the same folder is refused, and changes nothing.
      const refused = await restore(opsEnv(restoredEnv), archive, quiet).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(OpsError);
      expect((refused as Error).message).toMatch(/pgdata already holds a database: restore needs an empty data folder/);
    },
  );

  it('refuses a PostgreSQL-less restore of a file that is not a backup', SLOW, async () => {
    const notBackup = path.join(await tempDir('junk'), 'junk.tar.gz');
    await tar.create({ gzip: true, file: notBackup, cwd: siteEnv.DATA_DIR! }, ['secret']);
    await expect(restore(opsEnv({ DATA_DIR: await tempDir('empty') }), notBackup, quiet)).rejects.toThrow(
      'This file is not a Pathshala backup (no manifest.json).',
    );
  });

  if (pgUrl) {
    it('restores an embedded backup into an empty PostgreSQL database', SLOW, async () => {
      const restoredEnv = {
        DATA_DIR: await tempDir('restored-pg'),
        DATABASE_URL: await pgDatabase({ migrated: false }),
      };
      await restore(opsEnv(restoredEnv), archive, quiet);
      expectSameSite(before, await snapshotOf(restoredEnv));
      const after = await answersOf(restoredEnv, facts);
      expect(after.myOrders).toEqual(facts.myOrders);
      expect(after.avatar.equals(facts.avatar)).toBe(true);
    });

    it(
      'moves the embedded site to PostgreSQL (npm run migrate-to-postgres), uploads to S3 when configured',
      SLOW,
      async () => {
        const s3 = await startFakeS3();
        cleanups.push(() => s3.close());
        const target = await pgDatabase({ migrated: false });
        const summary = await migrateToPostgres(opsEnv({ ...siteEnv, ...s3.env }), target, quiet);
        expect(summary.tables).toEqual(before.counts);
        const uploaded = await filesBelow(path.join(siteEnv.DATA_DIR!, 'uploads'));
        expect([...s3.objects.keys()].sort()).toEqual(uploaded.map((f) => `uploads/${f}`));

        const movedEnv = { DATA_DIR: siteEnv.DATA_DIR!, DATABASE_URL: target, ...s3.env };
        expectSameSite(before, await snapshotOf(movedEnv));
        const after = await answersOf(movedEnv, facts);
        expect(after.myOrders).toEqual(facts.myOrders);
        expect(after.catalogue).toEqual(facts.catalogue);
        expect(after.avatar.equals(facts.avatar)).toBe(true);

        await expect(migrateToPostgres(opsEnv(siteEnv), target, quiet)).rejects.toThrow(
          /is not empty \(rows in .*users.*\): the move needs an empty database/,
        );
      },
    );
  }
});

describe('uploads in S3', () => {
  it(
    'are downloaded into the archive and put back in an empty bucket, served again by the restored site',
    SLOW,
    async () => {
      const [first, second] = [await startFakeS3(), await startFakeS3()];
      cleanups.push(
        () => first.close(),
        () => second.close(),
      );
      const siteEnv = { DATA_DIR: await tempDir('s3-site'), ...first.env };
      const facts = await makeSite(siteEnv, { demo: false });
      expect(first.objects.size).toBe(2);
      const archive = path.join(await tempDir('s3-archive'), 'site.tar.gz');
      const manifest = await backup(opsEnv(siteEnv), archive, quiet);
      expect(manifest.uploads).toMatchObject({ storage: 's3', files: 2 });

      const restoredEnv = { DATA_DIR: await tempDir('s3-restored'), ...second.env };
      await restore(opsEnv(restoredEnv), archive, quiet);
      expect([...second.objects.keys()].sort()).toEqual([...first.objects.keys()].sort());
      for (const [key, object] of first.objects) {
        expect(second.objects.get(key)).toMatchObject({ body: object.body, contentType: 'image/webp' });
      }
      const after = await answersOf(restoredEnv, facts);
      expect(after.avatar.equals(facts.avatar)).toBe(true);
      expect(after.myOrders).toEqual(facts.myOrders);

      // The bucket now holds uploads: a second restore (into a new folder) is refused.
      await expect(
        restore(opsEnv({ ...restoredEnv, DATA_DIR: await tempDir('s3-again') }), archive, quiet),
      ).rejects.toThrow(
        `The bucket ${second.bucket} already holds uploads (keys under uploads/): restore needs an empty one.`,
      );
    },
  );
});

describe('migrate-to-postgres refuses what it cannot move', () => {
  it(
    'a site already on PostgreSQL, an address that is not PostgreSQL, a folder without an embedded database',
    SLOW,
    async () => {
      const dataDir = await tempDir('nothing');
      await expect(
        migrateToPostgres(opsEnv({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/x' }), 'postgres://db/y', quiet),
      ).rejects.toThrow('DATABASE_URL is set: this site already uses PostgreSQL.');
      await expect(migrateToPostgres(opsEnv({ DATA_DIR: dataDir }), 'mysql://db/y', quiet)).rejects.toThrow(
        'mysql://db/y is not a PostgreSQL address',
      );
      await expect(migrateToPostgres(opsEnv({ DATA_DIR: dataDir }), 'postgres://db/y', quiet)).rejects.toThrow(
        `There is no embedded database in ${path.join(dataDir, 'pgdata')}: check DATA_DIR.`,
      );
    },
  );
});

if (pgUrl) {
  describe('backup and restore of a PostgreSQL site (pg_dump, pg_restore)', () => {
    it('keeps every table and row, and the restored site serves the same answers and images', SLOW, async () => {
      const siteEnv = { DATA_DIR: await tempDir('pg-site'), DATABASE_URL: await pgDatabase({ migrated: true }) };
      const facts = await makeSite(siteEnv, { demo: true });
      const before = await snapshotOf(siteEnv);
      const archive = path.join(await tempDir('pg-archive'), 'site.tar.gz');
      const manifest = await backup(opsEnv(siteEnv), archive, quiet);
      expect(manifest).toMatchObject({
        database: { kind: 'postgres', file: 'database/postgres.pgdump' },
        tables: before.counts,
        uploads: { storage: 'local', files: 2 },
      });

      const restoredEnv = {
        DATA_DIR: await tempDir('pg-restored'),
        DATABASE_URL: await pgDatabase({ migrated: false }),
      };
      await restore(opsEnv(restoredEnv), archive, quiet);
      expectSameSite(before, await snapshotOf(restoredEnv));
      const after = await answersOf(restoredEnv, facts);
      expect(after.myOrders).toEqual(facts.myOrders);
      expect(after.catalogue).toEqual(facts.catalogue);
      expect(after.avatar.equals(facts.avatar)).toBe(true);

      await expect(restore(opsEnv(restoredEnv), archive, quiet)).rejects.toThrow(
        /The database DATABASE_URL names is not empty \(rows in .*users.*\): restore needs an empty database\./,
      );
      // Without DATABASE_URL a PostgreSQL backup has nowhere to go.
      await expect(restore(opsEnv({ DATA_DIR: await tempDir('pg-nowhere') }), archive, quiet)).rejects.toThrow(
        'This backup holds a PostgreSQL database (pg_dump): set DATABASE_URL to an empty PostgreSQL database to restore it.',
      );
    });
  });
}
