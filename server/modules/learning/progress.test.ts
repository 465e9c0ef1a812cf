import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import type { Attempt } from '#shared/learning/attempts.ts';
import { onCourseCompleted, type CourseCompletionEvent } from './progress.service.ts';
import { signIn, signedInUser, type TestUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse, enrolUser, lessonInput } from '../../test/catalogue.ts';
import { addQuestion, createQuiz, quizBody } from '../../test/quizzes.ts';

let t: TestApp;
let admin: string;
let course: AdminCourse;

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const content = (cookie: string, courseId = course._id) =>
  inject('GET', `/courses/enrolled/content/${courseId}`, cookie);
const progress = (cookie: string, payload: object) => inject('PUT', '/courses/enrolled/progress', cookie, payload);

async function learner(courseId = course._id): Promise<{ user: TestUser; cookie: string }> {
  const l = await signedInUser(t.app);
  await enrolUser(t.app, l.user.id, courseId);
  return l;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  await createCategory(t.app, 'Science');
  course = await createCourse(
    t.app,
    admin,
    courseBody('Science', { courseData: [lessonInput(), lessonInput(), lessonInput()] }),
  );
});
afterAll(() => t.close());

describe('resume', () => {
  it('has nothing to resume before the first lesson, and everything left', async () => {
    const { cookie } = await learner();
    const res = await content(cookie);
    expect(res.json()).toMatchObject({
      resume: null,
      completion: { percent: 0, completed: false, completedAt: null, remaining: { lessons: 3, quizzes: [] } },
    });
    expect(res.json().content.map((l: { positionSeconds: number }) => l.positionSeconds)).toEqual([0, 0, 0]);
  });

  it('opens on another device at the lesson and position kept by the first', async () => {
    const { user, cookie: phone } = await learner();
    const laptop = await signIn(t.app, user.email, user.password);
    const second = course.courseData[1]!._id;
    const saved = await progress(phone, { courseId: course._id, lessonId: second, positionSeconds: 125.7 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ progress: 0, completedLessonIds: [], completion: { completed: false } });
    const res = await content(laptop);
    expect(res.json().resume).toEqual({ lessonId: second, positionSeconds: 125 });
    expect(res.json().content[1].positionSeconds).toBe(125);
    // a mark makes its lesson the one to resume, and keeps the other lesson's position
    const first = course.courseData[0]!._id;
    await progress(laptop, { courseId: course._id, lessonId: first, completed: true });
    const after = (await content(phone)).json();
    expect(after.resume).toEqual({ lessonId: first, positionSeconds: 0 });
    expect(after.content[1].positionSeconds).toBe(125);
    expect(after.completedLessonIds).toEqual([first]);
  });

  it('refuses a bad position with a clear message and keeps the one saved', async () => {
    const { cookie } = await learner();
    const lessonId = course.courseData[0]!._id;
    await progress(cookie, { courseId: course._id, lessonId, positionSeconds: 40 });
    for (const positionSeconds of [-1, 'soon', 90_000]) {
      const res = await progress(cookie, { courseId: course._id, lessonId, positionSeconds });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Position must be a number of seconds');
    }
    expect((await content(cookie)).json().resume).toEqual({ lessonId, positionSeconds: 40 });
  });

  it('keeps nothing for a learner who does not own the course', async () => {
    const { cookie } = await signedInUser(t.app);
    const res = await progress(cookie, {
      courseId: course._id,
      lessonId: course.courseData[0]!._id,
      positionSeconds: 5,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('completion', () => {
  it('completes a course once every lesson is done, with one event, and stays completed', async () => {
    const events: CourseCompletionEvent[] = [];
    const stop = onCourseCompleted((e) => {
      events.push(e);
    });
    try {
      const { user, cookie } = await learner();
      const ids = course.courseData.map((l) => l._id);
      await progress(cookie, { courseId: course._id, lessonId: ids[0], completed: true });
      const two = await progress(cookie, { courseId: course._id, lessonId: ids[1] });
      expect(two.json().completion).toMatchObject({ percent: 67, completed: false, remaining: { lessons: 1 } });
      const done = await progress(cookie, { courseId: course._id, lessonId: ids[2], completed: true });
      expect(done.json().completion).toMatchObject({ percent: 100, completed: true, remaining: { lessons: 0 } });
      expect(done.json().completion.completedAt).toEqual(expect.any(String));
      expect(events).toEqual([{ userId: user.id, courseId: course._id, completedAt: expect.any(Date) }]);
      // unmarking a lesson later does not take the completion back, nor fires again
      await progress(cookie, { courseId: course._id, lessonId: ids[2], completed: false });
      await progress(cookie, { courseId: course._id, lessonId: ids[2], completed: true });
      const again = (await content(cookie)).json().completion;
      expect(again).toMatchObject({ completed: true, completedAt: done.json().completion.completedAt });
      expect(events).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('a passed quiz completes its lesson and can complete the course', async () => {
    const quizCourse = await createCourse(t.app, admin, courseBody('Science', { name: 'Quiz course' }));
    await addQuestion(t.app, admin, quizCourse._id, {
      type: 'true_false',
      text: 'পৃথিবী গোল।',
      correctOptions: [0],
      explanation: '',
      points: 1,
      tags: [],
    });
    const quiz = await createQuiz(t.app, admin, quizCourse, quizBody({ questionCount: 1, title: 'Final test' }));
    const { cookie } = await learner(quizCourse._id);
    const lessons = (await content(cookie, quizCourse._id)).json().content as { _id: string; type: string }[];
    for (const l of lessons.filter((x) => x.type !== 'quiz'))
      await progress(cookie, { courseId: quizCourse._id, lessonId: l._id, completed: true });
    expect((await content(cookie, quizCourse._id)).json().completion).toMatchObject({
      completed: false,
      remaining: { lessons: 1 },
    });
    const attempt = (await inject('POST', `/quizzes/${quiz._id}/attempts`, cookie)).json().attempt as Attempt;
    const q = attempt.questions[0]!;
    const right = q.options.find((o) => o.text === 'True')!._id;
    await inject('PUT', `/attempts/${attempt._id}/answers/${q._id}`, cookie, { answer: [right], seq: 1 });
    expect((await inject('POST', `/attempts/${attempt._id}/submit`, cookie)).json().result.passed).toBe(true);
    const after = (await content(cookie, quizCourse._id)).json();
    expect(after.completedLessonIds).toContain(quiz.lessonId);
    expect(after.completion).toMatchObject({ percent: 100, completed: true });
  });
});
