/**
 * The one way the web app talks to the API: JSON, cookies sent, the error envelope turned into ApiError.
 * On 401 or 403 it calls refresh-token once (shared by concurrent callers, and by the other tabs: see
 * refresh-coordinator.ts) and repeats the request; when the refresh fails it reports the session as expired (the
 * auth store signs out and clears every cached query).
 */
import { authApi } from '#shared/endpoints/auth.ts';
import type { ErrorCode } from '#shared/errors.ts';
import i18n from '#web/i18n/index.ts';
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
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Skip the refresh-and-retry dance (used by auth calls themselves). */
  noRefresh?: boolean;
  /** Send no cookies (the spec's activate call). */
  noCredentials?: boolean;
}

const REFRESH_PATH = authApi.refresh.path;
let sessionExpiredHandler: (() => void) | null = null;

/** The auth store registers what to do when a session cannot be refreshed. */
export function onSessionExpired(handler: (() => void) | null): void {
  sessionExpiredHandler = handler;
}

/** How a request reaches the API: the browser's fetch; the server's page rendering hands its own in (entry-server.tsx). */
let transport: typeof fetch = (input, init) => fetch(input, init);
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

async function send(path: string, req: ApiRequest): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (req.body !== undefined) headers['Content-Type'] = 'application/json';
  return transport(`/api${path}`, {
    method: req.method ?? 'GET',
    headers,
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
    credentials: req.noCredentials ? 'omit' : 'include',
    signal: req.signal,
  });
}

const sharedStorage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled
  }
};

const refreshOnce = createRefreshCoordinator({
  refresh: () => send(REFRESH_PATH, { noRefresh: true }).then((res) => res.ok),
  locks: typeof navigator === 'undefined' ? undefined : navigator.locks,
  storage: sharedStorage(),
});

/** The error of a failed answer (the server's envelope when it sent one); exported for the XHR uploads of web/api/uploads.ts. */
export async function toError(res: Response): Promise<ApiError> {
  let body: { message?: string; code?: string; fields?: Record<string, string> } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // not JSON (a proxy error page): fall back to the status text
  }
  const serverMessage = typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
  return new ApiError(
    res.status,
    serverMessage ?? (res.statusText || i18n.t('common:requestFailed')),
    // The server answers only codes of shared/errors.ts (its error schema is their enum).
    typeof body.code === 'string' ? (body.code as ErrorCode) : 'http_error',
    body.fields,
    serverMessage !== null,
  );
}

/**
 * After a 401 or 403: refreshes the session once (shared with every other caller) and answers whether to repeat the
 * request; when it cannot, reports the session as expired.
 */
export async function refreshAfterDenied(): Promise<boolean> {
  // Without the signed-in cookie there is no refresh token to send: the visitor is signed out, no request needed.
  const refreshed = hasSignedInCookie() && (await refreshOnce());
  if (!refreshed) sessionExpiredHandler?.();
  return refreshed;
}

async function respond(path: string, req: ApiRequest): Promise<Response> {
  let res = await send(path, req);
  if ((res.status === 401 || res.status === 403) && !req.noRefresh && path !== REFRESH_PATH) {
    if (await refreshAfterDenied()) res = await send(path, req);
  }
  if (!res.ok) throw await toError(res);
  return res;
}

export async function api<T>(path: string, req: ApiRequest = {}): Promise<T> {
  const res = await respond(path, req);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** A file the API answers (a CSV export) as a Blob, with the same refresh-once and error envelope as `api`. */
export async function apiBlob(path: string, req: ApiRequest = {}): Promise<Blob> {
  return (await respond(path, req)).blob();
}

/**
 * The message to show for a failed call: the server's message when it sent one, else the fallback (a network
 * failure, a proxy's error page or an empty 500 have no words worth showing).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.hasServerMessage) return error.message;
  return fallback;
}
