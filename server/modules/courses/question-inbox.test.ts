import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import type { QuestionInboxAnswer } from '#shared/catalogue/question-inbox.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse, enrolUser } from '../../test/catalogue.ts';

let t: TestApp;
let admin: string;
let learner: string;
let learnerId: string;
let web: AdminCourse;
let design: AdminCourse;

const put = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/courses/enrolled/${url}`, headers: { cookie }, payload });
const inbox = async (query = '', cookie = admin) =>
  t.app.inject({ method: 'GET', url: `/api/questions/admin/all${query}`, headers: { cookie } });
const inboxOf = async (query = '') => (await inbox(query)).json() as QuestionInboxAnswer;
const ask = async (course: AdminCourse, question: string) => {
  const res = await put('question', learner, { question, courseId: course._id, contentId: course.courseData[0]!._id });
  expect(res.statusCode).toBe(200);
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  await createCategory(t.app, 'Programming');
  web = await createCourse(t.app, admin, courseBody('Programming', { name: '<p>Web <b>Basics</b></p>' }));
  design = await createCourse(t.app, admin, courseBody('Programming', { name: 'Design' }));
  const l = await signedInUser(t.app, { name: 'Karim' });
  learner = l.cookie;
  learnerId = l.user.id;
  await enrolUser(t.app, learnerId, web._id);
  await enrolUser(t.app, learnerId, design._id);
  // Asked one after the other: Q1 oldest, Q4 newest.
  await ask(web, 'Q1 web');
  await ask(design, 'Q2 design');
  await ask(web, 'Q3 web');
  await ask(design, 'Q4 design');
});
afterAll(() => t.close());

describe('the admin questions inbox', () => {
  it('is for admins only: 401 without a session, 403 for a learner', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/questions/admin/all' });
    expect(anonymous.statusCode).toBe(401);
    expect((await inbox('', learner)).statusCode).toBe(403);
    const count = await t.app.inject({
      method: 'GET',
      url: '/api/questions/admin/unanswered-count',
      headers: { cookie: learner },
    });
    expect(count.statusCode).toBe(403);
  });

  it('lists every question across courses newest first, one page at a time, with course, lesson and learner', async () => {
    const first = await inboxOf('?limit=3');
    expect(first.questions.map((q) => q.question)).toEqual(['Q4 design', 'Q3 web', 'Q2 design']);
    expect(first.pagination).toMatchObject({ currentPage: 1, totalPages: 2, totalItems: 4, hasNext: true });
    expect(first.questions[1]).toMatchObject({
      course: { _id: web._id, name: 'Web Basics' },
      lesson: { _id: web.courseData[0]!._id, title: web.courseData[0]!.title.en },
      user: { _id: learnerId, name: 'Karim', role: 'user' },
      questionReplies: [],
    });
    const second = await inboxOf('?limit=3&page=2');
    expect(second.questions.map((q) => q.question)).toEqual(['Q1 web']);
    expect(second.pagination).toMatchObject({ currentPage: 2, hasPrev: true, hasNext: false });
    expect(first.courses).toEqual([
      { _id: design._id, name: 'Design' },
      { _id: web._id, name: 'Web Basics' },
    ]);
  });

  it('filters by course and by answered or unanswered; an admin answer reaches the learning page', async () => {
    const byCourse = await inboxOf(`?courseId=${web._id}`);
    expect(byCourse.questions.map((q) => q.question)).toEqual(['Q3 web', 'Q1 web']);
    expect(byCourse.pagination.totalItems).toBe(2);

    const target = byCourse.questions[1]!;
    const answered = await put('answer', admin, {
      answer: 'Because of closures',
      courseId: target.course._id,
      contentId: target.lesson._id,
      questionId: target._id,
    });
    expect(answered.statusCode).toBe(200);

    const done = await inboxOf('?status=answered');
    expect(done.questions.map((q) => q.question)).toEqual(['Q1 web']);
    expect(done.questions[0]!.questionReplies).toMatchObject([
      { answer: 'Because of closures', user: { role: 'admin' } },
    ]);
    expect(done.unansweredCount).toBe(3);
    const open = await inboxOf('?status=unanswered');
    expect(open.questions.map((q) => q.question)).toEqual(['Q4 design', 'Q3 web', 'Q2 design']);
    const openWeb = await inboxOf(`?status=unanswered&courseId=${web._id}`);
    expect(openWeb.questions.map((q) => q.question)).toEqual(['Q3 web']);

    const count = await t.app.inject({
      method: 'GET',
      url: '/api/questions/admin/unanswered-count',
      headers: { cookie: admin },
    });
    expect(count.json()).toEqual({ success: true, count: 3 });

    // The learner sees the answer on the learning page, as when an admin answers there.
    const content = await t.app.inject({
      method: 'GET',
      url: `/api/courses/enrolled/content/${web._id}`,
      headers: { cookie: learner },
    });
    const lesson = content.json().content[0];
    const thread = lesson.questions.find((q: { question: string }) => q.question === 'Q1 web');
    expect(thread.questionReplies).toMatchObject([{ answer: 'Because of closures' }]);
  });

  it('refuses a bad filter', async () => {
    expect((await inbox('?status=maybe')).statusCode).toBe(400);
    expect((await inbox('?courseId=nope')).statusCode).toBe(400);
  });
});
