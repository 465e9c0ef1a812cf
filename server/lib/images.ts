import fs from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { default as Sharp } from 'sharp';
import { SMALL_IMAGE_MARK, smallImageSize, STORED_IMAGE_SIZES } from '#shared/images.ts';
import { AppError, badRequest } from '../errors.ts';
import type { Storage } from '../integrations/storage.ts';
import { jobQueue } from './job-queue.ts';
import { IMAGE_THREAD_NICE, LIBVIPS_THREAD_NAME, lowerThreadPriority } from './thread-priority.ts';

/** design.md §5: png, jpg/jpeg and webp only, recognised by their bytes, at most 10 MB, re-encoded by sharp. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Route body limit for endpoints taking an image data URL: past 10 MB of bytes, so our own message answers. */
export const IMAGE_BODY_LIMIT = 20 * 1024 * 1024;
/** Decompression bombs: a small file may claim huge dimensions. 40 megapixels covers any real photo. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * sharp is bounded so that uploads never take the event loop's core (issue 10; decision 0012): one libvips thread
 * per image, and one image at a time; the next upload waits its turn in `IMAGE_JOBS`. The libvips threads run at a
 * lower priority (nice 10) than the event loop's, so on a busy machine a resize takes the CPU the event loop leaves.
 */
export const SHARP_THREADS = 1;
export const IMAGE_JOBS = jobQueue(1);

let sharpLoaded: Promise<typeof Sharp> | undefined;
/**
 * sharp, bounded as above, loaded by the first image it reads rather than with the app: loading the native library
 * blocks the main thread, which the start (issue 10's cold start) need not wait for.
 */
const loadSharp = () =>
  (sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(SHARP_THREADS);
    return sharp;
  }));

export interface ImageSize {
  width: number;
  height: number;
  /** `cover` (the default) crops to fill the size; `inside` keeps the whole picture within it, never enlarged. */
  fit?: 'cover' | 'inside';
}

export const IMAGE_PRESETS = {
  avatar: STORED_IMAGE_SIZES.avatar,
  cover: STORED_IMAGE_SIZES.cover,
  banner: STORED_IMAGE_SIZES.banner,
} as const satisfies Record<string, ImageSize>;

