import type { Redis } from 'ioredis';
import type { Database, Db } from './db/client.ts';
import type { Env } from './env.ts';
import type { ResponseCache } from './plugins/cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    db: Db;
    redis: Redis | undefined;
    cache: ResponseCache;
  }
}
