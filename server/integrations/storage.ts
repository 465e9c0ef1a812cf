import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import send from '@fastify/send';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { smallImageUrl } from '#shared/images.ts';
import type { Env } from '../env.ts';
import { backfillSmallImages } from '../lib/images.ts';
import { LOCK_KEYS } from '../db/client.ts';
import { scheduleRemoval, takeDueRemovals } from '../modules/uploads/uploads.service.ts';
import { createS3Client, IMMUTABLE_CACHE_CONTROL, S3Error, type S3Client } from './s3.ts';

export const UPLOADS_PREFIX = '/uploads/';
/** A stored file's name below UPLOADS_PREFIX: `<folder>/<name>[.sm].<extension>`, nothing else (no `..`, no `/`). */
const SAFE_RELATIVE_NAME = /^[a-z0-9-]+\/[\w-]+(?:\.sm)?\.[a-z0-9]+$/;
const FOLDER_NAME = /^[a-z0-9-]+$/;
const EXTENSION_NAME = /^[a-z0-9]+$/;

export interface Storage {
  /**
   * Stores `body` under a new name in `folder` (e.g. `avatars`) and answers the URL it is served at. A `small`
   * copy is stored beside it under the name `smallImageUrl` gives (shared/images.ts).
   */
  put(folder: string, extension: string, body: Buffer, small?: Buffer): Promise<string>;
  /**
   * Removes a file this storage served, with its small copy (best effort; URLs of other origins are ignored): in the
   * app, once UPLOAD_REMOVAL_GRACE_SECONDS have passed (`deferRemoval`), so a backup running meanwhile still finds it.
   */
  remove(url: string | null | undefined): Promise<void>;
}

/** Where a removal waits for its grace period instead of happening at once (set by the storage plugin). */
export type DeferRemoval = (url: string) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    /** Deletes the removed uploads whose grace period has ended by `now`; answers how many. */
    sweepUploadRemovals(now?: Date): Promise<number>;
  }
}

/**
 * Local driver: files under DATA_DIR/uploads, served at /uploads/... Every stored name is new (a UUID), so the
 * files are cached for a year. `S3Storage` below keeps them in an S3-compatible store instead (design.md §1).
 */
export class LocalStorage implements Storage {
  deferRemoval?: DeferRemoval;
  constructor(readonly root: string) {}

  async put(folder: string, extension: string, body: Buffer, small?: Buffer): Promise<string> {
    if (!FOLDER_NAME.test(folder) || !EXTENSION_NAME.test(extension)) throw new Error('invalid storage name');
    const url = `${UPLOADS_PREFIX}${folder}/${randomUUID()}.${extension}`;
    const smallUrl = small ? smallImageUrl(url) : null;
    if (small && !smallUrl) throw new Error(`no small-variant name for .${extension} files`);
    await fs.mkdir(path.join(this.root, folder), { recursive: true });
    // The small copy first: once the main URL exists, its sibling does too.
    if (small && smallUrl) await fs.writeFile(this.fileOf(smallUrl)!, small);
    await fs.writeFile(this.fileOf(url)!, body);
    return url;
  }

  async remove(url: string | null | undefined): Promise<void> {
    if (this.deferRemoval && this.fileOf(url)) return this.deferRemoval(url!);
    await this.removeNow(url);
  }

  async removeNow(url: string | null | undefined): Promise<void> {
    for (const each of [url, smallImageUrl(url)]) {
      const file = this.fileOf(each);
      if (file) await fs.rm(file, { force: true }).catch(() => undefined);
    }
  }

  /** The file behind one of our URLs, or null for anything else (other origins, odd names, `..`). */
  fileOf(url: string | null | undefined): string | null {
    if (!url?.startsWith(UPLOADS_PREFIX)) return null;
    const relative = url.slice(UPLOADS_PREFIX.length);
    if (!SAFE_RELATIVE_NAME.test(relative)) return null;
    return path.join(this.root, relative);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};
/** The Content-Type a stored file is served with, from its name's extension. */
export const contentTypeOf = (name: string) =>
  CONTENT_TYPES[/\.([a-z0-9]+)$/.exec(name)?.[1] ?? ''] ?? 'application/octet-stream';

/**
 * S3-compatible driver (S3_* variables): each file is the object `uploads/<folder>/<uuid>.<ext>` of the bucket, its
 * small copy `uploads/<folder>/<uuid>.sm.webp`, the same layout as DATA_DIR/uploads. The URLs keep the
 * `/uploads/<folder>/<name>` path so `smallImageUrl` finds the small copy: `${publicUrl}/uploads/...` when the
 * bucket has a public address (S3_PUBLIC_URL, e.g. a CDN), else the site-relative `/uploads/...` that the storage
 * plugin serves by streaming the object from the store. Objects are written once with a one-year immutable cache.
 */
export class S3Storage implements Storage {
  deferRemoval?: DeferRemoval;
  constructor(
    readonly client: S3Client,
    /** S3_PUBLIC_URL without its trailing slash, or null to serve the files through this server. */
    readonly publicUrl: string | null = null,
    private readonly log?: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  ) {}

