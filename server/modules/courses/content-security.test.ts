import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import { startFakeVdoCipher, type FakeVdoCipher } from '#test-support/vdocipher.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse, enrolUser, lessonInput } from '../../test/catalogue.ts';

/**
 * design.md §5: paid lesson content (video ids, descriptions, links, announcements, questions) leaves the server
 * only for an owner or an admin. Every secret below is a unique string; a non-owner's answers must not contain
 * any of them, byte for byte, from any endpoint.
 */
let t: TestApp;
let vdo: FakeVdoCipher;
let course: AdminCourse;
let admin: string;
let owner: { cookie: string; email: string };
let learner: string;

const SECRET = {
  video: 'paid-video-7f3a91',
  description: 'paid-description-c0ffee',
  link: 'https://files.example.com/paid-notes-b33f',
  linkTitle: 'paid-link-title-d00d',
  announcement: 'paid-announcement-facade',
  suggestion: 'paid-suggestion-5eed',
  question: 'paid-question-abad1dea',
  answer: 'paid-answer-0ddba11',
};
const PREVIEW_VIDEO = 'preview-video-123abc';
const DEMO_VIDEO = 'demo-video-456def';
const secrets = Object.values(SECRET);

function expectNoSecret(body: string) {
  for (const secret of secrets) expect(body, secret).not.toContain(secret);
}

beforeAll(async () => {
  vdo = await startFakeVdoCipher();
  for (const id of [SECRET.video, PREVIEW_VIDEO, DEMO_VIDEO])
    vdo.addVideo({ id, title: id, length: 600, status: 'ready' });
  t = await buildTestApp({ env: { VDOCIPHER_API_SECRET: vdo.secret, VDOCIPHER_API_BASE_URL: vdo.baseUrl } });
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  const o = await signedInUser(t.app);
  owner = { cookie: o.cookie, email: o.user.email };
  learner = (await signedInUser(t.app)).cookie;
  await createCategory(t.app, 'Web Development');
  course = await createCourse(
    t.app,
    admin,
    courseBody('Web Development', {
      demoUrl: DEMO_VIDEO,
      demoPlayer: 'vdocipher',
      courseData: [
        lessonInput({ title: 'Welcome', isPreview: true, videoUrl: PREVIEW_VIDEO, description: '<p>Free intro</p>' }),
        lessonInput({
          title: 'Paid lesson',
          videoSection: 'Deep dive',
          videoUrl: SECRET.video,
          description: `<p>${SECRET.description}</p>`,
          links: [{ title: SECRET.linkTitle, url: SECRET.link }],
          announcement: `<p>${SECRET.announcement}</p>`,
          suggestion: SECRET.suggestion,
        }),
      ],
    }),
  );
  await enrolUser(t.app, o.user.id, course._id);
  const paid = course.courseData[1]!;
  const asked = await t.app.inject({
    method: 'PUT',
    url: '/api/courses/enrolled/question',
    headers: { cookie: owner.cookie },
    payload: { question: SECRET.question, courseId: course._id, contentId: paid._id },
  });
  expect(asked.statusCode).toBe(200);
  const questionId = (asked.json() as { questions: { _id: string }[] }).questions[0]!._id;
  const answered = await t.app.inject({
    method: 'PUT',
    url: '/api/courses/enrolled/answer',
    headers: { cookie: admin },
    payload: { answer: SECRET.answer, courseId: course._id, contentId: paid._id, questionId },
  });
  expect(answered.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await vdo.close();
});

describe('a visitor or a learner who does not own the course', () => {
  it('sees the outline of paid lessons in the preview, and the content of preview lessons only', async () => {
    for (const cookie of [undefined, learner]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/courses/public/preview/${course._id}`,
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode).toBe(200);
      expectNoSecret(res.body);
      const lessons = (res.json() as { course: { courseData: Record<string, unknown>[] } }).course.courseData;
      expect(lessons).toHaveLength(2);
      expect(lessons[0]).toMatchObject({
        title: 'Welcome',
        isPreview: true,
        videoUrl: PREVIEW_VIDEO,
        videoPlayer: 'vdocipher',
      });
      expect(lessons[1]).toEqual({
        _id: course.courseData[1]!._id,
        type: 'video',
        title: 'Paid lesson',
        videoSection: 'Deep dive',
        videoLength: 10,
        isPreview: false,
      });
    }
  });

  it('gets nothing of the paid lessons from the course list or the enrolled endpoints', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/courses/public/all-previews' });
    expect(list.statusCode).toBe(200);
    expectNoSecret(list.body);

    const visitor = await t.app.inject({ method: 'GET', url: `/api/courses/enrolled/content/${course._id}` });
    expect(visitor.statusCode).toBe(401);
    expectNoSecret(visitor.body);

    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/courses/enrolled/content/${course._id}`,
      headers: { cookie: learner },
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({
      success: false,
      message: 'You need to purchase this course to access its content',
    });
    expectNoSecret(stranger.body);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/courses/enrolled/my-courses',
      headers: { cookie: learner },
    });
    expect(mine.json()).toMatchObject({ success: true, courses: [] });
  });

  it('cannot get a VdoCipher licence for a paid lesson, and VdoCipher is never asked', async () => {
    const before = vdo.otpCalls.length;
    for (const cookie of [undefined, learner]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/courses/video/getVdoCipherOTP',
        headers: cookie ? { cookie } : {},
        payload: { videoId: SECRET.video, videoPlayer: 'vdocipher' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: 'You do not have access to this video' });
      expect(res.body).not.toContain('otp"');
    }
    expect(vdo.otpCalls.length).toBe(before);
  });

  it('cannot ask, answer or review on the learning page', async () => {
    const paid = course.courseData[1]!;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/courses/enrolled/question',
      headers: { cookie: learner },
      payload: { question: 'Let me in?', courseId: course._id, contentId: paid._id },
    });
    expect(res.statusCode).toBe(403);
    expectNoSecret(res.body);
    const review = await t.app.inject({
      method: 'PUT',
      url: `/api/courses/enrolled/review/${course._id}`,
      headers: { cookie: learner },
      payload: { review: 'Great', rating: 5 },
    });
    expect(review.statusCode).toBe(403);
  });

  it('may watch the demo and the preview lessons through VdoCipher, without a watermark for a visitor', async () => {
    for (const videoId of [DEMO_VIDEO, PREVIEW_VIDEO]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/courses/video/getVdoCipherOTP',
        payload: { videoId, videoPlayer: 'vdocipher' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        otp: expect.stringMatching(/^otp-/),
        playbackInfo: expect.any(String),
      });
      expect(vdo.otpCalls.at(-1)).toEqual({ videoId, body: { ttl: 300 } });
    }
  });
});

