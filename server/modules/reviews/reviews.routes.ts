import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, ok } from '#shared/api.ts';
import {
  AdminReviewsAnswerSchema,
  AdminReviewsQuerySchema,
  CreateReviewBodySchema,
  HelpfulAnswerSchema,
  HelpfulBodySchema,
  MyReviewsAnswerSchema,
  REVIEW_MESSAGES,
  ReportBodySchema,
  ReviewAnswerSchema,
  ReviewListAnswerSchema,
  ReviewListQuerySchema,
  ReviewStatsAnswerSchema,
  ReviewStatusAnswerSchema,
  ReviewStatusBodySchema,
  UpdateReviewBodySchema,
} from '#shared/catalogue/reviews.ts';
import { etagMatches, PUBLIC_CACHE_CONTROL, NotModifiedSchema } from '../../lib/cached-reply.ts';
import { reviewsAdminService } from './reviews-admin.service.ts';
import { reviewsService } from './reviews.service.ts';

const e = ErrorBodySchema;
const reviewIdParams = z.object({ reviewId: z.uuid('Invalid review id') });
const MessageSchema = ok({ message: z.string() });
/** The answer's words when the call carries a reply: saving or clearing it is not an approval. */
const replyMessage = (adminReply: string | null | undefined): string | undefined =>
  adminReply === undefined ? undefined : adminReply ? 'Reply saved' : 'Reply removed';

/** Public reviews (learner-side §7 Reviews) and their admin listing (admin-side §7 Other admin listings). */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = reviewsService(app);
  const admin = reviewsAdminService(app);
  const tags = ['reviews'];

  app.post(
    '/reviews/create',
    {
      // A visitor gets the spec's "Please log in to submit a review" (401) before the body is looked at.
      config: { access: 'user', loginMessage: REVIEW_MESSAGES.loginRequired },
      schema: {
        tags,
        summary: 'Review a course you own, once (rating 1–5 in half stars, comment up to 1000 characters)',
        body: CreateReviewBodySchema,
        response: { 201: ReviewAnswerSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: REVIEW_MESSAGES.created,
        review: await service.create(request.sessionUser, request.body),
      }),
  );

  app.get(
    '/reviews/course/:courseId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A course's approved reviews: one page, totals, distribution by star and pagination",
        params: z.object({ courseId: z.uuid('Invalid course id') }),
        querystring: ReviewListQuerySchema,
        response: { 200: ReviewListAnswerSchema, 304: NotModifiedSchema, 400: e, 404: e },
      },
    },
    async (request, reply) => {
      const viewer = request.sessionUser;
      const { value, etag } = await service.list(request.params.courseId, request.query, viewer?.id ?? null);
      if (!etag || viewer) {
        reply.header('Cache-Control', 'private, no-cache');
      } else {
        reply.header('ETag', etag).header('Cache-Control', PUBLIC_CACHE_CONTROL);
        if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      }
      return { success: true as const, ...value };
    },
  );

  app.put(
    '/reviews/update/:reviewId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Edit your own review',
        params: reviewIdParams,
        body: UpdateReviewBodySchema,
        response: { 200: ReviewAnswerSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => ({
      success: true as const,
      message: REVIEW_MESSAGES.updated,
      review: await service.update(request.sessionUser!, request.params.reviewId, request.body),
    }),
  );

  app.delete(
    '/reviews/delete/:reviewId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete your own review (admins: any)',
        params: reviewIdParams,
        response: { 200: MessageSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => {
      await service.remove(request.sessionUser!, request.params.reviewId);
      return { success: true as const, message: REVIEW_MESSAGES.deleted };
    },
  );

  app.post(
    '/reviews/helpful/:reviewId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Mark a review helpful (or take it back); one vote per learner',
        params: reviewIdParams,
        body: HelpfulBodySchema.nullish(),
        response: { 200: HelpfulAnswerSchema, 400: e, 401: e, 404: e },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.helpful(request.sessionUser!, request.params.reviewId, request.body?.helpful ?? true)),
    }),
  );

  app.post(
    '/reviews/report/:reviewId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Report a review to the admins (counted once per learner)',
        params: reviewIdParams,
        body: ReportBodySchema,
        response: { 200: MessageSchema, 400: e, 401: e, 404: e },
      },
    },
    async (request) => {
      await service.report(request.sessionUser!, request.params.reviewId, request.body?.reason);
      return { success: true as const, message: REVIEW_MESSAGES.reported };
    },
  );

  app.get(
    '/reviews/my',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Your reviews with their courses, newest first',
        response: { 200: MyReviewsAnswerSchema, 401: e },
      },
    },
    async (request) => ({ success: true as const, reviews: await service.mine(request.sessionUser!) }),
  );

  app.get(
    '/reviews/admin/all',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reviews (admin)'],
        summary: 'Every review, newest first; filter all, approved, pending (not approved) or reported',
        querystring: AdminReviewsQuerySchema,
        response: { 200: AdminReviewsAnswerSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => ({ success: true as const, ...(await admin.list(request.query)) }),
  );

  app.put(
    '/reviews/admin/update-status/:reviewId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reviews (admin)'],
        summary: 'Approve or hide a review, optionally with the admin reply (an empty reply clears it)',
        params: reviewIdParams,
        body: ReviewStatusBodySchema,
        response: { 200: ReviewStatusAnswerSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => ({
      success: true as const,
      message: replyMessage(request.body.adminReply) ?? (request.body.isApproved ? 'Review approved' : 'Review hidden'),
      review: await admin.updateStatus(request.sessionUser!, request.params.reviewId, request.body),
    }),
  );

  app.get(
    '/reviews/admin/stats',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reviews (admin)'],
        summary: 'Review counts and the rating distribution',
        response: { 200: ReviewStatsAnswerSchema, 401: e, 403: e },
      },
    },
    async () => ({ success: true as const, stats: await admin.stats() }),
  );
};
