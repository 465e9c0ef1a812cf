import fs from 'node:fs';
import path from 'node:path';

/**
 * The project's root folder (the one holding package.json), found by walking up from `from`. The server runs both
 * from its sources (server/…, under tsx and the tests) and bundled into dist/server, so the folders it reads at run
 * time (migrations, the built web app) are named from the root, never from the running file's own place.
 */
export function findProjectRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(import.meta.dirname);
