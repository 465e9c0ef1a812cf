import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, ok } from '#shared/api.ts';
import { PaymentPagesAnswerSchema, PaymentPagesUpdateBodySchema } from '#shared/content/pages.ts';
import { cachedRead, NotModifiedSchema } from '../../lib/cached-reply.ts';
import { paymentPagesService } from './payment-pages.service.ts';

const AnswerSchema = ok({ paymentPages: PaymentPagesAnswerSchema });

export const paymentPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = paymentPagesService(app);

  app.get(
    '/payment-pages/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Texts, colours and animation of the payment success and failure pages; cacheable with ETag',
        response: { 200: AnswerSchema, 304: NotModifiedSchema },
      },
    },
    async (request, reply) => {
      const read = await cachedRead(request, reply, () => service.cached());
      if (read.notModified) return reply.status(304).send(null);
      return { success: true as const, paymentPages: read.value };
    },
  );

  app.put(
    '/payment-pages/admin/update-config',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['content'],
        summary: 'Update the payment pages; fields left out keep their value; colours are # plus six hex digits',
        body: PaymentPagesUpdateBodySchema,
        response: { 200: AnswerSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => ({ success: true as const, paymentPages: await service.update(request.body) }),
  );

  app.post(
    '/payment-pages/admin/reset-config',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['content'],
        summary: 'Forget the stored payment pages configuration; the defaults show again',
        response: { 200: AnswerSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => ({ success: true as const, paymentPages: await service.reset() }),
  );
};
