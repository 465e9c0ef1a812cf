import type { stubApi } from '#web/test/render.tsx';

type Call = [RequestInfo | URL, RequestInit | undefined];

/** The calls the stubbed fetch received for `path` (without /api), optionally of one method. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, path: string, method?: string) {
  return (fetchMock.mock.calls as unknown as Call[]).filter(
    ([input, init]) =>
      new URL(String(input), 'http://localhost').pathname === `/api${path}` &&
      (!method || (init?.method ?? 'GET') === method),
  );
}

/** The parsed JSON body of the last call to `path`. */
export function lastBody(fetchMock: ReturnType<typeof stubApi>, path: string): unknown {
  const calls = callsTo(fetchMock, path);
  const init = calls.at(-1)?.[1];
  return init?.body === undefined ? undefined : JSON.parse(String(init.body));
}
