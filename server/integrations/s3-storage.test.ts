import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallImageUrl } from '#shared/images.ts';
import { startFakeS3, type FakeS3 } from '#test-support/fake-s3.ts';
import { signedInUser } from '../test/auth.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { STORAGE_MESSAGES } from './s3.ts';
import { S3Storage } from './storage.ts';

// design.md §1: uploads in any S3-compatible store (S3_*), here the protocol fake of test-support/fake-s3.ts, which
// checks every request's Signature Version 4 with its own implementation.
let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3.close());

const png = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .png()
    .toBuffer();
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
const keyOf = (url: string) => `uploads/${new URL(url, 'http://site').pathname.slice('/uploads/'.length)}`;

async function uploadAvatar(t: TestApp, cookie: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/users/profile/update-avatar',
    headers: { cookie },
    payload: { avatar: dataUrl(await png()) },
  });
}

describe('S3 storage served through the server (no S3_PUBLIC_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: s3.env });
  });
  afterAll(() => t.close());

  it('is the storage the app uses', () => {
    expect(t.app.storage).toBeInstanceOf(S3Storage);
  });

  it('stores an avatar and its small copy as webp objects with a one-year immutable cache', async () => {
    const { cookie } = await signedInUser(t.app);
    const res = await uploadAvatar(t, cookie);
    expect(res.statusCode).toBe(200);
    const url = res.json().user.avatar.url as string;
    expect(url).toMatch(/^\/uploads\/avatars\/[\w-]+\.webp$/);
    for (const [key, width] of [
      [keyOf(url), 400],
      [keyOf(smallImageUrl(url)!), 200],
    ] as const) {
      const object = s3.objects.get(key);
      expect(object, key).toMatchObject({
        contentType: 'image/webp',
        cacheControl: 'public, max-age=31536000, immutable',
      });
      expect(await sharp(object!.body).metadata()).toMatchObject({ format: 'webp', width, height: width });
    }
  });

  it('streams the stored bytes at the answered /uploads URL, with immutable cache headers', async () => {
    const { cookie } = await signedInUser(t.app);
    const url = (await uploadAvatar(t, cookie)).json().user.avatar.url as string;
    for (const each of [url, smallImageUrl(url)!]) {
      const file = await t.app.inject({ method: 'GET', url: each });
      expect(file.statusCode, each).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers.etag).toBe(s3.objects.get(keyOf(each))!.etag);
      expect(file.rawPayload.equals(s3.objects.get(keyOf(each))!.body)).toBe(true);
    }
  });

  it('answers 404 for a missing object, and never asks the store for an unsafe name', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/avatars/0b6c6f1e-missing.webp' });
    expect(missing.statusCode).toBe(404);
    expect(s3.log.at(-1)).toBe('GET uploads/avatars/0b6c6f1e-missing.webp -> 404');
    const before = s3.log.length;
    for (const url of [
      '/uploads/avatars/..%2F..%2Fsecret.webp',
      '/uploads/../secret.webp',
      '/uploads/Avatars/a.webp',
      '/uploads/a.webp',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect(s3.log.length).toBe(before);
  });

  it('deletes both objects of the replaced avatar', async () => {
    const { cookie } = await signedInUser(t.app);
    const first = (await uploadAvatar(t, cookie)).json().user.avatar.url as string;
    const second = (await uploadAvatar(t, cookie)).json().user.avatar.url as string;
    expect(second).not.toBe(first);
    expect(s3.objects.has(keyOf(first))).toBe(false);
    expect(s3.objects.has(keyOf(smallImageUrl(first)!))).toBe(false);
    expect(s3.objects.has(keyOf(second))).toBe(true);
    expect(s3.objects.has(keyOf(smallImageUrl(second)!))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });
});

describe('S3 storage with a wrong secret', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ...s3.env, S3_SECRET_ACCESS_KEY: 'not-the-secret' } });
  });
  afterAll(() => t.close());

  it('fails the upload with a clear 502, stores nothing and keeps the old picture', async () => {
    const { cookie } = await signedInUser(t.app);
    const stored = s3.objects.size;
    const logged = s3.log.length;
    const res = await uploadAvatar(t, cookie);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ success: false, code: 'storage_failed', message: STORAGE_MESSAGES.failed });
    expect(s3.objects.size).toBe(stored);
    expect(s3.log.slice(logged).every((line) => line.endsWith('-> 403'))).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/profile/me', headers: { cookie } });
    expect(me.json().user.avatar).toBeNull();
  });
});

describe('S3 storage with a public address (S3_PUBLIC_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.com/media/' } });
  });
  afterAll(() => t.close());

  it('answers absolute URLs that smallImageUrl maps to the stored small copy', async () => {
    const { cookie } = await signedInUser(t.app);
    const url = (await uploadAvatar(t, cookie)).json().user.avatar.url as string;
    expect(url).toMatch(/^https:\/\/cdn\.example\.com\/media\/uploads\/avatars\/[\w-]+\.webp$/);
    const small = smallImageUrl(url);
    expect(small).toBe(url.replace(/\.webp$/, '.sm.webp'));
    const key = new URL(url).pathname.replace(/^\/media\//, '');
    expect(s3.objects.get(key)?.contentType).toBe('image/webp');
    expect(s3.objects.has(key.replace(/\.webp$/, '.sm.webp'))).toBe(true);
  });

  it('deletes both objects of a replaced picture, and lets the pages load images from that origin', async () => {
    const { cookie } = await signedInUser(t.app);
    const first = (await uploadAvatar(t, cookie)).json().user.avatar.url as string;
    await uploadAvatar(t, cookie);
    const key = new URL(first).pathname.replace(/^\/media\//, '');
    expect(s3.objects.has(key)).toBe(false);
    expect(s3.objects.has(key.replace(/\.webp$/, '.sm.webp'))).toBe(false);
    // A page's policy (API answers carry the strict API policy, decision 0018).
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { cookie } });
    expect(page.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com/);
  });

  it('ignores URLs it did not issue', async () => {
    const storage = t.app.storage as S3Storage;
    expect(storage.keyOf('https://other.example.com/media/uploads/avatars/a.webp')).toBeNull();
    expect(storage.keyOf('https://cdn.example.com/media/uploads/../secret.webp')).toBeNull();
    expect(storage.keyOf('https://cdn.example.com/media/uploads/avatars/a.sm.webp')).toBe('uploads/avatars/a.sm.webp');
    const logged = s3.log.length;
    await storage.remove('https://other.example.com/uploads/avatars/a.webp');
    expect(s3.log.length).toBe(logged);
  });
});
