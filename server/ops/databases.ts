/** Opening the databases the operations commands work on, and the pg_dump/pg_restore tools for PostgreSQL. */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import type { SqlClient } from './tables.ts';

/** A failure the operator can act on: the commands print its message alone and exit 1. */
export class OpsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpsError';
  }
}

export const embeddedDir = (dataDir: string) => path.join(dataDir, 'pgdata');

/** True when DATA_DIR holds an embedded database (its data folder has PostgreSQL's PG_VERSION file). */
export async function hasEmbeddedDatabase(dataDir: string): Promise<boolean> {
  return fs
    .access(path.join(embeddedDir(dataDir), 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
}

/** True when `dir` does not exist or has nothing in it. */
export async function isEmptyDir(dir: string): Promise<boolean> {
  const entries = await fs.readdir(dir).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

export interface OpenPglite {
  database: Database;
  client: PGlite;
}

/** The embedded database of DATA_DIR, or one in memory loaded from a `dumpDataDir` archive. */
export async function openEmbedded(options: { dataDir?: string; loadDataDir?: Blob }): Promise<OpenPglite> {
  const database = await openPglite(options);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return { database, client };
}

/** One connection to PostgreSQL, for the copies and checks (the app's pool is not needed). */
export async function connectPostgres(url: string): Promise<pg.Client & SqlClient> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect().catch((error: unknown) => {
    throw new OpsError(`Could not connect to PostgreSQL at ${redactUrl(url)}: ${(error as Error).message}`);
  });
  return client as pg.Client & SqlClient;
}

/** Runs the project's migrations on a PostgreSQL database. */
export async function migratePostgres(url: string): Promise<void> {
  const database = await openPostgres(url, { max: 2 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

/** The URL with its password hidden, for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(an invalid URL)';
  }
}

/**
 * Runs pg_dump or pg_restore with the connection given by environment variables (PGHOST, PGPASSWORD...), so no
 * password appears in the process list. A missing program is a clear OpsError.
 */
export async function runPgTool(program: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: decodeURIComponent(u.hostname.replace(/^\[|\]$/g, '')),
    PGPORT: u.port || '5432',
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
    ...(u.username ? { PGUSER: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { PGPASSWORD: decodeURIComponent(u.password) } : {}),
    ...(u.searchParams.get('sslmode') ? { PGSSLMODE: u.searchParams.get('sslmode')! } : {}),
  };
  const stderr: string[] = [];
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new OpsError(
              `${program} was not found. Install PostgreSQL's client programs, of the server's version or newer ` +
                `(Debian/Ubuntu: apt-get install postgresql-client), and run the command again.`,
            )
          : error,
      );
    });
    child.on('close', (status) => resolve(status ?? 1));
  });
  if (code !== 0) throw new OpsError(`${program} failed (exit code ${code}):\n${stderr.join('').trim()}`);
}
