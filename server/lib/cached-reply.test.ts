import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { testEnv } from '../test/build-app.ts';
import { createTestDatabase } from '../test/database.ts';

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
