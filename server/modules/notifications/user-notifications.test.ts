import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import type { UserNotification } from '#shared/catalogue/user-notifications.ts';
import { startSmtpServer, type TestSmtpServer } from '#test-support/smtp-server.ts';
import { connectSocket, type TestSocket } from '#test-support/socket-io-client.ts';
import { depsOf } from '../../lib/deps.ts';
import { signedInUser, type TestUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse, enrolUser } from '../../test/catalogue.ts';
import { notifyUser } from './user-notifications.service.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let base: string;
let course: AdminCourse;
let admin: { user: TestUser; cookie: string };
let learner: { user: TestUser; cookie: string };
let other: { user: TestUser; cookie: string };
const sockets: TestSocket[] = [];

const open = async (cookie: string) => {
  const socket = await connectSocket(base, { cookie, origin: 'http://localhost:3000' });
  sockets.push(socket);
  return socket;
};
const lessonId = () => course.courseData[1]!._id;
const lessonTitle = () => course.courseData[1]!.title.en;

async function settled(...list: TestSocket[]) {
  t.app.io.emit('test-barrier');
  for (const socket of list) await socket.waitFor('test-barrier');
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Pathshala <no-reply@pathshala.test>' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signedInUser(t.app, { role: 'admin', name: 'Teacher Rahim' });
  learner = await signedInUser(t.app, { name: 'Karim' });
  other = await signedInUser(t.app, { name: 'Other Learner' });
  await createCategory(t.app, 'Music');
  course = await createCourse(t.app, admin.cookie, courseBody('Music', { name: '<p>Guitar <em>101</em></p>' }));
  await enrolUser(t.app, learner.user.id, course._id);
  await enrolUser(t.app, other.user.id, course._id);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
  await smtp.close();
});

const inject = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function askQuestion(cookie: string, question: string): Promise<string> {
  const res = await inject('PUT', '/api/courses/enrolled/question', cookie, {
    question,
    courseId: course._id,
    contentId: lessonId(),
  });
  expect(res.statusCode).toBe(200);
  const questions = res.json().questions as { _id: string; question: string }[];
  return questions.find((q) => q.question === question)!._id;
}
const answerQuestion = (cookie: string, questionId: string, answer: string) =>
  inject('PUT', '/api/courses/enrolled/answer', cookie, {
    answer,
    courseId: course._id,
    contentId: lessonId(),
    questionId,
  });
const listMine = async (cookie: string, query = '') => {
  const res = await inject('GET', `/api/notifications/me${query}`, cookie);
  expect(res.statusCode).toBe(200);
  return res.json() as { notifications: UserNotification[]; unreadCount: number; pagination: { totalItems: number } };
};

