import { z } from 'zod';
import { ok } from '../api.ts';
import {
  AdminReviewsAnswerSchema,
  AdminReviewsQuerySchema,
  CreateReviewBodySchema,
  HelpfulAnswerSchema,
  HelpfulBodySchema,
  MyReviewsAnswerSchema,
  ReportBodySchema,
  ReviewAnswerSchema,
  ReviewListAnswerSchema,
  ReviewListQuerySchema,
  ReviewStatsAnswerSchema,
  ReviewStatusAnswerSchema,
  ReviewStatusBodySchema,
  UpdateReviewBodySchema,
} from '../catalogue/reviews.ts';
import { endpoints } from '../endpoint.ts';

const ReviewIdParamsSchema = z.object({ reviewId: z.uuid('Invalid review id') });

/** Public reviews (learner-side §7 Reviews). */
export const reviewsApi = endpoints('reviews', {
  create: {
    method: 'POST',
    path: '/reviews/create',
    access: 'user',
    summary: 'Review a course you own, once (rating 1–5 in half stars, comment up to 1000 characters)',
    body: CreateReviewBodySchema,
    answer: ReviewAnswerSchema,
    status: 201,
    errors: ['login_required', 'course_not_found', 'not_course_owner', 'already_reviewed'],
  },
  course: {
    method: 'GET',
    path: '/reviews/course/:courseId',
    access: 'public',
    summary: "A course's approved reviews: one page, totals, distribution by star and pagination",
    params: z.object({ courseId: z.uuid('Invalid course id') }),
    query: ReviewListQuerySchema,
    answer: ReviewListAnswerSchema,
    errors: ['course_not_found'],
    cache: 'public',
  },
  update: {
    method: 'PUT',
    path: '/reviews/update/:reviewId',
    access: 'user',
    summary: 'Edit your own review',
    params: ReviewIdParamsSchema,
    body: UpdateReviewBodySchema,
    answer: ReviewAnswerSchema,
    errors: ['review_not_found', 'not_review_author'],
  },
  remove: {
    method: 'DELETE',
    path: '/reviews/delete/:reviewId',
    access: 'user',
    summary: 'Delete your own review (admins: any)',
    params: ReviewIdParamsSchema,
    answer: ok({ message: z.string() }),
    errors: ['review_not_found', 'not_review_author'],
  },
  helpful: {
    method: 'POST',
    path: '/reviews/helpful/:reviewId',
    access: 'user',
    summary: 'Mark a review helpful (or take it back); one vote per learner',
    params: ReviewIdParamsSchema,
    body: HelpfulBodySchema.nullish(),
    answer: HelpfulAnswerSchema,
    errors: ['review_not_found', 'own_review'],
  },
  report: {
    method: 'POST',
    path: '/reviews/report/:reviewId',
    access: 'user',
    summary: 'Report a review to the admins (counted once per learner)',
    params: ReviewIdParamsSchema,
    body: ReportBodySchema,
    answer: ok({ message: z.string() }),
    errors: ['review_not_found', 'own_review'],
  },
  mine: {
    method: 'GET',
    path: '/reviews/my',
    access: 'user',
    summary: 'Your reviews with their courses, newest first',
    answer: MyReviewsAnswerSchema,
  },
});

/** Review moderation (admin-side §7 Other admin listings). */
export const reviewsAdminApi = endpoints('reviews (admin)', {
  list: {
    method: 'GET',
    path: '/reviews/admin/all',
    access: 'admin',
    summary: 'Every review, newest first; filter all, approved, pending (not approved) or reported',
    query: AdminReviewsQuerySchema,
    answer: AdminReviewsAnswerSchema,
  },
  updateStatus: {
    method: 'PUT',
    path: '/reviews/admin/update-status/:reviewId',
    access: 'admin',
    summary: 'Approve or hide a review, optionally with the admin reply (an empty reply clears it)',
    params: ReviewIdParamsSchema,
    body: ReviewStatusBodySchema,
    answer: ReviewStatusAnswerSchema,
    errors: ['review_not_found'],
  },
  stats: {
    method: 'GET',
    path: '/reviews/admin/stats',
    access: 'admin',
    summary: 'Review counts and the rating distribution',
    answer: ReviewStatsAnswerSchema,
  },
});
