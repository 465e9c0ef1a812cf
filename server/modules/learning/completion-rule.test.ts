import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse, enrolUser, lessonInput } from '../../test/catalogue.ts';
import { addQuestion, createQuiz, quizBody } from '../../test/quizzes.ts';

let t: TestApp;
let admin: string;
let course: AdminCourse;
let quiz: { _id: string; lessonId: string };

const inject = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const rule = (cookie: string, courseId = course._id) =>
  inject('GET', `/admin/courses/${courseId}/completion-rule`, cookie);
const save = (cookie: string, payload: object, courseId = course._id) =>
  inject('PUT', `/admin/courses/${courseId}/completion-rule`, cookie, payload);

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  await createCategory(t.app, 'Science');
  course = await createCourse(
    t.app,
    admin,
    courseBody('Science', { courseData: [lessonInput(), lessonInput(), lessonInput(), lessonInput()] }),
  );
  await addQuestion(t.app, admin, course._id, {
    type: 'true_false',
    text: 'পৃথিবী গোল।',
    correctOptions: [0],
    explanation: '',
    points: 1,
    tags: [],
  });
  quiz = await createQuiz(t.app, admin, course, quizBody({ questionCount: 1, title: 'Final test', passPercent: 60 }));
});
afterAll(() => t.close());

describe('a course’s completion rule (the wizard)', () => {
  it('is every lesson and no quiz until one is set, and is for admins only', async () => {
    expect((await rule(admin)).json()).toEqual({
      success: true,
      rule: { lessonPercent: 100, requiredQuizLessonIds: [] },
    });
    const learner = await signedInUser(t.app);
    expect((await rule(learner.cookie)).statusCode).toBe(403);
    expect((await save(learner.cookie, { lessonPercent: 50 })).statusCode).toBe(403);
    expect((await rule(admin, '99999999-9999-4999-8999-999999999999')).statusCode).toBe(404);
  });

  it('refuses a share outside 1–100 or a quiz of another course with clear messages, and keeps the rule', async () => {
    for (const lessonPercent of [0, 101, 50.5, 'half']) {
      const res = await save(admin, { lessonPercent });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The share of lessons must be a whole percentage from 1 to 100');
    }
    const other = await createCourse(t.app, admin, courseBody('Science', { name: 'Other' }));
    const res = await save(admin, { lessonPercent: 80, requiredQuizLessonIds: [other.courseData[0]!._id] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'A required quiz is not a quiz of this course',
      fields: { requiredQuizLessonIds: 'A required quiz is not a quiz of this course' },
    });
    // A lesson of this course that is not a quiz is refused too.
    expect(
      (await save(admin, { lessonPercent: 80, requiredQuizLessonIds: [course.courseData[0]!._id] })).statusCode,
    ).toBe(400);
    expect((await rule(admin)).json().rule).toEqual({ lessonPercent: 100, requiredQuizLessonIds: [] });
  });

  it('is what a learner’s completion follows: the share of lessons, and the quiz at its pass mark', async () => {
    const saved = await save(admin, { lessonPercent: 50, requiredQuizLessonIds: [quiz.lessonId, quiz.lessonId] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      message: 'Completion rule saved',
      rule: { lessonPercent: 50, requiredQuizLessonIds: [quiz.lessonId] },
    });
    const { user, cookie } = await signedInUser(t.app);
    await enrolUser(t.app, user.id, course._id);
    const content = async () =>
      (await inject('GET', `/courses/enrolled/content/${course._id}`, cookie)).json().completion;
    // 5 lessons (4 and the quiz): half is 3, the quiz among them.
    expect(await content()).toMatchObject({
      completed: false,
      remaining: { lessons: 2, quizzes: [{ lessonId: quiz.lessonId, title: 'Final test' }] },
    });
    for (const lesson of course.courseData.slice(0, 2))
      await inject('PUT', '/courses/enrolled/progress', cookie, {
        courseId: course._id,
        lessonId: lesson._id,
        completed: true,
      });
    expect(await content()).toMatchObject({
      completed: false,
      remaining: { lessons: 0, quizzes: [{ title: 'Final test' }] },
    });
  });
});
