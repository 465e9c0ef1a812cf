import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamSchema, ok } from '#shared/api.ts';
import { CourseSummarySchema, CourseDetailAnswerSchema } from '#shared/catalogue/course.ts';
import { catalogueApi } from '#shared/endpoints/catalogue.ts';
import {
  CourseContentAnswerSchema,
  VdoCipherMetadataAnswerSchema,
  VdoCipherMetadataBodySchema,
  VdoCipherOtpAnswerSchema,
  VdoCipherOtpBodySchema,
} from '#shared/catalogue/learning.ts';
import { cachedRead, NotModifiedSchema, servePublic } from '../../lib/cached-reply.ts';
import { route } from '../../lib/route.ts';
import { coursesService } from './courses.service.ts';
import { videoService } from './video.service.ts';

const PRIVATE = 'private, no-cache';
const e = ErrorBodySchema;

/** The public catalogue, the owner's content and video licences (learner-side §7 Courses); the list and the
 * suggestions are declared in shared/endpoints/catalogue.ts. */
export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = coursesService(app);
  const video = videoService(app);
  const tags = ['courses'];

  route(app, catalogueApi.list, async ({ query, caller, request, reply }) => {
    if (caller) {
      const { value } = await service.cachedList(query);
      reply.header('Cache-Control', PRIVATE);
      return { ...value, courses: await service.withProgress(value.courses, caller) };
    }
    return servePublic(
      request,
      reply,
      () => service.cachedList(query),
      (value) => value,
    );
  });

  route(app, catalogueApi.suggestions, async ({ query }) => ({ suggestions: await service.suggestions(query.q) }));

  app.get(
    '/courses/public/preview/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A course preview: outline of every lesson; video and content only for preview lessons',
        params: IdParamSchema,
        response: { 200: CourseDetailAnswerSchema, 304: NotModifiedSchema, 400: e, 404: e },
      },
    },
    async (request, reply) => {
      const read = await cachedRead(request, reply, () => service.preview(request.params.id, request.sessionUser));
      if (read.notModified) return reply.status(304).send(null);
      if (!read.value!.isActive) reply.header('Cache-Control', PRIVATE);
      return { success: true as const, course: read.value! };
    },
  );

  app.get(
    '/courses/enrolled/content/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Full content of a course for its owners and admins (403 for anyone else)',
        params: IdParamSchema,
        response: { 200: CourseContentAnswerSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return { success: true as const, ...(await service.content(request.params.id, request.sessionUser!)) };
    },
  );

  app.get(
    '/courses/enrolled/my-courses',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's enrolled courses with progress, latest enrolment first",
        response: { 200: ok({ courses: z.array(CourseSummarySchema) }), 401: e },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return { success: true as const, courses: await service.myCourses(request.sessionUser!) };
    },
  );

  app.post(
    '/courses/video/getVdoCipherOTP',
    {
      config: { access: 'public' },
      schema: {
        tags: ['video'],
        summary: 'A VdoCipher OTP for a video the caller may watch (demo, preview lesson, owned lesson)',
        body: VdoCipherOtpBodySchema,
        response: { 200: VdoCipherOtpAnswerSchema, 400: e, 403: e, 404: e, 502: e, 503: e },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, ...(await video.otp(request.sessionUser, request.body)) };
    },
  );

  app.post(
    '/vdocipher/metadata',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['video'],
        summary: 'Length in seconds of a VdoCipher video that is ready (the wizard’s Get Duration)',
        body: VdoCipherMetadataBodySchema,
        response: { 200: VdoCipherMetadataAnswerSchema, 400: e, 401: e, 403: e, 404: e, 409: e, 502: e, 503: e },
      },
    },
    async (request) => ({ success: true as const, ...(await video.metadata(request.body.videoId)) }),
  );
};
