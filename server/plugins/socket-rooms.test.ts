import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '#shared/catalogue/notifications.ts';
import { connectSocket, SocketRefused, type TestSocket } from '#test-support/socket-io-client.ts';
import { startFakeUddoktaPay, type FakeUddoktaPay } from '#test-support/uddoktapay.ts';
import { refreshTokens, sessions } from '../db/schema/index.ts';
import { signIn, signedInUser } from '../test/auth.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { orderRequests } from '../test/orders.ts';

/**
 * Issue 32 item 3: a live socket keeps only the rooms its session still allows. A demoted, logged-out or deleted
 * admin's open socket gets no new-order notification, while an admin who stays one still does.
 */
let t: TestApp;
let fake: FakeUddoktaPay;
let base: string;
let superAdmin: { cookie: string };
const sockets: TestSocket[] = [];

beforeAll(async () => {
  fake = await startFakeUddoktaPay();
  t = await buildTestApp({ env: { UDDOKTAPAY_BASE_URL: fake.url, UDDOKTAPAY_API_KEY: fake.apiKey } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  superAdmin = await signedInUser(t.app, { role: 'admin', isSuperAdmin: true, name: 'Super Admin' });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
  await fake.close();
});

const { startCheckout, processOrder } = orderRequests({ app: () => t.app, fake: () => fake });

const open = async (cookie: string) => {
  const socket = await connectSocket(base, { cookie, origin: 'http://localhost:3000' });
  sockets.push(socket);
  return socket;
};

/** A learner buys a course: the new-order notification goes to the admins' room. */
async function buy(courseName: string) {
  const checkout = await startCheckout({ courseName });
  const res = await processOrder(checkout.learner, fake.settle(checkout.charge, 'COMPLETED'), checkout.courseId);
  expect(res.statusCode).toBe(200);
}

/** Waits for the new-order notification about `courseName` (other notifications may come first). */
async function orderNotice(socket: TestSocket, courseName: string): Promise<Notification> {
  for (;;) {
    const notice = (await socket.waitFor('newNotification')) as Notification;
    if (notice.title === 'New Order Received' && notice.message.includes(courseName)) return notice;
  }
}

/**
 * Everything the server sent before now has reached each socket once a barrier it sends next arrives there
 * (socket.io keeps the order of one connection), so "nothing else arrived" is checked without waiting a while.
 */
async function settled(...open: TestSocket[]) {
  t.app.io.emit('test-barrier');
  for (const socket of open) await socket.waitFor('test-barrier');
}

const orderNotices = (socket: TestSocket) =>
  socket.events.filter((e) => e.event === 'newNotification' && (e.data as Notification).title === 'New Order Received');

const changeRole = (email: string, role: 'user' | 'admin') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/admin/change-user-role',
    headers: { cookie: superAdmin.cookie },
    payload: { email, role },
  });

describe('the live socket’s rooms follow its session', () => {
  it('a demoted admin’s open socket leaves the admins’ room at once; a promoted learner’s joins it', async () => {
    const demoted = await signedInUser(t.app, { role: 'admin' });
    const staying = await signedInUser(t.app, { role: 'admin' });
    const learner = await signedInUser(t.app);
    const [demotedSocket, stayingSocket, learnerSocket] = await Promise.all([
      open(demoted.cookie),
      open(staying.cookie),
      open(learner.cookie),
    ]);
    await buy('Before the change');
    await orderNotice(demotedSocket, 'Before the change');
    await orderNotice(stayingSocket, 'Before the change');

    expect((await changeRole(demoted.user.email, 'user')).statusCode).toBe(200);
    expect((await changeRole(learner.user.email, 'admin')).statusCode).toBe(200);
    await buy('After the change');
    await orderNotice(stayingSocket, 'After the change');
    await orderNotice(learnerSocket, 'After the change');
    await settled(demotedSocket, stayingSocket, learnerSocket);
    expect(orderNotices(demotedSocket)).toEqual([]);

    // Still signed in as a learner: the socket stays open for what a learner receives.
    t.app.notify.user(demoted.user.id, 'test-for-the-user', { ok: true });
    expect(await demotedSocket.waitFor('test-for-the-user')).toEqual({ ok: true });
  });

  it('a logout disconnects that session’s sockets only', async () => {
    const admin = await signedInUser(t.app, { role: 'admin' });
    const otherDevice = await signIn(t.app, admin.user.email, admin.user.password);
    const staying = await signedInUser(t.app, { role: 'admin' });
    const [loggedOut, stillIn, stayingSocket] = await Promise.all([
      open(admin.cookie),
      open(otherDevice),
      open(staying.cookie),
    ]);

    const res = await t.app.inject({ method: 'GET', url: '/api/users/auth/logout', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    await loggedOut.closed;
    await buy('After the logout');
    await orderNotice(stayingSocket, 'After the logout');
    await orderNotice(stillIn, 'After the logout');
    expect(orderNotices(loggedOut)).toEqual([]);
    // The ended session cannot open a new one either.
    await expect(open(admin.cookie)).rejects.toThrow(new SocketRefused('Please log in to receive live updates'));
  });

  it('a deleted admin’s sockets are disconnected', async () => {
    const deleted = await signedInUser(t.app, { role: 'admin' });
    const staying = await signedInUser(t.app, { role: 'admin' });
    const [deletedSocket, stayingSocket] = await Promise.all([open(deleted.cookie), open(staying.cookie)]);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/admin/delete/${deleted.user.id}`,
      headers: { cookie: superAdmin.cookie },
    });
    expect(res.statusCode).toBe(200);
    await deletedSocket.closed;
    await buy('After the deletion');
    await orderNotice(stayingSocket, 'After the deletion');
    expect(orderNotices(deletedSocket)).toEqual([]);
  });

  it('a socket is disconnected when its session ends, unless the session was renewed', async () => {
    // Short-lived access tokens, yet long enough for both sockets to connect before they expire on a busy machine
    // (a socket connecting with an expired token is refused, as the browser's would be until it refreshes).
    const short = await buildTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '4' }, database: t.database });
    try {
      const shortBase = await short.app.listen({ port: 0, host: '127.0.0.1' });
      const connect = async (cookie: string) => {
        const socket = await connectSocket(shortBase, { cookie, origin: 'http://localhost:3000' });
        sockets.push(socket);
        return socket;
      };
      // Signed in first, so its access token has expired too by the time the other session's socket is cut.
      const renewed = await signedInUser(short.app, { role: 'admin' });
      const ending = await signedInUser(short.app, { role: 'admin' });
      // The first session can no longer be renewed: its access token (4 s) is all that is left of it.
      const [session] = await short.app.db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(refreshTokens, eq(refreshTokens.sessionId, sessions.id))
        .where(eq(sessions.userId, ending.user.id));
      await short.app.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.sessionId, session!.id));
      const endingSocket = await connect(ending.cookie);
      const renewedSocket = await connect(renewed.cookie);

      await endingSocket.closed;
      // The renewed session's socket outlived its access token: still in the admins' room.
      short.app.notify.admins({ title: 'Probe' } as Notification);
      expect(await renewedSocket.waitFor('newNotification')).toMatchObject({ title: 'Probe' });
    } finally {
      await short.app.close(); // the database is the other app's
    }
  });
});
