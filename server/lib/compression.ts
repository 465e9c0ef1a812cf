import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';

/**
 * Compression paid once rather than per request, at each encoding's best: the kept answers and rendered documents
 * (lib/cached-reply.ts) and the built web files (scripts/precompress.ts). Bodies smaller than COMPRESS_THRESHOLD go
 * uncompressed, here and in @fastify/compress's per-request compression (plugins/security.ts).
 */
export const COMPRESS_THRESHOLD = 1024;

export type KeptEncoding = 'br' | 'gzip';

const BROTLI_BEST = {
  params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
};
const GZIP_BEST = { level: zlib.Z_BEST_COMPRESSION };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `body` in `encoding` at its best quality, in Node's thread pool (the event loop does not wait for it). */
export function compressBest(body: Buffer, encoding: KeptEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(body, BROTLI_BEST) : gzipAsync(body, GZIP_BEST);
}

/** The same, on the calling thread (for a body that must be sent now and was not compressed ahead). */
export function compressBestSync(body: Buffer, encoding: KeptEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI_BEST) : gzipSync(body, GZIP_BEST);
}
