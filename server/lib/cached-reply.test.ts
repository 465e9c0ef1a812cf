import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { testEnv } from '../test/build-app.ts';
import { createTestDatabase } from '../test/database.ts';
import { signedInUser } from '../test/auth.ts';
import { CATALOGUE_CACHE_PREFIX } from './cache-keys.ts';

/** A cached public answer sent from its kept bytes (or a 304) is one answer: Fastify is never asked for a second. */
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ env: testEnv(), database, logger: { level: 'warn', stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('servePublic', () => {
  it('answers 200 from kept bytes and 304 without a "Reply was already sent" warning', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/layouts/public/layout/Banner' });
    expect(first.statusCode).toBe(200);
    const again = await app.inject({ method: 'GET', url: '/api/courses/public/all-previews?limit=6' });
    expect(again.statusCode).toBe(200);
    const cached = await app.inject({
      method: 'GET',
      url: '/api/layouts/public/layout/Banner',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.filter((line) => line.includes('already sent'))).toEqual([]);
  });
});

describe("a visitor's repeated read of a public cached answer", () => {
  const url = '/api/courses/public/all-previews?limit=6&sort=newest';
  const br = { 'accept-encoding': 'gzip, deflate, br' };

  it('is the same answer, sent from the kept bytes without the handler looking the cache up again', async () => {
    const first = await app.inject({ method: 'GET', url, headers: br });
    expect(first.statusCode).toBe(200);
    // kept by URL and language: a visitor asking in English, the default
    expect(app.cache.keptAnswer(`en ${url}`)?.etag).toBe(first.headers.etag);

    const lookups = vi.spyOn(app.cache, 'get');
    try {
      const again = await app.inject({ method: 'GET', url, headers: br });
      const plain = await app.inject({ method: 'GET', url });
      const current = await app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(lookups).not.toHaveBeenCalled();
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      const { 'x-request-id': id, date: _date, ...headers } = again.headers;
      const { 'x-request-id': firstId, date: _firstDate, ...firstHeaders } = first.headers;
      expect(headers).toEqual(firstHeaders); // ETag, Cache-Control, type, encoding, Vary, security headers
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(id).not.toBe(firstId);
      expect(plain.headers['content-length']).toBe(String(plain.rawPayload.length));
      expect(plain.json()).toMatchObject({ success: true, pagination: { currentPage: 1 } });
      expect(current.statusCode).toBe(304);
      expect(current.body).toBe('');
    } finally {
      lookups.mockRestore();
    }
  });

  it('follows an invalidation: the next read is computed afresh and kept again', async () => {
    await app.inject({ method: 'GET', url });
    expect(app.cache.keptAnswer(`en ${url}`)).toBeDefined();
    app.cache.invalidate(CATALOGUE_CACHE_PREFIX);
    expect(app.cache.keptAnswer(`en ${url}`)).toBeUndefined();
    const lookups = vi.spyOn(app.cache, 'get');
    try {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
    expect(app.cache.keptAnswer(`en ${url}`)).toBeDefined();
  });

  it("is never a signed-in caller's answer, and an invalid query is refused every time", async () => {
    const signedInUrl = '/api/courses/public/all-previews?limit=7';
    const { cookie } = await signedInUser(app);
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'GET', url: signedInUrl, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('private');
    }
    expect(app.cache.keptAnswer(`en ${signedInUrl}`)).toBeUndefined();
    await app.inject({ method: 'GET', url }); // kept for visitors…
    const mine = await app.inject({ method: 'GET', url, headers: { cookie } });
    expect(mine.headers['cache-control']).toContain('private'); // …not handed to a signed-in caller

    for (let i = 0; i < 2; i++) {
      const bad = await app.inject({ method: 'GET', url: '/api/courses/public/all-previews?limit=1000' });
      expect(bad.statusCode).toBe(400);
    }
  });
});