describe('a learner’s notifications', () => {
  it('an admin’s answer reaches the asker’s socket, list and inbox, and nobody else’s', async () => {
    const learnerSocket = await open(learner.cookie);
    const otherSocket = await open(other.cookie);
    const adminSocket = await open(admin.cookie);
    const questionId = await askQuestion(learner.cookie, 'Which strings first?');
    await adminSocket.waitFor('newNotification');

    const res = await answerQuestion(admin.cookie, questionId, 'Start with the <b>low E</b> string.');
    expect(res.statusCode).toBe(200);
    const pushed = (await learnerSocket.waitFor('userNotification')) as UserNotification;
    expect(pushed).toMatchObject({
      read: false,
      notice: {
        kind: 'question_answered',
        courseId: course._id,
        courseName: 'Guitar 101',
        lessonId: lessonId(),
        lessonTitle: lessonTitle(),
        questionId,
        answeredBy: 'Teacher Rahim',
        excerpt: 'Start with the low E string.',
      },
    });
    await settled(learnerSocket, otherSocket, adminSocket);
    expect(otherSocket.events.map((e) => e.event)).not.toContain('userNotification');
    // an admin's answer is not news for the admins (learner-side §4)
    expect(adminSocket.events.map((e) => e.event)).not.toContain('newNotification');

    const mine = await listMine(learner.cookie);
    expect(mine.unreadCount).toBe(1);
    expect(mine.notifications).toEqual([pushed]);
    expect((await listMine(other.cookie)).notifications).toEqual([]);

    const mail = await smtp.nextMessageTo(learner.user.email.toLowerCase());
    expect(mail.subject).toBe('Your question was answered — Guitar 101');
    expect(mail.text).toContain(`Teacher Rahim answered your question in “${lessonTitle()}” of Guitar 101:`);
    expect(mail.text).toContain('Read the answer: http://localhost:3000/course-access/');
    expect(mail.text).not.toMatch(/[\u0980-\u09ff]/);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain(`/course-access/${course._id}?lesson=${lessonId()}`);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/unsubscribe\?token=[\w-]+/);
    const listUnsubscribe = mail.raw.headerLines.find((h) => h.key === 'list-unsubscribe')?.line;
    expect(listUnsubscribe).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:3000\/unsubscribe\?token=[\w-]+>$/);
  });

  it('marks one read (only the owner’s) and all read', async () => {
    const [first] = (await listMine(learner.cookie)).notifications;
    expect((await inject('PUT', `/api/notifications/me/${first!._id}/read`, other.cookie)).statusCode).toBe(404);
    const read = await inject('PUT', `/api/notifications/me/${first!._id}/read`, learner.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ message: 'Notification marked as read', notification: { read: true } });
    expect((await listMine(learner.cookie)).unreadCount).toBe(0);
    expect((await listMine(learner.cookie, '?status=unread')).notifications).toEqual([]);

    const questionId = await askQuestion(learner.cookie, 'And the tuning?');
    await answerQuestion(admin.cookie, questionId, 'E A D G B E.');
    await smtp.nextMessageTo(learner.user.email.toLowerCase());
    const all = await inject('PUT', '/api/notifications/me/read-all', learner.cookie);
    expect(all.json()).toMatchObject({ message: 'All notifications marked as read', updated: 1 });
    expect((await listMine(learner.cookie)).unreadCount).toBe(0);
    expect((await inject('GET', '/api/notifications/me')).statusCode).toBe(401);
  });

  it('a learner’s answer to another’s question or an admin answering their own tells no learner', async () => {
    const questionId = await askQuestion(learner.cookie, 'Is a capo needed?');
    expect((await answerQuestion(other.cookie, questionId, 'Not at first.')).statusCode).toBe(200);
    const adminQuestion = await askQuestion(admin.cookie, 'Any questions, class?');
    expect((await answerQuestion(admin.cookie, adminQuestion, 'Ask away.')).statusCode).toBe(200);
    const before = (await listMine(learner.cookie)).pagination.totalItems;
    expect(before).toBe(2);
  });

  it('a reply to a review tells its author, without an e-mail', async () => {
    const learnerSocket = await open(learner.cookie);
    const created = await inject('POST', '/api/reviews/create', learner.cookie, {
      courseId: course._id,
      rating: 4,
      comment: 'Lovely course',
    });
    expect(created.statusCode).toBe(201);
    const reviewId = created.json().review._id as string;
    const mailsBefore = smtp.messages.length;
    const reply = await inject('PUT', '/api/courses/enrolled/review-reply', admin.cookie, {
      comment: 'Thank you, Karim!',
      courseId: course._id,
      reviewId,
    });
    expect(reply.statusCode).toBe(200);
    const pushed = (await learnerSocket.waitFor('userNotification')) as UserNotification;
    expect(pushed.notice).toEqual({
      kind: 'review_replied',
      courseId: course._id,
      courseName: 'Guitar 101',
      reviewId,
      repliedBy: 'Teacher Rahim',
      excerpt: 'Thank you, Karim!',
    });
    // approving again with the same reply is not a new reply
    const again = await inject('PUT', `/api/reviews/admin/update-status/${reviewId}`, admin.cookie, {
      isApproved: true,
      adminReply: 'Thank you, Karim!',
    });
    expect(again.statusCode).toBe(200);
    const changed = await inject('PUT', `/api/reviews/admin/update-status/${reviewId}`, admin.cookie, {
      isApproved: true,
      adminReply: 'Thanks again!',
    });
    expect(changed.statusCode).toBe(200);
    const kinds = (await listMine(learner.cookie)).notifications.map((n) => n.notice.kind);
    expect(kinds.filter((k) => k === 'review_replied')).toHaveLength(2);
    await settled(learnerSocket);
    expect(smtp.messages.length).toBe(mailsBefore);
  });

  it('answer e-mails stop from the profile setting and from the unsubscribe link', async () => {
    const email = learner.user.email.toLowerCase();
    expect((await inject('GET', '/api/notifications/me/preferences', learner.cookie)).json()).toMatchObject({
      preferences: { questionAnswerEmails: true },
    });
    const off = await inject('PUT', '/api/notifications/me/preferences', learner.cookie, {
      questionAnswerEmails: false,
    });
    expect(off.json()).toMatchObject({
      message: 'Notification settings saved',
      preferences: { questionAnswerEmails: false },
    });
    const count = (await listMine(learner.cookie)).pagination.totalItems;
    const mailsBefore = smtp.messages.length;
    const quiet = await askQuestion(learner.cookie, 'Quiet one?');
    await answerQuestion(admin.cookie, quiet, 'Yes.');
    expect((await listMine(learner.cookie)).pagination.totalItems).toBe(count + 1);

    await inject('PUT', '/api/notifications/me/preferences', learner.cookie, { questionAnswerEmails: true });
    const loud = await askQuestion(learner.cookie, 'Loud one?');
    await answerQuestion(admin.cookie, loud, 'Indeed.');
    const mail = await smtp.nextMessageTo(email);
    // the quiet answer sent nothing: the next mail is the loud one's
    expect(mail.text).toContain('“Indeed.”');
    expect(smtp.messages.slice(mailsBefore).filter((m) => m.to.includes(email))).toHaveLength(1);

    const token = /unsubscribe\?token=([\w-]+)/.exec(mail.text)![1]!;
    expect((await inject('POST', '/api/notifications/unsubscribe', undefined, { token: 'nope' })).json()).toMatchObject(
      {
        code: 'unsubscribe_link_invalid',
        message: 'This unsubscribe link is not valid.',
      },
    );
    const unsubscribed = await inject('POST', '/api/notifications/unsubscribe', undefined, { token });
    expect(unsubscribed.json()).toMatchObject({
      message: 'You will no longer receive e-mails about answers to your questions.',
    });
    expect((await inject('GET', '/api/notifications/me/preferences', learner.cookie)).json()).toMatchObject({
      preferences: { questionAnswerEmails: false },
    });
  });

  it('notifyUser is callable by any module and checks the notice’s facts', async () => {
    const socket = await open(other.cookie);
    const notification = await notifyUser(depsOf(t.app), other.user.id, {
      kind: 'review_replied',
      courseId: course._id,
      courseName: '<p>Guitar <em>101</em></p>',
      reviewId: course._id,
      repliedBy: 'Teacher Rahim',
      excerpt: 'x'.repeat(300),
    });
    expect(notification.notice).toMatchObject({ courseName: 'Guitar 101' });
    expect(notification.notice).toMatchObject({ excerpt: expect.stringMatching(/^x{159}…$/) });
    expect(((await socket.waitFor('userNotification')) as UserNotification)._id).toBe(notification._id);
    await expect(notifyUser(depsOf(t.app), other.user.id, { kind: 'review_replied' } as never)).rejects.toThrow();
  });
});

