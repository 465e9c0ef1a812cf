import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { IMAGE_JOBS } from '../../lib/images.ts';
import { IMAGE_THREAD_NICE, LIBVIPS_THREAD_NAME } from '../../lib/thread-priority.ts';

let t: TestApp;
let user: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  user = (await signedInUser(t.app)).cookie;
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const png = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .png()
    .toBuffer();
/** A png of random pixels (it does not compress), about `megabytes` big: a real photo's weight for sharp. */
const noisePng = (megabytes: number) => {
  const side = Math.ceil(Math.sqrt((megabytes * MB) / 3));
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};

/** A multipart/form-data body with one file, as the browser's FormData encodes it. */
async function form(bytes: Buffer, filename = 'photo.png', type = 'image/png') {
  const data = new FormData();
  data.append('image', new Blob([new Uint8Array(bytes)], { type }), filename);
  const encoded = new Response(data);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

const upload = async (url: string, cookie: string, bytes: Buffer, filename?: string) => {
  const body = await form(bytes, filename);
  return t.app.inject({
    method: url.includes('/admin/') ? 'POST' : 'PUT',
    url,
    ...body,
    headers: { ...body.headers, cookie },
  });
};
const stored = (url: string) => path.join(t.env.DATA_DIR, url);

describe('multipart image uploads', () => {
  it('a profile picture streams in, is stored as 400x400 webp and answers the user', async () => {
    const res = await upload('/api/users/profile/upload-avatar', user, await png());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Profile picture updated successfully!' });
    const url = res.json().user.avatar.url as string;
    expect(url).toMatch(/^\/uploads\/avatars\/.+\.webp$/);
    expect(await sharp(stored(url)).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
  });

  it('a cover photo streams in as 700x430 webp', async () => {
    const res = await upload('/api/users/profile/upload-cover', user, await png());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Cover photo updated successfully!');
    const url = res.json().user.coverPhoto.url as string;
    expect(await sharp(stored(url)).metadata()).toMatchObject({ format: 'webp', width: 700, height: 430 });
  });

  it('an admin image is stored at its purpose’s size and its address is taken by the hero write', async () => {
    const thumb = await upload('/api/uploads/admin/image?purpose=thumbnail', admin, await png());
    expect(thumb.statusCode).toBe(201);
    expect(thumb.json().url).toMatch(/^\/uploads\/courses\/.+\.webp$/);
    expect(await sharp(stored(thumb.json().url)).metadata()).toMatchObject({ width: 960, height: 540 });

    const banner = await upload('/api/uploads/admin/image?purpose=banner', admin, await png());
    expect(banner.statusCode).toBe(201);
    const url = banner.json().url as string;
    expect(await sharp(stored(url)).metadata()).toMatchObject({ width: 1260, height: 1050 });
    const layout = await t.app.inject({
      method: 'PUT',
      url: '/api/layouts/admin/update-layout',
      headers: { cookie: admin },
      payload: { type: 'Banner', image: { url } },
    });
    expect(layout.statusCode).toBe(200);
    expect(layout.json().layout.banner.image).toEqual({ url });
  });

  it('a question’s picture is kept whole within 1200x900, never enlarged, in the folder its texts may name', async () => {
    const wide = await upload('/api/uploads/admin/image?purpose=questionImage', admin, await png(2400, 600));
    expect(wide.statusCode).toBe(201);
    const url = wide.json().url as string;
    expect(url).toMatch(/^\/uploads\/questions\/.+\.webp$/);
    expect(await sharp(stored(url)).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 300 });
    expect(await sharp(stored(url.replace(/\.webp$/, '.sm.webp'))).metadata()).toMatchObject({
      width: 600,
      height: 150,
    });
    const small = await upload('/api/uploads/admin/image?purpose=questionImage', admin, await png(300, 200));
    expect(await sharp(stored(small.json().url)).metadata()).toMatchObject({ width: 300, height: 200 });
    expect((await upload('/api/uploads/admin/image?purpose=questionImage', user, await png())).statusCode).toBe(403);
  });

  it('admin uploads are for admins only, and the purpose is checked', async () => {
    expect((await upload('/api/uploads/admin/image?purpose=banner', user, await png())).statusCode).toBe(403);
    const wrong = await upload('/api/uploads/admin/image?purpose=poster', admin, await png());
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('validation_failed');
  });

  it('a file whose bytes are not an image is refused, whatever its name and type say', async () => {
    const res = await upload('/api/users/profile/upload-avatar', user, Buffer.from('just some text, not a picture'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'unsupported_image_type',
      message: 'Only PNG, JPG/JPEG and WebP images are accepted',
    });
  });

  it('a form with anything before the file, or no file, is refused', async () => {
    const data = new FormData();
    data.append('note', 'hello');
    data.append('image', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'photo.png');
    const encoded = new Response(data);
    const withField = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/upload-avatar',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')!, cookie: user },
    });
    expect(withField.statusCode).toBe(400);
    expect(withField.json()).toMatchObject({
      code: 'invalid_image',
      message: 'Send exactly one image file and nothing else',
    });
    const empty = new Response(new FormData());
    const noFile = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/upload-avatar',
      payload: Buffer.from(await empty.arrayBuffer()),
      headers: { 'content-type': empty.headers.get('content-type')!, cookie: user },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ code: 'invalid_image', message: 'No image file was sent' });
  });

  it('a JSON body on an upload route is refused with 415', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/upload-avatar',
      headers: { cookie: user },
      payload: { avatar: 'x' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'unsupported_media_type',
      message: 'Send the image as multipart/form-data',
    });
  });

  it('the spec’s JSON write with a data URL is still accepted', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/update-avatar',
      headers: { cookie: user },
      payload: { avatar: `data:image/png;base64,${(await png()).toString('base64')}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.avatar.url).toMatch(/^\/uploads\/avatars\/.+\.webp$/);
  });
});

describe('an upload past 10 MB', () => {
  it('is refused with 413 while it streams: the answer comes before the body has been sent', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const before = await fs.readdir(stored('/uploads/avatars')).catch(() => []);
    const boundary = 'x-boundary-x';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'PUT',
      path: '/api/users/profile/upload-avatar',
      headers: { cookie: user, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': 11 * MB },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      request.on('error', reject);
    });
    // 10.5 MB of a png's bytes, and the request left open: a server that waited for the whole body never answers.
    request.write(head);
    const start = await png();
    request.write(start);
    const chunk = Buffer.alloc(256 * 1024, 7);
    for (let sent = start.length; sent < 10.5 * MB; sent += chunk.length) request.write(chunk);
    const { status, body } = await answered;
    request.destroy();
    expect(status).toBe(413);
    expect(JSON.parse(body)).toMatchObject({
      success: false,
      code: 'image_too_large',
      message: 'The image must be at most 10 MB',
    });
    expect(await fs.readdir(stored('/uploads/avatars')).catch(() => [])).toEqual(before);
  });
});

describe('two 5 MB uploads at once', () => {
  it('resize one at a time with one sharp thread, and health answers meanwhile', async () => {
    const big = await noisePng(5);
    expect(big.length).toBeGreaterThan(5 * MB);
    const uploads = [
      upload('/api/users/profile/upload-cover', user, big),
      upload('/api/uploads/admin/image?purpose=banner', admin, big),
    ];
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    const [a, b] = await Promise.all(uploads);
    expect(health.statusCode).toBe(200);
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 201]);
    expect(sharp.concurrency()).toBe(1);
    expect(IMAGE_JOBS.limit).toBe(1);
    expect(IMAGE_JOBS.peakActive).toBe(1);
    expect(IMAGE_JOBS.active + IMAGE_JOBS.waiting).toBe(0);
    // Linux: every libvips worker thread runs below the event loop's priority (nice 10 against 0).
    if (process.platform === 'linux') {
      const threads = fsSync
        .readdirSync('/proc/self/task')
        .map((tid) => ({ tid: Number(tid), name: fsSync.readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() }));
      const vips = threads.filter((thread) => thread.name === LIBVIPS_THREAD_NAME);
      expect(vips.length).toBeGreaterThan(0);
      expect(vips.map((thread) => os.getPriority(thread.tid))).toEqual(vips.map(() => IMAGE_THREAD_NICE));
      expect(os.getPriority(process.pid)).toBe(0);
    }
  });
});
