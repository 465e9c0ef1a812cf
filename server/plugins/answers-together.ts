import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type Callback = (error?: Error | null) => void;
/** The methods a Writable's implementer provides (net.Socket's write to the kernel and its closing). */
interface SocketWrites {
  _write(chunk: unknown, encoding: BufferEncoding, callback: Callback): void;
  _writev(chunks: unknown[], callback: Callback): void;
  _destroy(error: Error | null, callback: Callback): void;
}

/**
 * Answers leave together (decision 0057): what the app writes to its connections while the event loop handles the
 * requests that arrived together goes to the kernel when it has handled them all (the check phase of the same turn),
 * one connection after another, instead of each answer as soon as it is ready. A client on the same machine (the
 * benchmark's load generator, a reverse proxy) that waits for its answers is then woken once for a batch, not once per
 * answer: on these machines each such wake-up cost the server ≈ 10 µs of kernel time, more than a cached answer's own
 * work. An answer waits only for the rest of its own turn; a lone request is answered in the same turn as before.
 *
 * It works below Fastify and Node's HTTP layer, on each connection's own write to the kernel (the Writable's
 * `_write`/`_writev`, which the socket calls with the bytes it holds): the answer is complete and `reply.sent` is true
 * as before; only the system call waits. The socket counts the write as in progress until it is made, so later
 * writes queue behind it in order.
 */
export default fp(
  async function answersTogetherPlugin(app: FastifyInstance) {
    let queued: Array<() => void> = [];
    const writeAll = () => {
      const batch = queued;
      queued = [];
      for (const write of batch) write();
    };

    app.server.on('connection', (socket: Socket) => {
      const own = socket as Socket & SocketWrites;
      const { _write: write, _writev: writev, _destroy: destroy } = own;
      // At most one write of a socket is in progress (a Writable hands over the next when this one completes).
      let held: (() => void) | null = null;
      const release = () => {
        const pending = held;
        held = null;
        pending?.();
      };
      const hold = (callback: Callback, writeNow: () => void) => {
        held = () => {
          try {
            writeNow();
          } catch (error) {
            callback(error as Error); // the socket's own error path: it is destroyed with it
          }
        };
        if (queued.length === 0) setImmediate(writeAll);
        queued.push(release);
      };
      own._write = (chunk, encoding, callback) => hold(callback, () => write.call(own, chunk, encoding, callback));
      own._writev = (chunks, callback) => hold(callback, () => writev.call(own, chunks, callback));
      // Written, then destroyed (Node's answer to a malformed request, a refused upgrade): the bytes go out first, as
      // they did when the write was made at once.
      own._destroy = (error, callback) => {
        release();
        destroy.call(own, error, callback);
      };
    });
  },
  { name: 'answers-together' },
);
