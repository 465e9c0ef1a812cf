import type { Env } from '../../env.ts';
import {
  createUddoktaPayClient,
  gatewayConfig,
  type GatewayConfig,
  type UddoktaPayClient,
} from '../../integrations/uddoktapay.ts';

export interface Gateway {
  config: GatewayConfig;
  client: UddoktaPayClient;
}

/**
 * The UddoktaPay client for this site: the merchant's gateway ("live"), or the built-in sandbox reached in process
 * through `sandboxFetch` (server/plugins/payment-sandbox.ts). Null when payments are off (production without
 * UddoktaPay).
 */
export function gatewayFor(
  { env, sandboxFetch }: { env: Env; sandboxFetch: typeof fetch },
  origin: string,
): Gateway | null {
  const config = gatewayConfig(env, origin);
  if (!config) return null;
  const client = createUddoktaPayClient({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    timeoutMs: env.UDDOKTAPAY_TIMEOUT_MS,
    ...(config.mode === 'sandbox' ? { fetch: sandboxFetch } : {}),
  });
  return { config, client };
}
