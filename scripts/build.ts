/**
 * `npm run build`: builds the web app into dist/web (Vite) and the server ahead of time into dist/server (esbuild:
 * ES modules, some packages left in node_modules), and records in dist/build-stamps.json a hash of the sources each
 * output was built from. `npm start` (scripts/start.ts) asks `staleTargets` and rebuilds only what changed.
 * `--if-changed` builds only stale targets.
 * The JavaScript budget of design.md §6 is not checked here: it is counted in the browser by e2e/js-budget.spec.ts.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
/** What `node` runs: server/main.ts, built with the chunks it imports. */
export const SERVER_ENTRY = 'dist/server/main.js';
/**
 * What the compiled server's process starts with besides the caller's environment (which wins): `npm start`, the
 * benchmarks and the Dockerfile's ENV. glibc's malloc keeps at most two arenas instead of eight per core: the threads
 * that compile PGlite's WebAssembly at start and V8's and libuv's helpers each kept one, full of freed memory the
 * process held for good (decision 0055). Blocks of 128 KB and more are mapped on their own and returned when freed:
 * glibc's default threshold rises to the largest block freed (up to 32 MB) and with it the free space it keeps at the
 * top of the heap, so one transient buffer (a compressed answer, PGlite's start, an image) stayed resident for good
 * (decision 0056).
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
  server: (root) => fs.existsSync(path.join(root, SERVER_ENTRY)),
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
 * server/plugins/rate-limit.ts loads from node_modules. Every other package is bundled: a few files parse faster
 * than hundreds of modules resolve and load (decision 0011).
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
  // lib/pdf (certificates' PDFs): each loads its WebAssembly from its own folder
  'harfbuzzjs',
  'fontverter',
];

/**
 * Bundles server/main.ts into ES modules in `outdir` (main.js and the chunks it imports when it needs them). The
 * project's own modules (#server/*, #shared/*) are bundled, so the output needs no package.json "imports"; paths the
 * server reads at run time come from server/paths.ts. Fails when a bundled package names its own folder
 * (`__dirname`), which would point into dist/server: such a package belongs in SERVER_EXTERNAL_PACKAGES.
 */
export async function buildServer(root: string, outdir = path.dirname(path.join(root, SERVER_ENTRY))): Promise<void> {
  const esbuild = await import('esbuild');
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      main: path.join(root, 'server/main.ts'),
      // the certificates' drawing thread, started beside the code that uses it (modules/certificates/pdf-pool.ts)
      'pdf-worker': path.join(root, 'server/modules/certificates/pdf-worker.ts'),
    },
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: SERVER_EXTERNAL_PACKAGES.flatMap((name) => [name, `${name}/*`]),
    // Bundled CommonJS packages call require() for Node's own modules and the external packages.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    write: true,
  });
  const offending = fs
    .readdirSync(outdir)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => /\b__(dirname|filename)\b/.test(fs.readFileSync(path.join(outdir, file), 'utf8')));
  if (offending.length > 0 || result.errors.length > 0)
    throw new Error(
      `server bundle: ${offending.join(', ')} use __dirname/__filename; add the package to SERVER_EXTERNAL_PACKAGES`,
    );
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
