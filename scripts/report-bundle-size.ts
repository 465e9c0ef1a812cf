/**
 * Prints the initial JavaScript of the home page and fails the build when it exceeds the budget of design.md §6.
 * Counted (gzip): the entry chunk and its static imports, plus the lazily loaded chunks the home route needs on
 * first load — the root layout and the home page modules — with their static imports, each file once. Read from
 * Vite's build manifest (vite.config.ts `build.manifest`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
/** Modules (paths relative to web/) that the home route loads besides the entry. */
const HOME_ROUTE_MODULES = ['app/root-layout.tsx', 'features/home/home-page.tsx'];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const root = path.resolve(process.env.BUNDLE_DIR ?? 'dist/web');
const manifest = JSON.parse(fs.readFileSync(path.join(root, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const entries = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isEntry)
  .map(([key]) => key);
const missing = HOME_ROUTE_MODULES.filter((key) => !manifest[key]);
if (missing.length > 0)
  console.warn(`bundle report: not in the manifest (not built as a chunk?): ${missing.join(', ')}`);

const files = new Set<string>();
const seen = new Set<string>();
const walk = (key: string) => {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) walk(imported);
};
for (const key of [...entries, ...HOME_ROUTE_MODULES]) walk(key);

const sizes = [...files].map((file) => ({ file, bytes: gzipSync(fs.readFileSync(path.join(root, file))).length }));
const kb = sizes.reduce((sum, s) => sum + s.bytes, 0) / 1024;
if (process.argv.includes('--verbose')) {
  for (const s of sizes.sort((a, b) => b.bytes - a.bytes))
    console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(6)} KB  ${s.file}`);
}
console.log(
  `initial JavaScript of the home page: ${kb.toFixed(1)} KB gzip across ${files.size} file(s) (budget ${BUDGET_KB} KB)`,
);
if (kb > BUDGET_KB) {
  console.error(`over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
