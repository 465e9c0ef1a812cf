/**
 * `npm start`: builds what is stale (scripts/build.ts: the web app and/or the server, only when their sources
 * changed since the last build; everything on a fresh clone), then runs the compiled server (dist/server/main.js)
 * in its own Node.js process, passing signals on and exiting with its code.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build, SERVER_ENTRY, SERVER_PROCESS_ENV, staleTargets } from './build.ts';

const root = process.cwd();
const stale = staleTargets(root);
if (stale.length > 0) {
  console.log(`start: building ${stale.join(' and ')} (sources changed since the last build)`);
  await build(root, stale);
}

const server = spawn(process.execPath, [path.join(root, SERVER_ENTRY)], {
  cwd: root,
  env: { ...SERVER_PROCESS_ENV, ...process.env },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
