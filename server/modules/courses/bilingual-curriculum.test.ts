import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourse, AdminCourseListAnswer, LessonInput } from '#shared/catalogue/admin.ts';
import type { CourseDetail } from '#shared/catalogue/course.ts';
import type { CourseContentAnswer, ContinueLearning } from '#shared/catalogue/learning.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse, enrolUser } from '../../test/catalogue.ts';

/**
 * A course's curriculum in two languages (issue 34, decision 0099): section names, lesson titles, descriptions,
 * announcements and link titles take a string (the course's primary language) or `{ bn, en }` and keep the language
 * a write leaves out; admins read both, the public and learners read theirs with `fallbacks` where it came in the
 * other.
 */
let t: TestApp;
let admin: string;
let learner: string;
let course: AdminCourse;

const welcome: LessonInput = {
  title: { en: 'Welcome', bn: 'স্বাগতম' },
  videoSection: { en: 'Basics', bn: 'মৌলিক' },
  videoUrl: 'video-welcome',
  isPreview: true,
  description: { en: '<p>What we will build.</p>', bn: '<p>আমরা যা বানাব।</p>' },
  announcement: { en: '<p>Live class on Friday.</p>', bn: '<p>শুক্রবার লাইভ ক্লাস।</p>' },
  links: [{ title: { en: 'Slides', bn: 'স্লাইড' }, url: 'https://example.com/slides' }],
};
const variables: LessonInput = {
  title: { en: 'Variables', bn: '' },
  videoSection: { en: 'Basics', bn: 'মৌলিক' },
  videoUrl: 'video-variables',
  description: { en: '<p>Names for values.</p>', bn: '' },
  links: [{ title: 'Cheat sheet', url: 'https://example.com/cheat' }],
};
const project: LessonInput = {
  title: { en: 'Project', bn: 'প্রকল্প' },
  videoSection: 'Projects',
  videoUrl: 'video-project',
};

// the course's own texts in both languages, so only the curriculum can miss one
const courseTexts = {
  name: { en: 'Python', bn: 'পাইথন' },
  description: { en: '<p>Learn Python.</p>', bn: '<p>পাইথন শিখুন।</p>' },
  tags: { en: 'python', bn: 'পাইথন' },
  benefits: [{ title: { en: 'Build websites', bn: 'ওয়েবসাইট বানান' } }],
  prerequisites: [{ title: { en: 'A computer', bn: 'একটি কম্পিউটার' } }],
  primaryLanguage: 'en' as const,
};

const inject = async (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: object) => {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const update = async (courseData: object[]) =>
  (
    await inject(
      'PUT',
      `/courses/admin/update/${course._id}`,
      admin,
      courseBody('Programming', { ...courseTexts, courseData: courseData as LessonInput[] }),
    )
  ).course as AdminCourse;
const preview = async (lang: string) =>
  ((await inject('GET', `/courses/public/preview/${course._id}?lang=${lang}`)) as { course: CourseDetail }).course;
const content = async (lang: string) =>
  (await inject('GET', `/courses/enrolled/content/${course._id}?lang=${lang}`, learner)) as CourseContentAnswer;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  const { user, cookie } = await signedInUser(t.app);
  learner = cookie;
  await createCategory(t.app, 'Programming');
  course = await createCourse(
    t.app,
    admin,
    courseBody('Programming', { ...courseTexts, courseData: [welcome, variables, project] }),
  );
  await enrolUser(t.app, user.id, course._id);
});
afterAll(() => t.close());

