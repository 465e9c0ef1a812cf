import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { countPendingPayments } from '../modules/orders/orders.service.ts';

export const METRICS_PATH = '/metrics';
/** How long a scrape waits for the database's count of pending payments before it leaves the gauge out. */
const SCRAPE_QUERY_TIMEOUT_MS = 1000;

export type SignUpMethod = 'email' | 'google';
export type VerificationResult = 'paid' | 'duplicate' | 'pending' | 'failed' | 'refused' | 'error';
export type GatewayMode = 'free' | 'sandbox' | 'live';

/** The business counters services raise; per instance (Prometheus sums the instances). */
export interface AppMetrics {
  /** A new account: an e-mail sign-up activated, or a first Google sign-in. */
  signUps: Counter<'method'>;
  /** Orders written by a fulfilment (one per course of a paid payment). */
  ordersCreated: Counter<'gateway_mode'>;
  /** Every verification of an invoice with the gateway (return, webhook, scheduler, admin) by its outcome. */
  paymentVerifications: Counter<'result'>;
  /** Mails not sent because their address had received its mail of the day (MAIL_PER_ADDRESS_PER_DAY). */
  mailsCapped: Counter;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/**
 * The process's own metrics (event-loop lag, heap, RSS, CPU, handles), collected once per process whatever the
 * number of apps in it (tests build many), in a registry of ours: prom-client's global one is never used.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Prometheus metrics at GET /metrics (issue 14), served only when METRICS_TOKEN is set and only to
 * `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time; 401 otherwise, 404 without the variable). The
 * route lives outside /api: no access level, no rate limit, never the web app's page.
 *
 * Requests are counted by one onResponse hook: method, route pattern (`/api/courses/:id`, never the raw URL; `none`
 * for a request no route matched) and status code, into one histogram whose `_count` is the request count. Pool,
 * socket and pending-payment gauges are read when scraped, so they cost nothing between scrapes.
 */
export default fp(
  async function metricsPlugin(app: FastifyInstance) {
    const registry = new Registry();
    const signUps = new Counter({
      name: 'pathshala_sign_ups_total',
      help: 'Accounts created: e-mail sign-ups activated and first Google sign-ins',
      labelNames: ['method'] as const,
      registers: [registry],
    });
    const ordersCreated = new Counter({
      name: 'pathshala_orders_created_total',
      help: 'Orders written when a payment was fulfilled (one per course), by gateway mode',
      labelNames: ['gateway_mode'] as const,
      registers: [registry],
    });
    const paymentVerifications = new Counter({
      name: 'pathshala_payment_verifications_total',
      help: 'Invoice verifications with the payment gateway, by result (paid, duplicate, pending, failed, refused, error)',
      labelNames: ['result'] as const,
      registers: [registry],
    });
    const mailsCapped = new Counter({
      name: 'pathshala_mails_capped_total',
      help: 'Mails not sent because their address had received MAIL_PER_ADDRESS_PER_DAY mails that day',
      registers: [registry],
    });
    // Every series exists from the start at 0, so rates and alerts work before the first event.
    for (const method of ['email', 'google'] satisfies SignUpMethod[]) signUps.inc({ method }, 0);
    for (const mode of ['free', 'sandbox', 'live'] satisfies GatewayMode[])
      ordersCreated.inc({ gateway_mode: mode }, 0);
    for (const result of [
      'paid',
      'duplicate',
      'pending',
      'failed',
      'refused',
      'error',
    ] satisfies VerificationResult[]) {
      paymentVerifications.inc({ result }, 0);
    }
    app.decorate('metrics', { signUps, ordersCreated, paymentVerifications, mailsCapped } satisfies AppMetrics);

    const token = app.env.METRICS_TOKEN;
    const notFound = (request: FastifyRequest, reply: FastifyReply) =>
      reply.status(404).send({ success: false, message: `No route GET ${METRICS_PATH}`, code: 'route_not_found' });
    if (!token) {
      app.get(METRICS_PATH, { schema: { hide: true } }, notFound);
      return;
    }

    const requests = new Histogram({
      name: 'pathshala_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code (_count: requests)',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    // One child per method, route and status: a request costs a map lookup and an observe.
    const children = new Map<string, Histogram.Internal<'method' | 'route' | 'status_code'>>();
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'none';
      const key = `${request.method} ${reply.statusCode} ${route}`;
      let child = children.get(key);
      if (!child) {
        child = requests.labels(request.method, route, String(reply.statusCode));
        children.set(key, child);
      }
      child.observe(reply.elapsedTime / 1000);
      done();
    });

    const database = app.database;
    new Gauge({
      name: 'pathshala_db_pool_max',
      help: 'Database connections this instance may open (PGlite: one, in process)',
      registers: [registry],
      collect() {
        this.set(database.poolStats?.().max ?? 1);
      },
    });
    new Gauge({
      name: 'pathshala_db_pool_connections',
      help: 'Database connections open (PGlite: one, in process)',
      registers: [registry],
      collect() {
        this.set(database.poolStats?.().total ?? 1);
      },
    });
    if (database.poolStats) {
      const stats = database.poolStats;
      new Gauge({
        name: 'pathshala_db_pool_idle',
        help: 'Open database connections not running a query',
        registers: [registry],
        collect() {
          this.set(stats().idle);
        },
      });
      new Gauge({
        name: 'pathshala_db_pool_waiting',
        help: 'Queries waiting for a free database connection',
        registers: [registry],
        collect() {
          this.set(stats().waiting);
        },
      });
    }
    new Gauge({
      name: 'pathshala_redis_up',
      help: 'Whether Redis answers (1) or not (0); absent without REDIS_URL. Down, the instance serves on per-instance fallbacks',
      registers: [registry],
      collect() {
        if (app.hasDecorator('redisHealth') && app.redisHealth.configured) this.set(app.redisHealth.up ? 1 : 0);
        else this.reset();
      },
    });
    new Gauge({
      name: 'pathshala_socket_connections',
      help: 'Live socket.io connections to this instance',
      registers: [registry],
      collect() {
        this.set(app.hasDecorator('io') ? app.io.of('/').sockets.size : 0);
      },
    });
    new Gauge({
      name: 'pathshala_payments_pending',
      help:
        'Pending payments by stage: awaiting_gateway (an invoice is known; verified again until it settles), ' +
        'awaiting_buyer (still at the checkout). Counted when scraped; NaN when the database does not answer',
      labelNames: ['stage'] as const,
      registers: [registry],
      async collect() {
        try {
          const counts = await withTimeout(countPendingPayments(app.db), SCRAPE_QUERY_TIMEOUT_MS);
          this.set({ stage: 'awaiting_gateway' }, counts.withInvoice);
          this.set({ stage: 'awaiting_buyer' }, counts.withoutInvoice);
        } catch (err) {
          this.set({ stage: 'awaiting_gateway' }, Number.NaN);
          this.set({ stage: 'awaiting_buyer' }, Number.NaN);
          app.log.warn({ err }, 'metrics: pending payments not counted');
        }
      },
    });

    const scraped = Registry.merge([processMetrics(), registry]);
    const expected = digest(`Bearer ${token}`);
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const sent = request.headers.authorization;
      if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), expected)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ success: false, message: 'A valid metrics token is required', code: 'unauthorized' });
      }
      reply.header('content-type', scraped.contentType).header('cache-control', 'no-store');
      return scraped.metrics();
    });
  },
  { name: 'metrics' },
);

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}
