import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test/auth.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { UPLOAD_SLOT_MESSAGES, UPLOADS_IN_TOTAL, UPLOADS_PER_USER } from './upload-slots.ts';

// Issue 32 §7: concurrent uploads are capped per user and in total, before their bodies are read.
let t: TestApp;
let port: number;
const open: net.Socket[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const socket of open) socket.destroy();
  await t.close();
});

const BOUNDARY = 'slots';
const MB = 1024 * 1024;
/** An avatar upload of `bytes` that sends its headers and the first bytes of the file, then waits. */
function slowUpload(cookie: string, bytes = 9 * MB) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n`;
  const socket = net.connect({ host: '127.0.0.1', port });
  open.push(socket);
  const state = { received: '', closed: false, socket };
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (state.received += chunk));
  socket.on('error', () => undefined);
  socket.on('close', () => (state.closed = true));
  socket.write(
    `PUT /api/users/profile/upload-avatar HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\n` +
      `Origin: http://localhost:3000\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
      `Content-Length: ${bytes}\r\n\r\n${head}\u0089PNG\r\n\u001a\n`,
  );
  return state;
}
const answerOf = (received: string) => ({
  status: Number(received.slice(9, 12)),
  headers: received.slice(0, received.indexOf('\r\n\r\n')).toLowerCase(),
  body: JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4)) as unknown,
});
const inUse = () => t.app.uploadSlots.inUse;

describe('concurrent uploads', () => {
  it(`one user holds at most ${UPLOADS_PER_USER}; the next is a 429 at once, and a finished one frees its slot`, async () => {
    const { cookie } = await signedInUser(t.app);
    const held = Array.from({ length: UPLOADS_PER_USER }, () => slowUpload(cookie));
    await expect.poll(inUse).toBe(UPLOADS_PER_USER);
    const refused = slowUpload(cookie);
    await expect.poll(() => refused.closed).toBe(true);
    const answer = answerOf(refused.received);
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ success: false, message: UPLOAD_SLOT_MESSAGES.perUser, code: 'too_many_uploads' });
    expect(answer.headers).toContain('connection: close');

    held[0]!.socket.destroy(); // a client that gives up frees its slot
    await expect.poll(inUse).toBe(UPLOADS_PER_USER - 1);
    const next = slowUpload(cookie);
    await expect.poll(inUse).toBe(UPLOADS_PER_USER);
    expect(next.received).toBe('');
    for (const upload of [...held, next]) upload.socket.destroy();
    await expect.poll(inUse).toBe(0);
  });

  it(`at most ${UPLOADS_IN_TOTAL} at once in total; the next uploader gets a 503 with Retry-After`, async () => {
    const uploaders = await Promise.all(Array.from({ length: UPLOADS_IN_TOTAL + 1 }, () => signedInUser(t.app)));
    const held = uploaders.slice(0, UPLOADS_IN_TOTAL).map(({ cookie }) => slowUpload(cookie));
    await expect.poll(inUse).toBe(UPLOADS_IN_TOTAL);
    const refused = slowUpload(uploaders.at(-1)!.cookie);
    await expect.poll(() => refused.closed).toBe(true);
    const answer = answerOf(refused.received);
    expect(answer.status).toBe(503);
    expect(answer.headers).toContain('retry-after: 5');
    expect(answer.body).toEqual({ success: false, message: UPLOAD_SLOT_MESSAGES.total, code: 'uploads_busy' });
    for (const upload of held) upload.socket.destroy();
    await expect.poll(inUse).toBe(0);
  });

  it('counts a write whose body carries a data-URL image, and leaves small bodies alone', async () => {
    const { cookie } = await signedInUser(t.app);
    const held = Array.from({ length: UPLOADS_PER_USER }, () => slowUpload(cookie));
    await expect.poll(inUse).toBe(UPLOADS_PER_USER);
    const dataUrl = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/update-avatar',
      headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify({ avatar: `data:image/png;base64,${'A'.repeat(2 * MB)}` }),
    });
    expect(dataUrl.statusCode).toBe(429);
    expect(dataUrl.json()).toMatchObject({ code: 'too_many_uploads' });
    // A small image (under 1 MB) takes no slot: it is answered on its merits (here: not a real png).
    const small = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/update-avatar',
      headers: { cookie, origin: 'http://localhost:3000' },
      payload: { avatar: `data:image/png;base64,${'A'.repeat(1000)}` },
    });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({ code: 'unsupported_image_type' });
    for (const upload of held) upload.socket.destroy();
    await expect.poll(inUse).toBe(0);
  });
});
