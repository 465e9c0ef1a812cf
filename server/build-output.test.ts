import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../scripts/build.ts';
import { SSR_STATE_ID } from '#shared/public-pages.ts';
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

// Inside the project, as dist/server is: the bundle finds migrations and packages from the project root.
// A project of its own, inside this one as dist/server is (packages resolve from the project's node_modules): its
// package.json and server/ (the migrations) are the project's; its built web app is a stand-in whose server rendering
// is an ES module, as Vite builds web/entry-server.tsx.
const siteRoot = fs.mkdtempSync(path.join(projectRoot, '.tmp', 'build-output-'));
const outdir = path.join(siteRoot, 'dist/server');
fs.copyFileSync(path.join(projectRoot, 'package.json'), path.join(siteRoot, 'package.json'));
fs.symlinkSync(path.join(projectRoot, 'server'), path.join(siteRoot, 'server'));
fs.mkdirSync(path.join(siteRoot, 'dist/web/.vite'), { recursive: true });
fs.writeFileSync(
  path.join(siteRoot, 'dist/web/index.html'),
  '<!doctype html>\n<html lang="en">\n<head><!--page-meta--><title>x</title><!--/page-meta--></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(siteRoot, 'dist/web/.vite/manifest.json'), '{}');
fs.mkdirSync(path.join(siteRoot, 'dist/web-ssr'));
fs.writeFileSync(
  path.join(siteRoot, 'dist/web-ssr/entry-server.js'),
  `export const iconSprite = () => null;
  export async function render({ url, language }) {
    return { kind: 'page', status: 200, modules: [], html: '<h1>rendered ' + url + ' in ' + language + '</h1>', state: { url } };
  }`,
);
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
  fs.rmSync(siteRoot, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) await sql(`drop database if exists "${pgName}" with (force)`);
});

/** Starts the compiled server on the test's database; resolves once it listens, with what it printed so far. */
async function startServer(port: number): Promise<{ server: ChildProcess; output: () => string }> {
  let output = '';
  const server = spawn(process.execPath, [path.join(outdir, 'main.js')], {
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
  child = server;
  // About 3 s on a quiet machine; the test's own time limit is generous for a busy one.
  const listening = new Promise<boolean>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening at')) resolve(true);
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
    server.once('exit', () => resolve(false));
  });
  expect(await listening, output).toBe(true);
  return { server, output: () => output };
}

/** The home page comes server-rendered, and the first administrator's new picture is stored. */
async function expectWorkingFirstUses(port: number, output: () => string): Promise<void> {
  const origin = `http://127.0.0.1:${port}`;
  const home = await fetch(`${origin}/`);
  expect(home.status, output()).toBe(200);
  const page = await home.text();
  expect(page, output()).toContain('<div id="root"><h1>rendered / in en</h1>');
  expect(page, output()).toContain(`id="${SSR_STATE_ID}"`);

  const login = await fetch(`${origin}/api/users/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ email: 'admin@pathshala.local', password: 'build-output-password' }),
  });
  expect(login.status, output()).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#4f46e5' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'mark.png');
  const upload = await fetch(`${origin}/api/users/profile/upload-avatar`, {
    method: 'PUT',
    headers: { Cookie: cookie, Origin: origin },
    body: form,
  });
  expect({ status: upload.status, body: await upload.text() }, output()).toMatchObject({ status: 200 });
}

describe('the compiled server (npm run build → dist/server)', () => {
  it('starts from dist/server alone on an existing database, and loads what it imports on first use', async () => {
    await buildServer(projectRoot, outdir);
    const files = fs.readdirSync(outdir).filter((file) => file.endsWith('.js'));
    expect(files).toContain('main.js');
    const code = files.map((file) => fs.readFileSync(path.join(outdir, file), 'utf8')).join('\n');
    expect(code).not.toMatch(/(from |require\()["']#(server|shared)\//); // package.json "imports" are bundled in
    // The packages loaded on first use stay import()s of their own, as in the sources.
    expect(code).toMatch(/import\(["']sharp["']\)/);

    const port = await freePort();
    const { server, output } = await startServer(port);
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    const answer = { status: response.status, body: await response.json() };
    expect(answer, output()).toEqual({ status: 200, body: { success: true, status: 'ok', database: 'up' } });

    // The image library (sharp's native libvips) is loaded by the first image, not by the start (issue 10).
    if (process.platform === 'linux') {
      const mapped = fs.readFileSync(`/proc/${server.pid}/maps`, 'utf8');
      expect(mapped).not.toMatch(/sharp|libvips/);
    }

    // Liveness answers while the server still starts (other requests get 503 and Retry-After until then): the first
    // uses wait for readiness, as the reverse proxy does.
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/ready`)).status, { timeout: 60_000, interval: 250 })
      .toBe(200);

    // Dynamic imports of the built server: the server rendering (an ES module outside the build) and sharp.
    await expectWorkingFirstUses(port, output);
    if (process.platform === 'linux') expect(fs.readFileSync(`/proc/${server.pid}/maps`, 'utf8')).toMatch(/libvips/);
  }, 120_000);
});
