/**
 * The uploaded files of a site, wherever the storage keeps them (DATA_DIR/uploads, or the `uploads/` keys of an S3
 * bucket: the same layout), copied to or from a plain folder for the backup archive. Objects are streamed from the
 * store to disk, never held whole in memory.
 */
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { IMMUTABLE_CACHE_CONTROL } from '../integrations/s3.ts';
import { contentTypeOf, createStorage, LocalStorage, type S3Storage } from '../integrations/storage.ts';
import type { Env } from '../env.ts';

export type UploadsEnv = Pick<
  Env,
  'DATA_DIR' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_REGION' | 'S3_PUBLIC_URL'
>;

/** Every file below `root`, as paths relative to it with `/` separators; none when `root` does not exist. */
export async function filesBelow(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

export interface UploadsSummary {
  storage: 'local' | 's3';
  files: number;
  bytes: number;
}

/**
 * Puts the site's uploads in `folder` (`<folder>/<sub-folder>/<name>`): downloads every object of the bucket, or
 * answers DATA_DIR/uploads itself when it is local (the archive reads it in place).
 */
export async function gatherUploads(env: UploadsEnv, folder: string): Promise<UploadsSummary & { dir: string }> {
  const storage = createStorage(env);
  if (storage instanceof LocalStorage) {
    const files = await filesBelow(storage.root);
    let bytes = 0;
    for (const f of files) bytes += (await fs.stat(path.join(storage.root, f))).size;
    return { storage: 'local', files: files.length, bytes, dir: storage.root };
  }
  let files = 0;
  let bytes = 0;
  for await (const key of storage.client.listKeys('uploads/')) {
    const relative = key.slice('uploads/'.length);
    if (!relative || relative.split('/').some((part) => part === '..' || part === '.' || part === '')) continue;
    const object = await storage.client.getObject(key);
    if (!object) continue; // deleted since the listing
    const file = path.join(folder, relative);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await pipeline(Readable.fromWeb(object.body as NodeReadableStream<Uint8Array>), createWriteStream(file));
    files += 1;
    bytes += (await fs.stat(file)).size;
  }
  return { storage: 's3', files, bytes, dir: folder };
}

/** True when the storage the environment names holds no uploaded file yet (S3: no key below `uploads/`). */
export async function uploadsAreEmpty(env: UploadsEnv): Promise<boolean> {
  const storage = createStorage(env);
  if (storage instanceof LocalStorage) return (await filesBelow(storage.root)).length === 0;
  for await (const _ of storage.client.listKeys('uploads/')) return false;
  return true;
}

/**
 * Stores every file of `folder` as an upload of the storage the environment names: moved into DATA_DIR/uploads
 * (a rename when `move` and both are on one disk, else copied), or put in the bucket under `uploads/`.
 */
export async function placeUploads(
  env: UploadsEnv,
  folder: string,
  options: { move?: boolean } = {},
): Promise<UploadsSummary> {
  const storage = createStorage(env);
  const files = await filesBelow(folder);
  let bytes = 0;
  for (const f of files) bytes += (await fs.stat(path.join(folder, f))).size;
  if (storage instanceof LocalStorage) {
    if (files.length > 0) await copyOrMove(folder, storage.root, options.move ?? false);
    return { storage: 'local', files: files.length, bytes };
  }
  await putAll(storage, folder, files);
  return { storage: 's3', files: files.length, bytes };
}

async function copyOrMove(from: string, to: string, move: boolean) {
  if (move) {
    await fs.mkdir(path.dirname(to), { recursive: true });
    await fs.rmdir(to).catch(() => undefined); // an empty folder left by an earlier start
    try {
      await fs.rename(from, to);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    }
  }
  await fs.cp(from, to, { recursive: true, errorOnExist: true, force: false });
}

async function putAll(storage: S3Storage, folder: string, files: string[]) {
  for (const f of files) {
    // Uploads are images the server already limited in size: each is read whole to sign its SHA-256.
    await storage.client.putObject(`uploads/${f}`, await fs.readFile(path.join(folder, f)), {
      contentType: contentTypeOf(f),
      cacheControl: IMMUTABLE_CACHE_CONTROL,
    });
  }
}
