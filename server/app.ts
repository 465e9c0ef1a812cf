import secureJson from 'secure-json-parse';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { badRequest } from './errors.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { accountModules } from './modules/accounts.ts';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { certificatesRoutes, certificatesWellKnown } from './modules/certificates/certificates.routes.ts';
import { commerceModules } from './modules/commerce.ts';
import { catalogueModules } from './modules/catalogue.ts';
import { contentModules } from './modules/content.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { learningModuleRoutes } from './modules/learning/learning.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { loggerOptions, REQUEST_ID_HEADER, requestIdGenerator } from './lib/logging.ts';
import { trustFunction } from './lib/trust-proxy.ts';
import mailerPlugin from './integrations/mailer.ts';
import storagePlugin from './integrations/storage.ts';
import authPlugin, { resolveSessionUser } from './modules/auth/auth.plugin.ts';
import accessPlugin from './plugins/access.ts';
import cachePlugin from './plugins/cache.ts';
import errorsPlugin from './plugins/errors.ts';
import lifecyclePlugin, { type Lifecycle } from './plugins/lifecycle.ts';
import metricsPlugin from './plugins/metrics.ts';
import openapiPlugin from './plugins/openapi.ts';
import originCheckPlugin from './plugins/origin-check.ts';
import paymentSandboxPlugin from './plugins/payment-sandbox.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import redisPlugin from './plugins/redis.ts';
import requestTimeoutsPlugin, { DEFAULT_BODY_LIMIT, requestTimeoutOptions } from './plugins/request-timeouts.ts';
import securityPlugin from './plugins/security.ts';
import uploadSlotsPlugin from './plugins/upload-slots.ts';
import socketPlugin from './plugins/socket.ts';
import sitemapPlugin from './modules/courses/sitemap.ts';
import spaPlugin from './plugins/spa.ts';
import './types.ts';

/** The API modules, each a route table under /api. Order does not matter; each declares its own access. */
export const apiModules: FastifyPluginAsyncZod[] = [
  healthRoutes,
  ...contentModules,
  ...accountModules,
  ...commerceModules,
  ...catalogueModules,
  learningModuleRoutes,
  certificatesRoutes,
  adminUsersRoutes,
  analyticsRoutes,
  uploadsRoutes,
];

export interface BuildAppOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app (tests point it at a fixture). */
  webRoot?: string;
  /** The server rendering module (web/entry-server.tsx built); tests hand in their own. */
  ssrEntry?: string;
  /** main.ts passes one that starts in `starting`; by default the app is ready (its database is migrated). */
  lifecycle?: Lifecycle;
}

/** Fastify types these factories for its Ajv and fast-json-stringify compilers; zod's take the route's zod schemas. */
type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  // One rule for the client's address and for the proxy's request id (decision 0071).
  const trusted = trustFunction(env.TRUST_PROXY);
  const app = Fastify({
    logger: options.logger ?? (await loggerOptions(env)),
    ...(trusted ? { trustProxy: trusted } : {}),
    // Ordinary bodies; the writes that may carry an image as a data URL declare a larger limit (IMAGE_BODY_LIMIT). The
    // web app sends images as multipart instead, which this limit does not cover (busboy's limit does).
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Headers, bodies and idle connections have time limits (issue 32 §6).
    ...requestTimeoutOptions(env),
    // A trusted proxy's x-request-id is kept (validated), else a new UUID; either is sent back (hook below).
    genReqId: requestIdGenerator(trusted),
    forceCloseConnections: 'idle',
    // zod validates and serialises every route. Given here rather than through setValidatorCompiler, so Fastify
    // never builds its default Ajv and fast-json-stringify compilers, which no route uses and every start paid for.
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // An empty JSON body (a reset or toggle sent with Content-Type: application/json) reads as no body, not a 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(badRequest('The request body is not valid JSON', 'invalid_json'), undefined);
    }
  });

  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', database.db);

  // Outside plugins, then ours, then the modules. The lifecycle comes first: its hooks see every request.
  await app.register(lifecyclePlugin, { lifecycle: options.lifecycle });
  await app.register(requestTimeoutsPlugin);
  await app.register(cookie);
  await app.register(securityPlugin);
  await app.register(openapiPlugin);
  await app.register(metricsPlugin);
  await app.register(redisPlugin);
  await app.register(cachePlugin);
  await app.register(errorsPlugin);
  await app.register(originCheckPlugin);
  await app.register(rateLimitPlugin);
  await app.register(mailerPlugin);
  await app.register(storagePlugin);
  await app.register(authPlugin);
  await app.register(accessPlugin, { resolveUser: resolveSessionUser });
  await app.register(uploadSlotsPlugin);
  await app.register(socketPlugin);

  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
      api.setNotFoundHandler((request, reply) => {
        reply.status(404).send({
          success: false,
          message: `No route ${request.method} ${request.url.split('?')[0]}`,
          code: 'route_not_found',
        });
      });
    },
    { prefix: '/api' },
  );

  // The built-in payment sandbox (UddoktaPay's protocol under /sandbox-gateway): never in production, never beside
  // a configured UddoktaPay. The plugin itself refuses production if registered anyway.
  if (!env.UDDOKTAPAY_BASE_URL && env.NODE_ENV !== 'production') {
    await app.register(paymentSandboxPlugin);
    app.log.warn(
      'Payments use the built-in SANDBOX gateway: anyone can "pay" without money. Set UDDOKTAPAY_BASE_URL and ' +
        'UDDOKTAPAY_API_KEY (and NODE_ENV=production) before selling for real.',
    );
  }

  // The certificates' public keys live where verifiers look for them, outside /api.
  await app.register(certificatesWellKnown);
  // The sitemap and robots.txt, for search engines (decision 0097).
  await app.register(sitemapPlugin);
  await app.register(spaPlugin, { root: options.webRoot, ssrEntry: options.ssrEntry });
  return app;
}
