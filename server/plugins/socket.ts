import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { NOTIFICATION_EVENT, type Notification } from '#shared/catalogue/notifications.ts';
import { handshakeSession, liveSession, sessionChangeOf, type LiveSession } from '../modules/auth/auth.service.ts';
import type { SessionUser } from './access.ts';
import { closeClient, subscriberOf } from './redis.ts';

export const SOCKET_PATH = '/socket.io';
/** How long a closing WebSocket may wait for its peer's closing handshake before it is cut. */
export const SOCKET_CLOSE_GRACE_MS = 1000;
export const ADMINS_ROOM = 'admins';
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** Asks the other instances to read their sockets of a user again (after they left the admins' room). */
const RECHECK_EVENT = 'pathshala:recheck-user';
/** setTimeout's longest delay; a session that lasts longer is read again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
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
    sessionId: string;
    /** When the access token of the handshake expires: the session lasts at least until then. */
    accessEndsAt: number;
    /** When the session ends unless it is renewed (read again then). */
    endsAt: number;
    /** Grows with every re-read of the session: only the latest one's answer applies. */
    checks: number;
    /** Invalidations seen before the handshake read the session; more by the connection means read it again. */
    changesAtHandshake: number;
    endTimer?: NodeJS.Timeout;
  }
}

/**
 * The live socket (design.md §1): socket.io on the app's own HTTP server at /socket.io, websocket first then
 * polling. A connection is accepted only from the site's own origin (or a configured one; a client that sends no
 * Origin is not a browser page and is let through to the next check) and only with a valid session: the
 * `access_token` cookie (or `auth.token`) is verified exactly as for HTTP requests, and the session must not be
 * revoked. Each socket joins `user:<id>` and `session:<id>`; admins also join `admins`. With Redis the rooms span
 * every instance.
 *
 * A socket keeps only the rooms its session still allows (issue 32): a logout or revoked session disconnects its
 * sockets on every instance at once; after any change to a user (role, deletion, sessions ended) their sockets
 * leave the admins' room at once on every instance, and each instance then reads its sockets' sessions again and
 * lets them back in, or disconnects them, as the database now says. The adapter carries these with the
 * notifications, in order, so a notification sent after the change never reaches the socket; the cache's channel
 * (which also replays what a Redis outage held back) triggers the same re-read. Each socket is also read again
 * when its session would end, and disconnected if it did.
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

    let changes = 0;
    io.use(async (socket, next) => {
      try {
        socket.data.changesAtHandshake = changes;
        const cookieHeader = socket.request.headers.cookie;
        const live = await handshakeSession(
          app,
          cookieHeader ? app.parseCookie(cookieHeader) : {},
          socket.handshake.auth,
        );
        if (!live) return next(new Error(SOCKET_AUTH_ERROR));
        socket.data.user = live.user;
        socket.data.sessionId = live.sessionId;
        socket.data.accessEndsAt = live.accessEndsAt;
        socket.data.endsAt = live.endsAt;
        socket.data.checks = 0;
        next();
      } catch (error) {
        app.log.warn({ err: error }, 'socket handshake failed');
        next(new Error(SOCKET_AUTH_ERROR));
      }
    });

    /** At the session's end the socket reads it again (it may have been renewed meanwhile). */
    const endAt = (socket: Socket, endsAt: number) => {
      clearTimeout(socket.data.endTimer);
      socket.data.endTimer = setTimeout(() => void recheck(socket), Math.min(MAX_TIMER_MS, endsAt - Date.now()));
      socket.data.endTimer.unref();
    };

    const applyRooms = (socket: Socket, user: SessionUser) => {
      if (user.role === 'admin') void socket.join(ADMINS_ROOM);
      else void socket.leave(ADMINS_ROOM);
    };

    const recheck = async (socket: Socket) => {
      const check = ++socket.data.checks;
      let live: LiveSession | null;
      try {
        live = await liveSession(app, socket.data.user.id, socket.data.sessionId, socket.data.accessEndsAt);
      } catch (error) {
        // Unknown is treated as ended: the client's next page load opens a new socket.
        app.log.warn({ err: error }, 'socket session could not be read again; disconnected');
        live = null;
      }
      if (check !== socket.data.checks || socket.disconnected) return;
      if (!live) {
        socket.disconnect(true);
        return;
      }
      socket.data.user = live.user;
      socket.data.endsAt = live.endsAt;
      applyRooms(socket, live.user);
      endAt(socket, live.endsAt);
    };

    /** This instance's sockets in `room` (every socket without one) read their sessions again. */
    const recheckLocal = (room?: string) => {
      const namespace = io.of('/');
      const ids = room ? (namespace.adapter.rooms.get(room) ?? new Set<string>()) : namespace.sockets.keys();
      for (const id of [...ids]) {
        const socket = namespace.sockets.get(id);
        if (socket) void recheck(socket);
      }
    };

    // Here and from the other instances, through the cache's channel (and everything after a Redis outage).
    app.cache.onInvalidate((key) => {
      const change = sessionChangeOf(key);
      if (!change) return;
      changes++;
      if (change === 'all') recheckLocal();
      else if ('sessionId' in change) recheckLocal(sessionRoom(change.sessionId));
      else recheckLocal(userRoom(change.userId));
    });

    // Made on this instance: applied to every instance's sockets through the adapter, ahead of any later emit.
    app.sessionsChanged.onChange((change) => {
      if ('sessionId' in change) {
        io.in(sessionRoom(change.sessionId)).disconnectSockets(true);
        return;
      }
      io.in(userRoom(change.userId)).socketsLeave(ADMINS_ROOM);
      // The other instances read their sockets of the user again after leaving; this one already does (above).
      if (redis) io.serverSideEmit(RECHECK_EVENT, change.userId);
    });
    io.on(RECHECK_EVENT, (userId: unknown) => {
      if (typeof userId === 'string') recheckLocal(userRoom(userId));
    });

    io.on('connection', (socket) => {
      const user = socket.data.user;
      void socket.join([userRoom(user.id), sessionRoom(socket.data.sessionId)]);
      applyRooms(socket, user);
      endAt(socket, socket.data.endsAt);
      socket.on('disconnect', () => clearTimeout(socket.data.endTimer));
      // A change between the handshake's read and now was not seen by this socket.
      if (changes !== socket.data.changesAtHandshake) void recheck(socket);
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
