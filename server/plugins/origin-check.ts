import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Apply the origin check to a GET that changes state (logout, refresh-token). */
    originCheck?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const FOREIGN_ORIGIN_MESSAGE = 'This request came from another site and was refused';

/**
 * Cross-site request forgery guard (design.md §5). A state-changing request that carries cookies is refused
 * when its Origin (or, lacking one, its Referer) is not the site's own: PUBLIC_URL's origin, the host the request
 * was sent to, or one of ALLOWED_ORIGINS. Requests without cookies carry no ambient authority and pass; so do
 * cookie-carrying requests with neither header (not a browser on another site). SameSite=Lax cookies are the
 * first line; this is the second.
 */
export default fp(
  async function originCheckPlugin(app: FastifyInstance) {
    const allowed = new Set<string>();
    for (const candidate of [app.env.PUBLIC_URL, ...app.env.ALLOWED_ORIGINS]) {
      if (!candidate) continue;
      try {
        allowed.add(new URL(candidate).origin);
      } catch {
        app.log.warn({ origin: candidate }, 'ALLOWED_ORIGINS entry is not a URL; ignored');
      }
    }

    const isOwn = (request: FastifyRequest, source: string): boolean => {
      let url: URL;
      try {
        url = new URL(source);
      } catch {
        return false; // includes the opaque origin "null"
      }
      return allowed.has(url.origin) || url.host === request.host;
    };

    const refusal = (request: FastifyRequest): Error | null => {
      const guarded = STATE_CHANGING.has(request.method) || request.routeOptions.config?.originCheck === true;
      if (!guarded || !request.headers.cookie) return null;
      const source = request.headers.origin ?? request.headers.referer;
      if (source === undefined) {
        return request.headers['sec-fetch-site'] === 'cross-site'
          ? forbidden(FOREIGN_ORIGIN_MESSAGE, 'foreign_origin')
          : null;
      }
      return isOwn(request, source) ? null : forbidden(FOREIGN_ORIGIN_MESSAGE, 'foreign_origin');
    };
    // a callback hook (no promise per request): it runs on every request
    app.addHook('onRequest', (request, _reply, done) => {
      const error = refusal(request);
      if (error) done(error);
      else done();
    });
  },
  { name: 'origin-check' },
);
