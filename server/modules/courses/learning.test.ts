import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import { notifications } from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse, enrolUser } from '../../test/catalogue.ts';

let t: TestApp;
let course: AdminCourse;
let other: AdminCourse;
let owner: string;
let stranger: string;

const put = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/courses/enrolled/${url}`, headers: { cookie }, payload });

beforeAll(async () => {
  t = await buildTestApp();
  const admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  await createCategory(t.app, 'Programming');
  course = await createCourse(t.app, admin, courseBody('Programming'));
  other = await createCourse(t.app, admin, courseBody('Programming', { name: 'Other' }));
  const o = await signedInUser(t.app);
  owner = o.cookie;
  await enrolUser(t.app, o.user.id, course._id);
  stranger = (await signedInUser(t.app)).cookie;
});
afterAll(() => t.close());

describe('questions and answers on the learning page', () => {
  it('refuses an empty question or answer with a clear message, and stores nothing', async () => {
    const lesson = course.courseData[0]!._id;
    const empty = await put('question', owner, { question: '   ', courseId: course._id, contentId: lesson });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Question can't be empty");
    const asked = await put('question', owner, { question: ' Why? ', courseId: course._id, contentId: lesson });
    expect(asked.json()).toMatchObject({
      success: true,
      contentId: lesson,
      questions: [{ question: 'Why?', questionReplies: [] }],
    });
    const questionId = asked.json().questions[0]._id as string;
    const noAnswer = await put('answer', owner, { answer: '', courseId: course._id, contentId: lesson, questionId });
    expect(noAnswer.json().message).toBe("Answer can't be empty");
    expect(await t.app.db.select().from(notifications)).toHaveLength(1);
  });

  it('refuses a lesson of another course and a question of another lesson', async () => {
    const wrongLesson = await put('question', owner, {
      question: 'Hi',
      courseId: course._id,
      contentId: other.courseData[0]!._id,
    });
    expect(wrongLesson.statusCode).toBe(404);
    expect(wrongLesson.json().message).toBe('Lesson not found in this course');
    const [first, second] = course.courseData;
    const asked = await put('question', owner, {
      question: 'On lesson one',
      courseId: course._id,
      contentId: first!._id,
    });
    const questionId = asked.json().questions.at(-1)._id as string;
    const misplaced = await put('answer', owner, {
      answer: 'x',
      courseId: course._id,
      contentId: second!._id,
      questionId,
    });
    expect(misplaced.statusCode).toBe(404);
    expect(misplaced.json().message).toBe('Question not found');
  });
});

describe('lesson progress', () => {
  it('is for owners only', async () => {
    const res = await put('progress', stranger, {
      courseId: course._id,
      lessonId: course.courseData[0]!._id,
      completed: true,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You need to purchase this course to access its content');
  });

  it('counts each lesson once and shows in the content answer', async () => {
    const [first, second] = course.courseData;
    await put('progress', owner, { courseId: course._id, lessonId: first!._id });
    await put('progress', owner, { courseId: course._id, lessonId: first!._id });
    const res = await put('progress', owner, { courseId: course._id, lessonId: second!._id, completed: true });
    expect(res.json()).toMatchObject({ progress: 100 });
    const content = await t.app.inject({
      method: 'GET',
      url: `/api/courses/enrolled/content/${course._id}`,
      headers: { cookie: owner },
    });
    expect(content.json()).toMatchObject({
      course: { progress: 100 },
      content: [{ isCompleted: true }, { isCompleted: true }],
    });
  });
});
