import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { insertTestimonials } from './testimonials.repository.ts';
import { testimonialsService } from './testimonials.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const active = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/testimonials/active', headers });
const names = (res: Awaited<ReturnType<typeof active>>) =>
  (res.json().testimonials as { name: string }[]).map((x) => x.name);

describe('GET /testimonials/active', () => {
  it('answers an empty list on an empty database', async () => {
    const res = await active();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, testimonials: [] });
  });

  it('lists active testimonials by order then creation, hiding inactive ones', async () => {
    const at = (s: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, s));
    await insertTestimonials(t.database.db, [
      { name: 'Later same order', profession: 'p', comment: 'c', order: 1, createdAt: at(5) },
      { name: 'Second', profession: 'p', comment: 'c', order: 1, createdAt: at(1) },
      { name: 'First', profession: 'p', comment: 'c', order: 0, createdAt: at(9) },
      { name: 'Hidden', profession: 'p', comment: 'c', order: 0, isActive: false },
      { name: 'Last', profession: 'p', comment: 'c', order: 7, rating: 4.5, avatarUrl: 'https://example.com/a.webp' },
    ]);
    t.app.cache.invalidate('testimonials:'); // written behind the service's back

    const res = await active();
    expect(names(res)).toEqual(['First', 'Second', 'Later same order', 'Last']);
    const last = res.json().testimonials[3];
    expect(last).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Last',
      profession: 'p',
      comment: 'c',
      rating: 4.5,
      avatar: { url: 'https://example.com/a.webp' },
      isActive: true,
      order: 7,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    expect(res.json().testimonials[0]).toMatchObject({ rating: 5, avatar: null });
  });

  it('answers 304 while nothing changes and a fresh list after a write', async () => {
    const first = await active();
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await active({ 'if-none-match': etag })).statusCode).toBe(304);

    const service = testimonialsService(t.app);
    const created = await service.create({
      name: 'রাকিব',
      profession: 'Student',
      comment: 'খুব ভালো কোর্স',
      rating: 5,
      avatar: null,
      isActive: true,
      order: 0,
    });
    const afterCreate = await active({ 'if-none-match': etag });
    expect(afterCreate.statusCode).toBe(200);
    expect(names(afterCreate)).toContain('রাকিব');

    await service.toggle(created._id);
    expect(names(await active())).not.toContain('রাকিব');
    await service.toggle(created._id);
    expect(names(await active())).toContain('রাকিব');

    await service.update(created._id, { order: 99, profession: 'Engineer' });
    const updated = (await active()).json().testimonials.at(-1);
    expect(updated).toMatchObject({ name: 'রাকিব', profession: 'Engineer', order: 99 });

    await service.remove(created._id);
    expect(names(await active())).not.toContain('রাকিব');
  });

  it('reorders in one call and refuses an unknown id without changing anything', async () => {
    const service = testimonialsService(t.app);
    const all = await service.all();
    const last = all.find((x) => x.name === 'Last')!;
    const first = all.find((x) => x.name === 'First')!;
    await service.reorder({
      testimonials: [
        { _id: last._id, order: 0 },
        { _id: first._id, order: 8 },
      ],
    });
    expect(names(await active())).toEqual(['Last', 'Second', 'Later same order', 'First']);

    await expect(
      service.reorder({
        testimonials: [
          { _id: first._id, order: 0 },
          { _id: '00000000-0000-4000-8000-000000000000', order: 1 },
        ],
      }),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Testimonial not found' });
    expect(names(await active())[0]).toBe('Last');
  });

  it('answers 404 for a testimonial that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    await expect(testimonialsService(t.app).toggle(missing)).rejects.toMatchObject({ statusCode: 404 });
    await expect(testimonialsService(t.app).remove(missing)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('admin testimonial routes', () => {
  it('answer 401 to a visitor', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const body = { name: 'n', profession: 'p', comment: 'c' };
    const calls = [
      { method: 'GET' as const, url: '/api/testimonials/admin' },
      { method: 'POST' as const, url: '/api/testimonials/create', payload: body },
      { method: 'PUT' as const, url: `/api/testimonials/update/${id}`, payload: body },
      { method: 'DELETE' as const, url: `/api/testimonials/delete/${id}` },
      { method: 'PATCH' as const, url: `/api/testimonials/toggle/${id}` },
      { method: 'PUT' as const, url: '/api/testimonials/order', payload: { testimonials: [] } },
    ];
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'unauthorized' });
    }
  });
});
