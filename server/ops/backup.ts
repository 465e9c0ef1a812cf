/**
 * `npm run backup -- <file>` and `npm run restore -- <file>` (scripts/backup.ts, scripts/restore.ts): one gzipped
 * tar archive holding
 *   manifest.json                 what is inside (BackupManifest)
 *   database/pglite.tar.gz        the embedded database (PGlite's dumpDataDir), or
 *   database/postgres.pgdump      PostgreSQL's pg_dump (custom format, no owners or privileges)
 *   uploads/<folder>/<name>       every uploaded file, from DATA_DIR/uploads or the S3 bucket
 *   secret                        DATA_DIR/secret (the generated token-signing secret), when there is one
 * Both read the environment `npm start` reads (DATA_DIR, DATABASE_URL, S3_*). Decision record 0016.
 */
import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { Env } from '../env.ts';
import { projectRoot } from '../paths.ts';
import {
  connectPostgres,
  embeddedDir,
  hasEmbeddedDatabase,
  isEmptyDir,
  migratePostgres,
  openEmbedded,
  OpsError,
  runPgTool,
} from './databases.ts';
import { copyAllRows, rowCounts, tablesWithRows, type SqlClient } from './tables.ts';
import { gatherUploads, placeUploads, uploadsAreEmpty, type UploadsEnv, type UploadsSummary } from './uploads.ts';

export const BACKUP_FORMAT = 'pathshala-backup';
export const BACKUP_FORMAT_VERSION = 1;
const PGLITE_FILE = 'database/pglite.tar.gz';
const POSTGRES_FILE = 'database/postgres.pgdump';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: typeof BACKUP_FORMAT_VERSION;
  /** package.json's version of the Pathshala that wrote it. */
  appVersion: string;
  createdAt: string;
  database: { kind: 'pglite' | 'postgres'; file: string; migrations: number };
  /** Rows per table when the backup was taken (PostgreSQL: in pg_dump's own snapshot). */
  tables: Record<string, number>;
  uploads: UploadsSummary;
  secret: boolean;
}

export type OpsEnv = UploadsEnv & Pick<Env, 'DATABASE_URL' | 'JWT_SECRET'>;
export type Log = (line: string) => void;

