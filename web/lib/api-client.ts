/**
 * The one way the web app talks to the API: JSON, cookies sent, the error envelope turned into ApiError.
 * On 401 or 403 it calls refresh-token once (shared by concurrent callers, and by the other tabs: see
 * refresh-coordinator.ts) and repeats the request; when the refresh fails it reports the session as expired (the
 * auth store signs out and clears every cached query).
 */
import type { QueryClient } from '@tanstack/react-query';
import { authApi } from '#shared/endpoints/auth.ts';
import type { ErrorCode } from '#shared/errors.ts';
import i18n from '#web/i18n/index.ts';
import { readerMessage } from '#web/i18n/messages.ts';
import { createRefreshCoordinator } from './refresh-coordinator.ts';
import { hasSignedInCookie } from './session.ts';

/** The server's code (shared/errors.ts); `http_error` for an answer that carried none (a proxy page), `network_error` for no answer. */
export type ApiErrorCode = ErrorCode | 'http_error' | 'network_error';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ApiErrorCode,
    readonly fields?: Record<string, string>,
    /** Whether `message` is the server's own words (its error envelope), not a status text or a generic line. */
    readonly hasServerMessage = false,
    /** Each refused row of an upload (a CSV import), as the envelope's `errors` lists them. */
    readonly rows?: { row: number; message: string }[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send `body` (a string) as it is, with this content type (a CSV import), instead of as JSON. */
  contentType?: string;
  signal?: AbortSignal;
  /** Skip the refresh-and-retry dance (used by auth calls themselves). */
  noRefresh?: boolean;
  /** Send no cookies (the spec's activate call). */
  noCredentials?: boolean;
  /** Let the request outlive the page (a video's position kept as the learner leaves). */
  keepalive?: boolean;
}

const REFRESH_PATH = authApi.refresh.path;
let sessionExpiredHandler: (() => void) | null = null;

/** The auth store registers what to do when a session cannot be refreshed. */
export function onSessionExpired(handler: (() => void) | null): void {
  sessionExpiredHandler = handler;
}

/**
 * One way to reach the API. The browser has one (`browserApiClient`); each server render makes its own
 * (web/entry-server.tsx), whose transport answers from the server itself for that render's reader only, so nothing of
 * one render (the reader's address, session or language) can reach another's requests.
 */
export interface ApiClient {
  /** The JSON answer of `/api{path}` (undefined for a 204); a failure is an ApiError. */
  json<T>(path: string, req?: ApiRequest): Promise<T>;
  /** A file the API answers (a CSV export) as a Blob. */
  blob(path: string, req?: ApiRequest): Promise<Blob>;
}

export interface ApiClientOptions {
  /** How a request reaches the API. */
  fetch: typeof fetch;
  /** After a 401 or 403: renew the session and answer whether to repeat the request (none: never, as on a server). */
  refreshAfterDenied?: () => Promise<boolean>;
  /** The error's message when the answer carried none of the server's (in the reader's language). */
  requestFailed: () => string;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const send = (path: string, req: ApiRequest): Promise<Response> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const raw = req.contentType !== undefined && typeof req.body === 'string';
    if (req.body !== undefined) headers['Content-Type'] = raw ? req.contentType! : 'application/json';
    return options.fetch(`/api${path}`, {
      method: req.method ?? 'GET',
      headers,
      body: req.body === undefined ? undefined : raw ? (req.body as string) : JSON.stringify(req.body),
      credentials: req.noCredentials ? 'omit' : 'include',
      signal: req.signal,
      ...(req.keepalive ? { keepalive: true } : {}),
    });
  };
  const respond = async (path: string, req: ApiRequest): Promise<Response> => {
    let res = await send(path, req);
    const { refreshAfterDenied } = options;
    if ((res.status === 401 || res.status === 403) && refreshAfterDenied && !req.noRefresh && path !== REFRESH_PATH) {
      if (await refreshAfterDenied()) res = await send(path, req);
    }
    if (!res.ok) throw await toError(res, options.requestFailed());
    return res;
  };
  return {
    async json<T>(path: string, req: ApiRequest = {}): Promise<T> {
      const res = await respond(path, req);
      if (res.status === 204) return undefined as T;
      return (await res.json()) as T;
    },
    async blob(path: string, req: ApiRequest = {}): Promise<Blob> {
      return (await respond(path, req)).blob();
    },
  };
}