describe('admin writes and reads of a curriculum in two languages', () => {
  it('answers every text in both languages, each lesson’s missing languages and the course’s', () => {
    const [first, second, third] = course.courseData;
    expect(first).toMatchObject({
      title: { en: 'Welcome', bn: 'স্বাগতম' },
      videoSection: { en: 'Basics', bn: 'মৌলিক' },
      description: { en: '<p>What we will build.</p>', bn: '<p>আমরা যা বানাব।</p>' },
      announcement: { en: '<p>Live class on Friday.</p>', bn: '<p>শুক্রবার লাইভ ক্লাস।</p>' },
      links: [{ title: { en: 'Slides', bn: 'স্লাইড' }, url: 'https://example.com/slides' }],
      missing: [],
    });
    expect(second).toMatchObject({
      title: { en: 'Variables', bn: '' },
      videoSection: { en: 'Basics', bn: 'মৌলিক' },
      announcement: null,
      links: [{ title: { en: 'Cheat sheet', bn: '' }, url: 'https://example.com/cheat' }],
      missing: ['bn'],
    });
    // a plain string goes into the primary language (English)
    expect(third).toMatchObject({ videoSection: { en: 'Projects', bn: '' }, description: { bn: '', en: '' } });
    expect(course.missing).toEqual(['bn']);
  });

  it('puts plain strings into the primary language and keeps the other language of each text', async () => {
    const [first, second, third] = course.courseData as [AdminCourse['courseData'][0], ...AdminCourse['courseData']];
    const updated = await update([
      {
        _id: first._id,
        title: 'Welcome aboard',
        videoSection: 'Basics',
        videoUrl: 'video-welcome',
        isPreview: true,
        description: '<p>What we will build together.</p>',
        announcement: '<p>Live class on Saturday.</p>',
        links: [{ title: 'Slide deck', url: 'https://example.com/slides' }],
      },
      { ...variables, _id: second!._id, title: { bn: 'চলক' } },
      { ...project, _id: third!._id },
    ]);
    expect(updated.courseData[0]).toMatchObject({
      _id: first._id,
      title: { en: 'Welcome aboard', bn: 'স্বাগতম' },
      videoSection: { en: 'Basics', bn: 'মৌলিক' },
      description: { en: '<p>What we will build together.</p>', bn: '<p>আমরা যা বানাব।</p>' },
      announcement: { en: '<p>Live class on Saturday.</p>', bn: '<p>শুক্রবার লাইভ ক্লাস।</p>' },
      links: [{ title: { en: 'Slide deck', bn: 'স্লাইড' }, url: 'https://example.com/slides' }],
    });
    // an object naming only Bengali keeps the English
    expect(updated.courseData[1]).toMatchObject({ title: { en: 'Variables', bn: 'চলক' } });
    // the two Basics lessons still share one section
    expect(new Set(updated.courseData.map((l) => JSON.stringify(l.videoSection))).size).toBe(2);
    course = updated;
  });

  it('lists the course as missing Bengali for a lesson’s text, and no longer once each has it', async () => {
    const list = async (query: string) =>
      ((await inject('GET', `/courses/admin/list${query}`, admin)) as AdminCourseListAnswer).courses.map((c) => c._id);
    expect(await list('?missing=bn')).toEqual([course._id]);
    const edit = (second: object, third: object) =>
      update(course.courseData.map((l, i) => ({ ...l, ...(i === 1 ? second : i === 2 ? third : {}) })));
    await edit(
      {
        description: { bn: '<p>মানের নাম।</p>' },
        links: [{ title: { bn: 'সংক্ষেপ' }, url: 'https://example.com/cheat' }],
      },
      { videoSection: { bn: 'প্রকল্পসমূহ' } },
    );
    expect(await list('?missing=bn')).toEqual([]);
    // back as it was, for the reads below
    course = await edit(
      { description: { bn: '' }, links: [{ title: { bn: '' }, url: 'https://example.com/cheat' }] },
      { videoSection: { bn: '' } },
    );
    expect(await list('?missing=bn')).toEqual([course._id]);
  });

  it('refuses a lesson whose title is empty in both languages', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/courses/admin/update/${course._id}`,
      headers: { cookie: admin },
      payload: courseBody('Programming', { name: 'Python', courseData: [{ ...project, title: { bn: '', en: ' ' } }] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Lesson title is required');
  });
});

describe('reads of a curriculum in the reader’s language', () => {
  it('gives the public preview in Bengali, marking what came in English', async () => {
    const lessons = (await preview('bn')).courseData;
    expect(lessons[0]).toMatchObject({
      title: 'স্বাগতম',
      videoSection: 'মৌলিক',
      description: '<p>আমরা যা বানাব।</p>',
      announcement: '<p>শুক্রবার লাইভ ক্লাস।</p>',
      links: [{ title: 'স্লাইড', url: 'https://example.com/slides' }],
    });
    expect(lessons[0]!.fallbacks).toBeUndefined();
    // a paid lesson's outline: its title and section only, and only their fallbacks
    expect(lessons[2]).toEqual({
      _id: course.courseData[2]!._id,
      type: 'video',
      title: 'প্রকল্প',
      videoSection: 'Projects',
      videoLength: 0,
      isPreview: false,
      fallbacks: { videoSection: 'en' },
    });
  });

  it('gives the public preview in English', async () => {
    const lessons = (await preview('en')).courseData;
    expect(lessons.map((l) => [l.title, l.videoSection])).toEqual([
      ['Welcome aboard', 'Basics'],
      ['Variables', 'Basics'],
      ['Project', 'Projects'],
    ]);
    expect(lessons.every((l) => l.fallbacks === undefined)).toBe(true);
  });

  it('gives an owner every lesson in their language, with fallbacks by path in the lesson', async () => {
    const bn = (await content('bn')).content;
    expect(bn[1]).toMatchObject({
      title: 'চলক',
      videoSection: 'মৌলিক',
      description: '<p>Names for values.</p>',
      announcement: null,
      links: [{ title: 'Cheat sheet', url: 'https://example.com/cheat' }],
      fallbacks: { description: 'en', 'links.0.title': 'en' },
    });
    const en = (await content('en')).content;
    expect(en[0]).toMatchObject({ title: 'Welcome aboard', announcement: '<p>Live class on Saturday.</p>' });
    expect(en[0]!.fallbacks).toBeUndefined();
  });

  it('names the lesson to continue in the reader’s language', async () => {
    await inject('PUT', '/courses/enrolled/progress', learner, {
      courseId: course._id,
      lessonId: course.courseData[2]!._id,
      positionSeconds: 20,
    });
    const continued = async (lang: string) =>
      ((await inject('GET', `/courses/enrolled/continue?lang=${lang}`, learner)) as { courses: ContinueLearning[] })
        .courses[0]!.lesson;
    expect(await continued('bn')).toEqual({ _id: course.courseData[2]!._id, title: 'প্রকল্প' });
    expect(await continued('en')).toEqual({ _id: course.courseData[2]!._id, title: 'Project' });
  });
});
