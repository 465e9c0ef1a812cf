import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { smallImageUrl } from '#shared/images.ts';
import { AppError } from '../errors.ts';
import { LocalStorage } from '../integrations/storage.ts';
import { backfillSmallImages, decodeImageDataUrl, sniffImageFormat, storeImageDataUrl, toWebp } from './images.ts';

const make = (format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff') =>
  sharp({ create: { width: 20, height: 10, channels: 3, background: '#0af' } })
    .toFormat(format)
    .toBuffer();
const toDataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

describe('image checks', () => {
  it('recognises png, jpeg and webp by their bytes', async () => {
    expect(sniffImageFormat(await make('png'))).toBe('png');
    expect(sniffImageFormat(await make('jpeg'))).toBe('jpeg');
    expect(sniffImageFormat(await make('webp'))).toBe('webp');
    expect(sniffImageFormat(await make('gif'))).toBeNull();
    expect(sniffImageFormat(await make('tiff'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('trusts the bytes, not the declared type', async () => {
    expect(decodeImageDataUrl(toDataUrl(await make('jpeg'), 'image/webp')).format).toBe('jpeg');
    expect(() => decodeImageDataUrl(toDataUrl(Buffer.from('<html></html>'), 'image/png'))).toThrow(
      'Only PNG, JPG/JPEG and WebP images are accepted',
    );
  });

  it('refuses more than 10 MB before decoding, with status 413', () => {
    const base64Of10MbPlus1 = 'A'.repeat(Math.ceil(((10 * 1024 * 1024 + 1) * 4) / 3) + 4);
    try {
      decodeImageDataUrl(`data:image/png;base64,${base64Of10MbPlus1}`);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).statusCode).toBe(413);
    }
  });

  it('re-encodes to webp at the requested size', async () => {
    const out = await toWebp(await make('png'), { width: 40, height: 40 });
    expect(await sharp(out).metadata()).toMatchObject({ format: 'webp', width: 40, height: 40 });
  });
});

describe('small copies for low-end devices', () => {
  const dirs: string[] = [];
  const tempStorage = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pathshala-images-'));
    dirs.push(dir);
    return new LocalStorage(dir);
  };
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });
  const sizeOf = async (file: string) => {
    const { width, height, format } = await sharp(await fs.readFile(file)).metadata();
    return { width, height, format };
  };

  it('stores the image and its half-size sibling, and removes both', async () => {
    const storage = await tempStorage();
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0af' } })
      .png()
      .toBuffer();
    const url = await storeImageDataUrl(storage, toDataUrl(png), {
      folder: 'courses',
      size: { width: 960, height: 540 },
    });
    expect(await sizeOf(storage.fileOf(url)!)).toEqual({ width: 960, height: 540, format: 'webp' });
    expect(await sizeOf(storage.fileOf(smallImageUrl(url))!)).toEqual({ width: 480, height: 270, format: 'webp' });
    await storage.remove(url);
    expect(await fs.readdir(path.join(storage.root, 'courses'))).toEqual([]);
  });

  it('makes the missing small copies of earlier uploads once, and skips files it cannot read', async () => {
    const storage = await tempStorage();
    const earlier = await storage.put('avatars', 'webp', await toWebp(await make('png'), { width: 400, height: 400 }));
    const withCopy = await storeImageDataUrl(storage, toDataUrl(await make('png')), {
      folder: 'avatars',
      size: { width: 300, height: 300 },
    });
    await fs.writeFile(path.join(storage.root, 'avatars', 'broken.webp'), 'not an image');
    const before = await fs.stat(storage.fileOf(smallImageUrl(withCopy))!);

    expect(await backfillSmallImages(storage.root)).toBe(1);
    expect(await sizeOf(storage.fileOf(smallImageUrl(earlier))!)).toEqual({ width: 200, height: 200, format: 'webp' });
    expect((await fs.stat(storage.fileOf(smallImageUrl(withCopy))!)).mtimeMs).toBe(before.mtimeMs);
    expect(await backfillSmallImages(storage.root)).toBe(0);
  });

  it('answers 0 when nothing has been uploaded yet', async () => {
    expect(await backfillSmallImages(path.join(os.tmpdir(), 'pathshala-no-such-dir'))).toBe(0);
  });

  it('never maps a URL outside the uploads folder to a file', async () => {
    const storage = await tempStorage();
    expect(storage.fileOf('/uploads/../etc/passwd')).toBeNull();
    expect(storage.fileOf('https://example.com/uploads/a/b.webp')).toBeNull();
    expect(storage.fileOf('/uploads/avatars/a.sm.webp')).toBe(path.join(storage.root, 'avatars', 'a.sm.webp'));
  });
});
