import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, ok } from '#shared/api.ts';
import { AboutPageAnswerSchema, AboutPageUpdateBodySchema } from '#shared/content/pages.ts';
import { cachedRead, NotModifiedSchema } from '../../lib/cached-reply.ts';
import { aboutPageService } from './about-page.service.ts';

const AnswerSchema = ok({ aboutPage: AboutPageAnswerSchema });

export const aboutPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = aboutPageService(app);

  app.get(
    '/about-page/get-content',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'About page content (stored values over defaults); cacheable with ETag',
        response: { 200: AnswerSchema, 304: NotModifiedSchema },
      },
    },
    async (request, reply) => {
      const read = await cachedRead(request, reply, () => service.cached());
      if (read.notModified) return reply.status(304).send(null);
      return { success: true as const, aboutPage: read.value };
    },
  );

  app.put(
    '/about-page/admin/update-content',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['content'],
        summary: 'Replace the About page; mission HTML is sanitised',
        body: AboutPageUpdateBodySchema,
        response: { 200: AnswerSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => ({ success: true as const, aboutPage: await service.update(request.body) }),
  );

  app.post(
    '/about-page/admin/reset-content',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['content'],
        summary: 'Forget the stored About page; the defaults show again',
        response: { 200: AnswerSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => ({ success: true as const, aboutPage: await service.reset() }),
  );
};
