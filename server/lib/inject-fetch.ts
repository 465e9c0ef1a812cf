import type { FastifyInstance } from 'fastify';

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A `fetch` that delivers the request to this very app through `app.inject`, without the network: the HTTP request
 * (method, path, headers, body) and answer are the same as over a socket. Used where the server talks to a part of
 * itself through a public protocol (the sandbox gateway's API and webhooks), so that works whatever PUBLIC_URL,
 * proxy or port the site runs behind. An abort signal (e.g. a timeout) rejects the call as fetch would.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    headers.host = url.host;
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const signal = request.signal;
    signal.throwIfAborted();
    const injected = app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(payload ? { payload } : {}),
    });
    let onAbort = () => {};
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
    });
    aborted.catch(() => undefined); // a signal that fires after the answer must not become an unhandled rejection
    const res = await Promise.race([injected, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of [value].flat()) responseHeaders.append(name, String(v));
    }
    return new Response(NULL_BODY_STATUSES.has(res.statusCode) ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: responseHeaders,
    });
  };
}
