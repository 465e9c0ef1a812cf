import fs from 'node:fs';
import path from 'node:path';

/** Another live process (or this one) already has the embedded database's folder open. */
export class DataFolderInUseError extends Error {
  constructor(folder: string, pid: number) {
    super(
      `The database folder ${folder} is in use by ${pid === process.pid ? 'this process' : `another process (PID ${pid})`}. ` +
        'Stop the other Pathshala server (or command) using this DATA_DIR first: two at once would corrupt the database.',
    );
    this.name = 'DataFolderInUseError';
  }
}

/** The lock files this process holds. */
const held = new Set<string>();

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, owned by another user
  }
};

/**
 * Claims the embedded database's folder for this process: `<folder>.lock` beside it holds the process id. PGlite
 * runs a whole PostgreSQL inside each process that opens a folder, with its own buffers and no lock of its own that
 * another process honours, so a second server on the same DATA_DIR (`npm start` twice, `npm run dev` beside it, a
 * backup of a running server's folder) started and wrote over the first one's pages: rows written by one were lost.
 * A second claim is refused with a clear message; a lock left by a process that is gone (a crash, `kill -9`, a
 * container restarted with the same PID) is taken over. Answers the release, which removes the file.
 */
export function claimDataFolder(folder: string): () => void {
  const lockPath = `${path.resolve(folder)}.lock`;
  if (held.has(lockPath)) throw new DataFolderInUseError(folder, process.pid);
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      const live = Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner);
      // A live owner, or one that took the folder between our removal of a stale lock and our second try.
      if (live || attempt > 0) throw new DataFolderInUseError(folder, Number.isInteger(owner) ? owner : 0);
      fs.rmSync(lockPath, { force: true });
    }
  }
  held.add(lockPath);
  return () => {
    if (!held.delete(lockPath)) return;
    try {
      if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.rmSync(lockPath, { force: true });
    } catch {
      // already gone
    }
  };
}
