import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/client.ts';

/**
 * Names of the PostgreSQL databases a test run makes. TEST_DB_PREFIX keeps two runs on one server apart (two
 * checkouts testing at once would otherwise drop each other's databases); the default is `pathshala`.
 */
export const TEST_DB_PREFIX = (process.env.TEST_DB_PREFIX ?? 'pathshala').replace(/[^a-z0-9_]/gi, '_').toLowerCase();
export const TEMPLATE_DB = `${TEST_DB_PREFIX}_test_template`;
export const TEST_DB_NAME_PREFIX = `${TEST_DB_PREFIX}_t_`;
export const pgliteSnapshot = path.resolve(import.meta.dirname, '../../.tmp/test-db.tar.gz');

/**
 * Migrates once per test run. On PGlite the migrated database is dumped and each test file opens its own copy
 * (faster than migrating again). On PostgreSQL a template database is migrated and each file clones it.
 */
export default async function globalSetup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const stale = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1) or datname = $2',
      [TEST_DB_NAME_PREFIX, TEMPLATE_DB],
    );
    for (const { datname } of stale.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.query(`create database "${TEMPLATE_DB}"`);
    await admin.end();
    const database = await openPostgres(withDatabase(url, TEMPLATE_DB), { max: 2 });
    await database.migrate();
    await database.close();
    return;
  }
  const database = await openPglite({});
  await database.migrate();
  const client = (database as unknown as { db: { $client: { dumpDataDir(c: string): Promise<Blob> } } }).db.$client;
  const dump = await client.dumpDataDir('gzip');
  await fs.mkdir(path.dirname(pgliteSnapshot), { recursive: true });
  await fs.writeFile(pgliteSnapshot, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
