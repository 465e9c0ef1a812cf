import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '#shared/api.ts';
import {
  LearningReviewsAnswerSchema,
  ProgressAnswerSchema,
  ProgressBodySchema,
  QuestionsAnswerSchema,
} from '#shared/catalogue/learning.ts';
import { reviewsAdminService } from '../reviews/reviews-admin.service.ts';
import { learningService } from './learning.service.ts';

const e = ErrorBodySchema;
const errors = { 400: e, 401: e, 403: e, 404: e };
const uuid = (what: string) => z.uuid(`Invalid ${what} id`);

/*
 * Texts are checked by the service, after the caller is known to own the course, so a learner sees the spec's
 * own messages ("Review can't be empty", "Reply can't be empty") and a non-owner learns nothing about the course.
 */

export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = learningService(app);
  const reviewsAdmin = reviewsAdminService(app);
  const tags = ['learning'];

  app.put(
    '/courses/enrolled/question',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Ask a question about a lesson (owners and admins); notifies the admins',
        body: z.object({ question: z.string().nullish(), courseId: uuid('course'), contentId: uuid('lesson') }),
        response: { 200: QuestionsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Question added successfully',
      ...(await service.ask(request.sessionUser!, request.body)),
    }),
  );

  app.put(
    '/courses/enrolled/answer',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Answer a question (owners and admins); a learner's answer notifies the admins",
        body: z.object({
          answer: z.string().nullish(),
          courseId: uuid('course'),
          contentId: uuid('lesson'),
          questionId: uuid('question'),
        }),
        response: { 200: QuestionsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Answer added successfully',
      ...(await service.answer(request.sessionUser!, request.body)),
    }),
  );

  app.put(
    '/courses/enrolled/review/:courseId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Write or edit the caller's review from the learning page (one per learner and course)",
        params: z.object({ courseId: uuid('course') }),
        body: z.object({ review: z.string().nullish(), rating: z.number().nullish() }),
        response: { 200: LearningReviewsAnswerSchema, ...errors, 409: e },
      },
    },
    async (request) => {
      const { created, ...result } = await service.review(request.sessionUser!, request.params.courseId, {
        review: request.body.review ?? undefined,
        rating: request.body.rating ?? undefined,
      });
      return {
        success: true as const,
        message: created ? 'Review submitted successfully!' : 'Review updated successfully',
        ...result,
      };
    },
  );

  app.put(
    '/courses/enrolled/review-reply',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Admin reply to a review that has none yet',
        body: z.object({ comment: z.string().nullish(), courseId: uuid('course'), reviewId: uuid('review') }),
        response: { 200: LearningReviewsAnswerSchema, ...errors, 409: e },
      },
    },
    async (request) => {
      const admin = request.sessionUser!;
      const review = await reviewsAdmin.reply(admin, request.body);
      const reviews = await service.learningReviews(review.courseId, admin);
      return {
        success: true as const,
        message: 'Reply added successfully',
        review: reviews.find((r) => r._id === review.id)!,
        reviews,
      };
    },
  );

  app.put(
    '/courses/enrolled/progress',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Mark a lesson complete (or not) for the caller; answers the course progress in percent',
        body: ProgressBodySchema,
        response: { 200: ProgressAnswerSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.progress(request.sessionUser!, request.body)) }),
  );
};
