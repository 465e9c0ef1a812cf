import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import accessPlugin from './plugins/access.ts';
import cachePlugin from './plugins/cache.ts';
import errorsPlugin from './plugins/errors.ts';
import openapiPlugin from './plugins/openapi.ts';
import redisPlugin from './plugins/redis.ts';
import securityPlugin from './plugins/security.ts';
import spaPlugin from './plugins/spa.ts';
import './types.ts';

/** The API modules, each a route table under /api. Order does not matter; each declares its own access. */
export const apiModules: FastifyPluginAsyncZod[] = [healthRoutes];

export interface BuildAppOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app (tests point it at a fixture). */
  webRoot?: string;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 15 * 1024 * 1024, // image uploads arrive as data URLs: 10 MB of bytes is ~13.4 MB of base64
    genReqId: () => crypto.randomUUID(),
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', database.db);

  // Outside plugins, then ours, then the modules.
  await app.register(cookie);
  await app.register(securityPlugin);
  await app.register(openapiPlugin);
  await app.register(redisPlugin);
  await app.register(cachePlugin);
  await app.register(errorsPlugin);
  // Until the auth module provides sessions, every caller is a visitor.
  await app.register(accessPlugin, { resolveUser: async () => null });

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

  await app.register(spaPlugin, { root: options.webRoot });
  return app;
}
