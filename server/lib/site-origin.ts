import type { Server } from 'node:http';
import os from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { Deps } from './deps.ts';

/** What the site's origin is read from: the settings, and the HTTP server for the port it listens on. */
export type SiteOriginDeps = Pick<Deps, 'env'> & { server: Pick<Server, 'listening' | 'address'> };

/**
 * The site's origin as the buyer sees it, for the payment redirect, cancel and webhook addresses and e-mail links:
 * PUBLIC_URL when set (production refuses to start without it). Without PUBLIC_URL (development, tests) only an
 * origin the server knows is taken from the request (decision 0007): one of ALLOWED_ORIGINS, a loopback name
 * (localhost, 127.0.0.1, [::1]) on any port, or the server's own listen address and port. Any other Host falls back
 * to http://localhost:PORT: the Host header is the caller's to write, and an address built from it would send the
 * buyer (and the gateway's webhook, with the merchant key) to a site of the caller's choosing.
 */
export function siteOrigin(deps: SiteOriginDeps, request?: FastifyRequest): string {
  const { env } = deps;
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin + new URL(env.PUBLIC_URL).pathname.replace(/\/+$/, '');
  const fallback = `http://localhost:${listenPort(deps)}`;
  if (!request) return fallback;
  const known = knownOrigin(deps, request);
  if (known) return known;
  request.log.warn(
    { host: request.host, used: fallback },
    'orders: the request Host is not an address of this site; payment addresses use localhost (set PUBLIC_URL or ALLOWED_ORIGINS)',
  );
  return fallback;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const WILDCARD = new Set(['0.0.0.0', '::', '[::]']);

/** The port the server listens on (PORT, or the one the system gave for PORT=0). */
function listenPort({ env, server }: SiteOriginDeps): number {
  const address = server.listening ? server.address() : null;
  return address && typeof address === 'object' ? address.port : env.PORT;
}

/** The request's origin when its host is one the server knows, else null. */
function knownOrigin(deps: SiteOriginDeps, request: FastifyRequest): string | null {
  let url: URL;
  try {
    url = new URL(`${request.protocol}://${request.host}`);
  } catch {
    return null;
  }
  if (url.username || url.password || url.pathname !== '/') return null;
  const allowed = deps.env.ALLOWED_ORIGINS.find((origin) => URL.canParse(origin) && new URL(origin).host === url.host);
  if (allowed) return new URL(allowed).origin;
  if (LOOPBACK.has(url.hostname)) return url.origin;
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (port !== listenPort(deps)) return null;
  return ownAddresses(deps.env.HOST).has(url.hostname) ? url.origin : null;
}

/** The addresses the server listens on: HOST, or every address of the machine when HOST is a wildcard. */
function ownAddresses(host: string): Set<string> {
  const bracket = (address: string) => (address.includes(':') ? `[${address}]` : address);
  if (!WILDCARD.has(host)) return new Set([bracket(host.toLowerCase())]);
  const all = Object.values(os.networkInterfaces()).flatMap((list) => list ?? []);
  return new Set(all.map((info) => bracket(info.address.toLowerCase())));
}
