import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createUddoktaPayClient,
  gatewayConfig,
  type GatewayConfig,
  type UddoktaPayClient,
} from '../../integrations/uddoktapay.ts';
import { sandboxFetch } from '../../plugins/payment-sandbox.ts';

/** The site's origin as the buyer sees it: PUBLIC_URL when set, else the request's (or localhost for the scheduler). */
export function siteOrigin(app: FastifyInstance, request?: FastifyRequest): string {
  if (app.env.PUBLIC_URL)
    return new URL(app.env.PUBLIC_URL).origin + new URL(app.env.PUBLIC_URL).pathname.replace(/\/+$/, '');
  if (request) return `${request.protocol}://${request.host}`;
  return `http://localhost:${app.env.PORT}`;
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