const sharedStorage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled
  }
};

let refreshOnce: (() => Promise<boolean>) | undefined;

/**
 * After a 401 or 403 in the browser: refreshes the session once (shared with every other caller and tab) and answers
 * whether to repeat the request; when it cannot, reports the session as expired.
 */
export async function refreshAfterDenied(): Promise<boolean> {
  refreshOnce ??= createRefreshCoordinator({
    refresh: () =>
      browserApiClient()
        .json(REFRESH_PATH, { noRefresh: true })
        .then(
          () => true,
          () => false,
        ),
    locks: typeof navigator === 'undefined' ? undefined : navigator.locks,
    storage: sharedStorage(),
  });
  // Without the signed-in cookie there is no refresh token to send: the visitor is signed out, no request needed.
  const refreshed = hasSignedInCookie() && (await refreshOnce());
  if (!refreshed) sessionExpiredHandler?.();
  return refreshed;
}

let browserClient: ApiClient | undefined;

/** The browser's client: the page's own fetch (its cookies), the session refreshed once on a 401 or 403. */
export function browserApiClient(): ApiClient {
  if (typeof window === 'undefined') {
    // a server render has a client of its own, named by its query client (apiClientOf)
    throw new Error('The browser’s API client was asked for outside a browser');
  }
  return (browserClient ??= createApiClient({
    fetch: (input, init) => fetch(input, init),
    refreshAfterDenied,
    requestFailed: () => i18n.t('common:requestFailed'),
  }));
}

const clientsOfQueryClients = new WeakMap<QueryClient, ApiClient>();

/** Makes `api` the client the reads of `queryClient` go through (web/lib/query-client.ts). */
export function bindApiClient(queryClient: QueryClient, api: ApiClient): void {
  clientsOfQueryClients.set(queryClient, api);
}

/** The client a query's (or mutation's) query client goes through; the browser's when it names none. */
export const apiClientOf = (queryClient: QueryClient | undefined): ApiClient =>
  (queryClient && clientsOfQueryClients.get(queryClient)) || browserApiClient();

/** The error of a failed answer (the server's envelope when it sent one); exported for the XHR uploads of web/api/uploads.ts. */
export async function toError(res: Response, requestFailed = i18n.t('common:requestFailed')): Promise<ApiError> {
  let body: {
    message?: string;
    code?: string;
    fields?: Record<string, string>;
    errors?: { row: number; message: string }[];
  } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // not JSON (a proxy error page): fall back to the status text
  }
  const serverMessage = typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
  return new ApiError(
    res.status,
    serverMessage ?? (res.statusText || requestFailed),
    // The server answers only codes of shared/errors.ts (its error schema is their enum).
    typeof body.code === 'string' ? (body.code as ErrorCode) : 'http_error',
    body.fields,
    serverMessage !== null,
    Array.isArray(body.errors) ? body.errors : undefined,
  );
}

/** The browser's JSON call (web/api/client.ts's `call` is the typed way). */
export const api = <T>(path: string, req: ApiRequest = {}): Promise<T> => browserApiClient().json<T>(path, req);

/** A file the API answers (a CSV export) as a Blob, with the same refresh-once and error envelope as `api`. */
export const apiBlob = (path: string, req: ApiRequest = {}): Promise<Blob> => browserApiClient().blob(path, req);

/**
 * The message to show for a failed call: the server's message when it sent one, in the reader's language (else the
 * sentence of its code: web/i18n/messages.ts), else the fallback (a network failure, a proxy's error page or an empty
 * 500 have no words worth showing).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.hasServerMessage)
    return readerMessage(i18n, error.message, error.code, fallback);
  return fallback;
}

/** A success message of the server (a toast's "Question added successfully") in the reader's language. */
export const successMessage = (message: string, fallback: string): string =>
  readerMessage(i18n, message, undefined, fallback);
