import http from 'node:http';
import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 between the app and a server (PostgreSQL at 127.0.0.1:5432 by default), so a test can
 * take the server away without stopping it (the shared PostgreSQL is never stopped): `cut()` destroys every
 * connection through the proxy and closes its port, so new connections are refused (ECONNREFUSED), as when the
 * database is down; `restore()` listens again on the same port.
 *
 * `partition()` is a network partition instead: nothing is refused or closed, nothing gets through. Connections stay
 * open and what either side sends is held (as packets dropped and retransmitted), new connections are accepted and
 * never answered; `restore()` lets everything held through, as the network would once it heals.
 */
export interface TcpProxy {
  readonly host: '127.0.0.1';
  readonly port: number;
  /** Sockets open through the proxy right now (two per connection: the app's and the server's). */
  readonly open: number;
  cut(): Promise<void>;
  partition(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host?: string; port?: number } = {}): Promise<TcpProxy> {
  const targetHost = target.host ?? '127.0.0.1';
  const targetPort = target.port ?? 5432;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };

  /** Each connection's two sides, so a partition can stop and start what flows between them. */
  const pairs = new Set<{ client: net.Socket; upstream?: net.Socket }>();
  let partitioned = false;
  const flow = (pair: { client: net.Socket; upstream?: net.Socket }) => {
    const { client } = pair;
    if (client.destroyed) return;
    const upstream = (pair.upstream ??= connectUpstream(client));
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const connectUpstream = (client: net.Socket) => {
    const upstream = net.connect({ host: targetHost, port: targetPort });
    track(upstream);
    // Either side failing or ending ends the other: the app sees the connection drop, as with a real outage.
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    return upstream;
  };
  const server = net.createServer((client) => {
    track(client);
    const pair: { client: net.Socket; upstream?: net.Socket } = { client };
    pairs.add(pair);
    client.on('close', () => pairs.delete(pair));
    client.on('error', () => pair.upstream?.destroy());
    if (partitioned) client.pause();
    else flow(pair);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    host: '127.0.0.1',
    port,
    get open() {
      return sockets.size;
    },
    cut: stop,
    partition: () => {
      partitioned = true;
      for (const { client, upstream } of pairs) {
        client.unpipe();
        upstream?.unpipe();
        client.pause();
        upstream?.pause();
      }
    },
    restore: () => {
      if (partitioned) {
        partitioned = false;
        for (const pair of pairs) flow(pair);
      }
      return server.listening ? Promise.resolve() : listen(port);
    },
    close: stop,
  };
}

/**
 * A load balancer at the TCP level on 127.0.0.1, as the reverse proxy of compose.yaml (deploy/Caddyfile) is in front
 * of several instances. Each new connection goes to the next target in turn that is live:
 * - with `readyPath`, the proxy asks each target's readiness (`GET readyPath`) over and over, `checkEveryMs` apart,
 *   and sends new connections only to targets whose last answer was 200 (all count as ready until asked);
 * - a target that refuses the connection (ECONNREFUSED: it is not listening) is skipped for the next one.
 * A connection a target accepted and then reset is not retried: that request is lost. WebSocket upgrades pass
 * through like any other bytes; a connection stays on the target it was given.
 */
export interface RoundRobinProxy {
  readonly host: '127.0.0.1';
  readonly port: number;
  /** Connections each target has been given, in the order of the targets. */
  readonly served: readonly number[];
  /** Connections a target refused that went to another one. */
  readonly retried: number;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(
  targets: { host?: string; port: number }[],
  options: { readyPath?: string; checkEveryMs?: number } = {},
): Promise<RoundRobinProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const served = targets.map(() => 0);
  const ready = targets.map(() => true);
  let retried = 0;
  let turn = 0;
  let closed = false;

  const timers = new Set<NodeJS.Timeout>();
  if (options.readyPath) {
    const readyPath = options.readyPath;
    const check = (index: number) => {
      const target = targets[index]!;
      const again = (isReady: boolean) => {
        ready[index] = isReady;
        if (closed) return;
        const timer = setTimeout(() => (timers.delete(timer), check(index)), options.checkEveryMs ?? 100);
        timers.add(timer);
      };
      const request = http.get(
        { host: target.host ?? '127.0.0.1', port: target.port, path: readyPath, agent: false },
        (res) => {
          res.resume();
          res.on('end', () => again(res.statusCode === 200));
        },
      );
      request.on('error', () => again(false));
    };
    targets.forEach((_, index) => check(index));
  }

  const server = net.createServer((client) => {
    track(client);
    client.pause(); // what the client sends waits for a target
    client.on('error', () => client.destroy());
    const first = turn++ % targets.length;
    const rotation = targets.map((_, i) => (first + i) % targets.length);
    // Ready targets first; the others only when every ready one refuses.
    const order = [...rotation.filter((i) => ready[i]), ...rotation.filter((i) => !ready[i])];
    const attempt = (tries: number) => {
      const index = order[tries]!;
      const target = targets[index]!;
      const upstream = net.connect({ host: target.host ?? '127.0.0.1', port: target.port });
      track(upstream);
      const refused = (error: NodeJS.ErrnoException) => {
        upstream.destroy();
        if (error.code === 'ECONNREFUSED' && tries + 1 < order.length && !client.destroyed) {
          retried++;
          attempt(tries + 1);
        } else {
          client.destroy();
        }
      };
      upstream.once('error', refused);
      upstream.once('connect', () => {
        upstream.off('error', refused);
        served[index]!++;
        upstream.on('error', () => client.destroy());
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        if (client.destroyed) return void upstream.destroy();
        client.pipe(upstream);
        upstream.pipe(client);
      });
    };
    attempt(0);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    host: '127.0.0.1',
    port: (server.address() as net.AddressInfo).port,
    served,
    get retried() {
      return retried;
    },
    close: () =>
      new Promise<void>((resolve) => {
        closed = true;
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
