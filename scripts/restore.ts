/**
 * npm run restore -- <file>   restores a backup into the empty data folder (DATA_DIR) or empty database
 * (DATABASE_URL) and storage (DATA_DIR/uploads or S3_*) the environment names. server/ops/backup.ts.
 */
import { restore } from '../server/ops/backup.ts';
import { runOpsCommand } from '../server/ops/cli.ts';

process.exitCode = await runOpsCommand('npm run restore -- <file.tar.gz>', process.argv.slice(2), (env, file) =>
  restore(env, file),
);
