import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/** Connects to Redis when REDIS_URL is set; `app.redis` is undefined in the embedded mode. */
export default fp(
  async function redisPlugin(app: FastifyInstance) {
    if (!app.env.REDIS_URL) {
      app.decorate('redis', undefined);
      return;
    }
    const redis = new Redis(app.env.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: true });
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => undefined);
    });
  },
  { name: 'redis' },
);
