import os from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createUddoktaPayClient,
  gatewayConfig,
  type GatewayConfig,
  type UddoktaPayClient,
} from '../../integrations/uddoktapay.ts';
import { sandboxFetch } from '../../plugins/payment-sandbox.ts';

/**
 * The site's origin as the buyer sees it, for the payment redirect, cancel and webhook addresses and e-mail links:
 * PUBLIC_URL when set (production refuses to start without it). Without PUBLIC_URL (development, tests) only an
 * origin the server knows is taken from the request (decision 0007): one of ALLOWED_ORIGINS, a loopback name
 * (localhost, 127.0.0.1, [::1]) on any port, or the server's own listen address and port. Any other Host falls back
 * to http://localhost:PORT: the Host header is the caller's to write, and an address built from it would send the
 * buyer (and the gateway's webhook, with the merchant key) to a site of the caller's choosing.
 */
export function siteOrigin(app: FastifyInstance, request?: FastifyRequest): string {
  if (app.env.PUBLIC_URL)
    return new URL(app.env.PUBLIC_URL).origin + new URL(app.env.PUBLIC_URL).pathname.replace(/\/+$/, '');
  const fallback = `http://localhost:${listenPort(app)}`;
  if (!request) return fallback;
  const known = knownOrigin(app, request);
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
function listenPort(app: FastifyInstance): number {
  const address = app.server.listening ? app.server.address() : null;
  return address && typeof address === 'object' ? address.port : app.env.PORT;
}

/** The request's origin when its host is one the server knows, else null. */
function knownOrigin(app: FastifyInstance, request: FastifyRequest): string | null {
  let url: URL;
  try {
    url = new URL(`${request.protocol}://${request.host}`);
  } catch {
    return null;
  }
  if (url.username || url.password || url.pathname !== '/') return null;
  const allowed = app.env.ALLOWED_ORIGINS.find((origin) => URL.canParse(origin) && new URL(origin).host === url.host);
  if (allowed) return new URL(allowed).origin;
  if (LOOPBACK.has(url.hostname)) return url.origin;
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (port !== listenPort(app)) return null;
  return ownAddresses(app.env.HOST).has(url.hostname) ? url.origin : null;
}

/** The addresses the server listens on: HOST, or every address of the machine when HOST is a wildcard. */
function ownAddresses(host: string): Set<string> {
  const bracket = (address: string) => (address.includes(':') ? `[${address}]` : address);
  if (!WILDCARD.has(host)) return new Set([bracket(host.toLowerCase())]);
  const all = Object.values(os.networkInterfaces()).flatMap((list) => list ?? []);
  return new Set(all.map((info) => bracket(info.address.toLowerCase())));
}

export interface Gateway {
  config: GatewayConfig;
  client: UddoktaPayClient;
}

/**
 * The UddoktaPay client for this site: the merchant's gateway ("live"), or the built-in sandbox reached in process
 * (the docs' note: `sandboxFetch(app)`). Null when payments are off (production without UddoktaPay).
 */
export function gatewayFor(app: FastifyInstance, origin: string): Gateway | null {
  const config = gatewayConfig(app.env, origin);
  if (!config) return null;
  const client = createUddoktaPayClient({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    timeoutMs: app.env.UDDOKTAPAY_TIMEOUT_MS,
    ...(config.mode === 'sandbox' ? { fetch: sandboxFetch(app) } : {}),
  });
  return { config, client };
}
