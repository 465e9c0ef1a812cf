import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '#shared/catalogue/notifications.ts';
import { connectSocket, type TestSocket } from '#test-support/socket-io-client.ts';
import { startFakeUddoktaPay, type FakeUddoktaPay } from '#test-support/uddoktapay.ts';
import { signIn, signedInUser } from '../test/auth.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { orderRequests } from '../test/orders.ts';
import { ADMINS_ROOM } from './socket.ts';

/**
 * Issue 32 item 3 across two instances sharing one database and one Redis: a change made on one instance takes
 * the sockets on the other out of the rooms they may no longer be in, before any later notification reaches them.
 */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) throw new Error('TEST_REDIS_URL must point at a Redis server for the redis project');

let a: TestApp;
let b: TestApp;
let fake: FakeUddoktaPay;
let baseB: string;
let superAdmin: { cookie: string };
const sockets: TestSocket[] = [];

beforeAll(async () => {
  fake = await startFakeUddoktaPay();
  const env = { REDIS_URL: redisUrl, UDDOKTAPAY_BASE_URL: fake.url, UDDOKTAPAY_API_KEY: fake.apiKey };
  a = await buildTestApp({ env });
  b = await buildTestApp({ env, database: a.database });
  baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  superAdmin = await signedInUser(a.app, { role: 'admin', isSuperAdmin: true });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await b.app.close();
  await a.close();
  await fake.close();
});

const { startCheckout, processOrder } = orderRequests({ app: () => a.app, fake: () => fake });

/** A socket on instance b (the changes and the orders are made on instance a). */
const openOnB = async (cookie: string) => {
  const socket = await connectSocket(baseB, { cookie, origin: 'http://localhost:3000' });
  sockets.push(socket);
  return socket;
};

/** A learner buys a course on instance a; its name is unique (other runs may share the Redis server). */
async function buy(label: string): Promise<string> {
  const courseName = `${label} ${randomUUID().slice(0, 8)}`;
  const checkout = await startCheckout({ courseName });
  const res = await processOrder(checkout.learner, fake.settle(checkout.charge, 'COMPLETED'), checkout.courseId);
  expect(res.statusCode).toBe(200);
  return courseName;
}

async function orderNotice(socket: TestSocket, courseName: string): Promise<Notification> {
  for (;;) {
    const notice = (await socket.waitFor('newNotification')) as Notification;
    if (notice.title === 'New Order Received' && notice.message.includes(courseName)) return notice;
  }
}

/** What b sent its sockets before now has reached them once a barrier b sends next arrives (one connection's order). */
async function settled(...open: TestSocket[]) {
  b.app.io.local.emit('test-barrier');
  for (const socket of open) await socket.waitFor('test-barrier');
}

const noticesAbout = (socket: TestSocket, courseName: string) =>
  socket.events.filter((e) => e.event === 'newNotification' && (e.data as Notification).message.includes(courseName));

const changeRole = (email: string, role: 'user' | 'admin') =>
  a.app.inject({
    method: 'PUT',
    url: '/api/users/admin/change-user-role',
    headers: { cookie: superAdmin.cookie },
    payload: { email, role },
  });

/** How many of b's sockets of `userId` are in the admins' room. */
const inAdminsRoomOnB = async (userId: string) =>
  (await b.app.io.local.in(ADMINS_ROOM).fetchSockets()).filter((s) => s.data.user.id === userId).length;

describe('the live socket’s rooms across instances', () => {
  it('an admin demoted on one instance gets no new-order notification on the other; the others still do', async () => {
    const demoted = await signedInUser(a.app, { role: 'admin' });
    const staying = await signedInUser(a.app, { role: 'admin' });
    const [demotedSocket, stayingSocket] = await Promise.all([openOnB(demoted.cookie), openOnB(staying.cookie)]);
    const before = await buy('Before');
    await orderNotice(demotedSocket, before);
    await orderNotice(stayingSocket, before);

    expect((await changeRole(demoted.user.email, 'user')).statusCode).toBe(200);
    const after = await buy('After');
    await orderNotice(stayingSocket, after);
    await settled(demotedSocket, stayingSocket);
    expect(noticesAbout(demotedSocket, after)).toEqual([]);
  });

  it('an admin changed on one instance but still an admin keeps the feed on the other', async () => {
    const admin = await signedInUser(a.app, { role: 'admin' });
    const socket = await openOnB(admin.cookie);
    expect((await changeRole(admin.user.email, 'admin')).statusCode).toBe(200);
    // Out of the room at once, back in once b has read the session again.
    await expect.poll(() => inAdminsRoomOnB(admin.user.id), { timeout: 3000 }).toBe(1);
    const course = await buy('Still admin');
    await orderNotice(socket, course);
  });

  it('a logout on one instance disconnects that session’s socket on the other', async () => {
    const admin = await signedInUser(a.app, { role: 'admin' });
    const otherDevice = await signIn(a.app, admin.user.email, admin.user.password);
    const [loggedOut, stillIn] = await Promise.all([openOnB(admin.cookie), openOnB(otherDevice)]);

    const res = await a.app.inject({ method: 'GET', url: '/api/users/auth/logout', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    await loggedOut.closed;
    const course = await buy('After logout');
    await orderNotice(stillIn, course);
    expect(noticesAbout(loggedOut, course)).toEqual([]);
  });
});