describe('the answer e-mail’s language', () => {
  it('e-mails the answer in the learner’s language, Bengali only for a Bengali learner (decision 0097)', async () => {
    // the language switch of a signed-in learner tells the server
    expect((await inject('PUT', '/api/users/profile/language', other.cookie, { language: 'bn' })).statusCode).toBe(200);
    try {
      const questionId = await askQuestion(other.cookie, 'কোন তার আগে?');
      expect((await answerQuestion(admin.cookie, questionId, 'মোটা E তার দিয়ে শুরু করুন।')).statusCode).toBe(200);
      const mail = await smtp.nextMessageTo(other.user.email.toLowerCase());
      expect(mail.subject).toBe('আপনার প্রশ্নের উত্তর এসেছে — Guitar 101');
      expect(mail.text).toContain(`Teacher Rahim আপনার প্রশ্নের উত্তর দিয়েছেন (Guitar 101, পাঠ “${lessonTitle()}”):`);
      expect(mail.text).toContain('উত্তরটি পড়ুন: http://localhost:3000/course-access/');
      expect(mail.text).toContain('প্রশ্নের উত্তরের ই-মেইল বন্ধ করতে http://localhost:3000/unsubscribe?token=');
      expect(mail.text).not.toMatch(/Hello|answered|Read the answer|To stop/);
      expect(mail.html).toContain('<html lang="bn">');
    } finally {
      await inject('PUT', '/api/users/profile/language', other.cookie, { language: 'en' });
    }
  });
});
