import net from 'node:net';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import answersTogetherPlugin from './answers-together.ts';

type Write = (this: net.Socket, ...args: unknown[]) => unknown;
const proto = net.Socket.prototype as unknown as { _write: Write; _writev: Write };
const original = { _write: proto._write, _writev: proto._writev };
let app: FastifyInstance;
afterEach(async () => {
  Object.assign(proto, original);
  await app.close();
});

/**
 * Node's own writes to the kernel, watched (not replaced): each write of the server's side of a connection pushes
 * 'written' to `order` and goes on as before (the client, fetch, writes through the same methods in this process).
 */
function watchWrites(order: string[]) {
  const port = (app.server.address() as net.AddressInfo).port;
  for (const name of ['_write', '_writev'] as const) {
    proto[name] = function (this: net.Socket, ...args: unknown[]) {
      if (this.localPort === port) order.push('written');
      return original[name].apply(this, args);
    };
  }
}

async function build(withPlugin: boolean, order: string[] = []) {
  app = Fastify();
  if (withPlugin) await app.register(answersTogetherPlugin);
  app.get('/turn', (_request, reply) => {
    setImmediate(() => order.push('the turn’s other work'));
    reply.send({ ok: true });
    order.push(reply.sent ? 'sent' : 'not sent');
    return reply;
  });
  app.get('/refused', (request, reply) => {
    reply.hijack();
    request.raw.socket.write('HTTP/1.1 403 Forbidden\r\nContent-Length: 7\r\n\r\nrefused');
    request.raw.socket.destroy();
  });
  app.get('/echo/:n', async (request) => ({ n: Number((request.params as { n: string }).n) }));
  app.get('/big', (_request, reply) => {
    const chunks = Array.from({ length: 48 }, (_, i) => Buffer.alloc(64 * 1024, i));
    reply.type('application/octet-stream').send(Readable.from(chunks));
  });
  return app.listen({ host: '127.0.0.1', port: 0 });
}

describe('answers leave together', () => {
  it('sends the answer at once (reply.sent) but writes it to the connection once the turn’s other work is done', async () => {
    const order: string[] = [];
    const base = await build(true, order);
    watchWrites(order);
    expect(await (await fetch(`${base}/turn`)).json()).toEqual({ ok: true });
    expect(order).toEqual(['sent', 'the turn’s other work', 'written']);
  });

  it('(without it, Node writes during the send: the check above tells the two apart)', async () => {
    const order: string[] = [];
    const base = await build(false, order);
    watchWrites(order);
    await (await fetch(`${base}/turn`)).json();
    expect(order).toEqual(['written', 'sent', 'the turn’s other work']);
  });

  it('gives each of many requests handled in one turn its own answer', async () => {
    const base = await build(true);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => fetch(`${base}/echo/${n}`).then((r) => r.json() as Promise<{ n: number }>)),
    );
    expect(answers.map((a) => a.n)).toEqual(Array.from({ length: 40 }, (_, n) => n));
  });

  it('streams a 3 MB answer whole and in order', async () => {
    const base = await build(true);
    const body = Buffer.from(await (await fetch(`${base}/big`)).arrayBuffer());
    expect(body.length).toBe(48 * 64 * 1024);
    for (let i = 0; i < 48; i++) expect(body[i * 64 * 1024 + 100]).toBe(i);
  });

  it('answers requests sent together on one connection in their order', async () => {
    const base = new URL(await build(true));
    const text = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(base.port), base.hostname);
      let received = '';
      socket.on('data', (data) => {
        received += data.toString();
        if ((received.match(/\{"n":\d\}/g) ?? []).length === 3) socket.end(() => resolve(received));
      });
      socket.on('error', reject);
      socket.write(['/echo/1', '/echo/2', '/echo/3'].map((p) => `GET ${p} HTTP/1.1\r\nHost: x\r\n\r\n`).join(''));
    });
    expect(text.match(/\{"n":\d\}/g)).toEqual(['{"n":1}', '{"n":2}', '{"n":3}']);
  });

  it('writes what is written just before its connection is destroyed (a refusal) before closing it', async () => {
    const base = new URL(await build(true));
    const text = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(base.port), base.hostname);
      let received = '';
      socket.on('data', (data) => (received += data.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.write('GET /refused HTTP/1.1\r\nHost: x\r\n\r\n');
    });
    expect(text).toMatch(/^HTTP\/1\.1 403 Forbidden\r\n[\s\S]*\r\n\r\nrefused$/);
  });
});
