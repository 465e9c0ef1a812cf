import { describe, expect, it } from 'vitest';
import { smallImageSize, smallImageUrl } from './images.ts';

describe('small image variants', () => {
  it('names the half-size sibling of an uploaded webp', () => {
    expect(smallImageUrl('/uploads/avatars/0b6c6f1e-1f0a-4a53-9a57-7f2a3c8d9e10.webp')).toBe(
      '/uploads/avatars/0b6c6f1e-1f0a-4a53-9a57-7f2a3c8d9e10.sm.webp',
    );
    expect(smallImageUrl('  /uploads/courses/abc.webp ')).toBe('/uploads/courses/abc.sm.webp');
  });

  it('names the sibling of an upload kept in an S3-compatible store with a public address (S3_PUBLIC_URL)', () => {
    expect(smallImageUrl('https://cdn.example.com/uploads/avatars/0b6c6f1e.webp')).toBe(
      'https://cdn.example.com/uploads/avatars/0b6c6f1e.sm.webp',
    );
    expect(smallImageUrl('https://s3.example.com/bucket/uploads/covers/abc.webp')).toBe(
      'https://s3.example.com/bucket/uploads/covers/abc.sm.webp',
    );
    expect(smallImageUrl('http://127.0.0.1:9000/uploads/banners/a-b_c.webp')).toBe(
      'http://127.0.0.1:9000/uploads/banners/a-b_c.sm.webp',
    );
  });

  it('has no smaller copy of a small variant, another format or another site', () => {
    expect(smallImageUrl('/uploads/avatars/abc.sm.webp')).toBeNull();
    expect(smallImageUrl('/uploads/hero.png')).toBeNull();
    expect(smallImageUrl('/uploads/../secret.webp')).toBeNull();
    expect(smallImageUrl('https://cdn.example.com/uploads/avatars/abc.webp?v=1')).toBeNull();
    expect(smallImageUrl('https://cdn.example.com/uploads/avatars/abc.sm.webp')).toBeNull();
    expect(smallImageUrl('https://example.com/images/abc.webp')).toBeNull();
    expect(smallImageUrl('//example.com/uploads/avatars/abc.webp')).toBeNull();
    expect(smallImageUrl('')).toBeNull();
    expect(smallImageUrl(null)).toBeNull();
  });

  it('uses the 320 px YouTube thumbnail instead of the larger ones', () => {
    expect(smallImageUrl('https://i.ytimg.com/vi/aircAruvnKk/hqdefault.jpg')).toBe(
      'https://i.ytimg.com/vi/aircAruvnKk/mqdefault.jpg',
    );
    expect(smallImageUrl('https://img.youtube.com/vi/x-Y_z/maxresdefault.jpg')).toBe(
      'https://img.youtube.com/vi/x-Y_z/mqdefault.jpg',
    );
    expect(smallImageUrl('https://i.ytimg.com/vi_webp/abc/sddefault.webp')).toBe(
      'https://i.ytimg.com/vi_webp/abc/mqdefault.webp',
    );
    expect(smallImageUrl('https://i.ytimg.com/vi/abc/mqdefault.jpg')).toBeNull();
  });

  it('halves each side, keeping at least 64 px', () => {
    expect(smallImageSize({ width: 960, height: 540 })).toEqual({ width: 480, height: 270 });
    expect(smallImageSize({ width: 400, height: 400 })).toEqual({ width: 200, height: 200 });
    expect(smallImageSize({ width: 100, height: 100 })).toEqual({ width: 64, height: 64 });
    expect(smallImageSize({ width: 40, height: 40 })).toEqual({ width: 40, height: 40 });
  });
});
