import { EnvError, loadEnv } from '../env.ts';
import type { OpsEnv } from './backup.ts';
import { DataFolderInUseError } from '../db/folder-lock.ts';
import { OpsError } from './databases.ts';

/**
 * Runs one operations command (scripts/backup.ts, restore.ts, migrate-to-postgres.ts): its one argument, the
 * environment `npm start` reads, and for a problem the operator can act on (OpsError, EnvError) its message alone
 * and exit code 1. Answers the exit code.
 */
export async function runOpsCommand(
  usage: string,
  argv: string[],
  command: (env: OpsEnv, argument: string) => Promise<unknown>,
): Promise<number> {
  const [argument, ...extra] = argv.filter((a) => a !== '--');
  if (!argument || extra.length > 0 || argument === '--help') {
    console.error(`Usage: ${usage}`);
    return 1;
  }
  try {
    await command(loadEnv(), argument);
    return 0;
  } catch (error) {
    if (error instanceof OpsError || error instanceof EnvError || error instanceof DataFolderInUseError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}