  async put(folder: string, extension: string, body: Buffer, small?: Buffer): Promise<string> {
    if (!FOLDER_NAME.test(folder) || !EXTENSION_NAME.test(extension)) throw new Error('invalid storage name');
    const url = `${this.publicUrl ?? ''}${UPLOADS_PREFIX}${folder}/${randomUUID()}.${extension}`;
    const smallUrl = small ? smallImageUrl(url) : null;
    if (small && !smallUrl) throw new Error(`no small-variant name for .${extension} files`);
    const options = {
      contentType: contentTypeOf(`.${extension}`),
      cacheControl: IMMUTABLE_CACHE_CONTROL,
    };
    try {
      // The small copy first: once the main URL exists, its sibling does too.
      if (small && smallUrl) await this.client.putObject(this.keyOf(smallUrl)!, small, options);
      await this.client.putObject(this.keyOf(url)!, body, options);
    } catch (error) {
      this.log?.error(
        { detail: error instanceof S3Error ? error.detail : String(error) },
        'storage: could not store a file',
      );
      if (small && smallUrl) await this.removeNow(smallUrl);
      throw error;
    }
    return url;
  }

  async remove(url: string | null | undefined): Promise<void> {
    if (this.deferRemoval && this.keyOf(url)) return this.deferRemoval(url!);
    await this.removeNow(url);
  }

  async removeNow(url: string | null | undefined): Promise<void> {
    for (const each of [url, smallImageUrl(url)]) {
      const key = this.keyOf(each);
      if (!key) continue;
      await this.client.deleteObject(key).catch((error: unknown) => {
        this.log?.warn(
          { key, detail: error instanceof S3Error ? error.detail : String(error) },
          'storage: could not delete a file',
        );
      });
    }
  }

  /**
   * The object key behind one of our URLs (`${publicUrl}/uploads/...`, or `/uploads/...` as issued without a public
   * address), or null for anything else: other origins, odd names, `..`.
   */
  keyOf(url: string | null | undefined): string | null {
    if (!url) return null;
    const prefixes = this.publicUrl ? [`${this.publicUrl}${UPLOADS_PREFIX}`, UPLOADS_PREFIX] : [UPLOADS_PREFIX];
    const prefix = prefixes.find((p) => url.startsWith(p));
    if (!prefix) return null;
    const relative = url.slice(prefix.length);
    return SAFE_RELATIVE_NAME.test(relative) ? `uploads/${relative}` : null;
  }
}

type StorageEnv = Pick<
  Env,
  'DATA_DIR' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_REGION' | 'S3_PUBLIC_URL'
>;

/** S3Storage when S3_BUCKET is set (env.ts makes sure the endpoint, keys and region come with it), else local disk. */
export function createStorage(
  env: StorageEnv,
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>,
): LocalStorage | S3Storage {
  if (env.S3_BUCKET) {
    const { S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION } = env;
    if (!S3_ENDPOINT || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY || !S3_REGION) {
      throw new Error(
        'S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_REGION together',
      );
    }
    const client = createS3Client({
      endpoint: S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      region: S3_REGION,
    });
    return new S3Storage(client, env.S3_PUBLIC_URL?.replace(/\/+$/, '') ?? null, log);
  }
  return new LocalStorage(path.join(env.DATA_DIR, 'uploads'));
}

/** How many due removals one sweep takes at most; the next sweep takes the rest. */
const SWEEP_BATCH = 200;
/** How often due removals are swept, at most (a shorter grace period sweeps as often as it lasts). */
const SWEEP_EVERY_MS = 10 * 60_000;

export default fp(
  async function storagePlugin(app: FastifyInstance) {
    const storage = createStorage(app.env, app.log);
    app.decorate<Storage>('storage', storage);

    // Removed files stay until their grace period ends (issue 32 §10): a backup copies the files after its
    // database snapshot, and must find every file the snapshot names. A sweep on every instance deletes the due ones.
    const graceMs = app.env.UPLOAD_REMOVAL_GRACE_SECONDS * 1000;
    const sweep = async (now = new Date()): Promise<number> => {
      let removed = 0;
      for (;;) {
        const due = await takeDueRemovals(app.db, now, SWEEP_BATCH);
        for (const url of due) await storage.removeNow(url);
        removed += due.length;
        if (due.length < SWEEP_BATCH) return removed;
      }
    };
    app.decorate('sweepUploadRemovals', sweep);
    if (graceMs > 0) {
      storage.deferRemoval = (url) => scheduleRemoval(app.db, url, new Date(Date.now() + graceMs));
      let running: Promise<unknown> | undefined;
      const timer = setInterval(
        () => {
          running ??= sweep()
            .catch((error: unknown) => app.log.warn({ err: error }, 'storage: could not sweep removed uploads'))
            .finally(() => (running = undefined));
        },
        Math.max(1000, Math.min(graceMs, SWEEP_EVERY_MS)),
      );
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await running;
      });
    }

