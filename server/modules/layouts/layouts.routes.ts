import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { layoutsApi } from '#shared/endpoints/content.ts';
import { servePublic } from '../../lib/cached-reply.ts';
import { depsOf } from '../../lib/deps.ts';
import { IMAGE_BODY_LIMIT } from '../../lib/images.ts';
import { route } from '../../lib/route.ts';
import { layoutsService } from './layouts.service.ts';

/** The layout routes, as declared in shared/endpoints/content.ts. */
export const layoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const layouts = layoutsService(depsOf(app));

  route(app, layoutsApi.get, ({ params, request, reply }) =>
    servePublic(
      request,
      reply,
      () => layouts.cached(params.type),
      (layout) => ({ layout }),
    ),
  );
  // The Banner may carry a new image as a data URL.
  route(app, layoutsApi.update, async ({ body }) => ({ layout: await layouts.update(body) }), {
    bodyLimit: IMAGE_BODY_LIMIT,
  });
};
