import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test/auth.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MESSAGE } from './request-timeouts.ts';

// Issue 32 §6: headers and bodies have time limits; an idle or trickling connection is closed. Short bounds here.
const BODY_TIMEOUT_MS = 1500;
const UPLOAD_TIMEOUT_MS = 5000;
let t: TestApp;
let port: number;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp({
    env: { BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS), UPLOAD_TIMEOUT_MS: String(UPLOAD_TIMEOUT_MS) },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  cookie = (await signedInUser(t.app)).cookie;
});
afterAll(() => t.close());

/** A raw connection: what it sent and received, and how long after opening it was closed (undefined: still open). */
function connection(first: string) {
  const socket = net.connect({ host: '127.0.0.1', port });
  const opened = Date.now();
  const state = { received: '', closedAfterMs: undefined as number | undefined, socket };
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (state.received += chunk));
  socket.on('error', () => undefined);
  socket.on('close', () => (state.closedAfterMs = Date.now() - opened));
  socket.write(first);
  return state;
}
const closed = (c: ReturnType<typeof connection>, withinMs: number) =>
  expect.poll(() => c.closedAfterMs, { timeout: withinMs, interval: 50 }).toBeDefined();

const loginHead = (length: number) =>
  `POST /api/users/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${length}\r\n\r\n`;

describe('time limits on what a client sends', () => {
  it('closes 100 connections that sent 10 of 200 body bytes to the login route, each with a 408', async () => {
    const clients = Array.from({ length: 100 }, () => connection(`${loginHead(200)}{"email":"`));
    for (const client of clients) await closed(client, BODY_TIMEOUT_MS + 3000);
    for (const client of clients) {
      expect(client.closedAfterMs).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 100);
      expect(client.received).toMatch(/^HTTP\/1\.1 408 /);
      expect(client.received).toMatch(/\r\nconnection: close\r\n/i);
      expect(JSON.parse(client.received.slice(client.received.indexOf('\r\n\r\n') + 4))).toEqual({
        success: false,
        message: REQUEST_TIMEOUT_MESSAGE,
        code: 'request_timeout',
      });
    }
  });

  it('does not let a trickling body extend its bound', async () => {
    const client = connection(loginHead(200));
    const drip = setInterval(() => client.socket.write('x'), 200);
    try {
      await closed(client, BODY_TIMEOUT_MS + 3000);
      expect(client.received).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(drip);
    }
  });

  it('gives an upload the longer bound, and closes it at that bound', async () => {
    const boundary = 'trickle';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n`;
    const client = connection(
      `PUT /api/users/profile/upload-avatar HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\n` +
        `Origin: http://localhost:3000\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: 1000000\r\n\r\n${body}`,
    );
    await new Promise((resolve) => setTimeout(resolve, BODY_TIMEOUT_MS + 1500));
    expect(client.closedAfterMs, 'open past the ordinary bound').toBeUndefined();
    await closed(client, UPLOAD_TIMEOUT_MS);
    expect(client.closedAfterMs).toBeLessThan(UPLOAD_TIMEOUT_MS + 2000);
    expect(client.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose headers do not arrive, and one that sends nothing', async () => {
    const partial = connection('POST /api/users/auth/login HTTP/1.1\r\nHost: localhost\r\n');
    const silent = connection('');
    await closed(partial, HEADERS_TIMEOUT_MS + 3000);
    await closed(silent, HEADERS_TIMEOUT_MS + 3000);
    expect(partial.received).toMatch(/^HTTP\/1\.1 408 /);
  }, 30_000);

  it('answers a body that arrives in time as usual', async () => {
    const client = connection(`${loginHead(2)}{}`);
    await expect.poll(() => client.received, { timeout: 5000 }).toMatch(/^HTTP\/1\.1 400 /);
    client.socket.destroy();
  });
});