    if (storage instanceof S3Storage) {
      // No backfill of small copies here: it reads DATA_DIR/uploads, and uploads in a store were all written with
      // their small copy (S3 storage came after small copies; files moved from disk should be backfilled first).
      // The files are streamed from the store at /uploads/... for URLs issued without S3_PUBLIC_URL (with it, only
      // URLs issued before it was set come here); same one-year immutable cache as the local driver.
      app.get('/uploads/*', { schema: { hide: true }, config: { access: 'public' } }, async (request, reply) => {
        const key = storage.keyOf(`${UPLOADS_PREFIX}${(request.params as { '*': string })['*']}`);
        const object = key
          ? await storage.client.getObject(key).catch((error: unknown) => {
              request.log.warn(
                { key, detail: error instanceof S3Error ? error.detail : String(error) },
                'storage: could not read a file',
              );
              throw error;
            })
          : null;
        if (!object) return reply.callNotFound();
        reply.header('Cache-Control', IMMUTABLE_CACHE_CONTROL).type(object.contentType ?? 'application/octet-stream');
        if (object.contentLength !== null) reply.header('Content-Length', object.contentLength);
        if (object.etag) reply.header('ETag', object.etag);
        return reply.send(Readable.fromWeb(object.body as NodeReadableStream<Uint8Array>));
      });
      return;
    }
    await fs.mkdir(storage.root, { recursive: true });
    // Uploads from before small copies existed get theirs in the background, once the server listens: neither
    // start-up nor requests wait for it. Instances sharing the uploads folder and database take turns (an advisory
    // lock: the one that finds it taken skips), and the drain stops it between files.
    let backfill: Promise<void> | undefined;
    const stop = new AbortController();
    app.lifecycle.onDrain(() => stop.abort());
    app.addHook('onListen', async () => {
      backfill ??= app.database
        .exclusive(LOCK_KEYS.imageBackfill, () => backfillSmallImages(storage.root, stop.signal))
        .then((run) => {
          if (run.ran && run.value > 0) app.log.info({ made: run.value }, 'made small copies of earlier uploads');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not make small copies of earlier uploads'));
    });
    app.addHook('onClose', async () => {
      stop.abort();
      await backfill;
    });
    // One route serves the stored files by their names (SAFE_RELATIVE_NAME: nothing else is looked for on disk).
    // @fastify/static's wildcard route read every folder along the path on every request (to refuse another spelling
    // on a case-insensitive disk), which made a site with many course pictures slow to serve each one (issue 10).
    app.get('/uploads/*', { schema: { hide: true }, config: { access: 'public' } }, async (request, reply) => {
      const name = (request.params as { '*': string })['*'];
      if (!SAFE_RELATIVE_NAME.test(name)) return reply.callNotFound();
      const file = await send(request.raw, `/${name}`, {
        root: storage.root,
        index: false,
        dotfiles: 'deny',
        immutable: true,
        maxAge: '365d',
      });
      if (file.type === 'error' && file.statusCode !== 404) throw file.metadata.error;
      if (file.type !== 'file') return reply.callNotFound();
      return reply.code(file.statusCode).headers(file.headers).send(file.stream);
    });
  },
  { name: 'storage' },
);
