import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { smallImageUrl } from '#shared/images.ts';
import type { Env } from '../env.ts';
import { backfillSmallImages } from '../lib/images.ts';

export const UPLOADS_PREFIX = '/uploads/';

export interface Storage {
  /**
   * Stores `body` under a new name in `folder` (e.g. `avatars`) and answers the URL it is served at. A `small`
   * copy is stored beside it under the name `smallImageUrl` gives (shared/images.ts).
   */
  put(folder: string, extension: string, body: Buffer, small?: Buffer): Promise<string>;
  /** Removes a file this storage served, with its small copy (best effort; URLs of other origins are ignored). */
  remove(url: string | null | undefined): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/**
 * Local driver: files under DATA_DIR/uploads, served at /uploads/... Every stored name is new (a UUID), so the
 * files are cached for a year. S3-compatible storage (design.md §1) is not implemented yet: see
 * docs/decisions/accounts.md.
 */
export class LocalStorage implements Storage {
  constructor(readonly root: string) {}

  async put(folder: string, extension: string, body: Buffer, small?: Buffer): Promise<string> {
    if (!/^[a-z0-9-]+$/.test(folder) || !/^[a-z0-9]+$/.test(extension)) throw new Error('invalid storage name');
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
    for (const each of [url, smallImageUrl(url)]) {
      const file = this.fileOf(each);
      if (file) await fs.rm(file, { force: true }).catch(() => undefined);
    }
  }

  /** The file behind one of our URLs, or null for anything else (other origins, odd names, `..`). */
  fileOf(url: string | null | undefined): string | null {
    if (!url?.startsWith(UPLOADS_PREFIX)) return null;
    const relative = url.slice(UPLOADS_PREFIX.length);
    if (!/^[a-z0-9-]+\/[\w-]+(?:\.sm)?\.[a-z0-9]+$/.test(relative)) return null;
    return path.join(this.root, relative);
  }
}

export function createStorage(env: Pick<Env, 'DATA_DIR' | 'S3_BUCKET'>): LocalStorage {
  if (env.S3_BUCKET) {
    throw new Error('S3 storage is not implemented yet: unset S3_BUCKET to store uploads under DATA_DIR/uploads');
  }
  return new LocalStorage(path.join(env.DATA_DIR, 'uploads'));
}

export default fp(
  async function storagePlugin(app: FastifyInstance) {
    const storage = createStorage(app.env);
    await fs.mkdir(storage.root, { recursive: true });
    app.decorate('storage', storage);
    // Uploads from before small copies existed get theirs in the background; requests do not wait for it.
    const backfill = backfillSmallImages(storage.root)
      .then((made) => {
        if (made > 0) app.log.info({ made }, 'made small copies of earlier uploads');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not make small copies of earlier uploads'));
    app.addHook('onClose', async () => {
      await backfill;
    });
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
    });
  },
  { name: 'storage' },
);
