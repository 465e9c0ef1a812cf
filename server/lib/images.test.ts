import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { decodeImageDataUrl, sniffImageFormat, toWebp } from './images.ts';

const make = (format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff') =>
  sharp({ create: { width: 20, height: 10, channels: 3, background: '#0af' } }).toFormat(format).toBuffer();
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
