import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Where the process is in its life (decision 0015): `starting` until migrations are done and the start-up seed has
 * run (main.ts listens before, so readiness can say so), `ready`, then `draining` from SIGTERM/SIGINT on.
 */
export type LifecyclePhase = 'starting' | 'ready' | 'draining';

export class Lifecycle {
  #phase: LifecyclePhase;
  #migrations: 'pending' | 'done';
  #inFlight = 0;
  readonly #drainListeners: Array<() => void> = [];
  readonly #idleWaiters: Array<() => void> = [];
  /** Connections open on the HTTP server, upgraded ones included (Node's own list forgets those). */
  readonly connections = new Set<Socket>();

  /** `starting` in main.ts; `ready` (migrations done) for apps built on a migrated database, as in tests. */
  constructor(phase: 'starting' | 'ready' = 'ready') {
    this.#phase = phase;
    this.#migrations = phase === 'ready' ? 'done' : 'pending';
  }

  get phase(): LifecyclePhase {
    return this.#phase;
  }
  get migrations(): 'pending' | 'done' {
    return this.#migrations;
  }
  /** Requests that entered the app and have not finished their answer (the drain waits for them). */
  get inFlight(): number {
    return this.#inFlight;
  }

  migrationsDone(): void {
    this.#migrations = 'done';
  }
  /** Migrations done and the seed has run: the app takes traffic. */
  started(): void {
    if (this.#phase === 'starting') this.#phase = 'ready';
  }
  /** Turns readiness 503 at once and runs the drain listeners (jobs stop, the socket refuses newcomers). */
  drain(): void {
    if (this.#phase === 'draining') return;
    this.#phase = 'draining';
    for (const listener of this.#drainListeners.splice(0)) listener();
  }
  /** `listener` runs once when the drain begins (at once when it already has). */
  onDrain(listener: () => void): void {
    if (this.#phase === 'draining') listener();
    else this.#drainListeners.push(listener);
  }
  /** Resolves when no request is in flight. */
  idle(): Promise<void> {
    if (this.#inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }
  /** Counts a request in until its answer closes (the plugin below calls it for each request). */
  track(answer: { once(event: 'close', listener: () => void): unknown }): void {
    this.#inFlight += 1;
    answer.once('close', () => {
      this.#inFlight -= 1;
      if (this.#inFlight === 0) for (const resolve of this.#idleWaiters.splice(0)) resolve();
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** Paths answered while starting (liveness and readiness); every other request waits for the start. */
const ALWAYS_ANSWERED = new Set(['/api/health', '/api/ready']);
export const STARTING_MESSAGE = 'The site is starting. Please try again in a moment.';
export const STARTING_RETRY_AFTER_SECONDS = 2;

/**
 * Decorates `app.lifecycle` (the one given, else a ready one: tests build apps on a migrated database) and:
 * while starting, answers every request but liveness and readiness 503 with Retry-After; counts requests in flight
 * for the drain; while draining, every answer carries `Connection: close`, so a keep-alive connection ends with the
 * answer it was waiting for instead of sitting idle and keeping the process alive.
 */
export default fp(
  async function lifecyclePlugin(app: FastifyInstance, options: { lifecycle?: Lifecycle }) {
    const lifecycle = options.lifecycle ?? new Lifecycle('ready');
    app.decorate('lifecycle', lifecycle);

    app.server.on('connection', (socket: Socket) => {
      lifecycle.connections.add(socket);
      socket.once('close', () => lifecycle.connections.delete(socket));
    });

    // Callback hooks, not async ones: they run on every request, and a promise per hook per request shows in its cost.
    app.addHook('onRequest', (request, reply, done) => {
      lifecycle.track(reply.raw);
      if (lifecycle.phase === 'starting' && !ALWAYS_ANSWERED.has(request.url.split('?')[0]!)) {
        reply.status(503).header('Retry-After', String(STARTING_RETRY_AFTER_SECONDS)).send({
          success: false,
          message: STARTING_MESSAGE,
          code: 'service_unavailable',
        });
        return; // the answer is sent: the request goes no further
      }
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (lifecycle.phase === 'draining') reply.header('Connection', 'close');
      done(null, payload);
    });
  },
  { name: 'lifecycle' },
);
