import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallImageUrl } from '#shared/images.ts';
import { createUser, signIn, signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const put = (url: string, cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/users/profile/${url}`, headers: { cookie }, payload });
const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;
const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } })
    .toFormat(format)
    .toBuffer();

describe('update-info', () => {
  it('saves every field of the full form and answers the user', async () => {
    const { cookie } = await signedInUser(t.app);
    const res = await put('update-info', cookie, {
      name: '  Ayesha Siddiqua ',
      userName: 'ayesha',
      phoneNumber: '+8801712345678',
      skillOccupation: 'Web developer',
      timezone: 'Tokyo',
      bio: 'I teach and learn.',
      socialLinks: { facebook: 'https://facebook.com/ayesha', github: 'https://github.com/ayesha', twitter: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Profile updated successfully!',
      user: {
        name: 'Ayesha Siddiqua',
        userName: 'ayesha',
        phoneNumber: '+8801712345678',
        skillOccupation: 'Web developer',
        timezone: 'Tokyo',
        bio: 'I teach and learn.',
        socialLinks: {
          facebook: 'https://facebook.com/ayesha',
          github: 'https://github.com/ayesha',
          twitter: null,
          linkedin: null,
          website: null,
        },
      },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/profile/me', headers: { cookie } });
    expect(me.json().user.timezone).toBe('Tokyo');
  });

  it('with only a name keeps the timezone and social links, and blank fields clear', async () => {
    const { cookie } = await signedInUser(t.app);
    await put('update-info', cookie, {
      name: 'A',
      bio: 'Old bio',
      timezone: 'London',
      socialLinks: { website: 'https://a.example' },
    });
    const res = await put('update-info', cookie, { name: 'B', bio: '' });
    expect(res.json().user).toMatchObject({
      name: 'B',
      bio: null,
      timezone: 'London',
      socialLinks: { website: 'https://a.example' },
    });
  });

  it('validates: name required, timezone of the six, http(s) links, Bangladeshi phone', async () => {
    const { cookie } = await signedInUser(t.app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Please enter your name!'],
      [{ bio: 'x' }, 'name', 'Please enter your name!'],
      [
        { name: 'A', timezone: 'Mars' },
        'timezone',
        'Timezone must be one of Dhaka, UTC, New_York, London, Tokyo, Dubai',
      ],
      [
        { name: 'A', socialLinks: { website: 'javascript:alert(1)' } },
        'socialLinks.website',
        'Please enter a valid URL starting with http:// or https://',
      ],
      [
        { name: 'A', socialLinks: { github: 'github.com/me' } },
        'socialLinks.github',
        'Please enter a valid URL starting with http:// or https://',
      ],
      [
        { name: 'A', phoneNumber: '12345' },
        'phoneNumber',
        'Please enter a valid Bangladeshi phone number (01XXXXXXXXX or +8801XXXXXXXXX)',
      ],
      [
        { name: 'A', phoneNumber: '01212345678' },
        'phoneNumber',
        'Please enter a valid Bangladeshi phone number (01XXXXXXXXX or +8801XXXXXXXXX)',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await put('update-info', cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(body)).toBe(message);
    }
    for (const phone of ['01712345678', '+8801912345678', '8801312345678', '']) {
      expect((await put('update-info', cookie, { name: 'A', phoneNumber: phone })).statusCode, phone).toBe(200);
    }
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/profile/update-info', payload: { name: 'A' } });
    expect(res.statusCode).toBe(401);
  });

  it('takes a cover photo data URL from the full form, and keeps it when the URL is echoed back', async () => {
    const { cookie } = await signedInUser(t.app);
    const res = await put('update-info', cookie, { name: 'A', coverPhoto: dataUrl(await image('png'), 'image/png') });
    const url = res.json().user.coverPhoto.url as string;
    expect(url).toMatch(/^\/uploads\/covers\/[\w-]+\.webp$/);
    const echoed = await put('update-info', cookie, { name: 'A', coverPhoto: url });
    expect(echoed.json().user.coverPhoto).toEqual({ url });
    const removed = await put('update-info', cookie, { name: 'A', coverPhoto: null });
    expect(removed.json().user.coverPhoto).toBeNull();
  });
});

describe('profile pictures', () => {
  it.each(['png', 'jpeg', 'webp'] as const)(
    'a %s avatar is stored as 400x400 webp and served from /uploads',
    async (format) => {
      const { cookie } = await signedInUser(t.app);
      const res = await put('update-avatar', cookie, { avatar: dataUrl(await image(format), `image/${format}`) });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe('Profile picture updated successfully!');
      const url = body.user.avatar.url as string;
      expect(url).toMatch(/^\/uploads\/avatars\/[\w-]+\.webp$/);
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toContain('immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
    },
  );

  it('a stored file is served by its name only, and a repeat visit with its ETag is answered 304', async () => {
    const { cookie } = await signedInUser(t.app);
    const res = await put('update-avatar', cookie, { avatar: dataUrl(await image('png'), 'image/png') });
    const url = res.json().user.avatar.url as string;
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(file.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const name = url.slice('/uploads/avatars/'.length);
    for (const other of [
      `/uploads/AVATARS/${name}`,
      `/uploads/avatars/${name}.gz`,
      `/uploads/avatars/.${name}`,
      '/uploads/avatars/0b6c6f1e-missing.webp',
      '/uploads/avatars',
    ]) {
      const missing = await t.app.inject({ method: 'GET', url: other });
      expect(missing.statusCode, other).toBe(404);
      expect(missing.json(), other).toMatchObject({ success: false, code: 'route_not_found' });
    }
  });

  it('the cover photo is stored as 700x430 webp and replaces the old file', async () => {
    const { cookie } = await signedInUser(t.app);
    const first = (
      await put('update-cover', cookie, { coverPhoto: dataUrl(await image('jpeg', 1400, 900), 'image/jpeg') })
    ).json();
    expect(first.message).toBe('Cover photo updated successfully!');
    const firstUrl = first.user.coverPhoto.url as string;
    const meta = await sharp((await t.app.inject({ method: 'GET', url: firstUrl })).rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 700, height: 430 });
    const second = (await put('update-cover', cookie, { coverPhoto: dataUrl(await image('png'), 'image/png') })).json();
    expect(second.user.coverPhoto.url).not.toBe(firstUrl);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: smallImageUrl(firstUrl)! })).statusCode).toBe(404);
  });

  it('stores a half-size copy beside each picture for low-end devices', async () => {
    const { cookie } = await signedInUser(t.app);
    const avatarUrl = (await put('update-avatar', cookie, { avatar: dataUrl(await image('png'), 'image/png') })).json()
      .user.avatar.url as string;
    const coverUrl = (
      await put('update-cover', cookie, { coverPhoto: dataUrl(await image('jpeg', 1400, 900), 'image/jpeg') })
    ).json().user.coverPhoto.url as string;
    for (const [url, width, height] of [
      [avatarUrl, 200, 200],
      [coverUrl, 350, 215],
    ] as const) {
      const small = await t.app.inject({ method: 'GET', url: smallImageUrl(url)! });
      expect(small.statusCode, url).toBe(200);
      expect(small.headers['content-type']).toBe('image/webp');
      expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height });
      const full = await t.app.inject({ method: 'GET', url });
      expect(small.rawPayload.length).toBeLessThan(full.rawPayload.length);
    }
  });

  it('drops the metadata of the uploaded file', async () => {
    const { cookie } = await signedInUser(t.app);
    const withExif = await sharp(await image('jpeg'))
      .withExif({ IFD0: { Copyright: 'secret-location' } })
      .jpeg()
      .toBuffer();
    const url = (await put('update-avatar', cookie, { avatar: dataUrl(withExif, 'image/jpeg') })).json().user.avatar
      .url;
    const stored = await sharp((await t.app.inject({ method: 'GET', url })).rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
  });

  it('refuses HTML or SVG, whatever type the data URL declares', async () => {
    const { cookie } = await signedInUser(t.app);
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
    );
    for (const [bytes, type] of [
      [html, 'image/png'],
      [svg, 'image/svg+xml'],
      [svg, 'image/webp'],
      [await image('gif'), 'image/gif'],
    ] as const) {
      const res = await put('update-avatar', cookie, { avatar: dataUrl(bytes, type) });
      expect(res.statusCode, type).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'unsupported_image_type',
        message: 'Only PNG, JPG/JPEG and WebP images are accepted',
      });
    }
  });

  it('refuses a 12 MB image with a clear message', async () => {
    const { cookie } = await signedInUser(t.app);
    const big = Buffer.alloc(12 * 1024 * 1024, 7);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const res = await put('update-avatar', cookie, { avatar: dataUrl(big, 'image/png') });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'image_too_large', message: 'The image must be at most 10 MB' });
  });

  it('refuses bytes that only start like an image', async () => {
    const { cookie } = await signedInUser(t.app);
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg')]);
    const res = await put('update-avatar', cookie, { avatar: dataUrl(fake, 'image/jpeg') });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('unreadable_image');
  });

  it('refuses something that is not a data URL', async () => {
    const { cookie } = await signedInUser(t.app);
    const res = await put('update-avatar', cookie, { avatar: 'https://example.com/a.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.avatar).toBe('The image must be sent as a base64 data URL');
  });

  it('stores files under DATA_DIR/uploads', async () => {
    const { cookie } = await signedInUser(t.app);
    const url = (await put('update-avatar', cookie, { avatar: dataUrl(await image('png'), 'image/png') })).json().user
      .avatar.url as string;
    const onDisk = path.join(t.env.DATA_DIR, url);
    const stat = await fs.stat(onDisk);
    expect(stat.isFile()).toBe(true);
    expect(stat.size).toBeGreaterThan(0);
  });
});

describe('change-password', () => {
  const change = (cookie: string, oldPassword: string, newPassword: string) =>
    put('change-password', cookie, { oldPassword, newPassword });

  it('needs the old password', async () => {
    const { cookie } = await signedInUser(t.app);
    const res = await change(cookie, 'wrong-password', 'newpass123');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'wrong_old_password', message: 'Your old password is incorrect' });
  });

  it('needs a new password of at least 6 characters', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const res = await change(cookie, user.password, '12345');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.newPassword).toBe('Password must be at least 6 characters');
  });

  it('changes it, keeps this session and signs out the others', async () => {
    const user = await createUser(t.app, { password: 'oldpass123' });
    const here = await signIn(t.app, user.email, 'oldpass123');
    const elsewhere = await signIn(t.app, user.email, 'oldpass123');
    const res = await change(here, 'oldpass123', 'newpass456');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password changed successfully.' });
    const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/users/profile/me', headers: { cookie } });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    const refreshElsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/users/auth/refresh-token',
      headers: { cookie: elsewhere },
    });
    expect(refreshElsewhere.statusCode).toBe(401);
    await expect(signIn(t.app, user.email, 'oldpass123')).rejects.toThrow(/Invalid email or password/);
    await expect(signIn(t.app, user.email, 'newpass456')).resolves.toContain('access_token=');
  });
});
