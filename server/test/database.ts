import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { TEMPLATE_DB, TEST_DB_NAME_PREFIX, pgliteSnapshot, withDatabase } from './global-setup.ts';

/**
 * A migrated, empty database of its own for one test file; closing it throws it away. On PostgreSQL, `through`
 * points the app's connections at another address (a TCP proxy the test can cut), while the database is created
 * and dropped directly; `statementTimeoutMs` sets the app's statement timeout (and so its client-side query bound).
 */
export async function createTestDatabase(
  options: { through?: { host: string; port: number }; statementTimeoutMs?: number } = {},
): Promise<Database> {
  return (await openTestDatabase(options)).database;
}

/**
 * One migrated database opened twice, as two instances of the site would: on PostgreSQL two pools (separate
 * sessions); on PGlite, which one process alone opens, the same handle twice. Close the second first.
 */
export async function createSharedTestDatabases(): Promise<[Database, Database]> {
  const { database, url } = await openTestDatabase();
  if (!url) return [database, database];
  return [database, await openPostgres(url, { max: 4 })];
}

async function openTestDatabase(
  options: { through?: { host: string; port: number }; statementTimeoutMs?: number } = {},
): Promise<{ database: Database; url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const snapshot = await fs.readFile(pgliteSnapshot);
    return { database: await openPglite({ loadDataDir: new Blob([snapshot]) }) };
  }
  const name = `${TEST_DB_NAME_PREFIX}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${TEMPLATE_DB}"`);
  } finally {
    await admin.end();
  }
  const appUrl = new URL(withDatabase(url, name));
  if (options.through) {
    appUrl.hostname = options.through.host;
    appUrl.port = String(options.through.port);
  }
  const database = await openPostgres(appUrl.toString(), {
    max: 4,
    ...(options.statementTimeoutMs ? { statementTimeoutMs: options.statementTimeoutMs } : {}),
  });
  const closable: Database = {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
  return { database: closable, url: appUrl.toString() };
}
