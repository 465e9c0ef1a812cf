import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { IMAGE_MAX_BYTES, KEPT_UPLOAD_BUFFERS, withImageUpload } from './images.ts';

/**
 * `withImageUpload` on a real connection (no inject: the point is how the socket's bytes are read). The route answers
 * what it read (size, format, a hash of the bytes) and how many turns of the event loop the reading took.
 */
let app: FastifyInstance;
let port: number;
/** The memory each read went into, in order (the route's `use` records it), and a gate the next `use` waits at. */
const memories: ArrayBuffer[] = [];
let gate: Promise<void> = Promise.resolve();
beforeAll(async () => {
  app = Fastify();
  await app.register(multipart);
  app.setErrorHandler((error, _request, reply) =>
    reply.status(error instanceof AppError ? 400 : 500).send({ code: (error as AppError).code }),
  );
  app.put('/read', async (request) => {
    let turns = 0;
    let counting = true;
    const count = () => {
      turns += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    try {
      return await withImageUpload(request, async ({ bytes, format }) => {
        memories.push(bytes.buffer as ArrayBuffer);
        await gate;
        // hashed after the gate: bytes another upload wrote meanwhile into the same memory would change it
        return { size: bytes.length, format, sha256: crypto.createHash('sha256').update(bytes).digest('hex'), turns };
      });
    } finally {
      counting = false;
    }
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

const MB = 1024 * 1024;
/** A png of `megabytes` of random pixels (it does not compress). */
async function noisePng(megabytes: number) {
  const side = Math.ceil(Math.sqrt((megabytes * MB) / 3));
  const raw = crypto.randomBytes(side * side * 3);
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

const BOUNDARY = 'test-boundary';
const multipartBody = (file: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="photo.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

interface Read {
  size: number;
  format: string;
  sha256: string;
  turns: number;
}

/** Sends the body at once (Content-Length) or in 100 KB pieces (chunked transfer: no length known in advance). */
function send(body: Buffer, chunked = false): Promise<{ status: number; json: Read & { code?: string } }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'PUT',
        path: '/read',
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': body.length }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    if (chunked) {
      for (let at = 0; at < body.length; at += 100 * 1024) request.write(body.subarray(at, at + 100 * 1024));
      request.end();
    } else {
      request.end(body);
    }
  });
}

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

describe('reading a streamed image', () => {
  it('answers the file’s exact bytes, with or without a Content-Length', async () => {
    const file = await noisePng(3);
    for (const chunked of [false, true]) {
      const { status, json } = await send(multipartBody(file), chunked);
      expect(status).toBe(200);
      expect(json).toMatchObject({ size: file.length, format: 'png', sha256: sha256(file) });
    }
  });

  it('takes one chunk per turn of the event loop, so other requests are answered between its chunks', async () => {
    // 5 MB sent at once: the socket has far more than one read's worth (64 KB) waiting in every turn.
    const file = await noisePng(5);
    const { status, json } = await send(multipartBody(file));
    expect(status).toBe(200);
    expect(json.sha256).toBe(sha256(file));
    // Reading everything available in each turn takes a handful of turns; one chunk per turn takes one turn per 128 KB
    // at least: a socket read is at most 64 KB, and a read of the file stream may add what it buffered beside it (up to
    // its highWaterMark, 64 KiB by default since Node 22).
    expect(json.turns).toBeGreaterThanOrEqual(Math.floor(file.length / (128 * 1024)));
  });

  it('a small file and a file whose first bytes are not an image', async () => {
    const tiny = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    const small = await send(multipartBody(tiny));
    expect(small.json).toMatchObject({ size: tiny.length, format: 'webp', sha256: sha256(tiny) });
    const text = await send(multipartBody(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')));
    expect(text.status).toBe(400);
    expect(text.json.code).toBe('unsupported_image_type');
  });

  it('a file of exactly 10 MB is read whole', async () => {
    const file = Buffer.concat([await noisePng(0.01), Buffer.alloc(IMAGE_MAX_BYTES)]).subarray(0, IMAGE_MAX_BYTES);
    const { status, json } = await send(multipartBody(file), true);
    expect(status).toBe(200);
    expect(json).toMatchObject({ size: IMAGE_MAX_BYTES, sha256: sha256(file) });
  });

  it('reuses an upload’s memory for the next, never while it is being read, and after a refused file too', async () => {
    const [first, second] = [await noisePng(1), await noisePng(2)];
    memories.length = 0;
    expect((await send(multipartBody(first))).json.sha256).toBe(sha256(first));
    expect((await send(multipartBody(second))).json.sha256).toBe(sha256(second));
    const same = (a: ArrayBuffer | undefined, b: ArrayBuffer | undefined) => a === b; // no diff of 10 MB on failure
    expect(same(memories[1], memories[0])).toBe(true);
    // refused after its first bytes: its memory is given back all the same
    expect((await send(multipartBody(Buffer.from('not an image at all')))).status).toBe(400);
    expect((await send(multipartBody(first))).json.sha256).toBe(sha256(first));
    expect(same(memories.at(-1), memories[0])).toBe(true);
    // An upload whose image is still in use keeps its memory: the uploads read meanwhile get memory of their own
    // (every `use` waits at the gate until all were read; a shared memory would change the first one's bytes).
    memories.length = 0;
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const files = await Promise.all([0.5, 1, 1.5].map((mb) => noisePng(mb)));
    const answers = [send(multipartBody(files[0]!))];
    await expect.poll(() => memories.length).toBe(1);
    answers.push(...files.slice(1).map((file) => send(multipartBody(file))));
    await expect.poll(() => memories.length).toBe(files.length);
    expect(new Set(memories).size).toBe(files.length);
    open();
    for (const [i, answer] of answers.entries()) expect((await answer).json.sha256).toBe(sha256(files[i]!));
    // only KEPT_UPLOAD_BUFFERS of them are kept: the next reads reuse those, the third is new memory
    const kept = new Set(memories);
    memories.length = 0;
    gate = new Promise((resolve) => (open = resolve));
    const again = files.map((file) => send(multipartBody(file)));
    await expect.poll(() => memories.length).toBe(files.length);
    open();
    await Promise.all(again);
    expect(memories.filter((memory) => kept.has(memory))).toHaveLength(KEPT_UPLOAD_BUFFERS);
  });
});
