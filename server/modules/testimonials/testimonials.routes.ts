import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamSchema, ok } from '#shared/api.ts';
import {
  TestimonialCreateBodySchema,
  TestimonialOrderBodySchema,
  TestimonialSchema,
  TestimonialUpdateBodySchema,
} from '#shared/content/pages.ts';
import { cachedRead, NotModifiedSchema } from '../../lib/cached-reply.ts';
import { testimonialsService } from './testimonials.service.ts';

const ListSchema = ok({ testimonials: z.array(TestimonialSchema) });
const OneSchema = ok({ testimonial: TestimonialSchema });
const adminErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const adminWriteErrors = { 400: ErrorBodySchema, ...adminErrors, 404: ErrorBodySchema };

export const testimonialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = testimonialsService(app);
  const admin = { access: 'admin' as const };
  const tags = ['testimonials'];

  app.get(
    '/testimonials/active',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Active testimonials, by order then creation; cacheable with ETag',
        response: { 200: ListSchema, 304: NotModifiedSchema },
      },
    },
    async (request, reply) => {
      const read = await cachedRead(request, reply, () => service.active());
      if (read.notModified) return reply.status(304).send(null);
      return { success: true as const, testimonials: read.value };
    },
  );

  app.get(
    '/testimonials/admin',
    {
      config: admin,
      schema: { tags, summary: 'Every testimonial, active or not', response: { 200: ListSchema, ...adminErrors } },
    },
    async () => ({ success: true as const, testimonials: await service.all() }),
  );

  app.post(
    '/testimonials/create',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a testimonial (avatar: an https address or null until image upload arrives)',
        body: TestimonialCreateBodySchema,
        response: { 201: OneSchema, ...adminWriteErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, testimonial: await service.create(request.body) }),
  );

  app.put(
    '/testimonials/update/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Update a testimonial; fields left out keep their value',
        params: IdParamSchema,
        body: TestimonialUpdateBodySchema,
        response: { 200: OneSchema, ...adminWriteErrors },
      },
    },
    async (request) => ({
      success: true as const,
      testimonial: await service.update(request.params.id, request.body),
    }),
  );

  app.delete(
    '/testimonials/delete/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a testimonial',
        params: IdParamSchema,
        response: { 200: ok({ message: z.string() }), ...adminWriteErrors },
      },
    },
    async (request) => {
      await service.remove(request.params.id);
      return { success: true as const, message: 'Testimonial deleted successfully' };
    },
  );

  app.patch(
    '/testimonials/toggle/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Activate or deactivate a testimonial; the answer carries testimonial.isActive',
        params: IdParamSchema,
        response: { 200: OneSchema, ...adminWriteErrors },
      },
    },
    async (request) => ({ success: true as const, testimonial: await service.toggle(request.params.id) }),
  );

  app.put(
    '/testimonials/order',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Set the order of testimonials; answers every testimonial in the new order',
        body: TestimonialOrderBodySchema,
        response: { 200: ListSchema, ...adminWriteErrors },
      },
    },
    async (request) => ({ success: true as const, testimonials: await service.reorder(request.body) }),
  );
};
