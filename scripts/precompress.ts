/**
 * The built web files, compressed once at build time (decision 0049): beside each text file of dist/web (scripts,
 * style sheets, SVG, JSON, the manifest, the offline pages) a `.br` (brotli at its best quality) and a `.gz` (gzip
 * level 9), which server/plugins/spa.ts sends as they are (@fastify/static's `preCompressed`). Before, every request
 * for a script was compressed by @fastify/compress at brotli quality 4: server CPU per request, and more bytes than
 * quality 11 on a phone's slow connection.
 *
 * Left out: source maps (only a developer's tools ask for them), the build's records (`.vite/`), files under
 * COMPRESS_THRESHOLD bytes (server/lib/compression.ts, as for per-request compression), and a file whose compressed
 * form would not be smaller.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compressBest, COMPRESS_THRESHOLD } from '../server/lib/compression.ts';

export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|html|txt|xml)$/;

/** Every file under `dir` that is sent compressed, skipping dot folders (`.vite/`). */
function compressibleFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...compressibleFiles(full));
    else if (COMPRESSIBLE.test(entry.name) && fs.statSync(full).size >= COMPRESS_THRESHOLD) out.push(full);
  }
  return out;
}

/** Writes the file's `.br` and `.gz` forms beside it, each only when smaller; answers the three sizes sent. */
async function compressOne(file: string): Promise<{ raw: number; br: number; gz: number }> {
  const body = await fs.promises.readFile(file);
  const [br, gz] = await Promise.all([compressBest(body, 'br'), compressBest(body, 'gzip')]);
  if (br.length < body.length) await fs.promises.writeFile(`${file}.br`, br);
  if (gz.length < body.length) await fs.promises.writeFile(`${file}.gz`, gz);
  return { raw: body.length, br: Math.min(br.length, body.length), gz: Math.min(gz.length, body.length) };
}

/** Compresses the built web files under `dir`, a few at a time (Node's thread pool does the work). */
export async function precompressWebFiles(dir: string, concurrency = 4) {
  const files = compressibleFiles(dir);
  const totals = { files: files.length, raw: 0, br: 0, gz: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const sizes = await compressOne(files[next++]!);
      totals.raw += sizes.raw;
      totals.br += sizes.br;
      totals.gz += sizes.gz;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  return totals;
}
