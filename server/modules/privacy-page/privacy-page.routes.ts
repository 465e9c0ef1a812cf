import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, ok } from '#shared/api.ts';
import { PrivacyPageAnswerSchema, PrivacyPageUpdateBodySchema } from '#shared/content/pages.ts';
import { cachedRead, NotModifiedSchema } from '../../lib/cached-reply.ts';
import { privacyPageService } from './privacy-page.service.ts';

const AnswerSchema = ok({ privacyPage: PrivacyPageAnswerSchema });

export const privacyPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = privacyPageService(app);

  app.get(
    '/privacy-page/get-content',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Privacy page content (stored values over defaults); cacheable with ETag',
        response: { 200: AnswerSchema, 304: NotModifiedSchema },
      },
    },
    async (request, reply) => {
      const read = await cachedRead(request, reply, () => service.cached());
      if (read.notModified) return reply.status(304).send(null);
      return { success: true as const, privacyPage: read.value };
    },
  );

  app.put(
    '/privacy-page/admin/update-content',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['content'],
        summary: 'Replace the Privacy page; title and subtitle HTML are sanitised',
        body: PrivacyPageUpdateBodySchema,
        response: { 200: AnswerSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => ({ success: true as const, privacyPage: await service.update(request.body) }),
  );

  app.post(
    '/privacy-page/admin/reset-content',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['content'],
        summary: 'Forget the stored Privacy page; the defaults show again',
        response: { 200: AnswerSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => ({ success: true as const, privacyPage: await service.reset() }),
  );
};
