/**
 * `npm run build`: builds the web app into dist/web (Vite) and the server ahead of time into dist/server (esbuild:
 * one CommonJS bundle, some packages left in node_modules, and the entry that runs it through V8's code cache), and
 * records in dist/build-stamps.json a hash of the sources each output was built from. `npm start`
 * (scripts/start.ts) asks `staleTargets` and rebuilds only what changed. `--if-changed` builds only stale targets.
 * The JavaScript budget of design.md §6 is not checked here: it is counted in the browser by e2e/js-budget.spec.ts.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_CACHE_FILE, BUNDLE_FILE, bundleScript } from '../server/code-cache.ts';
import { buildServiceWorker } from './build-service-worker.ts';
import { precompressWebFiles } from './precompress.ts';

export type BuildTarget = 'web' | 'server';

/** What each output is built from (files and folders, relative to the project root). */
export const BUILD_INPUTS: Record<BuildTarget, string[]> = {
  web: [
    'web',
    'shared',
    'package-lock.json',
    'vite.config.ts',
    'scripts/vite-plugin-endpoint-routes.ts',
    'scripts/vite-plugin-react-icons.ts',
    'scripts/vite-plugin-theme-init.ts',
    'scripts/build-service-worker.ts',
    'scripts/precompress.ts',
    'server/lib/compression.ts',
  ],
  server: ['server', 'shared', 'package-lock.json', 'scripts/build.ts'],
};

export const STAMPS_FILE = 'dist/build-stamps.json';
/** What `node` runs: server/code-cache-loader.ts, which runs the bundle (decision 0060). */
export const SERVER_ENTRY = 'dist/server/main.js';
/** The server and the packages it bundles, in one CommonJS file, run by SERVER_ENTRY through V8's code cache. */
export const SERVER_BUNDLE = `dist/server/${BUNDLE_FILE}`;
/** The bundle's first lines: the place import.meta.url and import.meta.dirname stand for in its sources. */
const BUNDLE_PLACE =
  "const __bundleUrl = require('node:url').pathToFileURL(__filename).href, __bundleDirname = __dirname;";
/**
 * What the compiled server's process starts with besides the caller's environment (which wins): `npm start`, the
 * benchmarks and the Dockerfile's ENV. glibc's malloc keeps at most two arenas instead of eight per core: the threads
 * that compile PGlite's WebAssembly at start and V8's and libuv's helpers each kept one, ≈ 95 MB of freed memory held
 * at 10,000 courses (the app's peak RSS 311 → 280 MB, after the start 300 → 245 MB; decision 0055). Blocks of 128 KB
 * and more are mapped on their own and returned when freed: glibc's default threshold rises to the largest block freed
 * (up to 32 MB) and with it the free space it keeps at the top of the heap, so one transient buffer (a compressed
 * answer, PGlite's start, an image) stayed resident for good (≈ 10 MB less at ready and after load; decision 0056).
 */
export const SERVER_PROCESS_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' } as const;
/** The server rendering of the public pages, built from web/entry-server.tsx. */
export const SSR_ENTRY = 'dist/web-ssr/entry-server.js';

/** Tests and test helpers are not part of any output: editing them needs no rebuild. */
const isBuildInput = (relative: string) =>
  !/\.(test|redis-test)\.tsx?$/.test(relative) &&
  !relative.split(path.sep).some((part) => part === 'test' || part === 'node_modules');

function listFiles(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return [];
  if (!stat.isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)))
    .filter(isBuildInput);
}

/** A hash of the names and contents of the target's source files (contents, so a checkout that only moves mtimes rebuilds nothing). */
export function sourceStamp(root: string, target: BuildTarget): string {
  const hash = createHash('sha256');
  const files = BUILD_INPUTS[target].flatMap((entry) => listFiles(root, entry)).sort();
  for (const file of files) {
    hash.update(file.split(path.sep).join('/')).update('\0');
    hash.update(fs.readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

function readStamps(root: string): Partial<Record<BuildTarget, string>> {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, STAMPS_FILE), 'utf8')) as Partial<Record<BuildTarget, string>>;
  } catch {
    return {};
  }
}

const outputPresent: Record<BuildTarget, (root: string) => boolean> = {
  web: (root) => fs.existsSync(path.join(root, 'dist/web/index.html')) && fs.existsSync(path.join(root, SSR_ENTRY)),
  server: (root) => fs.existsSync(path.join(root, SERVER_ENTRY)) && fs.existsSync(path.join(root, SERVER_BUNDLE)),
};

/** The targets whose output is missing or was built from other sources than the current ones. */
export function staleTargets(root: string): BuildTarget[] {
  const stamps = readStamps(root);
  return (['web', 'server'] as const).filter(
    (target) => !outputPresent[target](root) || stamps[target] !== sourceStamp(root, target),
  );
}

export function recordStamp(root: string, target: BuildTarget, stamp: string): void {
  const stamps = { ...readStamps(root), [target]: stamp };
  fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, STAMPS_FILE), `${JSON.stringify(stamps, null, 2)}\n`);
}

