import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { depsOf, type Deps } from '../../lib/deps.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { sandboxFetch } from '../../plugins/payment-sandbox.ts';
import { gatewayFor, type Gateway } from './gateway.ts';

/** What the orders module's services are made of (server/lib/deps.ts), with the payment gateway and the site's origin. */
export type OrdersDeps = Pick<Deps, 'db' | 'env' | 'cache' | 'mailer' | 'notify' | 'log' | 'metrics'> & {
  /** The gateway for the site at `origin` (UddoktaPay, or the sandbox reached in process); null when payments are off. */
  gateway(origin: string): Gateway | null;
  /** The site's origin as the buyer sees it (server/lib/site-origin.ts), from the request when there is one. */
  siteOrigin(request?: FastifyRequest): string;
};

/** The scheduler also takes its lock on the database (one run at a time across instances). */
export type SchedulerDeps = OrdersDeps & { database: Pick<Database, 'exclusive'> };

export function ordersDeps(app: FastifyInstance): OrdersDeps {
  const inProcess = sandboxFetch(app);
  return {
    ...depsOf(app),
    gateway: (origin) => gatewayFor({ env: app.env, sandboxFetch: inProcess }, origin),
    siteOrigin: (request) => siteOrigin(app, request),
  };
}

export const schedulerDeps = (app: FastifyInstance): SchedulerDeps => ({ ...ordersDeps(app), database: app.database });
