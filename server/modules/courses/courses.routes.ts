import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueApi } from '#shared/endpoints/catalogue.ts';
import { coursesApi, videoApi } from '#shared/endpoints/courses.ts';
import { cachedRead, sendKept, servePublic } from '../../lib/cached-reply.ts';
import { depsOf } from '../../lib/deps.ts';
import { readerLanguage } from '../../lib/reader-language.ts';
import { route, sendSerialized } from '../../lib/route.ts';
import { coursesService } from './courses.service.ts';
import { videoService } from './video.service.ts';

const PRIVATE = 'private, no-cache';

/**
 * The public catalogue, the learner's own courses and video licences (learner-side §7 Courses), as declared in
 * shared/endpoints/catalogue.ts and shared/endpoints/courses.ts.
 */
export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = coursesService(depsOf(app));
  const video = videoService(depsOf(app));

  route(app, catalogueApi.list, async ({ query, caller, request, reply }) => {
    if (caller) {
      // The visitors' kept bytes when the caller owns none of the page's courses, else JSON kept per enrolment state.
      const { value } = await service.cachedList(query, readerLanguage(request));
      const page = await service.pageFor(value, caller);
      reply.header('Cache-Control', PRIVATE);
      if (page.same) return sendKept(request, reply, value, (list) => list);
      return sendSerialized(reply, catalogueApi.list, page.json);
    }
    return servePublic(
      request,
      reply,
      () => service.cachedList(query, readerLanguage(request)),
      (value) => value,
    );
  });

  route(app, catalogueApi.suggestions, async ({ query, request }) => ({
    suggestions: await service.suggestions(query.q, readerLanguage(request)),
  }));

  // An inactive course is shown only to its owners and admins, so its preview is not cached by others.
  route(app, coursesApi.preview, async ({ params, caller, request, reply }) => {
    const read = await cachedRead(request, reply, () => service.preview(params.id, caller, readerLanguage(request)));
    if (read.notModified) return reply.status(304).send(null);
    if (!read.value.isActive) reply.header('Cache-Control', PRIVATE);
    return { course: read.value };
  });

  route(app, coursesApi.mine, async ({ caller, request }) => ({
    courses: await service.myCourses(caller, readerLanguage(request)),
  }));
  route(app, coursesApi.continue, async ({ caller, request }) => ({
    courses: await service.continueLearning(caller, readerLanguage(request)),
  }));
  route(app, videoApi.otp, ({ caller, body }) => video.otp(caller, body));
  route(app, videoApi.metadata, ({ body }) => video.metadata(body.videoId));
};
