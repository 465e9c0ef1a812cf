import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, ok } from '#shared/api.ts';
import { LayoutAnswerSchema, LayoutTypeSchema } from '#shared/content/layout.ts';
import { LayoutUpdateBodySchema } from '#shared/content/layout-update.ts';
import { cachedRead, NotModifiedSchema } from '../../lib/cached-reply.ts';
import { layoutsService } from './layouts.service.ts';
import { IMAGE_BODY_LIMIT } from '../../lib/images.ts';

const AnswerSchema = ok({ layout: LayoutAnswerSchema });

export const layoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = layoutsService(app);

  app.get(
    '/layouts/public/layout/:type',
    {
      config: { access: 'public' },
      schema: {
        tags: ['layout'],
        summary: 'One site layout piece, stored values merged over the defaults; cacheable with ETag',
        params: z.object({ type: LayoutTypeSchema }),
        response: { 200: AnswerSchema, 304: NotModifiedSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const read = await cachedRead(request, reply, () => service.cached(request.params.type));
      if (read.notModified) return reply.status(304).send(null);
      return { success: true as const, layout: read.value };
    },
  );

  app.put(
    '/layouts/admin/update-layout',
    {
      config: { access: 'admin' },
      bodyLimit: IMAGE_BODY_LIMIT, // the Banner may carry a new image as a data URL
      schema: {
        tags: ['layout'],
        summary: 'Update one layout type (body: type plus that type’s fields); answers the new public layout',
        body: LayoutUpdateBodySchema,
        response: { 200: AnswerSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => ({ success: true as const, layout: await service.update(request.body) }),
  );
};
