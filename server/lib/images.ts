import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { SMALL_IMAGE_MARK, smallImageSize } from '#shared/images.ts';
import { AppError, badRequest } from '../errors.ts';
import type { Storage } from '../integrations/storage.ts';

/** design.md §5: png, jpg/jpeg and webp only, recognised by their bytes, at most 10 MB, re-encoded by sharp. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Route body limit for endpoints taking an image data URL: past 10 MB of bytes, so our own message answers. */
export const IMAGE_BODY_LIMIT = 20 * 1024 * 1024;
/** Decompression bombs: a small file may claim huge dimensions. 40 megapixels covers any real photo. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageSize {
  width: number;
  height: number;
}

export const IMAGE_PRESETS = {
  avatar: { width: 400, height: 400 },
  cover: { width: 700, height: 430 },
  /** The hero picture, shown at 6:5 up to about 630 px wide (admin-side §5: recommended 630*630); twice that. */
  banner: { width: 1260, height: 1050 },
} as const satisfies Record<string, ImageSize>;

export const IMAGE_MESSAGES = {
  notDataUrl: 'The image must be sent as a base64 data URL',
  unsupported: 'Only PNG, JPG/JPEG and WebP images are accepted',
  tooLarge: 'The image must be at most 10 MB',
  unreadable: 'The image could not be read. Please choose another file.',
} as const;

export type ImageFormat = 'png' | 'jpeg' | 'webp';

/** The format named by the file's first bytes, whatever the data URL declared. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** Decodes a `data:<type>;base64,<data>` URL; refuses anything over 10 MB or not a png, jpeg or webp. */
export function decodeImageDataUrl(dataUrl: string): { bytes: Buffer; format: ImageFormat } {
  const match = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w=.+-]+)*;base64,/.exec(dataUrl);
  if (!match) throw badRequest(IMAGE_MESSAGES.notDataUrl, 'invalid_image');
  const base64 = dataUrl.slice(match[0].length).replace(/\s/g, '');
  // Check the size before decoding: base64 carries 3 bytes in 4 characters.
  if (
    Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0) >
    IMAGE_MAX_BYTES
  ) {
    throw new AppError('image_too_large', IMAGE_MESSAGES.tooLarge);
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw badRequest(IMAGE_MESSAGES.notDataUrl, 'invalid_image');
  const bytes = Buffer.from(base64, 'base64');
  const format = sniffImageFormat(bytes);
  if (!format) throw badRequest(IMAGE_MESSAGES.unsupported, 'unsupported_image_type');
  return { bytes, format };
}

/** Resizes to cover `size` exactly and re-encodes as webp (sharp drops EXIF and other metadata). */
export async function toWebp(bytes: Buffer, size: ImageSize, quality = 82): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate() // apply the EXIF orientation before it is dropped
      .resize(size.width, size.height, { fit: 'cover', position: 'attention' })
      .webp({ quality })
      .toBuffer();
  } catch {
    throw badRequest(IMAGE_MESSAGES.unreadable, 'unreadable_image');
  }
}

/** The half-size copy that low-end devices load (learner-side §9), made from the stored webp. */
const SMALL_QUALITY = 72;
export function toSmallWebp(webp: Buffer, size: ImageSize): Promise<Buffer> {
  return toWebp(webp, smallImageSize(size), SMALL_QUALITY);
}

/** Checks, resizes, re-encodes and stores an image sent as a data URL, with its small copy; answers its URL. */
export async function storeImageDataUrl(
  storage: Storage,
  dataUrl: string,
  options: { folder: string; size: ImageSize },
): Promise<string> {
  const { bytes } = decodeImageDataUrl(dataUrl);
  const webp = await toWebp(bytes, options.size);
  return storage.put(options.folder, 'webp', webp, await toSmallWebp(webp, options.size));
}

/**
 * Makes the missing small copies of webp files stored before small copies existed (or whose copy was lost), from
 * each file's own size. Answers how many it made; a file sharp cannot read is skipped.
 */
export async function backfillSmallImages(root: string): Promise<number> {
  let made = 0;
  const folders = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    const dir = path.join(root, folder.name);
    const names = new Set(await fs.readdir(dir));
    for (const name of names) {
      if (!name.endsWith('.webp') || name.endsWith(`${SMALL_IMAGE_MARK}.webp`)) continue;
      const smallName = `${name.slice(0, -'.webp'.length)}${SMALL_IMAGE_MARK}.webp`;
      if (names.has(smallName)) continue;
      try {
        const webp = await fs.readFile(path.join(dir, name));
        const { width, height } = await sharp(webp).metadata();
        if (!width || !height) continue;
        await fs.writeFile(path.join(dir, smallName), await toSmallWebp(webp, { width, height }));
        made += 1;
      } catch {
        // Not a readable image: leave it; the web app falls back to the original.
      }
    }
  }
  return made;
}

export const isDataUrl = (value: string) => value.startsWith('data:');
