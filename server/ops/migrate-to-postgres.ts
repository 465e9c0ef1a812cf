/**
 * `npm run migrate-to-postgres -- <DATABASE_URL>` (scripts/migrate-to-postgres.ts): moves an embedded site (PGlite
 * under DATA_DIR) to an empty PostgreSQL database. Both are brought to this version's migrations, then every row
 * of every table is copied in foreign-key order, in batches, in one transaction on the target (copyAllRows), and the
 * row counts are compared. Uploads go to the S3 bucket when S3_* is configured; otherwise they stay in
 * DATA_DIR/uploads, which the site keeps serving once it starts with DATABASE_URL. The embedded database stays in place
 * (a way back). Decision record 0016.
 */
import path from 'node:path';
import { createStorage, S3Storage } from '../integrations/storage.ts';
import type { Log, OpsEnv } from './backup.ts';
import { assertSameCounts } from './backup.ts';
import {
  connectPostgres,
  embeddedDir,
  hasEmbeddedDatabase,
  migratePostgres,
  openEmbedded,
  OpsError,
  redactUrl,
} from './databases.ts';
import { copyAllRows, rowCounts, tablesWithRows } from './tables.ts';
import { placeUploads, type UploadsSummary } from './uploads.ts';

export interface MoveSummary {
  tables: Record<string, number>;
  uploads: UploadsSummary | null;
}

export async function migrateToPostgres(env: OpsEnv, targetUrl: string, log: Log = console.log): Promise<MoveSummary> {
  if (env.DATABASE_URL) {
    throw new OpsError(
      'DATABASE_URL is set: this site already uses PostgreSQL. Unset it to move the embedded database.',
    );
  }
  let url: URL;
  try {
    url = new URL(targetUrl);
  } catch {
    throw new OpsError(
      'Give the PostgreSQL address: npm run migrate-to-postgres -- postgres://user:password@host:5432/name',
    );
  }
  if (!['postgres:', 'postgresql:'].includes(url.protocol)) {
    throw new OpsError(
      `${redactUrl(targetUrl)} is not a PostgreSQL address (postgres://user:password@host:5432/name).`,
    );
  }
  if (!(await hasEmbeddedDatabase(env.DATA_DIR))) {
    throw new OpsError(`There is no embedded database in ${embeddedDir(env.DATA_DIR)}: check DATA_DIR.`);
  }

  const target = await connectPostgres(targetUrl);
  try {
    const full = await tablesWithRows(target);
    if (full.length > 0) {
      throw new OpsError(
        `The database at ${redactUrl(targetUrl)} is not empty (rows in ${full.join(', ')}): the move needs an empty database.`,
      );
    }
    const source = await openEmbedded({ dataDir: embeddedDir(env.DATA_DIR) });
    let tables: Record<string, number>;
    try {
      await source.database.migrate();
      await migratePostgres(targetUrl);
      const started = Date.now();
      await copyAllRows(source.client, target, (table, rows) => log(`${table}: ${rows} rows`));
      tables = await rowCounts(target);
      assertSameCounts(await rowCounts(source.client), tables);
      const total = Object.values(tables).reduce((a, b) => a + b, 0);
      log(`database moved: ${total} rows in ${Object.keys(tables).length} tables (${Date.now() - started} ms)`);
    } finally {
      await source.database.close();
    }

    let uploads: UploadsSummary | null = null;
    if (createStorage(env) instanceof S3Storage) {
      uploads = await placeUploads(env, path.join(env.DATA_DIR, 'uploads'));
      log(`uploads copied to the bucket ${env.S3_BUCKET}: ${uploads.files} files, ${uploads.bytes} bytes`);
    } else {
      log(`uploads stay in ${path.join(env.DATA_DIR, 'uploads')}: start the site with the same DATA_DIR.`);
    }
    log(`Done. Start the site with DATABASE_URL=${redactUrl(targetUrl)} (and the same DATA_DIR).`);
    return { tables, uploads };
  } finally {
    await target.end();
  }
}
