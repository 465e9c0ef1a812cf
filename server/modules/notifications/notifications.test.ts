import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pick } from '#shared/bilingual.ts';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import type { Notification } from '#shared/catalogue/notifications.ts';
import { connectSocket, SocketRefused, type TestSocket } from '#test-support/socket-io-client.ts';
import { signedInUser, type TestUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse, enrolUser } from '../../test/catalogue.ts';
import { sanitizeNotificationMarkup } from './notification-markup.ts';

let t: TestApp;
let base: string;
let course: AdminCourse;
let admin: { user: TestUser; cookie: string };
let learner: { user: TestUser; cookie: string };
let otherLearner: { user: TestUser; cookie: string };
const sockets: TestSocket[] = [];

const open = async (cookie?: string, origin = 'http://localhost:3000') => {
  const socket = await connectSocket(base, { cookie, origin });
  sockets.push(socket);
  return socket;
};
const lessonId = () => course.courseData[1]!._id;

/**
 * Everything the server sent before now has reached each socket once a barrier it sends next arrives there
 * (socket.io keeps the order of one connection), so "nothing else arrived" is checked without waiting a while.
 */
async function settled(...sockets: Awaited<ReturnType<typeof open>>[]) {
  t.app.io.emit('test-barrier');
  for (const socket of sockets) await socket.waitFor('test-barrier');
}

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signedInUser(t.app, { role: 'admin', name: 'Site Admin' });
  learner = await signedInUser(t.app, { name: 'Karim <b>Uddin</b>' });
  otherLearner = await signedInUser(t.app);
  await createCategory(t.app, 'Music');
  course = await createCourse(t.app, admin.cookie, courseBody('Music', { name: '<p>Guitar <em>101</em></p>' }));
  await enrolUser(t.app, learner.user.id, course._id);
  await enrolUser(t.app, otherLearner.user.id, course._id);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const ask = (cookie: string, question: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/courses/enrolled/question',
    headers: { cookie },
    payload: { question, courseId: course._id, contentId: lessonId() },
  });

describe('notifications over the live socket', () => {
  it('reach the admins’ sockets and nobody else’s when a learner asks a question', async () => {
    const adminSocket = await open(admin.cookie);
    const learnerSocket = await open(learner.cookie);
    const otherSocket = await open(otherLearner.cookie);

    const res = await ask(learner.cookie, 'How do I tune <script>x</script> the guitar?');
    expect(res.statusCode).toBe(200);
    const pushed = (await adminSocket.waitFor('newNotification')) as Notification;
    expect(pushed).toMatchObject({ title: 'New Question Received', status: 'unread', read: false });
    expect(pushed.message).toBe(
      '<p><b>Karim &lt;b&gt;Uddin&lt;/b&gt;</b> asked a question in <b>' +
        pick(course.courseData[1]!.title, course.primaryLanguage).text +
        '</b> of <i>Guitar 101</i>: How do I tune &lt;script&gt;x&lt;/script&gt; the guitar?</p>',
    );
    await settled(adminSocket, learnerSocket, otherSocket);
    expect(learnerSocket.events).toEqual([]);
    expect(otherSocket.events).toEqual([]);

    const stored = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/admin/all-notifications',
      headers: { cookie: admin.cookie },
    });
    expect(stored.json().notifications[0]).toEqual(pushed);
  });

  it('are raised by a learner’s answer and review, but not by an admin’s answer', async () => {
    const adminSocket = await open(admin.cookie);
    const asked = await ask(otherLearner.cookie, 'Which strings?');
    await adminSocket.waitFor('newNotification');
    const questionId = (asked.json() as { questions: { _id: string; question: string }[] }).questions.find(
      (q) => q.question === 'Which strings?',
    )!._id;
    const answer = (cookie: string, text: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/courses/enrolled/answer',
        headers: { cookie },
        payload: { answer: text, courseId: course._id, contentId: lessonId(), questionId },
      });

    const byAdmin = await answer(admin.cookie, 'Nylon for beginners.');
    expect(byAdmin.statusCode).toBe(200);
    const byLearner = await answer(learner.cookie, 'I use steel ones.');
    expect(byLearner.json().questions.find((q: { _id: string }) => q._id === questionId).questionReplies).toHaveLength(
      2,
    );
    const next = (await adminSocket.waitFor('newNotification')) as Notification;
    expect(next.title).toBe('New Answer Received');
    expect(next.message).toContain('I use steel ones.');
    await settled(adminSocket);
    expect(adminSocket.events).toEqual([]);

    const review = await t.app.inject({
      method: 'POST',
      url: '/api/reviews/create',
      headers: { cookie: learner.cookie },
      payload: { courseId: course._id, rating: 4.5, comment: 'Lovely' },
    });
    expect(review.statusCode).toBe(201);
    expect((await adminSocket.waitFor('newNotification')) as Notification).toMatchObject({
      title: 'New Review Received',
    });
  });

  it('refuses a socket without a session and one from a foreign origin', async () => {
    await expect(open(undefined)).rejects.toThrow(new SocketRefused('Please log in to receive live updates'));
    await expect(open('access_token=forged.token.value')).rejects.toThrow('Please log in to receive live updates');
    await expect(open(admin.cookie, 'https://evil.example.com')).rejects.toThrow(SocketRefused);
  });
});

describe('the admin notification endpoints', () => {
  it('list newest first with the unread count, mark one read, then all', async () => {
    const list = async (query = '') =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/notifications/admin/all-notifications${query}`,
          headers: { cookie: admin.cookie },
        })
      ).json();
    const before = await list();
    expect(before.notifications.length).toBeGreaterThanOrEqual(4);
    expect(before.unreadCount).toBe(before.notifications.length);
    const first = before.notifications[0] as Notification;
    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/notifications/admin/mark-read/${first._id}`,
      headers: { cookie: admin.cookie },
    });
    expect(marked.json()).toMatchObject({
      success: true,
      notification: { _id: first._id, status: 'read', read: true },
    });
    expect((await list('?status=unread')).notifications.map((n: Notification) => n._id)).not.toContain(first._id);
    const all = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/admin/mark-all-read',
      headers: { cookie: admin.cookie },
    });
    expect(all.json()).toMatchObject({ success: true, updated: before.unreadCount - 1 });
    expect((await list()).unreadCount).toBe(0);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/admin/mark-read/00000000-0000-4000-8000-000000000000',
      headers: { cookie: admin.cookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('notification markup', () => {
  it('keeps the allowlist, unwraps other tags, drops attributes and keeps only http(s) links in a new tab', () => {
    expect(
      sanitizeNotificationMarkup(
        '<div class="x"><p style="color:red">Hi <strong>there</strong> <img src=x onerror=alert(1)></p></div>',
      ),
    ).toBe('<p>Hi <strong>there</strong> </p>');
    expect(sanitizeNotificationMarkup('<h1>Title</h1><script>alert(1)</script><u>u</u><br>')).toBe(
      'Title<u>u</u><br />',
    );
    expect(sanitizeNotificationMarkup('<a href="https://pathshala.test/x" onclick="y">go</a>')).toBe(
      '<a href="https://pathshala.test/x" target="_blank" rel="noopener noreferrer">go</a>',
    );
    expect(sanitizeNotificationMarkup('<a href="javascript:alert(1)">bad</a>')).toBe('<span>bad</span>');
    expect(sanitizeNotificationMarkup('<span data-x="1"><em>e</em></span>')).toBe('<span><em>e</em></span>');
  });
});
