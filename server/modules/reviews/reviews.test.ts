import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import type { PublicReview, ReviewListAnswer } from '#shared/catalogue/reviews.ts';
import { reviews } from '../../db/schema/index.ts';
import { signedInUser, type TestUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse, enrolUser } from '../../test/catalogue.ts';

let t: TestApp;
let admin: string;
let course: AdminCourse;
let owner: { user: TestUser; cookie: string };
let stranger: string;

const create = (cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/reviews/create', headers: cookie ? { cookie } : {}, payload });
const listReviews = async (query = '', courseId = course._id) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/reviews/course/${courseId}${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as ReviewListAnswer;
};
const publicCourse = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/courses/public/preview/${id}` })).json().course as {
    ratings: number;
    reviews: number;
  };

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  await createCategory(t.app, 'Design');
  course = await createCourse(t.app, admin, courseBody('Design'));
  owner = await signedInUser(t.app, { name: 'Rahima Akter' });
  await enrolUser(t.app, owner.user.id, course._id);
  stranger = (await signedInUser(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/reviews/create', () => {
  it('checks, in the spec’s order: logged in, owner, rating, comment', async () => {
    const visitor = await create(undefined, { courseId: course._id });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Please log in to submit a review');
    const notOwner = await create(stranger, { courseId: course._id });
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().message).toBe('You can only review courses you have purchased');
    const noRating = await create(owner.cookie, { courseId: course._id, comment: 'Nice' });
    expect(noRating.statusCode).toBe(400);
    expect(noRating.json().message).toBe('Please select a rating');
    const zero = await create(owner.cookie, { courseId: course._id, rating: 0, comment: 'Nice' });
    expect(zero.json().message).toBe('Please select a rating');
    const noComment = await create(owner.cookie, { courseId: course._id, rating: 4, comment: '   ' });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().message).toBe('Please write a comment');
    const tooLong = await create(owner.cookie, { courseId: course._id, rating: 4, comment: 'x'.repeat(1001) });
    expect(tooLong.json().message).toBe('Comment must be at most 1000 characters');
  });

  it('accepts one review per learner, trimmed, in half stars, and updates the course rating', async () => {
    const res = await create(owner.cookie, { courseId: course._id, rating: 4.5, comment: `  ${'y'.repeat(1000)}  ` });
    expect(res.statusCode).toBe(201);
    const review = res.json().review as PublicReview;
    expect(res.json().message).toBe('Review submitted successfully!');
    expect(review).toMatchObject({
      rating: 4.5,
      comment: 'y'.repeat(1000),
      isApproved: true,
      adminReply: null,
      helpful: 0,
      userId: { name: 'Rahima Akter' },
    });
    expect(await publicCourse(course._id)).toMatchObject({ ratings: 4.5, reviews: 1 });

    const again = await create(owner.cookie, { courseId: course._id, rating: 3, comment: 'Second' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this course');
    // The learning page writes the same review, never a second one.
    const learning = await t.app.inject({
      method: 'PUT',
      url: `/api/courses/enrolled/review/${course._id}`,
      headers: { cookie: owner.cookie },
      payload: { review: 'Edited from the learning page', rating: 3 },
    });
    expect(learning.statusCode).toBe(200);
    expect(learning.json()).toMatchObject({
      message: 'Review updated successfully',
      review: { comment: 'Edited from the learning page', rating: 3 },
    });
    expect(await t.app.db.select().from(reviews)).toHaveLength(1);
    expect((await listReviews()).reviews[0]).toMatchObject({ comment: 'Edited from the learning page', rating: 3 });
    expect(await publicCourse(course._id)).toMatchObject({ ratings: 3, reviews: 1 });
  });

  it('answers the learning page’s own message for an empty review', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/courses/enrolled/review/${course._id}`,
      headers: { cookie: owner.cookie },
      payload: { review: '  ', rating: 5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Review can't be empty");
  });
});

