import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../scripts/build.ts';
import { projectRoot } from './paths.ts';
import { TEMPLATE_DB, TEST_DB_NAME_PREFIX, pgliteSnapshot, withDatabase } from './test/global-setup.ts';

/** A port nobody listens on right now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const read = (dir: string, file: string) => (file.endsWith('.js') ? fs.readFileSync(path.join(dir, file), 'utf8') : '');
const STATIC_IMPORT = /^import\s(?:[^'"]*?\sfrom\s)?["']\.\/([^"']+\.js)["']/gm;
const DYNAMIC_IMPORT = /\bimport\(["']\.\/([^"']+\.js)["']\)/g;

/** The chunks of a server build that its start loads: main.js's own imports (static and dynamic), and their static imports. */
function startLoadedChunks(dir: string): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const [, next] of read(dir, file).matchAll(STATIC_IMPORT)) visit(next!);
  };
  visit('main.js');
  for (const [, next] of read(dir, 'main.js').matchAll(DYNAMIC_IMPORT)) visit(next!);
  return [...found];
}

// Inside the project, as dist/server is: the bundle finds migrations and packages from the project root.
const outdir = fs.mkdtempSync(path.join(projectRoot, '.tmp', 'build-output-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathshala-build-data-'));
let child: ChildProcess | undefined;
const adminUrl = process.env.TEST_DATABASE_URL;
const pgName = `${TEST_DB_NAME_PREFIX}${randomBytes(6).toString('hex')}`;
const sql = async (text: string) => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(text).finally(() => admin.end());
};

// An existing, migrated database: the test run's PGlite snapshot unpacked into the data folder, or on PostgreSQL a
// copy of the migrated template.
beforeAll(async () => {
  if (adminUrl) return sql(`create database "${pgName}" template "${TEMPLATE_DB}"`);
  fs.mkdirSync(path.join(dataDir, 'pgdata'));
  const tar = spawnSync('tar', ['-xzf', pgliteSnapshot, '-C', path.join(dataDir, 'pgdata')]);
  expect(tar.status, String(tar.stderr)).toBe(0);
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(outdir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) await sql(`drop database if exists "${pgName}" with (force)`);
});

describe('the compiled server (npm run build → dist/server)', () => {
  it('starts from the bundle alone on an existing database and answers GET /api/health', async () => {
    await buildServer(projectRoot, outdir);
    const bundle = fs.readFileSync(path.join(outdir, 'main.js'), 'utf8');
    expect(bundle).not.toMatch(/from ["']#(server|shared)\//); // package.json "imports" are bundled in
    // What the start parses: main.js, the chunks it imports itself, and their imports; the mail library is only in a
    // chunk the first mail loads (issue 10's cold start).
    const startChunks = startLoadedChunks(outdir);
    expect(startChunks.length).toBeGreaterThan(3);
    expect(startChunks.filter((file) => read(outdir, file).includes('node_modules/nodemailer/'))).toEqual([]);
    expect(fs.readdirSync(outdir).some((file) => read(outdir, file).includes('node_modules/nodemailer/'))).toBe(true);

    const port = await freePort();
    let output = '';
    child = spawn(process.execPath, [path.join(outdir, 'main.js')], {
      cwd: os.tmpdir(), // nothing may be found from the working folder
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        ...(adminUrl ? { DATABASE_URL: withDatabase(adminUrl, pgName) } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        // info: the server says when it listens (Fastify's "Server listening at" line), which the test waits for.
        LOG_LEVEL: 'info',
        SEED_DEMO_CONTENT: 'false',
        ADMIN_PASSWORD: 'build-output-password',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = child;
    // About 3 s on a quiet machine; the test's own time limit is generous for a busy one.
    const listening = new Promise<boolean>((resolve) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Server listening at')) resolve(true);
      };
      started.stdout!.on('data', read);
      started.stderr!.on('data', read);
      started.once('exit', () => resolve(false));
    });
    expect(await listening, output).toBe(true);

    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    const answer = { status: response.status, body: await response.json() };
    expect(answer, output).toEqual({ status: 200, body: { success: true, status: 'ok', database: 'up' } });

    // The image library (sharp's native libvips) is loaded by the first image, not by the start (issue 10).
    if (process.platform === 'linux') {
      const mapped = fs.readFileSync(`/proc/${child.pid}/maps`, 'utf8');
      expect(mapped).not.toMatch(/sharp|libvips/);
    }
  }, 90_000);
});
