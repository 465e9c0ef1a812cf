import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../db/client.ts';
import { withDatabase } from './global-setup.ts';

/**
 * For tests of a data migration: a database migrated up to just before it, to fill with rows of the old shape and
 * then migrate the rest of the way. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (a database of its
 * own, dropped on close).
 */
export interface Runner {
  /** Migrations from a folder (the ones not applied yet). */
  migrate(folder: string): Promise<void>;
  query<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

/** A copy of the migrations folder that stops before the migration tagged `tag`. */
export async function migrationsBefore(tag: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `migrations-before-${tag.slice(0, 4)}-`));
  const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at <= 0) throw new Error(`no migration ${tag} after the first`);
  const before = journal.entries.slice(0, at);
  await fs.mkdir(path.join(dir, 'meta'));
  await fs.writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: before }));
  for (const entry of before)
    await fs.copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

export async function openRunner(): Promise<Runner> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    return {
      migrate: (folder) => migratePglite(drizzlePglite({ client }), { migrationsFolder: folder }),
      query: async <T>(text: string) => (await client.query<T>(text)).rows,
      close: () => client.close(),
    };
  }
  const name = `pathshala_m_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const client = new pg.Client({ connectionString: withDatabase(url, name) });
  await client.connect();
  return {
    migrate: (folder) => migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: folder }),
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
    close: async () => {
      await client.end();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
