/**
 * npm run backup -- <file>   writes one archive (gzipped tar) of the database and the uploaded files of the site
 * that DATA_DIR / DATABASE_URL / S3_* name. With the embedded database, stop the server first. server/ops/backup.ts.
 */
import { backup } from '../server/ops/backup.ts';
import { runOpsCommand } from '../server/ops/cli.ts';

process.exitCode = await runOpsCommand('npm run backup -- <file.tar.gz>', process.argv.slice(2), (env, file) =>
  backup(env, file),
);
