/**
 * What the benchmarks share: building the app when its sources changed, starting the compiled server
 * (dist/server/main.js) in a process of its own on a data folder (PGlite, demo content seeded on first start) or on
 * DATABASE_URL, and waiting until it is ready (GET /api/ready answers 200).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { build, SERVER_ENTRY, SERVER_PROCESS_ENV, staleTargets, type BuildTarget } from '../scripts/build.ts';
import { projectRoot as root } from '../server/paths.ts';

export { root };

/** The first administrator the app creates on a bench's database (appEnv below). */
export const BENCH_ADMIN = { email: 'bench-admin@pathshala.test', password: 'bench-admin-password' };

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 200; answers the milliseconds since `started`. */
export async function firstOk(url: string, child: ChildProcess, started: number, timeoutMs = 120_000): Promise<number> {
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(5);
  }
  throw new Error(`${url}: no 200 within ${timeoutMs} ms`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Builds the given outputs (of `wanted`) whose sources changed since they were built. */
export async function buildIfStale(wanted: BuildTarget[]): Promise<void> {
  const stale = staleTargets(root).filter((target) => wanted.includes(target));
  if (stale.length > 0) await build(root, stale);
}

/** CPU time (user + system) the process has used so far, in ms: start-up's cost whatever else the machine runs. */
export const cpuMsOf = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 1/100 s
};

export interface AppOptions {
  /** The PGlite data folder (ignored when databaseUrl is given). */
  dataDir: string;
  databaseUrl?: string | undefined;
  /** A port of its own; a free one when not given. */
  port?: number | undefined;
}

const appEnv = ({ dataDir, databaseUrl }: AppOptions, port: number) => ({
  ...SERVER_PROCESS_ENV, // as npm start runs it
  ...process.env,
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});

export interface RunningApp {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawning to the first 200 of /api/ready. */
  ms: number;
  /** CPU time the server had used by then. */
  cpuMs: number;
}

/** Starts the compiled server and waits until it is ready. */
export async function startApp(options: AppOptions): Promise<RunningApp> {
  const port = options.port || (await freePort());
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, SERVER_ENTRY)], {
    cwd: root,
    env: appEnv(options, port),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // Ready, not merely listening: the server answers /api/health while it still migrates and seeds (decision 0015).
  const ms = await firstOk(`${url}/api/ready`, child, started);
  return { child, url, ms, cpuMs: cpuMsOf(child.pid!) };
}
