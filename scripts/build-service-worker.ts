/**
 * The service worker's build step (decision 0041), run by scripts/build.ts after Vite has built dist/web: writes the
 * offline pages, works out the public pages' files from Vite's manifest, and bundles web/sw/sw.ts into
 * dist/web/sw.js with both lists in it. (vite-plugin-pwa was not taken: its file globs cannot tell a public page's
 * chunk from an admin one, and the graph below can; the Workbox modules it would wrap are used directly.)
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { offlinePageHtml, type OfflineStrings } from '../web/sw/offline-page.ts';
import { OFFLINE_PAGE } from '../web/sw/worker-scope.ts';

/** One entry of dist/web/.vite/manifest.json (Vite's build manifest). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * Modules a public page never loads for a visitor: the admin area, the learner's own pages and the sign-in forms
 * (they need the network anyway), their strings, realtime, and the rich-text fonts (loaded by the CSS when used).
 */
export const NOT_PUBLIC =
  /^(app\/admin\/|features\/(admin|profile|learning|accounts)\/|i18n\/locales\/[a-z]+\/(admin|accounts|profile|learning|offline)\b|\.\.\/node_modules\/(socket\.io-client|@fontsource)\/)/;

/**
 * The JavaScript and CSS the public pages can load: everything the entry imports, and what it loads later, except
 * the modules of NOT_PUBLIC (and what only they import). Site-absolute URLs, sorted.
 */
export function publicAssets(manifest: Record<string, ManifestChunk>): string[] {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next);
    for (const next of chunk.dynamicImports ?? []) if (!NOT_PUBLIC.test(next)) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...files].map((file) => `/${file}`).sort();
}

const revisionOf = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** Builds dist/web/sw.js and the offline pages; answers what the worker keeps (for the build's log). */
export async function buildServiceWorker(root: string): Promise<{ shellFiles: number; publicAssets: number }> {
  const webDist = path.join(root, 'dist/web');
  const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const assets = publicAssets(manifest);
  const entryCss = Object.values(manifest).find((chunk) => chunk.isEntry)?.css?.[0];
  const stylesheet = entryCss ? `/${entryCss}` : null;
  for (const [language, url] of Object.entries(OFFLINE_PAGE) as ['en' | 'bn', string][]) {
    const strings = JSON.parse(
      fs.readFileSync(path.join(root, `web/i18n/locales/${language}/offline.json`), 'utf8'),
    ) as OfflineStrings;
    fs.writeFileSync(path.join(webDist, url), offlinePageHtml(language, strings, stylesheet));
  }
  // the offline pages, and what every page links besides its built files
  const shellFiles = [...Object.values(OFFLINE_PAGE), '/theme-init.js', '/favicon.svg'].map((url) => ({
    url,
    revision: revisionOf(fs.readFileSync(path.join(webDist, url))),
  }));
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'web/sw/sw.ts')],
    outfile: path.join(webDist, 'sw.js'),
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: {
      // Workbox's development logging is left out
      'process.env.NODE_ENV': '"production"',
      __SHELL_FILES__: JSON.stringify(shellFiles),
      __PUBLIC_ASSETS__: JSON.stringify(assets),
    },
  });
  return { shellFiles: shellFiles.length, publicAssets: assets.length };
}
