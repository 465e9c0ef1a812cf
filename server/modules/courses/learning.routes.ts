import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coursesApi } from '#shared/endpoints/courses.ts';
import { learningApi } from '#shared/endpoints/learning.ts';
import { questionsAdminApi } from '#shared/endpoints/questions.ts';
import { depsOf } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { learningService, questionInboxService, type LearningReviewsReader } from './learning.service.ts';
import { readerLanguage } from '../../lib/reader-language.ts';

/**
 * The learning page's routes, as declared in shared/endpoints/learning.ts (and the content, coursesApi.content); its review writes (learningApi.review
 * and .reply) are registered by the reviews module. The reviews the content shows come from `learningReviews`,
 * handed in by server/modules/catalogue.ts.
 */
export const learningRoutes =
  (learningReviews: LearningReviewsReader): FastifyPluginAsyncZod =>
  async (app) => {
    const learning = learningService({ ...depsOf(app), learningReviews });

    route(app, coursesApi.content, ({ params, caller, request }) =>
      learning.content(params.id, caller, readerLanguage(request)),
    );
    route(app, learningApi.ask, ({ caller, body }) => learning.ask(caller, body));
    route(app, learningApi.answer, ({ caller, body }) => learning.answer(caller, body));
    route(app, learningApi.progress, ({ caller, body, request }) =>
      learning.progress(caller, body, readerLanguage(request)),
    );

    const inbox = questionInboxService(depsOf(app));
    route(app, questionsAdminApi.list, ({ query }) => inbox.list(query));
    route(app, questionsAdminApi.unansweredCount, () => inbox.unansweredCount());
  };
