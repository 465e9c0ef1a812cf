import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { projectRoot } from '../paths.ts';
import { claimDataFolder } from './folder-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the repositories use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Queries sent through Drizzle since the database was opened (tests compare counts per request). */
  readonly queries: { count: number };
  ping(): Promise<void>;
  /** PostgreSQL only: the pool's size and use right now (the metrics read it when scraped). */
  poolStats?(): PoolStats;
  migrate(): Promise<void>;
  /**
   * Runs `job` only if no other holder of the lock `key` (any instance on this database) is running one: a
   * PostgreSQL session advisory lock (`pg_try_advisory_lock`) on a connection of its own, held for the job's
   * length. Answers `{ ran: false }` at once when the lock is taken. Scheduled work uses it (decision 0015).
   */
  exclusive<T>(key: number, job: () => Promise<T>): Promise<Exclusive<T>>;
  close(): Promise<void>;
}

export type Exclusive<T> = { ran: true; value: T } | { ran: false };

/** Advisory lock keys: one per kind of work that must run on one instance at a time. */
export const LOCK_KEYS = {
  migrations: 72_700_001,
  paymentScheduler: 72_700_002,
  imageBackfill: 72_700_003,
  quizDeadlines: 72_700_004,
  certificates: 72_700_005,
  notificationPruning: 72_700_006,
} as const;

/**
 * Within one process a session lock is re-entrant (the same session may take it twice), so the keys held by this
 * process are also kept here: a second run in the same process is skipped like one on another instance.
 */
async function exclusively<T>(
  held: Set<number>,
  key: number,
  lock: () => Promise<{ locked: boolean; unlock: () => Promise<void> }>,
  job: () => Promise<T>,
): Promise<Exclusive<T>> {
  if (held.has(key)) return { ran: false };
  held.add(key);
  try {
    const { locked, unlock } = await lock();
    if (!locked) {
      await unlock();
      return { ran: false };
    }
    try {
      return { ran: true, value: await job() };
    } finally {
      await unlock();
    }
  } finally {
    held.delete(key);
  }
}

const TRY_LOCK = 'select pg_try_advisory_lock($1) as locked';
const UNLOCK = 'select pg_advisory_unlock($1)';