describe('an owner', () => {
  it('gets every lesson in full, with questions and answers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/courses/enrolled/content/${course._id}`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    for (const secret of secrets) expect(res.body, secret).toContain(secret);
    const body = res.json() as {
      content: { questions: { question: string; questionReplies: { answer: string; user: { role: string } }[] }[] }[];
    };
    expect(body.content[1]!.questions[0]).toMatchObject({
      question: SECRET.question,
      questionReplies: [{ answer: SECRET.answer, user: { role: 'admin' } }],
    });
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('gets a VdoCipher licence for a paid lesson, watermarked with their e-mail, for 300 seconds', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/courses/video/getVdoCipherOTP',
      headers: { cookie: owner.cookie },
      payload: { videoId: SECRET.video, videoPlayer: 'vdocipher' },
    });
    expect(res.statusCode).toBe(200);
    const call = vdo.otpCalls.at(-1)!;
    expect(call.videoId).toBe(SECRET.video);
    expect(call.body.ttl).toBe(300);
    expect(typeof call.body.annotate).toBe('string');
    const annotation = JSON.parse(call.body.annotate as string) as { type: string; text: string }[];
    expect(annotation[0]).toMatchObject({ type: 'rtext', text: owner.email });
  });

  it('an admin also gets the full content without owning the course', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/courses/enrolled/content/${course._id}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(SECRET.video);
  });
});

describe('video configuration', () => {
  it('answers 503 with a clear message when VdoCipher is not configured', async () => {
    const bare = await buildTestApp();
    try {
      await createCategory(bare.app, 'Design');
      const adminCookie = (await signedInUser(bare.app, { role: 'admin' })).cookie;
      await createCourse(bare.app, adminCookie, courseBody('Design', { demoUrl: DEMO_VIDEO, demoPlayer: 'vdocipher' }));
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/courses/video/getVdoCipherOTP',
        payload: { videoId: DEMO_VIDEO, videoPlayer: 'vdocipher' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        message: 'Protected video is not available: VdoCipher is not configured on this server',
        code: 'vdocipher_not_configured',
      });
    } finally {
      await bare.close();
    }
  });

  it('gives an admin the duration of a ready video and refuses one still processing', async () => {
    vdo.addVideo({ id: 'ready-one', title: 'Ready', length: 754, status: 'ready' });
    vdo.addVideo({ id: 'queued-one', title: 'Queued', length: 0, status: 'Queued' });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/vdocipher/metadata',
      headers: { cookie: admin },
      payload: { videoId: 'ready-one' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, duration: 754, title: 'Ready', message: 'Duration fetched: 12m 34s' });
    const queued = await t.app.inject({
      method: 'POST',
      url: '/api/vdocipher/metadata',
      headers: { cookie: admin },
      payload: { videoId: 'queued-one' },
    });
    expect(queued.statusCode).toBe(409);
    expect(queued.json().message).toBe(
      'This video is not ready on VdoCipher yet (status: Queued). Please try again when processing has finished.',
    );
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/vdocipher/metadata',
      headers: { cookie: admin },
      payload: { videoId: 'nope' },
    });
    expect(missing.statusCode).toBe(404);
    const learnerCall = await t.app.inject({
      method: 'POST',
      url: '/api/vdocipher/metadata',
      headers: { cookie: learner },
      payload: { videoId: 'ready-one' },
    });
    expect(learnerCall.statusCode).toBe(403);
  });
});
