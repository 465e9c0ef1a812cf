import WebSocket from 'ws';

/**
 * A minimal socket.io client for API tests (socket.io-client is not installed): the Engine.IO v4 / Socket.IO v5
 * wire protocol over a plain WebSocket (`ws`, which socket.io itself depends on). It speaks just enough to test
 * the server as a browser would: the handshake with cookies and an Origin, the namespace CONNECT or
 * CONNECT_ERROR, ping/pong, and EVENT packets.
 *
 * Engine.IO packets: 0 open, 2 ping, 3 pong, 4 message. Socket.IO packets inside a message: 0 CONNECT,
 * 1 DISCONNECT, 2 EVENT, 4 CONNECT_ERROR — so an event arrives as `42["name",data]`.
 */

export interface TestSocket {
  readonly events: { event: string; data: unknown }[];
  /** Resolves with the data of the next `event` (or one already received and not yet taken). */
  waitFor(event: string, timeoutMs?: number): Promise<unknown>;
  close(): void;
  /** Resolves when the connection closes, from either end (the server's shutdown closes it). */
  readonly closed: Promise<void>;
}

export class SocketRefused extends Error {}

export function connectSocket(
  baseUrl: string,
  options: { cookie?: string; origin?: string; path?: string } = {},
): Promise<TestSocket> {
  const url = new URL(`${options.path ?? '/socket.io'}/`, baseUrl.replace(/^http/, 'ws'));
  url.searchParams.set('EIO', '4');
  url.searchParams.set('transport', 'websocket');
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  const ws = new WebSocket(url, { headers });

  const events: { event: string; data: unknown }[] = [];
  const waiters: { event: string; resolve: (data: unknown) => void }[] = [];
  const socket: TestSocket = {
    events,
    waitFor(event, timeoutMs = 3000) {
      const index = events.findIndex((e) => e.event === event);
      if (index >= 0) return Promise.resolve(events.splice(index, 1)[0]!.data);
      return new Promise((resolve, reject) => {
        const waiter = {
          event,
          resolve: (data: unknown) => {
            clearTimeout(timer);
            resolve(data);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no "${event}" within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => ws.close(),
    closed: new Promise<void>((resolve) => ws.once('close', () => resolve())),
  };

  return new Promise((resolve, reject) => {
    ws.on('unexpected-response', (_req, res) =>
      reject(new SocketRefused(`handshake refused with HTTP ${res.statusCode}`)),
    );
    ws.on('error', (error) => reject(error));
    ws.on('message', (raw) => {
      const text = raw.toString();
      const engineType = text[0];
      if (engineType === '0') return ws.send('40');
      if (engineType === '2') return ws.send('3');
      if (engineType !== '4') return;
      const packetType = text[1];
      const payload = text.slice(2);
      if (packetType === '0') return resolve(socket);
      if (packetType === '4') {
        ws.close();
        const message = payload ? (JSON.parse(payload) as { message?: string }).message : undefined;
        return reject(new SocketRefused(message ?? 'connection refused'));
      }
      if (packetType === '2') {
        const [event, data] = JSON.parse(payload.replace(/^\d+/, '')) as [string, unknown];
        const waiter = waiters.find((w) => w.event === event);
        if (waiter) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(data);
        } else {
          events.push({ event, data });
        }
      }
    });
  });
}
