import { vi } from 'vitest';
import type { Endpoint, EndpointAnswer } from '#shared/endpoint.ts';
import { ERROR_STATUS, type ErrorCode } from '#shared/errors.ts';

/**
 * The one API stub of the web tests. Only `globalThis.fetch` is replaced: the project's api client, query hooks
 * and components run for real. Each answer is declared against its endpoint (shared/endpoints/*), so a stub whose
 * shape the endpoint does not answer fails typecheck:
 *
 *   stubApi([answer(wishlistApi.mine, { success: true, wishlist: [], count: 0 }), answer(cartApi.add, fail('course_owned'))])
 *
 * A request without a stub answers 404 route_not_found, so a missing stub shows up as an error state.
 */
export const PENDING = Symbol('pending');

const REPLY = Symbol('reply');
/**
 * A failed answer with a status and a body of its own (a proxy's error page, an empty 500). Only failures: a
 * successful answer is a value given to `answer`, typed by its endpoint, which also gives it the declared status.
 */
export interface RawReply {
  [REPLY]: true;
  status: number;
  body: unknown;
}
export function reply(status: number, body: unknown): RawReply {
  if (status < 400) throw new Error(`reply(${status}): give a successful answer to answer(endpoint, value), typed`);
  return { [REPLY]: true, status, body };
}

/** The server's error envelope for `code`, with the status that code always comes with. */
export const fail = (code: ErrorCode, message = `failed: ${code}`, fields?: Record<string, string>): RawReply =>
  reply(ERROR_STATUS[code], { success: false, message, code, ...(fields ? { fields } : {}) });

/** What a request carried, for answers that depend on it. */
export interface StubRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

type Outcome<E extends Endpoint> = EndpointAnswer<E> | RawReply | typeof PENDING;
export type StubAnswer<E extends Endpoint> = Outcome<E> | ((request: StubRequest) => Outcome<E>);

export interface StubEntry {
  method: string;
  pattern: RegExp;
  names: string[];
  /** When set, the entry answers only the requests it accepts (the next entry gets the others). */
  accepts?: (request: StubRequest) => boolean;
  /** The status of a successful answer: the endpoint's declared one. */
  status: number;
  respond: (request: StubRequest) => unknown;
}

/**
 * Declares what an endpoint answers (a value, or a function of the request for answers that change). With
 * `only.params`, only for those path parameters: `answer(layoutsApi.get, banner, { params: { type: 'Banner' } })`.
 */
export function answer<E extends Endpoint>(
  endpoint: E,
  value: NoInfer<StubAnswer<E>>,
  only: { params?: Record<string, string> } = {},
): StubEntry {
  const names: string[] = [];
  const source = endpoint.path
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  return {
    method: endpoint.method,
    pattern: new RegExp(`^${source}$`),
    names,
    ...(only.params
      ? { accepts: ({ params }) => Object.entries(only.params!).every(([name, v]) => params[name] === v) }
      : {}),
    status: endpoint.status ?? 200,
    respond: (request) => (typeof value === 'function' ? (value as (r: StubRequest) => unknown)(request) : value),
  };
}

const json = (status: number, body: unknown) =>
  status === 204
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function toResponse(outcome: unknown, status: number): Response | Promise<Response> {
  if (outcome === PENDING) return new Promise<Response>(() => {});
  // A non-JSON answer (a CSV download) as the test built it.
  if (outcome instanceof Response) return outcome;
  if (typeof outcome === 'object' && outcome !== null && REPLY in outcome) {
    const { status, body } = outcome as RawReply;
    return json(status, body);
  }
  return json(status, outcome);
}

const urlOf = (input: RequestInfo | URL) =>
  new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');

export function stubApi(stubs: StubEntry[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    const path = url.pathname.replace(/^\/api/, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    // a body sent as it is (a CSV import) stays text
    const isJson = (new Headers(init?.headers).get('Content-Type') ?? 'application/json').includes('json');
    const raw = init?.body === undefined || init.body === null ? undefined : String(init.body);
    const body = raw === undefined ? undefined : isJson ? JSON.parse(raw) : raw;
    for (const entry of stubs) {
      if (entry.method !== method) continue;
      const match = entry.pattern.exec(path);
      if (!match) continue;
      const params = Object.fromEntries(entry.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
      const request = { params, query: url.searchParams, body };
      if (entry.accepts && !entry.accepts(request)) continue;
      return toResponse(entry.respond(request), entry.status);
    }
    return json(404, { success: false, message: `No stub for ${method} ${path}`, code: 'route_not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

type Call = [RequestInfo | URL, RequestInit | undefined];

/**
 * The calls the stubbed fetch received for `path` (without /api; the query string is ignored), oldest first; with
 * `method`, only those of that method.
 */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, path: string, method?: string): Call[] {
  return (fetchMock.mock.calls as unknown as Call[]).filter(
    ([input, init]) => urlOf(input).pathname === `/api${path}` && (!method || (init?.method ?? 'GET') === method),
  );
}

/** The JSON body of the latest call to `path` (of `method`, when given). */
export function sentBody(fetchMock: ReturnType<typeof stubApi>, path: string, method?: string): unknown {
  const body = callsTo(fetchMock, path, method).at(-1)?.[1]?.body;
  return body === undefined ? undefined : JSON.parse(String(body));
}
