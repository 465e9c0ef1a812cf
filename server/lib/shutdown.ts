import type { Server } from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/** The process exits within this long of SIGTERM/SIGINT; past it, it exits with code 1 (issue 14). */
export const SHUTDOWN_TIMEOUT_MS = 10_000;
/**
 * How long the drain leaves connections the server has already accepted before it closes the idle ones: a request
 * still on its way (sent, not yet read) becomes a request in flight and is answered instead of reset.
 */
export const DRAIN_GRACE_MS = 500;
/** While the server closes, idle connections are closed again this often (a finished answer leaves one idle). */
const REAP_EVERY_MS = 100;

const shuttingDown = new WeakSet<FastifyInstance>();

export interface ShutdownOptions {
  signal: string;
  timeoutMs?: number;
  graceMs?: number;
  /** How long the listener stays open after readiness turns 503 (SHUTDOWN_DELAY_MS); defaults to the env's. */
  listenMs?: number;
  /** process.exit; tests pass their own. */
  exit?: (code: number) => void;
}

/**
 * The clean shutdown (decision 0015): readiness turns 503 `draining` and scheduled jobs and live sockets stop at
 * once; the server stops accepting connections; requests in flight finish (each answer closes its connection);
 * then Fastify closes (idle connections, the socket server, Redis, the jobs' last run) and the database; exit 0.
 * A timer armed first exits with 1 after `timeoutMs` whatever is still running, and a log line that cannot be
 * written never stops it.
 */
export async function shutdown(app: FastifyInstance, database: Database, options: ShutdownOptions): Promise<void> {
  if (shuttingDown.has(app)) return; // a second signal changes nothing
  shuttingDown.add(app);
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const timeoutMs = options.timeoutMs ?? SHUTDOWN_TIMEOUT_MS;
  const force = setTimeout(() => {
    try {
      app.log.error(
        { timeoutMs, inFlight: app.lifecycle.inFlight },
        `shutdown took longer than ${timeoutMs} ms; exiting`,
      );
    } finally {
      exit(1);
    }
  }, timeoutMs);
  force.unref();

  const log = (message: string, details: object = {}) => {
    try {
      app.log.info({ signal: options.signal, ...details }, message);
    } catch {
      // The log's reader is gone: shutting down matters more.
    }
  };
  try {
    app.lifecycle.drain();
    log('shutting down: readiness 503, no new connections, finishing requests in flight', {
      inFlight: app.lifecycle.inFlight,
    });
    const server = app.server as Server;
    // Node's http close() also closes idle connections at once, and a connection whose request is still on its way
    // counts as idle: that request would be reset. So the listener alone is closed now, the idle connections later;
    // and only after one turn of the event loop, which accepts the connections already waiting in the kernel's
    // queue (closing the listener resets those).
    const reapIdle = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => undefined;
    // A load balancer learns of the drain from readiness, at its next check: until then it still sends new
    // connections here, which are served (each answer closes its connection) rather than refused.
    const listenMs = options.listenMs ?? app.env.SHUTDOWN_DELAY_MS;
    if (listenMs > 0) await new Promise((resolve) => setTimeout(resolve, listenMs));
    await new Promise((resolve) => setImmediate(resolve));
    if (server.listening) net.Server.prototype.close.call(server);
    await new Promise((resolve) => setTimeout(resolve, options.graceMs ?? DRAIN_GRACE_MS));
    await app.lifecycle.idle();
    log('requests in flight finished; closing', { connections: app.lifecycle.connections.size });

    reapIdle();
    const reaper = setInterval(reapIdle, REAP_EVERY_MS);
    try {
      await app.close(); // preClose (live sockets), server close, onClose hooks (jobs, Redis)
    } finally {
      clearInterval(reaper);
    }
    await database.close();
    log('shut down');
    clearTimeout(force);
    exit(0);
  } catch (error) {
    try {
      app.log.error({ err: error }, 'error during shutdown');
    } finally {
      clearTimeout(force);
      exit(1);
    }
  }
}
