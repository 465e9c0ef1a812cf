import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVIEW_MESSAGES } from '#shared/catalogue/reviews.ts';
import { learningApi } from '#shared/endpoints/learning.ts';
import { reviewsAdminApi, reviewsApi } from '#shared/endpoints/reviews.ts';
import { etagMatches, PUBLIC_CACHE_CONTROL } from '../../lib/cached-reply.ts';
import { depsOf } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { reviewsAdminService } from './reviews-admin.service.ts';
import { reviewsService } from './reviews.service.ts';

/**
 * Public reviews (learner-side §7 Reviews), the learning page's review form and reply, and their admin listing
 * (admin-side §7 Other admin listings), as declared in shared/endpoints/reviews.ts and shared/endpoints/learning.ts.
 */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = reviewsService(depsOf(app));
  const admin = reviewsAdminService(depsOf(app));

  // A visitor gets the spec's "Please log in to submit a review" (401) before the body is looked at.
  route(app, reviewsApi.create, ({ caller, body }) => reviews.create(caller, body), {
    config: { loginMessage: REVIEW_MESSAGES.loginRequired },
  });

  // The shared answer is public and revalidated by ETag; a signed-in reader's carries their helpful marks.
  route(app, reviewsApi.course, async ({ params, query, caller, request, reply }) => {
    const { value, etag } = await reviews.list(params.courseId, query, caller?.id ?? null);
    if (!etag || caller) {
      reply.header('Cache-Control', 'private, no-cache');
    } else {
      reply.header('ETag', etag).header('Cache-Control', PUBLIC_CACHE_CONTROL);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
    }
    return value;
  });

  route(app, reviewsApi.update, ({ caller, params, body }) => reviews.update(caller, params.reviewId, body));
  route(app, reviewsApi.remove, ({ caller, params }) => reviews.remove(caller, params.reviewId));
  route(app, reviewsApi.helpful, ({ caller, params, body }) =>
    reviews.helpful(caller, params.reviewId, body?.helpful ?? true),
  );
  route(app, reviewsApi.report, ({ caller, params, body }) => reviews.report(caller, params.reviewId, body?.reason));
  route(app, reviewsApi.mine, ({ caller }) => reviews.mine(caller));

  route(app, learningApi.review, ({ caller, params, body }) =>
    reviews.writeLearningReview(caller, params.courseId, {
      review: body.review ?? undefined,
      rating: body.rating ?? undefined,
    }),
  );
  route(app, learningApi.reply, ({ caller, body }) => admin.reply(caller, body));

  route(app, reviewsAdminApi.list, ({ query }) => admin.list(query));
  route(app, reviewsAdminApi.updateStatus, ({ caller, params, body }) =>
    admin.updateStatus(caller, params.reviewId, body),
  );
  route(app, reviewsAdminApi.stats, () => admin.stats());
};
