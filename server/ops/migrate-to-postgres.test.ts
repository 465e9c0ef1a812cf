import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
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
import { projectRoot } from '../paths.ts';
import { backup, restore } from './backup.ts';
import { migrateToPostgres } from './migrate-to-postgres.ts';
import { filesBelow } from './uploads.ts';

/**
 * Issue 14: `npm run migrate-to-postgres` moves an embedded site to PostgreSQL, and a PostgreSQL site's backup
 * (pg_dump) restores into an empty database (pg_restore), compared as in backup.test.ts. The PostgreSQL cases run
 * in CI's PostgreSQL pass (TEST_DATABASE_URL), on databases of their own, dropped afterwards.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
afterAll(runCleanups);

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
  describe('the move of an embedded site to PostgreSQL', () => {
    let siteEnv: Record<string, string>;
    let facts: SiteFacts;
    let before: Snapshot;
    beforeAll(async () => {
      siteEnv = { DATA_DIR: await tempDir('move-site') };
      facts = await makeSite(siteEnv, { demo: true });
      before = await snapshotOf(siteEnv);
    }, SLOW.timeout);

    it(
      'moves the embedded site to PostgreSQL (npm run migrate-to-postgres), uploads to S3 when configured',
      SLOW,
      async () => {
        const s3 = await startFakeS3();
        onCleanup(() => s3.close());
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
  });
}

if (pgUrl) {
  describe('backup and restore of a PostgreSQL site (pg_dump, pg_restore)', () => {
    it('keeps every table and row, and the restored site serves the same answers and images', SLOW, async () => {
      const siteEnv = { DATA_DIR: await tempDir('pg-site'), DATABASE_URL: await pgDatabase({ migrated: true }) };
      const facts = await makeSite(siteEnv, { demo: true });
      const before = await snapshotOf(siteEnv);
      const archive = path.join(await tempDir('pg-archive'), 'site.tar.gz');
      const manifest = await backup(opsEnv(siteEnv), archive, quiet);
      // The learner's avatar and the demo catalogue's pictures, each with its small copy.
      const uploaded = await filesBelow(path.join(siteEnv.DATA_DIR, 'uploads'));
      expect(uploaded.length).toBeGreaterThan(2);
      expect(manifest).toMatchObject({
        database: { kind: 'postgres', file: 'database/postgres.pgdump' },
        tables: before.counts,
        uploads: { storage: 'local', files: uploaded.length },
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

describe('the commands themselves (scripts/)', () => {
  it('print their usage without an argument', SLOW, async () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/restore.ts'], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('Usage: npm run restore -- <file.tar.gz>');
  });

  if (pgUrl) {
    it('say how to get pg_dump when it is not installed', SLOW, async () => {
      // A PATH holding node alone.
      const bin = await tempDir('bin');
      await fs.symlink(process.execPath, path.join(bin, 'node'));
      const run = spawnSync(
        path.join(bin, 'node'),
        ['--import', 'tsx', 'scripts/backup.ts', path.join(await tempDir('nodump'), 'b.tar.gz')],
        {
          cwd: projectRoot,
          encoding: 'utf8',
          env: {
            PATH: bin,
            DATA_DIR: await tempDir('nodump-data'),
            DATABASE_URL: await pgDatabase({ migrated: true }),
          },
        },
      );
      expect(run.stderr.trim()).toBe(
        "pg_dump was not found. Install PostgreSQL's client programs, of the server's version or newer " +
          '(Debian/Ubuntu: apt-get install postgresql-client), and run the command again.',
      );
      expect(run.status).toBe(1);
    });
  }
});
