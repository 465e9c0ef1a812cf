import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

type Done = (error?: Error | null, payload?: unknown) => void;

/**
 * Answers leave together (decision 0057): the answers finished while the event loop handles the requests that arrived
 * together are written one after another when it has handled them all (the check phase of the same turn), not each
 * as soon as it is ready. A client on the same machine (the benchmark's load generator, a reverse proxy) that waits for
 * its answers is then woken once for a batch, not once per answer: on these machines each such wake-up cost the
 * server ≈ 10 µs of kernel time, more than a cached answer's own work. An answer waits only for the requests of its
 * own turn; a lone request is answered in the same turn as before.
 *
 * The last of the app's own onSend hooks (app.ts registers it after the other plugins), so what it defers is the
 * write alone.
 */
export default fp(
  async function answersTogetherPlugin(app: FastifyInstance) {
    let dones: Done[] = [];
    let payloads: unknown[] = [];
    const writeAll = () => {
      const [batch, batchPayloads] = [dones, payloads];
      dones = [];
      payloads = [];
      for (let i = 0; i < batch.length; i++) {
        const done = batch[i]!;
        // As Fastify does for a hook that finishes later: what the write throws becomes the request's error.
        try {
          done(null, batchPayloads[i]);
        } catch (error) {
          done(error as Error);
        }
      }
    };
    app.addHook('onSend', (_request, _reply: FastifyReply, payload, done) => {
      if (dones.length === 0) setImmediate(writeAll);
      dones.push(done);
      payloads.push(payload);
    });
  },
  { name: 'answers-together' },
);
