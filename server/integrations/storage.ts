import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env.ts';

export const UPLOADS_PREFIX = '/uploads/';

export interface Storage {
  /** Stores `body` under a new name in `folder` (e.g. `avatars`) and answers the URL it is served at. */
  put(folder: string, extension: string, body: Buffer): Promise<string>;
  /** Removes a file this storage served (best effort; URLs of other origins are ignored). */
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

  async put(folder: string, extension: string, body: Buffer): Promise<string> {
    if (!/^[a-z0-9-]+$/.test(folder) || !/^[a-z0-9]+$/.test(extension)) throw new Error('invalid storage name');
    const name = `${randomUUID()}.${extension}`;
    await fs.mkdir(path.join(this.root, folder), { recursive: true });
    await fs.writeFile(path.join(this.root, folder, name), body);
    return `${UPLOADS_PREFIX}${folder}/${name}`;
  }

  async remove(url: string | null | undefined): Promise<void> {
    if (!url?.startsWith(UPLOADS_PREFIX)) return;
    const relative = url.slice(UPLOADS_PREFIX.length);
    if (!/^[a-z0-9-]+\/[\w-]+\.[a-z0-9]+$/.test(relative)) return;
    await fs.rm(path.join(this.root, relative), { force: true }).catch(() => undefined);
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
