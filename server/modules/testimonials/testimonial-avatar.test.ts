import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallImageUrl } from '#shared/images.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
});
afterAll(() => t.close());

const png = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
const dataUrl = async () => `data:image/png;base64,${(await png()).toString('base64')}`;
const file = (url: string) => path.join(t.env.DATA_DIR, url);
/** The stored file and its small copy exist (or, with `false`, are both gone). */
const expectStored = (url: string, exists = true) => {
  expect(fs.existsSync(file(url)), url).toBe(exists);
  expect(fs.existsSync(file(smallImageUrl(url)!)), `small copy of ${url}`).toBe(exists);
};

const body = { name: 'Rahim', profession: 'Designer', comment: 'Great course' };
const create = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/testimonials/create', headers: { cookie: admin }, payload });
const update = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/testimonials/update/${id}`, headers: { cookie: admin }, payload });
const count = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/testimonials/admin', headers: { cookie: admin } })).json()
    .testimonials.length as number;

async function uploadAvatar(): Promise<string> {
  const data = new FormData();
  data.append('image', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'face.png');
  const encoded = new Response(data);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/admin/image?purpose=testimonialAvatar',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')!, cookie: admin },
  });
  expect(res.statusCode).toBe(201);
  return res.json().url as string;
}

describe('testimonial avatars are images stored by the site', () => {
  it('an upload is re-encoded as 400x400 webp with its small copy, and the create takes its address', async () => {
    const url = await uploadAvatar();
    expect(url).toMatch(/^\/uploads\/testimonials\/[\w-]+\.webp$/);
    expect(await sharp(file(url)).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expectStored(url);
    const res = await create({ ...body, avatar: url });
    expect(res.statusCode).toBe(201);
    expect(res.json().testimonial.avatar).toEqual({ url });
  });

  it('the spec’s write with image data stores the image and answers its address', async () => {
    const res = await create({ ...body, avatar: await dataUrl() });
    expect(res.statusCode).toBe(201);
    const url = res.json().testimonial.avatar.url as string;
    expect(url).toMatch(/^\/uploads\/testimonials\/[\w-]+\.webp$/);
    expect(await sharp(file(url)).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expectStored(url);
  });

  it('a replaced, removed or deleted avatar is deleted with its small copy; one echoed back is kept', async () => {
    const created = (await create({ ...body, avatar: await uploadAvatar() })).json().testimonial;
    const first = created.avatar.url as string;

    const kept = await update(created._id, { name: 'Rahim Uddin', avatar: { url: first } });
    expect(kept.json().testimonial).toMatchObject({ name: 'Rahim Uddin', avatar: { url: first } });
    expectStored(first);

    const replaced = await update(created._id, { avatar: await dataUrl() });
    expect(replaced.statusCode).toBe(200);
    const second = replaced.json().testimonial.avatar.url as string;
    expect(second).not.toBe(first);
    expectStored(first, false);
    expectStored(second);

    const removed = await update(created._id, { avatar: null });
    expect(removed.json().testimonial.avatar).toBeNull();
    expectStored(second, false);

    const third = await uploadAvatar();
    await update(created._id, { avatar: third });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/testimonials/delete/${created._id}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expectStored(third, false);
  });

  it('an avatar another testimonial still shows is not deleted', async () => {
    const shared = await uploadAvatar();
    const a = (await create({ ...body, avatar: shared })).json().testimonial;
    await create({ ...body, name: 'Karim', avatar: shared });
    await update(a._id, { avatar: null });
    expectStored(shared);
  });

  it('keeps accepting an https address, and refuses anything else without writing', async () => {
    const linked = await create({ ...body, avatar: 'https://cdn.example.com/face.png' });
    expect(linked.json().testimonial.avatar).toEqual({ url: 'https://cdn.example.com/face.png' });

    const before = await count();
    const notImage = await create({
      ...body,
      avatar: `data:image/png;base64,${Buffer.from('text').toString('base64')}`,
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({
      code: 'unsupported_image_type',
      message: 'Only PNG, JPG/JPEG and WebP images are accepted',
    });
    const plainHttp = await create({ ...body, avatar: 'http://cdn.example.com/face.png' });
    expect(plainHttp.statusCode).toBe(400);
    expect(plainHttp.json().message).toContain('Avatar must be an uploaded image or an https:// address');
    expect(await count()).toBe(before);

    const id = linked.json().testimonial._id as string;
    const refused = await update(id, { name: 'Changed', avatar: 'data:image/png;base64,AAAA' });
    expect(refused.statusCode).toBe(400);
    const [row] = (await t.app.inject({ method: 'GET', url: '/api/testimonials/admin', headers: { cookie: admin } }))
      .json()
      .testimonials.filter((x: { _id: string }) => x._id === id);
    expect(row).toMatchObject({ name: 'Rahim', avatar: { url: 'https://cdn.example.com/face.png' } });
  });
});
