import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors.ts';

/**
 * Who may call a route. Every /api route declares one in `config.access`; start-up fails for a route that
 * does not, so no endpoint is public by accident. This plugin enforces the levels before the body is read:
 * `user` needs a signed-in user, `admin` role admin, `superAdmin` an admin with isSuperAdmin. Ownership of a
 * course is checked by the service that serves the course (it needs the course id).
 */
export const ACCESS_LEVELS = ['public', 'user', 'admin', 'superAdmin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** The signed-in caller as the guards see it, loaded fresh from the database on each request. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: 'user' | 'admin';
  isSuperAdmin: boolean;
}

/**
 * Finds the caller from the request's cookies or bearer token; null for a visitor. Provided by the auth module. It
 * answers at once when it needs nothing it has not got (a known token, a cached session), else with a promise.
 */
export type UserResolver = (request: FastifyRequest) => SessionUser | null | Promise<SessionUser | null>;

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The 401 a visitor gets from this route (code `login_required`), when the spec words it; else the default. */
    loginMessage?: string;
  }
  interface FastifyRequest {
    /** Set before the handler: the signed-in caller, or null for a visitor on a public route. */
    sessionUser: SessionUser | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, for the security tests and the docs. */
    routeAccessTable: RouteAccess[];
  }
}

export default fp(
  async function accessPlugin(app: FastifyInstance, opts: { resolveUser: UserResolver }) {
    const table: RouteAccess[] = [];
    app.decorate('routeAccessTable', table);
    app.decorateRequest('sessionUser', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.method === 'HEAD') return;
      const access = route.config?.access;
      if (!access || !ACCESS_LEVELS.includes(access)) {
        throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
      }
      for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
    });

    // onRequest, before the body is read: a caller who may not use a route learns nothing about its body or params
    // (401/403 before a 400 of validation, an unreadable JSON body, a 413 or a 415). A callback hook: it runs on every
    // request, and a signed-in caller is nearly always known without waiting (no promise then).
    const admit = (request: FastifyRequest, user: SessionUser | null): Error | undefined => {
      request.sessionUser = user;
      const { access, loginMessage } = request.routeOptions.config;
      if (access === 'public') return undefined;
      if (!user) return loginMessage ? unauthorized(loginMessage, 'login_required') : unauthorized();
      if (access === 'admin' && user.role !== 'admin') return forbidden('Only administrators can do this');
      if (access === 'superAdmin' && !(user.role === 'admin' && user.isSuperAdmin)) {
        return forbidden('Only a super admin can do this');
      }
      return undefined;
    };
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.routeOptions.config.access) return done();
      let found: ReturnType<UserResolver>;
      try {
        found = opts.resolveUser(request);
      } catch (error) {
        return done(error as Error);
      }
      if (found instanceof Promise) found.then((user) => done(admit(request, user)), done);
      else done(admit(request, found));
    });
  },
  { name: 'access' },
);