describe('GET /api/reviews/course/:courseId', () => {
  let other: AdminCourse;
  const ratings = [5, 4.5, 4, 1, 2, 5, 3.5, 5, 1.5, 4, 5, 2.5];

  beforeAll(async () => {
    other = await createCourse(t.app, admin, courseBody('Design', { name: 'Figma' }));
    for (const [i, rating] of ratings.entries()) {
      const learner = await signedInUser(t.app, { name: `Learner ${i}` });
      await enrolUser(t.app, learner.user.id, other._id);
      const res = await create(learner.cookie, { courseId: other._id, rating, comment: `Review ${i}` });
      expect(res.statusCode).toBe(201);
    }
  });

  it('pages ten at a time, newest first by default, with totals and the distribution by star', async () => {
    const first = await listReviews('', other._id);
    expect(first.reviews.map((r) => r.comment)).toEqual(
      ratings
        .map((_, i) => `Review ${i}`)
        .reverse()
        .slice(0, 10),
    );
    expect(first.totalReviews).toBe(12);
    expect(first.averageRating).toBe(3.6);
    expect(first.ratingDistribution).toEqual([
      { _id: 5, count: 4 },
      { _id: 4, count: 3 },
      { _id: 3, count: 1 },
      { _id: 2, count: 2 },
      { _id: 1, count: 2 },
    ]);
    expect(first.pagination).toMatchObject({ currentPage: 1, totalPages: 2, hasPrev: false, hasNext: true });
    const second = await listReviews('?page=2', other._id);
    expect(second.reviews.map((r) => r.comment)).toEqual(['Review 1', 'Review 0']);
    expect(second.pagination).toMatchObject({ currentPage: 2, totalPages: 2, hasPrev: true, hasNext: false });
  });

  it('sorts by date, rating and helpfulness', async () => {
    const oldest = await listReviews('?sortBy=createdAt&sortOrder=asc&limit=3', other._id);
    expect(oldest.reviews.map((r) => r.comment)).toEqual(['Review 0', 'Review 1', 'Review 2']);
    const best = await listReviews('?sortBy=rating&sortOrder=desc&limit=50', other._id);
    expect(best.reviews.map((r) => r.rating)).toEqual([...ratings].sort((a, b) => b - a));
    const worst = await listReviews('?sortBy=rating&sortOrder=asc&limit=2', other._id);
    expect(worst.reviews.map((r) => r.rating)).toEqual([1, 1.5]);

    const target = best.reviews.find((r) => r.comment === 'Review 3')!;
    const voter = (await signedInUser(t.app)).cookie;
    const vote = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/helpful/${target._id}`,
      headers: { cookie: voter },
      payload: { helpful: true },
    });
    expect(vote.json()).toEqual({ success: true, helpful: 1, isHelpful: true });
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/helpful/${target._id}`,
      headers: { cookie: voter },
      payload: { helpful: true },
    });
    expect(twice.json().helpful).toBe(1);
    const helpful = await listReviews('?sortBy=helpful&sortOrder=desc&limit=1', other._id);
    expect(helpful.reviews[0]).toMatchObject({ comment: 'Review 3', helpful: 1 });
    const signedIn = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/course/${other._id}?sortBy=helpful&limit=1`,
      headers: { cookie: voter },
    });
    expect(signedIn.json().reviews[0]).toMatchObject({ isHelpful: true });
    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/helpful/${target._id}`,
      headers: { cookie: voter },
      payload: { helpful: false },
    });
    expect(undo.json()).toEqual({ success: true, helpful: 0, isHelpful: false });
  });

  it('refuses an unknown sort and answers 404 for an unknown course', async () => {
    const bad = await t.app.inject({ method: 'GET', url: `/api/reviews/course/${other._id}?sortBy=name` });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/reviews/course/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a learner’s own reviews', () => {
  it('can be listed, edited and deleted by their author only; the course rating follows', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/api/reviews/my', headers: { cookie: owner.cookie } });
    const list = mine.json().reviews as (PublicReview & { course: { _id: string; name: string } })[];
    expect(list).toHaveLength(1);
    expect(list[0]!.course).toMatchObject({ _id: course._id, name: 'Web Development Bootcamp' });
    const id = list[0]!._id;

    const notYours = await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/update/${id}`,
      headers: { cookie: stranger },
      payload: { rating: 1 },
    });
    expect(notYours.statusCode).toBe(403);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/update/${id}`,
      headers: { cookie: owner.cookie },
      payload: { rating: 5, comment: 'Loved it' },
    });
    expect(edited.json()).toMatchObject({ success: true, review: { rating: 5, comment: 'Loved it' } });
    expect(await publicCourse(course._id)).toMatchObject({ ratings: 5, reviews: 1 });

    const report = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/report/${id}`,
      headers: { cookie: stranger },
    });
    expect(report.json()).toEqual({
      success: true,
      message: 'Thank you. The review has been reported to the administrators.',
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/delete/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(removed.json()).toEqual({ success: true, message: 'Review deleted successfully' });
    expect(await publicCourse(course._id)).toMatchObject({ ratings: 0, reviews: 0 });
  });
});

describe('review moderation', () => {
  it('lists, hides and replies; a hidden review leaves the public list and the rating', async () => {
    const learner = await signedInUser(t.app);
    await enrolUser(t.app, learner.user.id, course._id);
    const created = await create(learner.cookie, { courseId: course._id, rating: 2, comment: 'Too fast' });
    const id = created.json().review._id as string;
    await t.app.inject({
      method: 'POST',
      url: `/api/reviews/report/${id}`,
      headers: { cookie: stranger },
      payload: { reason: 'Spam' },
    });

    const reported = await t.app.inject({
      method: 'GET',
      url: '/api/reviews/admin/all?filter=reported',
      headers: { cookie: admin },
    });
    expect(reported.json().reviews).toEqual([
      expect.objectContaining({
        reviewId: id,
        reportCount: 1,
        course: { _id: course._id, name: 'Web Development Bootcamp' },
      }),
    ]);

    const hidden = await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/admin/update-status/${id}`,
      headers: { cookie: admin },
      payload: { isApproved: false, adminReply: 'Thanks, we will slow down.' },
    });
    expect(hidden.json()).toMatchObject({
      success: true,
      message: 'Reply saved', // a call carrying a reply says so, not "Review hidden"
      review: { isApproved: false, adminReply: 'Thanks, we will slow down.' },
    });
    expect((await listReviews()).totalReviews).toBe(0);
    expect(await publicCourse(course._id)).toMatchObject({ ratings: 0, reviews: 0 });
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/reviews/admin/all?filter=pending',
      headers: { cookie: admin },
    });
    expect(pending.json().reviews.map((r: { reviewId: string }) => r.reviewId)).toEqual([id]);

    const approved = await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/admin/update-status/${id}`,
      headers: { cookie: admin },
      payload: { isApproved: true },
    });
    expect(approved.json().message).toBe('Review approved');
    const shown = await listReviews();
    expect(shown.reviews[0]).toMatchObject({ _id: id, adminReply: 'Thanks, we will slow down.' });
    // The learning page shows the same reply under the review, so Add Reply is no longer offered.
    const content = await t.app.inject({
      method: 'GET',
      url: `/api/courses/enrolled/content/${course._id}`,
      headers: { cookie: learner.cookie },
    });
    expect(content.json().reviews[0].commentReplies).toEqual([
      expect.objectContaining({
        comment: 'Thanks, we will slow down.',
        user: expect.objectContaining({ role: 'admin' }),
      }),
    ]);
    const second = await t.app.inject({
      method: 'PUT',
      url: '/api/courses/enrolled/review-reply',
      headers: { cookie: admin },
      payload: { comment: 'Another', courseId: course._id, reviewId: id },
    });
    expect(second.statusCode).toBe(409);

    const stats = await t.app.inject({ method: 'GET', url: '/api/reviews/admin/stats', headers: { cookie: admin } });
    expect(stats.json().stats).toMatchObject({ totalReviews: 13, approved: 13, pending: 0, reported: 1 });
  });

  it('finds reviews by their words, their learner’s name or e-mail, or their course’s name; % is a character', async () => {
    const searched = await signedInUser(t.app, { name: 'Shirin Sultana', email: `shirin-${Date.now()}@example.com` });
    await enrolUser(t.app, searched.user.id, course._id);
    expect(
      (await create(searched.cookie, { courseId: course._id, rating: 5, comment: 'Kerning explained 100% well' }))
        .statusCode,
    ).toBe(201);
    const find = async (search: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/reviews/admin/all?search=${encodeURIComponent(search)}`,
        headers: { cookie: admin },
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { reviews: { comment: string }[]; pagination: { totalItems: number } };
    };
    for (const term of ['kerning', 'SHIRIN', searched.user.email, '100%']) {
      const found = await find(term);
      expect(
        found.reviews.map((r) => r.comment),
        term,
      ).toEqual(['Kerning explained 100% well']);
      expect(found.pagination.totalItems).toBe(1);
    }
    expect((await find(course.name.en || course.name.bn)).pagination.totalItems).toBeGreaterThanOrEqual(1);
    expect((await find('0%w')).pagination.totalItems).toBe(0);
    expect((await find('nothing like this')).reviews).toEqual([]);
  });

  it('lets an admin reply on the learning page once, and fills the public adminReply', async () => {
    const learner = await signedInUser(t.app);
    const fresh = await createCourse(t.app, admin, courseBody('Design', { name: 'Sketching' }));
    await enrolUser(t.app, learner.user.id, fresh._id);
    const created = await create(learner.cookie, { courseId: fresh._id, rating: 5, comment: 'Great' });
    const reviewId = created.json().review._id as string;
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/courses/enrolled/review-reply',
      headers: { cookie: admin },
      payload: { comment: ' ', courseId: fresh._id, reviewId },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Reply can't be empty");
    const reply = await t.app.inject({
      method: 'PUT',
      url: '/api/courses/enrolled/review-reply',
      headers: { cookie: admin },
      payload: { comment: 'Thank you!', courseId: fresh._id, reviewId },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().review.commentReplies).toEqual([expect.objectContaining({ comment: 'Thank you!' })]);
    expect((await listReviews('', fresh._id)).reviews[0]!.adminReply).toBe('Thank you!');
  });
});
