import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Mailer } from '../integrations/mailer.ts';
import type { Storage } from '../integrations/storage.ts';
import type { ResponseCache } from '../plugins/cache.ts';
import type { AppMetrics } from '../plugins/metrics.ts';
import type { Notifier } from '../plugins/socket.ts';

/**
 * What services are made of (one service style: a factory over explicit dependencies). A service names the ones
 * it uses — `layoutsService({ db, cache, storage }: Pick<Deps, 'db' | 'cache' | 'storage'>)` — so its reach is
 * visible in its signature, and a test can build it without the whole Fastify instance. A module that needs more
 * (the orders module's payment gateway) adds its own fields: `Pick<Deps, …> & { gateway(origin): … }`.
 */
export interface Deps {
  db: Db;
  env: Env;
  cache: ResponseCache;
  storage: Storage;
  mailer: Mailer;
  notify: Notifier;
  log: FastifyBaseLogger;
  metrics: AppMetrics;
}

/** The dependencies of the running app, as a routes plugin hands them to its services. */
export const depsOf = (app: FastifyInstance): Deps => ({
  db: app.db,
  env: app.env,
  cache: app.cache,
  storage: app.storage,
  mailer: app.mailer,
  notify: app.notify,
  log: app.log,
  metrics: app.metrics,
});
