/**
 * Prints the initial JavaScript of the home page (the entry chunk and its static imports, gzip) and fails the
 * build when it exceeds the budget of design.md §6.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const root = path.resolve('dist/web');
const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
const files = new Set<string>();
for (const m of html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)) files.add(m[1]!);
const total = [...files].reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(root, f))).length, 0);
const kb = total / 1024;
console.log(`initial JavaScript of the home page: ${kb.toFixed(1)} KB gzip across ${files.size} file(s) (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error(`over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
