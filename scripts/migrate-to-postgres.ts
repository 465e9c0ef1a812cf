/**
 * npm run migrate-to-postgres -- <DATABASE_URL>   moves the embedded site of DATA_DIR (every table; the uploads to
 * S3 when S3_* is set) to an empty PostgreSQL database. Stop the server first. server/ops/migrate-to-postgres.ts.
 */
import { runOpsCommand } from '../server/ops/cli.ts';
import { migrateToPostgres } from '../server/ops/migrate-to-postgres.ts';

process.exitCode = await runOpsCommand(
  'npm run migrate-to-postgres -- postgres://user:password@host:5432/name',
  process.argv.slice(2),
  (env, url) => migrateToPostgres(env, url),
);
