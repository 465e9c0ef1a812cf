import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import '#web/i18n/index.ts';

/**
 * What the stubbed API answers for a path (without the /api prefix): a JSON body (status 200), an explicit
 * `{ status, body }`, `PENDING` (never answers: the loading state), or a function for answers that change.
 */
export const PENDING = Symbol('pending');
export type StubAnswer = unknown;
export type ApiStub = Record<string, StubAnswer | (() => StubAnswer)>;

const REPLY = Symbol('reply');
/** An answer with a status other than 200 (an error envelope, say). */
export const reply = (status: number, body: unknown) => ({ [REPLY]: true, status, body });

/**
 * Replaces ONLY `globalThis.fetch`: the project's own api client, query hooks and components run for real.
 * A path without an answer fails loudly with a 404 envelope. Returns the mock to inspect the calls.
 */
export function stubApi(answers: ApiStub) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const path = url.pathname.replace(/^\/api/, '');
    const entry = answers[path];
    const answer = typeof entry === 'function' ? (entry as () => StubAnswer)() : entry;
    if (answer === PENDING) return new Promise<Response>(() => {});
    if (answer === undefined) return json(404, { success: false, message: `No stub for ${path}`, code: 'not_found' });
    if (typeof answer === 'object' && answer !== null && REPLY in answer) {
      const { status, body } = answer as unknown as { status: number; body: unknown };
      return json(status, body);
    }
    return json(200, answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Renders `element` at `path` (a route pattern) inside a fresh QueryClient and a memory router opened at `url`.
 * Every other path renders nothing, so a navigation is read from `router.state.location`.
 */
export function renderPage(element: ReactElement, { path = '/', url = path }: { path?: string; url?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

type Call = [RequestInfo | URL, RequestInit | undefined];

/** The calls the stubbed fetch received for `path` (without /api; the query string is ignored), oldest first. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, path: string): Call[] {
  return (fetchMock.mock.calls as unknown as Call[]).filter(([input]) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    return url.pathname === `/api${path}`;
  });
}

/** The JSON body of the latest call to `path`. */
export function sentBody(fetchMock: ReturnType<typeof stubApi>, path: string): unknown {
  const body = callsTo(fetchMock, path).at(-1)?.[1]?.body;
  return body === undefined ? undefined : JSON.parse(String(body));
}