export const IMAGE_MESSAGES = {
  notDataUrl: 'The image must be sent as a base64 data URL',
  unsupported: 'Only PNG, JPG/JPEG and WebP images are accepted',
  tooLarge: 'The image must be at most 10 MB',
  unreadable: 'The image could not be read. Please choose another file.',
  notMultipart: 'Send the image as multipart/form-data',
  noFile: 'No image file was sent',
  oneFile: 'Send exactly one image file and nothing else',
  malformed: 'The upload was cut off or malformed. Please try again.',
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

/** Resizes to `size` (cropping to fill unless it says `inside`) and re-encodes as webp (sharp drops EXIF and other metadata). */
export function toWebp(bytes: Buffer, size: ImageSize, quality = 82): Promise<Buffer> {
  return reencode(bytes, size, (image) => image.webp({ quality }));
}

/**
 * Resizes within `size` (never enlarged) and re-encodes as PNG, keeping transparency: what a PDF embeds (a
 * certificate's logo and signature) — pdf-lib reads PNG and JPEG only.
 */
export function toPng(bytes: Buffer, size: { width: number; height: number }): Promise<Buffer> {
  return reencode(bytes, { ...size, fit: 'inside' }, (image) => image.png({ compressionLevel: 9 }));
}

async function reencode(
  bytes: Buffer,
  size: ImageSize,
  encode: (image: ReturnType<typeof Sharp>) => ReturnType<typeof Sharp>,
): Promise<Buffer> {
  const sharp = await loadSharp(); // a library that cannot load is the server's fault, not the image's
  try {
    return await IMAGE_JOBS.run(async () => {
      lowerThreadPriority(LIBVIPS_THREAD_NAME, IMAGE_THREAD_NICE); // threads left from earlier resizes
      try {
        const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .rotate() // apply the EXIF orientation before it is dropped
          .resize(
            size.width,
            size.height,
            size.fit === 'inside'
              ? { fit: 'inside', withoutEnlargement: true }
              : { fit: 'cover', position: 'attention' },
          );
        return await encode(image).toBuffer();
      } finally {
        lowerThreadPriority(LIBVIPS_THREAD_NAME, IMAGE_THREAD_NICE); // threads this resize started
      }
    });
  } catch {
    throw badRequest(IMAGE_MESSAGES.unreadable, 'unreadable_image');
  }
}

/** What `withImageUpload` reads: the file's bytes, at most 10 MB, and the format its first bytes name. */
export interface UploadedImage {
  bytes: Buffer;
  format: ImageFormat;
}

/** Bytes enough to recognise every accepted format (webp's mark is at 8..11). */
const SNIFF_BYTES = 12;
/**
 * How many upload buffers are kept for the next uploads once their image is stored: two uploads at once are common,
 * more are not. A buffer's memory is resident only as far as an upload wrote into it, so at most 2 × 10 MB stays.
 */
export const KEPT_UPLOAD_BUFFERS = 2;
const keptUploadBuffers: Buffer[] = [];

/**
 * An upload's bytes gathered into one buffer as its chunks arrive, so that sharp gets one buffer without a final
 * `Buffer.concat`: that copy of the whole file into new memory blocked the event loop at the end of each upload
 * (issue 10). The buffer holds the largest file accepted (10 MB; busboy stops passing bytes past it) and is reused by
 * later uploads (`withImageUpload` gives it back): a new buffer per upload was memory outside V8's heap that V8
 * counts towards its next full collection, and uploads in a loop made it collect the whole heap again and again,
 * each time pausing the event loop for everyone else's requests (issue 10; figures in decision 0012). It is allocated
 * uninitialised, so the system gives it memory page by page as bytes are written, and only the bytes this upload
 * wrote are ever read (`bytes()`): nothing of an earlier upload is.
 */
class UploadBuffer {
  readonly #buffer = keptUploadBuffers.pop() ?? Buffer.allocUnsafeSlow(IMAGE_MAX_BYTES);
  #length = 0;

  get length() {
    return this.#length;
  }

  append(chunk: Buffer) {
    const needed = this.#length + chunk.length;
    if (needed > this.#buffer.length) throw new AppError('image_too_large', IMAGE_MESSAGES.tooLarge);
    chunk.copy(this.#buffer, this.#length);
    this.#length = needed;
  }

  bytes(): Buffer {
    return this.#buffer.subarray(0, this.#length);
  }

  /** Gives the buffer to a later upload (`withImageUpload` calls it once); nothing may read `bytes()` after this. */
  release() {
    if (keptUploadBuffers.length < KEPT_UPLOAD_BUFFERS) keptUploadBuffers.push(this.#buffer);
  }
}

/**
 * Reads the one image file of a `multipart/form-data` request as it streams in, then runs `use` with it and gives its
 * buffer to the next upload once `use` settles: the image's bytes may be read only within `use` (resized, checked),
 * never kept. The 10 MB limit is busboy's own
 * (`limits.fileSize`): the upload is refused with a 413 as soon as byte 10 MB + 1 arrives, without waiting for the
 * rest; a file whose first bytes are not a png, jpeg or webp is refused as soon as they arrive.
 *
 * One chunk per turn of the event loop (issue 10): libuv reads many chunks from a readable socket in one turn, so a
 * large body that had arrived was read in a few turns, each parsing megabytes (llhttp's copy, busboy's boundary
 * search, our copy) while every other request waited. Taking one chunk and then yielding lets the streams'
 * back-pressure stop the socket's reading until the next turn, so other requests are answered between an upload's
 * chunks. An upload on an idle server is not slowed: its turns are short; on a busy one it takes longer, and the small
 * requests do not.
 */
export async function withImageUpload<T>(
  request: FastifyRequest,
  use: (image: UploadedImage) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', IMAGE_MESSAGES.notMultipart);
  }
  let part: MultipartFile | undefined;
  try {
    part = await request.file({
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 },
      throwFileSizeLimit: true,
    });
  } catch (error) {
    throw multipartError(error);
  }
  if (!part) throw badRequest(IMAGE_MESSAGES.noFile, 'invalid_image');
  const upload = new UploadBuffer();
  try {
    return await use(await readInto(part, upload));
  } finally {
    upload.release();
  }
}

async function readInto(part: MultipartFile, upload: UploadBuffer): Promise<UploadedImage> {
  let format: ImageFormat | null = null;
  // Busboy stops passing bytes at the limit but would end the file only with the request: end it there, in error.
  const file = part.file;
  file.once('limit', () => file.destroy(new AppError('image_too_large', IMAGE_MESSAGES.tooLarge)));
  try {
    // Leaving the loop early (a throw) destroys the file stream; busboy drops the rest of the request.
    for await (const chunk of file as AsyncIterable<Buffer>) {
      if (file.truncated) throw new AppError('image_too_large', IMAGE_MESSAGES.tooLarge);
      upload.append(chunk);
      if (format === null && upload.length >= SNIFF_BYTES) {
        format = sniffImageFormat(upload.bytes());
        if (!format) throw badRequest(IMAGE_MESSAGES.unsupported, 'unsupported_image_type');
      }
      await nextTurn(); // the check phase of this turn: what is waiting to be read and answered goes first
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (file.truncated) throw new AppError('image_too_large', IMAGE_MESSAGES.tooLarge);
  const bytes = upload.bytes();
  format ??= sniffImageFormat(bytes);
  if (!format) throw badRequest(IMAGE_MESSAGES.unsupported, 'unsupported_image_type');
  return { bytes, format };
}

/** @fastify/multipart's own errors in our envelope's codes; ours pass through. */
function multipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('image_too_large', IMAGE_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return badRequest(IMAGE_MESSAGES.oneFile, 'invalid_image');
  return badRequest(IMAGE_MESSAGES.malformed, 'invalid_image');
}

/** The half-size copy that low-end devices load (learner-side §9), made from the stored webp. */
const SMALL_QUALITY = 72;
export function toSmallWebp(webp: Buffer, size: ImageSize): Promise<Buffer> {
  return toWebp(webp, { ...smallImageSize(size), fit: size.fit }, SMALL_QUALITY);
}

/** Checks, resizes, re-encodes and stores an image sent as a data URL, with its small copy; answers its URL. */
export async function storeImageDataUrl(
  storage: Storage,
  dataUrl: string,
  options: { folder: string; size: ImageSize },
): Promise<string> {
  return storeImage(storage, decodeImageDataUrl(dataUrl).bytes, options);
}

/** Resizes, re-encodes and stores checked image bytes (a data URL's or a streamed upload's), with the small copy. */
export async function storeImage(
  storage: Storage,
  bytes: Buffer,
  options: { folder: string; size: ImageSize },
): Promise<string> {
  const webp = await toWebp(bytes, options.size);
  return storage.put(options.folder, 'webp', webp, await toSmallWebp(webp, options.size));
}

/** An image from the JSON body (a data URL, as the spec sends it) or from a multipart upload (its checked bytes). */
export type ImageSource = string | UploadedImage;

/** Stores an image from either source; answers its URL. */
export function storeImageFrom(
  storage: Storage,
  source: ImageSource,
  options: { folder: string; size: ImageSize },
): Promise<string> {
  return typeof source === 'string'
    ? storeImageDataUrl(storage, source, options)
    : storeImage(storage, source.bytes, options);
}

/**
 * Makes the missing small copies of webp files stored before small copies existed (or whose copy was lost), from
 * each file's own size. Answers how many it made; a file sharp cannot read is skipped. Stops between files once
 * `signal` aborts (the next start carries on).
 */
export async function backfillSmallImages(root: string, signal?: AbortSignal): Promise<number> {
  let made = 0;
  const folders = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    const dir = path.join(root, folder.name);
    const names = new Set(await fs.readdir(dir));
    for (const name of names) {
      if (signal?.aborted) return made;
      if (!name.endsWith('.webp') || name.endsWith(`${SMALL_IMAGE_MARK}.webp`)) continue;
      const smallName = `${name.slice(0, -'.webp'.length)}${SMALL_IMAGE_MARK}.webp`;
      if (names.has(smallName)) continue;
      try {
        const webp = await fs.readFile(path.join(dir, name));
        const { width, height } = await (await loadSharp())(webp).metadata();
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
