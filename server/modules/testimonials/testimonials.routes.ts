import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testimonialsApi } from '#shared/endpoints/content.ts';
import { servePublic } from '../../lib/cached-reply.ts';
import { depsOf } from '../../lib/deps.ts';
import { IMAGE_BODY_LIMIT } from '../../lib/images.ts';
import { route } from '../../lib/route.ts';
import { testimonialsService } from './testimonials.service.ts';

/** The testimonial routes, as declared in shared/endpoints/content.ts. */
export const testimonialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const testimonials = testimonialsService(depsOf(app));

  route(app, testimonialsApi.active, ({ request, reply }) =>
    servePublic(request, reply, testimonials.active, (list) => ({ testimonials: list })),
  );
  route(app, testimonialsApi.all, async () => ({ testimonials: await testimonials.all() }));
  // The avatar may arrive as image data (a data URL).
  const imageBody = { bodyLimit: IMAGE_BODY_LIMIT };
  route(app, testimonialsApi.create, async ({ body }) => ({ testimonial: await testimonials.create(body) }), imageBody);
  route(
    app,
    testimonialsApi.update,
    async ({ params, body }) => ({ testimonial: await testimonials.update(params.id, body) }),
    imageBody,
  );
  route(app, testimonialsApi.remove, ({ params }) => testimonials.remove(params.id));
  route(app, testimonialsApi.toggle, async ({ params }) => ({ testimonial: await testimonials.toggle(params.id) }));
  route(app, testimonialsApi.reorder, async ({ body }) => ({ testimonials: await testimonials.reorder(body) }));
};
