import type { QueryClient } from '@tanstack/react-query';
import { fillPath, toQueryString, type Endpoint, type EndpointAnswer, type EndpointInput } from '#shared/endpoint.ts';
import { apiClientOf, type ApiRequest } from '#web/lib/api-client.ts';

/**
 * Per-call options: an abort signal, the spec's two exceptions (no refresh, no cookies), and the query client whose
 * API client the call goes through. A query's fetcher passes its context (`queryFn: (context) => call(e, i, context)`:
 * it holds both the signal and the query client), so a server render's reads go through that render's own client;
 * a call that names no query client (a write, which only the browser makes) goes through the browser's.
 */
export type CallOptions = Pick<ApiRequest, 'signal' | 'noRefresh' | 'noCredentials' | 'keepalive'> & {
  client?: QueryClient;
};

type CallArgs<E extends Endpoint> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "nothing required" is exactly {}
  {} extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/**
 * Calls one declared endpoint (shared/endpoints/*): fills its path parameters, adds its query, sends its body, and
 * answers what its answer schema says; a failure is an ApiError carrying the server's code. Every fetcher of
 * web/api/ goes through here, so no answer type is written by hand.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<EndpointAnswer<E>> {
  const path = fillPath(endpoint.path, input?.params as Record<string, unknown> | undefined);
  const query = toQueryString(input?.query as Record<string, unknown> | undefined);
  return apiClientOf(options?.client).json<EndpointAnswer<E>>(`${path}${query}`, {
    method: endpoint.method,
    body: input?.body,
    signal: options?.signal,
    noRefresh: options?.noRefresh,
    noCredentials: options?.noCredentials,
    keepalive: options?.keepalive,
  });
}

/** How a write hook of web/api shows its failure: a toast with the server's message, else this fallback. */
export interface WriteOptions {
  /** The spec's fallback for this action (translated); `false` when the caller shows the error itself. */
  errorToast?: string | false;
}

/** The mutation meta the query client's MutationCache reads (web/lib/query-client.ts). */
export const writeMeta = (options: WriteOptions = {}) => ({ errorToast: options.errorToast });
