import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Who may call a route. Every /api route declares one in `config.access`; start-up fails for a route that
 * does not, so no endpoint is public by accident. The auth plugin enforces the levels other than public.
 */
export const ACCESS_LEVELS = ['public', 'user', 'admin', 'superAdmin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

export default fp(
  async function accessPlugin(app: FastifyInstance) {
    const table: RouteAccess[] = [];
    app.decorate('routeAccessTable', table);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.method === 'HEAD') return;
      const access = route.config?.access;
      if (!access || !ACCESS_LEVELS.includes(access)) {
        throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
      }
      for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
    });
  },
  { name: 'access' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access, for the security tests and the docs. */
    routeAccessTable: RouteAccess[];
  }
}
