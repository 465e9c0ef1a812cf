import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { NOTIFICATION_EVENT, type Notification } from '#shared/catalogue/notifications.ts';
import { handshakeUser } from '../modules/auth/auth.service.ts';
import type { SessionUser } from './access.ts';
import { closeClient, subscriberOf } from './redis.ts';

export const SOCKET_PATH = '/socket.io';
/** How long a closing WebSocket may wait for its peer's closing handshake before it is cut. */
export const SOCKET_CLOSE_GRACE_MS = 1000;
export const ADMINS_ROOM = 'admins';
export const userRoom = (userId: string) => `user:${userId}`;
export const SOCKET_AUTH_ERROR = 'Please log in to receive live updates';

export interface Notifier {
  /** Pushes a notification to every signed-in administrator (event `newNotification`). */
  admins(notification: Notification): void;
  /** Pushes an event to one user's open tabs. */
  user(userId: string, event: string, payload: unknown): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    notify: Notifier;
  }
}

declare module 'socket.io' {
  interface SocketData {
    user: SessionUser;
  }
}

/**
 * The live socket (design.md §1): socket.io on the app's own HTTP server at /socket.io, websocket first then
 * polling. A connection is accepted only from the site's own origin (or a configured one; a client that sends no
 * Origin is not a browser page and is let through to the next check) and only with a valid session: the
 * `access_token` cookie (or `auth.token`) is verified exactly as for HTTP requests, and the session must not be
 * revoked. Each user joins `user:<id>`; admins also join `admins`. With Redis the rooms span every instance.
 */
export default fp(
  async function socketPlugin(app: FastifyInstance) {
    const allowed = new Set<string>();
    for (const candidate of [app.env.PUBLIC_URL, ...app.env.ALLOWED_ORIGINS]) {
      try {
        if (candidate) allowed.add(new URL(candidate).origin);
      } catch {
        // reported by the origin-check plugin
      }
    }
    const originAllowed = (request: IncomingMessage): boolean => {
      const origin = request.headers.origin;
      if (origin === undefined) return true;
      try {
        const url = new URL(origin);
        return allowed.has(url.origin) || url.host === request.headers.host;
      } catch {
        return false;
      }
    };

    const io = new Server(app.server, {
      path: SOCKET_PATH,
      transports: ['websocket', 'polling'],
      serveClient: false,
      // A draining instance takes no new live connections (the client reconnects to another instance).
      allowRequest: (request, callback) => callback(null, app.lifecycle.phase !== 'draining' && originAllowed(request)),
    });

    // Upgraded connections (WebSockets) are no longer the HTTP server's to close: they are closed here, and one
    // whose peer does not answer the closing handshake is cut after SOCKET_CLOSE_GRACE_MS.
    const upgraded = new Set<Duplex>();
    app.server.on('upgrade', (_request: IncomingMessage, connection: Duplex) => {
      upgraded.add(connection);
      connection.once('close', () => upgraded.delete(connection));
    });

    // With Redis the adapter publishes each emit for the other instances and then delivers it to this instance's
    // own sockets. It never awaits the publish: while Redis is down a publish is skipped (or fails at once) and the
    // emit still reaches the local sockets; its subscriptions wait for Redis and are renewed on each reconnect.
    const adapterClients: Redis[] = [];
    const redis: Redis | undefined = app.redis;
    if (redis) {
      // loaded only with Redis: the embedded mode's start does not pay for it
      const { createAdapter } = await import('@socket.io/redis-adapter');
      const health = app.redisHealth;
      const sub = subscriberOf(redis);
      adapterClients.push(sub);
      const pub = catchingCommands(redis, ['publish'], (error) => health.reportFailure(error), {
        publish: () => (health.up ? undefined : Promise.resolve(0)),
      });
      io.adapter(
        createAdapter(
          pub,
          catchingCommands(sub, ['subscribe', 'psubscribe'], () => undefined),
        ),
      );
    }

    io.use(async (socket, next) => {
      try {
        const cookieHeader = socket.request.headers.cookie;
        const user = await handshakeUser(app, cookieHeader ? app.parseCookie(cookieHeader) : {}, socket.handshake.auth);
        if (!user) return next(new Error(SOCKET_AUTH_ERROR));
        socket.data.user = user;
        next();
      } catch (error) {
        app.log.warn({ err: error }, 'socket handshake failed');
        next(new Error(SOCKET_AUTH_ERROR));
      }
    });

    io.on('connection', (socket) => {
      const user = socket.data.user;
      void socket.join(userRoom(user.id));
      if (user.role === 'admin') void socket.join(ADMINS_ROOM);
    });

    app.decorate('io', io);
    app.decorate('notify', {
      admins: (notification: Notification) => void io.to(ADMINS_ROOM).emit(NOTIFICATION_EVENT, notification),
      user: (userId: string, event: string, payload: unknown) => void io.to(userRoom(userId)).emit(event, payload),
    } satisfies Notifier);

    // The HTTP server itself is closed by Fastify; here only the sockets, the engine and the adapter's clients.
    // Sockets are told at the start of the drain (they reconnect elsewhere) and closed for good before the server.
    const disconnect = () => {
      io.local.disconnectSockets(true);
      io.engine.close();
    };
    app.lifecycle.onDrain(disconnect);
    app.addHook('preClose', async () => {
      disconnect();
      if (upgraded.size === 0) return;
      await new Promise<void>((resolve) => {
        const cut = setTimeout(() => {
          for (const connection of upgraded) connection.destroy();
          resolve();
        }, SOCKET_CLOSE_GRACE_MS);
        const check = () => {
          if (upgraded.size > 0) return;
          clearTimeout(cut);
          resolve();
        };
        for (const connection of upgraded) connection.once('close', () => setImmediate(check));
      });
    });
    app.addHook('onClose', async () => {
      await Promise.all(adapterClients.map(closeClient));
    });
  },
  { name: 'socket', dependencies: ['redis', 'auth', 'lifecycle'] },
);

/**
 * The client as the adapter sees it: the named commands never leave a rejected promise unhandled (the adapter does
 * not await them) and `instead[name]` may answer in place of Redis (undefined: ask Redis).
 */
function catchingCommands(
  client: Redis,
  names: string[],
  onError: (error: unknown) => void,
  instead: Record<string, () => Promise<unknown> | undefined> = {},
): Redis {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (typeof property !== 'string' || !names.includes(property)) return value.bind(target);
      return (...args: unknown[]) => {
        const answer = instead[property]?.() ?? (value.apply(target, args) as Promise<unknown>);
        answer.catch(onError);
        return answer;
      };
    },
  });
}