async function appVersion(): Promise<string> {
  const pkg = JSON.parse(await fs.readFile(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

async function appliedMigrations(client: SqlClient): Promise<number> {
  const [row] = (
    await client.query<{ n: string | number }>(
      `select case when to_regclass('drizzle.__drizzle_migrations') is null then 0
              else (select count(*) from drizzle.__drizzle_migrations) end as n`,
    )
  ).rows;
  return Number(row?.n ?? 0);
}

const exists = (file: string) =>
  fs
    .access(file)
    .then(() => true)
    .catch(() => false);

/** Writes the site's backup to `file` (refused when it exists); answers its manifest. */
export async function backup(env: OpsEnv, file: string, log: Log = console.log): Promise<BackupManifest> {
  const target = path.resolve(file);
  if (await exists(target)) throw new OpsError(`${target} already exists: choose a new file name for the backup.`);
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'pathshala-backup-'));
  try {
    await fs.mkdir(path.join(staging, 'database'));
    const database = env.DATABASE_URL
      ? await dumpPostgres(env.DATABASE_URL, path.join(staging, POSTGRES_FILE))
      : await dumpEmbedded(env.DATA_DIR, path.join(staging, PGLITE_FILE));
    log(`database (${database.kind}): ${Object.values(database.tables).reduce((a, b) => a + b, 0)} rows`);

    const uploads = await gatherUploads(env, path.join(staging, 'uploads'));
    // Local uploads go into the archive from where they are (the link is followed), not copied first.
    if (uploads.storage === 'local' && uploads.files > 0) await fs.symlink(uploads.dir, path.join(staging, 'uploads'));
    log(`uploads (${uploads.storage}): ${uploads.files} files, ${uploads.bytes} bytes`);

    const secret = await exists(path.join(env.DATA_DIR, 'secret'));
    if (secret) await fs.copyFile(path.join(env.DATA_DIR, 'secret'), path.join(staging, 'secret'));

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: await appVersion(),
      createdAt: new Date().toISOString(),
      database: { kind: database.kind, file: database.file, migrations: database.migrations },
      tables: database.tables,
      uploads: { storage: uploads.storage, files: uploads.files, bytes: uploads.bytes },
      secret,
    };
    await fs.writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    const entries = [
      'manifest.json',
      'database',
      ...(uploads.files > 0 ? ['uploads'] : []),
      ...(secret ? ['secret'] : []),
    ];
    // Written beside the target and renamed at the end: a failed backup never leaves a file that looks whole.
    const partial = `${target}.${randomBytes(4).toString('hex')}.partial`;
    await fs.mkdir(path.dirname(target), { recursive: true });
    try {
      await tar.create({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, entries);
      // It holds password hashes and the token secret: readable by its owner only.
      await fs.chmod(partial, 0o600);
      await fs.rename(partial, target);
    } finally {
      await fs.rm(partial, { force: true });
    }
    log(`backup written to ${target} (${(await fs.stat(target)).size} bytes)`);
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

interface DatabaseDump {
  kind: 'pglite' | 'postgres';
  file: string;
  migrations: number;
  tables: Record<string, number>;
}

async function dumpEmbedded(dataDir: string, out: string): Promise<DatabaseDump> {
  if (!(await hasEmbeddedDatabase(dataDir))) {
    throw new OpsError(
      `There is no embedded database in ${embeddedDir(dataDir)}: check DATA_DIR (or set DATABASE_URL for a PostgreSQL site).`,
    );
  }
  const { database, client } = await openEmbedded({ dataDir: embeddedDir(dataDir) });
  try {
    const tables = await rowCounts(client);
    const migrations = await appliedMigrations(client);
    const dump = await client.dumpDataDir('gzip');
    await fs.writeFile(out, Buffer.from(await dump.arrayBuffer()));
    return { kind: 'pglite', file: PGLITE_FILE, migrations, tables };
  } finally {
    await database.close();
  }
}

/** pg_dump inside a snapshot the row counts are read in too, so the manifest tells exactly what the dump holds. */
async function dumpPostgres(url: string, out: string): Promise<DatabaseDump> {
  const client = await connectPostgres(url);
  try {
    await client.query('begin transaction isolation level repeatable read, read only');
    const [{ snapshot } = { snapshot: '' }] = (
      await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')
    ).rows;
    const tables = await rowCounts(client);
    const migrations = await appliedMigrations(client);
    await runPgTool('pg_dump', url, [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${snapshot}`,
      `--file=${out}`,
    ]);
    await client.query('commit');
    return { kind: 'postgres', file: POSTGRES_FILE, migrations, tables };
  } finally {
    await client.end();
  }
}

/** Reads and checks the manifest of an unpacked archive. */
async function readManifest(dir: string): Promise<BackupManifest> {
  const text = await fs.readFile(path.join(dir, 'manifest.json'), 'utf8').catch(() => null);
  const manifest = text ? (JSON.parse(text) as Partial<BackupManifest>) : null;
  if (manifest?.format !== BACKUP_FORMAT) throw new OpsError('This file is not a Pathshala backup (no manifest.json).');
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new OpsError(
      `This backup has format version ${manifest.formatVersion}; this Pathshala reads version ${BACKUP_FORMAT_VERSION}.`,
    );
  }
  return manifest as BackupManifest;
}

/**
 * Restores `file` into the database and storage the environment names, which must be empty: DATA_DIR/pgdata absent
 * or empty (or, with DATABASE_URL, no table holding a row) and no uploaded file. An embedded backup restores into
 * either kind (into PostgreSQL by copying its rows); a PostgreSQL backup only into PostgreSQL (pg_restore).
 */
export async function restore(env: OpsEnv, file: string, log: Log = console.log): Promise<BackupManifest> {
  const source = path.resolve(file);
  if (!(await exists(source))) throw new OpsError(`${source} does not exist.`);
  const pgTarget = env.DATABASE_URL ? await connectPostgres(env.DATABASE_URL) : null;
  try {
    if (pgTarget) {
      const full = await tablesWithRows(pgTarget);
      if (full.length > 0) {
        throw new OpsError(
          `The database DATABASE_URL names is not empty (rows in ${full.join(', ')}): restore needs an empty database.`,
        );
      }
    } else if (!(await isEmptyDir(embeddedDir(env.DATA_DIR)))) {
      throw new OpsError(
        `${embeddedDir(env.DATA_DIR)} already holds a database: restore needs an empty data folder (set DATA_DIR to a new folder, or move this one away).`,
      );
    }
    if (!(await uploadsAreEmpty(env))) {
      throw new OpsError(
        env.S3_BUCKET
          ? `The bucket ${env.S3_BUCKET} already holds uploads (keys under uploads/): restore needs an empty one.`
          : `${path.join(env.DATA_DIR, 'uploads')} already holds files: restore needs an empty data folder.`,
      );
    }

    await fs.mkdir(env.DATA_DIR, { recursive: true });
    const staging = await fs.mkdtemp(path.join(env.DATA_DIR, '.restore-'));
    try {
      // Plain files and folders only: a link in an archive could point a later entry outside the staging folder.
      const plain = (_: string, entry: tar.ReadEntry | Stats) =>
        'type' in entry && (entry.type === 'File' || entry.type === 'Directory');
      await tar.extract({ file: source, cwd: staging, strict: true, filter: plain }).catch((error: unknown) => {
        throw new OpsError(`${source} could not be read as a backup archive: ${(error as Error).message}`);
      });
      const manifest = await readManifest(staging);
      const dump = path.join(staging, manifest.database.file);
      log(`backup of ${manifest.createdAt} (${manifest.database.kind}, Pathshala ${manifest.appVersion})`);

      let restored: Record<string, number>;
      if (manifest.database.kind === 'postgres') {
        if (!pgTarget) {
          throw new OpsError(
            'This backup holds a PostgreSQL database (pg_dump): set DATABASE_URL to an empty PostgreSQL database to restore it.',
          );
        }
        await runPgTool('pg_restore', env.DATABASE_URL!, [
          '--no-owner',
          '--no-privileges',
          '--clean',
          '--if-exists',
          '--single-transaction',
          '--exit-on-error',
          `--dbname=${decodeURIComponent(new URL(env.DATABASE_URL!).pathname.slice(1))}`,
          dump,
        ]);
        restored = await rowCounts(pgTarget);
      } else if (pgTarget) {
        // The embedded database, opened in memory, brought to this version's schema, its rows copied across.
        const embedded = await openEmbedded({ loadDataDir: new Blob([await fs.readFile(dump)]) });
        try {
          await embedded.database.migrate();
          await migratePostgres(env.DATABASE_URL!);
          await copyAllRows(embedded.client, pgTarget);
        } finally {
          await embedded.database.close();
        }
        restored = await rowCounts(pgTarget);
      } else {
        const embedded = await openEmbedded({
          dataDir: embeddedDir(env.DATA_DIR),
          loadDataDir: new Blob([await fs.readFile(dump)]),
        });
        try {
          restored = await rowCounts(embedded.client);
        } finally {
          await embedded.database.close();
        }
      }
      assertSameCounts(manifest.tables, restored);
      log(
        `database restored: ${Object.values(restored).reduce((a, b) => a + b, 0)} rows in ${Object.keys(restored).length} tables`,
      );

      const uploads = await placeUploads(env, path.join(staging, 'uploads'), { move: true });
      log(`uploads restored (${uploads.storage}): ${uploads.files} files, ${uploads.bytes} bytes`);

      const secretFile = path.join(env.DATA_DIR, 'secret');
      if (manifest.secret && !(await exists(secretFile))) {
        await fs.copyFile(path.join(staging, 'secret'), secretFile);
        await fs.chmod(secretFile, 0o600);
      }
      return manifest;
    } finally {
      await fs.rm(staging, { recursive: true, force: true });
    }
  } finally {
    await pgTarget?.end();
  }
}

/** Every table of the backup has as many rows after the restore as the manifest says (new empty tables allowed). */
export function assertSameCounts(expected: Record<string, number>, actual: Record<string, number>): void {
  const wrong = Object.keys(expected).filter((t) => actual[t] !== expected[t]);
  if (wrong.length > 0) {
    throw new OpsError(
      `The restored rows differ from the backup's: ${wrong.map((t) => `${t} ${actual[t] ?? 'missing'} (expected ${expected[t]})`).join(', ')}.`,
    );
  }
}