/**
 * Packages left in node_modules: native code or WebAssembly (sharp, argon2, PGlite), worker threads (pino's
 * transports), files read beside their own code (@fastify/swagger's package.json, swagger-ui's pages, socket.io's
 * client, ioredis' stack trimming), optional native add-ons, and @fastify/rate-limit, whose stores
 * server/plugins/rate-limit.ts loads from node_modules. Every other package is bundled: one file parses faster
 * than hundreds of modules resolve and load (about half a second of the cold start).
 */
export const SERVER_EXTERNAL_PACKAGES = [
  'sharp',
  '@node-rs/argon2',
  '@electric-sql/pglite',
  'pino',
  'thread-stream',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@fastify/rate-limit',
  'socket.io',
  'ioredis',
  'pg-native',
  'bufferutil',
  'utf-8-validate',
  'fsevents',
];

/**
 * Bundles the server into `outdir` (decision 0060): server.cjs holds server/main.ts, the project's own modules
 * (#server/*, #shared/*, so the output needs no package.json "imports"; paths read at run time come from
 * server/paths.ts) and every package not in SERVER_EXTERNAL_PACKAGES, as one CommonJS file; main.js, built from
 * server/code-cache-loader.ts, runs it through V8's code cache. Packages the server loads on first use (mail, the
 * PostgreSQL driver) are in server.cjs too, evaluated only when first imported. Fails when a bundled package names
 * its own folder (`__dirname`), which would point into dist/server (such a package belongs in
 * SERVER_EXTERNAL_PACKAGES), or when bundled code reads an `import.meta` field other than url and dirname.
 */
export async function buildServer(root: string, outdir = path.dirname(path.join(root, SERVER_ENTRY))): Promise<void> {
  const esbuild = await import('esbuild');
  fs.rmSync(outdir, { recursive: true, force: true });
  const common = {
    absWorkingDir: root,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20.19',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    // an import.meta field CommonJS has no value for would be empty: an error, not a warning
    logOverride: { 'empty-import-meta': 'error' },
    write: true,
  } as const;
  const bundled = await esbuild.build({
    ...common,
    entryPoints: { [path.basename(BUNDLE_FILE, '.cjs')]: path.join(root, 'server/main.ts') },
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    // import() of a package becomes require() (they are CommonJS): the bundle runs as a script read from V8's code
    // cache, where Node 20 has no import() (server/code-cache.ts); ES modules load through server/lib/import-module.ts.
    supported: { 'dynamic-import': false },
    external: SERVER_EXTERNAL_PACKAGES.flatMap((name) => [name, `${name}/*`]),
    // The sources are ES modules: strict, and reading their own place from import.meta.
    banner: { js: `"use strict";\n${BUNDLE_PLACE}` },
    define: { 'import.meta.url': '__bundleUrl', 'import.meta.dirname': '__bundleDirname' },
  });
  const loader = await esbuild.build({
    ...common,
    entryPoints: { [path.basename(SERVER_ENTRY, '.js')]: path.join(root, 'server/code-cache-loader.ts') },
    format: 'esm',
  });
  const bundlePath = path.join(outdir, BUNDLE_FILE);
  const source = fs.readFileSync(bundlePath, 'utf8');
  const offending = /^.*\b__(dirname|filename)\b.*$/m.exec(source.replace(BUNDLE_PLACE, ''));
  if (offending || bundled.errors.length > 0 || loader.errors.length > 0)
    throw new Error(
      `server bundle: \`${offending?.[0].trim()}\` uses __dirname/__filename; add its package to SERVER_EXTERNAL_PACKAGES`,
    );
  // The build's code cache: the bundle's top level, compiled as the entry compiles it (a start adds its own).
  fs.writeFileSync(path.join(outdir, BUILD_CACHE_FILE), bundleScript(source, bundlePath).createCachedData());
}

function run(command: string, args: string[], root: string): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

/** Builds the given targets and records the stamp of the sources each was built from. */
export async function build(root: string, targets: BuildTarget[]): Promise<void> {
  for (const target of targets) {
    // The stamp is taken before building: a file edited during the build makes the next start build again.
    const stamp = sourceStamp(root, target);
    const started = Date.now();
    if (target === 'web') {
      const vite = path.join(root, 'node_modules/vite/bin/vite.js');
      run(process.execPath, [vite, 'build'], root);
      // the public pages' server rendering (web/entry-server.tsx), loaded by server/plugins/spa.ts
      run(process.execPath, [vite, 'build', '--ssr', 'entry-server.tsx', '--outDir', '../dist/web-ssr'], root);
      // the service worker and the offline pages (decision 0041), from what Vite built
      const kept = await buildServiceWorker(root);
      console.log(`service worker: ${kept.publicAssets} public files and ${kept.shellFiles} offline files kept`);
      // every text file compressed once, sent as it is by server/plugins/spa.ts (decision 0049)
      const packed = await precompressWebFiles(path.join(root, 'dist/web'));
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
      console.log(
        `compressed ${packed.files} files: ${kb(packed.raw)} → ${kb(packed.br)} brotli, ${kb(packed.gz)} gzip`,
      );
    } else {
      await buildServer(root);
    }
    recordStamp(root, target, stamp);
    console.log(`built ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = process.cwd();
  const targets = process.argv.includes('--if-changed') ? staleTargets(root) : (['web', 'server'] as const);
  if (targets.length === 0) console.log('build: dist/ is up to date with the sources');
  await build(root, [...targets]);
}
