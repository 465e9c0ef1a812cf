import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '#test-support/fake-s3.ts';
import {
  answersOf,
  expectSameSite,
  makeSite,
  onCleanup,
  opsEnv,
  pgDatabase,
  quiet,
  runCleanups,
  SLOW,
  snapshotOf,
  tempDir,
  type SiteFacts,
  type Snapshot,
} from '../test/sites.ts';
import { backup, restore, type BackupManifest } from './backup.ts';
import { OpsError } from './databases.ts';
import { filesBelow } from './uploads.ts';

/**
 * Issue 14: `npm run backup` and `npm run restore` on real sites (server/test/sites.ts): demo content, a learner with
 * an order and an uploaded avatar. A round trip keeps the row count of every table and every row of the sampled
 * tables, and the restored site signs the learner in, lists the same orders and courses and serves the same image
 * bytes. The PostgreSQL case runs in CI's PostgreSQL pass (TEST_DATABASE_URL), on databases of its own.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
afterAll(runCleanups);

async function manifestIn(file: string): Promise<BackupManifest> {
  let text = '';
  await tar.list({
    file,
    filter: (p) => p === 'manifest.json',
    onReadEntry: (entry) => entry.on('data', (chunk: Buffer) => (text += chunk.toString())),
  });
  return JSON.parse(text) as BackupManifest;
}

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
    // The learner's avatar and its small copy, and the demo catalogue's thumbnails and instructor pictures (each with
    // its small copy).
    const uploaded = await filesBelow(path.join(siteEnv.DATA_DIR!, 'uploads'));
    expect(uploaded.filter((f) => f.startsWith('avatars/'))).toHaveLength(2);
    expect(uploaded.filter((f) => f.startsWith('courses/')).length).toBeGreaterThanOrEqual(16);
    expect(manifest).toMatchObject({
      format: 'pathshala-backup',
      formatVersion: 1,
      appVersion: '0.1.0',
      database: { kind: 'pglite', file: 'database/pglite.tar.gz' },
      tables: before.counts,
      uploads: { storage: 'local', files: uploaded.length },
      secret: true,
    });
    expect(manifest.database.migrations).toBeGreaterThan(0);
    expect(await manifestIn(archive)).toEqual(manifest);
    expect((await fs.stat(archive)).mode & 0o777).toBe(0o600); // password hashes and the token secret inside
    const entries: string[] = [];
    await tar.list({ file: archive, onReadEntry: (e) => entries.push(e.path) });
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
  }
});

describe('uploads in S3', () => {
  it(
    'are downloaded into the archive and put back in an empty bucket, served again by the restored site',
    SLOW,
    async () => {
      const [first, second] = [await startFakeS3(), await startFakeS3()];
      onCleanup(
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
