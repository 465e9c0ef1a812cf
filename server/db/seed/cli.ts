/**
 * npm run seed            runs every demo seeder this database has not seen yet (and ensures the first admin)
 * npm run seed -- --reset empties every table (content, users, everything of the app) and seeds again
 *
 * With the embedded database, stop the server first: PGlite allows one process on DATA_DIR at a time.
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { openDatabase, type Db } from '../client.ts';
import { EnvError, loadEnv } from '../../env.ts';
import { runStartupSeed } from './index.ts';

/** Every table of the app's schema (migration bookkeeping lives in its own `drizzle` schema and stays). */
export async function emptyAllTables(db: Db): Promise<string[]> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = current_schema() order by tablename`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { tablename: string }[] }).rows) as {
    tablename: string;
  }[];
  const tables = rows.map((r) => r.tablename).filter((t) => !t.startsWith('__drizzle'));
  if (tables.length > 0) {
    await db.execute(
      sql.raw(
        `truncate table ${tables.map((t) => `"${t.replaceAll('"', '""')}"`).join(', ')} restart identity cascade`,
      ),
    );
  }
  return tables;
}

async function main(argv: string[]): Promise<number> {
  const reset = argv.includes('--reset');
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if (reset && env.NODE_ENV === 'production') {
    console.error('Refusing to run --reset with NODE_ENV=production: it would delete every user, order and page.');
    return 1;
  }

  const database = await openDatabase(env);
  try {
    await database.migrate();
    if (reset) {
      const tables = await emptyAllTables(database.db);
      console.log(`Emptied ${tables.length} tables: ${tables.join(', ')}`);
    }
    // `npm run seed` asks for the demo content, whatever SEED_DEMO_CONTENT says for start-up.
    const app = await buildApp({ env: { ...env, SEED_DEMO_CONTENT: true }, database, logger: { level: 'info' } });
    try {
      await app.ready();
      await runStartupSeed(app);
    } finally {
      await app.close();
    }
    console.log(reset ? 'Database reset and seeded.' : 'Seeding done.');
    return 0;
  } finally {
    await database.close();
  }
}

// Run only when called as a script (tests import emptyAllTables).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