export interface PoolStats {
  max: number;
  /** Connections open. */
  total: number;
  /** Open connections not running a query. */
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export const migrationsFolder = path.join(projectRoot, 'server/db/migrations');

/** A Drizzle logger that only counts: the N+1 tests read it, and it costs an increment per query. */
const queryCounter = () => {
  const queries = { count: 0 };
  return { queries, logger: { logQuery: () => void queries.count++ } };
};

/**
 * PGlite's shared buffers, in MB, unless PGLITE_SHARED_BUFFERS_MB says otherwise. PostgreSQL's default (128 MB) is
 * memory the embedded database zero-fills at every open, in the app's process: a slower start and more resident
 * memory. 32 MB holds a site's hot pages; what does not fit is read from the data folder's files, which the system
 * caches (decision 0052).
 */
export const PGLITE_SHARED_BUFFERS_MB = 32;

export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
  sharedBuffersMb?: number;
}): Promise<Database> {
  // One process per folder (server/db/folder-lock.ts): a second PostgreSQL on the same files overwrites the first's.
  const release = options.dataDir ? claimDataFolder(options.dataDir) : () => undefined;
  const sharedBuffersMb = options.sharedBuffersMb ?? PGLITE_SHARED_BUFFERS_MB;
  let client: PGlite;
  try {
    if (options.dataDir) await fs.mkdir(options.dataDir, { recursive: true });
    client = await PGlite.create({
      // pg_trgm: the catalogue's search (trigram similarity, indexed); migration 0008 creates the extension.
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`],
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    release();
    throw error;
  }
  const { queries, logger } = queryCounter();
  const db = drizzlePglite({ client, schema, casing: 'snake_case', logger }) as unknown as Db;
  const held = new Set<number>();
  return {
    kind: 'pglite',
    db,
    queries,
    ping: async () => {
      await client.query('select 1');
    },
    // Its own instance, so the migrations' queries are not counted; without the schema, whose relations the
    // instance above has already worked out.
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    // PGlite is one session in one process: the same SQL, and the keys held here keep a second run out.
    exclusive: (key, job) =>
      exclusively(
        held,
        key,
        async () => {
          const { rows } = await client.query<{ locked: boolean }>(TRY_LOCK, [key]);
          return {
            locked: rows[0]?.locked === true,
            unlock: async () => {
              if (rows[0]?.locked && !client.closed) await client.query(UNLOCK, [key]);
            },
          };
        },
        job,
      ),
    close: async () => {
      if (!client.closed) await client.close();
      release();
    },
  };
}

/** How long a query waits for a new connection before it fails (and the request answers 503). */
export const PG_CONNECT_TIMEOUT_MS = 3000;
/**
 * The client-side bound on a query is the statement timeout plus this: while the server answers, its own cancel
 * (SQLSTATE 57014) comes first; only a server that does not answer at all (a partition) meets the client's bound.
 */
export const PG_QUERY_TIMEOUT_GRACE_MS = 1000;
/** The health ping's own bound (liveness and readiness), whatever the statement timeout. */
export const PG_PING_TIMEOUT_MS = 2000;
/**
 * TCP keepalive probes start after this much silence on a connection (then one a second, ten of them: libuv's): an
 * idle pooled connection cut by a partition is found dead and replaced instead of taking the next query.
 */
export const PG_KEEPALIVE_DELAY_MS = 10_000;

export async function openPostgres(
  url: string,
  options: { max?: number; connectionTimeoutMillis?: number; statementTimeoutMs?: number } = {},
): Promise<Database> {
  const connectionTimeoutMillis = options.connectionTimeoutMillis ?? PG_CONNECT_TIMEOUT_MS;
  // Loaded here, not with the app: on the embedded database the driver is never used, and loading it (with the
  // fetch implementation its runtime check wakes) would cost every start.
  const [{ default: pgDriver }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  /**
   * A database that does not answer fails the query in seconds instead of holding the request forever (issue 32 §5;
   * decision 0069): a bound on the client's connect, on each query (the statement timeout and a grace, client side,
   * so a partition that drops packets fails it too) and TCP keepalive. The connect limit is set on the client, not
   * on the pool: the pool's own option also limits the wait for a free client, which would fail a busy moment (many
   * requests queued on a small pool) as if the database were down.
   */
  const statementTimeoutMs = options.statementTimeoutMs ?? 0;
  class TimedClient extends pgDriver.Client {
    constructor(config?: pg.ClientConfig) {
      super({
        ...config,
        connectionTimeoutMillis,
        keepAlive: true,
        keepAliveInitialDelayMillis: PG_KEEPALIVE_DELAY_MS,
        ...(statementTimeoutMs
          ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + PG_QUERY_TIMEOUT_GRACE_MS }
          : {}),
      });
    }
  }
  const max = options.max ?? 10;
  const pool = new pgDriver.Pool({ connectionString: url, max, Client: TimedClient });
  pool.on('error', () => {
    // An idle client dropped by the server: the pool replaces it; the next query reports real problems.
  });
  pool.on('connect', (client) => {
    // A checked-out client (a transaction between two queries) whose connection drops emits 'error' with no
    // listener of the pool's: without this the process would crash. Its next query fails, the pool drops it.
    client.on('error', () => undefined);
  });
  const { queries, logger } = queryCounter();
  const nodeDb = drizzleNodePg({ client: pool, schema, casing: 'snake_case', logger });
  let closed = false;
  const held = new Set<number>();
  return {
    kind: 'postgres',
    db: nodeDb as unknown as Db,
    queries,
    // Bounded as a whole (the wait for a free client too); pg's per-query `query_timeout` (missing from its types)
    // then fails the ping's own query, so its client is dropped rather than pooled again.
    ping: () =>
      withinMs(
        pool.query({ text: 'select 1', query_timeout: PG_PING_TIMEOUT_MS } as pg.QueryConfig),
        PG_PING_TIMEOUT_MS,
      ),
    poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: async () => {
      // Several instances may start at once: one migrates, the others wait for it under the lock. On a connection
      // of its own without the requests' time limits: a migration (an index over a large table) and the wait for
      // another instance's may take longer than any request should.
      const lockClient = new pgDriver.Client({
        connectionString: url,
        connectionTimeoutMillis,
        keepAlive: true,
        keepAliveInitialDelayMillis: PG_KEEPALIVE_DELAY_MS,
      });
      lockClient.on('error', () => undefined); // a dropped connection fails its next query, below
      await lockClient.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [LOCK_KEYS.migrations]);
        await migrateNodePg(drizzleNodePg({ client: lockClient }), { migrationsFolder });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [LOCK_KEYS.migrations]).catch(() => undefined);
        await lockClient.end().catch(() => undefined);
      }
    },
    exclusive: (key, job) =>
      exclusively(
        held,
        key,
        async () => {
          // A connection of its own holds the lock for the job's length; the job's queries use the pool as usual.
          const lockClient = await pool.connect();
          try {
            const { rows } = await lockClient.query<{ locked: boolean }>(TRY_LOCK, [key]);
            const locked = rows[0]?.locked === true;
            return {
              locked,
              unlock: async () => {
                // A connection whose unlock failed may still hold the lock: it is closed, not pooled again.
                let failed = false;
                if (locked) await lockClient.query(UNLOCK, [key]).catch(() => (failed = true));
                lockClient.release(failed);
              },
            };
          } catch (error) {
            lockClient.release();
            throw error;
          }
        },
        job,
      ),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Resolves when `promise` does within `ms`, else rejects with pg's own timeout message (the query goes on alone). */
function withinMs(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Query read timeout')), ms);
    promise.then(
      () => (clearTimeout(timer), resolve()),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

export async function openDatabase(env: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
  DATABASE_POOL_SIZE?: number;
  DATABASE_STATEMENT_TIMEOUT_MS?: number;
  PGLITE_SHARED_BUFFERS_MB?: number;
}): Promise<Database> {
  if (env.DATABASE_URL) {
    return openPostgres(env.DATABASE_URL, {
      ...(env.DATABASE_POOL_SIZE ? { max: env.DATABASE_POOL_SIZE } : {}),
      ...(env.DATABASE_STATEMENT_TIMEOUT_MS ? { statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS } : {}),
    });
  }
  return openPglite({
    dataDir: path.join(env.DATA_DIR, 'pgdata'),
    ...(env.PGLITE_SHARED_BUFFERS_MB ? { sharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB } : {}),
  });
}

/** True when the query runs; used by the health check. */
export async function isReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
