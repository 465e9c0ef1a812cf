import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import answersTogetherPlugin from './answers-together.ts';

let app: FastifyInstance;
afterEach(() => app.close());

async function build(withPlugin: boolean) {
  app = Fastify();
  if (withPlugin) await app.register(answersTogetherPlugin);
  const order: string[] = [];
  app.get('/turn', (_request, reply) => {
    setImmediate(() => order.push('the turn’s other work'));
    const end = reply.raw.end.bind(reply.raw) as (...args: unknown[]) => unknown;
    reply.raw.end = ((...args: unknown[]) => {
      order.push('written');
      return end(...args);
    }) as typeof reply.raw.end;
    return { ok: true };
  });
  app.get('/echo/:n', async (request) => ({ n: Number((request.params as { n: string }).n) }));
  app.get('/bad-header', (_request, reply) => {
    reply.header('x-broken', 'a\nb'); // Node refuses to write it: the write throws
    return { ok: true };
  });
  return { order };
}

describe('answers leave together', () => {
  it('writes an answer once the event loop has done the rest of its turn, not as soon as it is ready', async () => {
    const { order } = await build(true);
    const res = await app.inject('/turn');
    expect(res.json()).toEqual({ ok: true });
    expect(order).toEqual(['the turn’s other work', 'written']);
  });

  it('(without it, Fastify writes at once: the check above tells the two apart)', async () => {
    const { order } = await build(false);
    await app.inject('/turn');
    expect(order[0]).toBe('written');
  });

  it('gives each of many requests handled in one turn its own answer, over real connections', async () => {
    await build(true);
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => fetch(`${base}/echo/${n}`).then((r) => r.json() as Promise<{ n: number }>)),
    );
    expect(answers.map((a) => a.n)).toEqual(Array.from({ length: 40 }, (_, n) => n));
  });

  it('turns a write that throws into the request’s error, as Fastify does without it', async () => {
    const outcome = async (withPlugin: boolean) => {
      await build(withPlugin);
      const res = await app.inject('/bad-header');
      await app.close();
      return { status: res.statusCode, broken: res.headers['x-broken'] };
    };
    const without = await outcome(false);
    const withIt = await outcome(true);
    expect(without.status).toBe(500);
    expect(withIt).toEqual(without);
  });
});
