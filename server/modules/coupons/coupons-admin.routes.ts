import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamSchema, ok } from '#shared/api.ts';
import {
  COUPON_MESSAGES,
  CouponAnswerSchema,
  CouponCreateBodySchema,
  CouponListAnswerSchema,
  CouponListQuerySchema,
  CouponStatsAnswerSchema,
  CouponUpdateBodySchema,
} from '#shared/coupons.ts';
import { couponsService } from './coupons.service.ts';

const adminErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const readErrors = { 400: ErrorBodySchema, ...adminErrors, 404: ErrorBodySchema };
const writeErrors = { ...readErrors, 409: ErrorBodySchema };

/** Coupon administration (admin-side §7): create, list with page/limit/search/status, read, update, delete, stats. */
export const couponsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = couponsService(app.db);
  const admin = { access: 'admin' as const };
  const tags = ['coupons'];

  app.post(
    '/coupons/admin/create',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a coupon',
        body: CouponCreateBodySchema,
        response: { 201: CouponAnswerSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, message: COUPON_MESSAGES.created, coupon: await service.create(request.body) }),
  );

  app.get(
    '/coupons/admin/all',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Coupons, newest first; page and limit default to 1 and 10',
        querystring: CouponListQuerySchema,
        response: { 200: CouponListAnswerSchema, 400: ErrorBodySchema, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.list(request.query)) }),
  );

  app.get(
    '/coupons/admin/stats',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Counts by status, paid uses and taka given away',
        response: { 200: CouponStatsAnswerSchema, ...adminErrors },
      },
    },
    async () => ({ success: true as const, stats: await service.stats() }),
  );

  app.get(
    '/coupons/admin/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One coupon',
        params: IdParamSchema,
        response: { 200: CouponAnswerSchema, ...readErrors },
      },
    },
    async (request) => ({ success: true as const, coupon: await service.get(request.params.id) }),
  );

  app.put(
    '/coupons/admin/update/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Update a coupon; fields left out keep their value',
        params: IdParamSchema,
        body: CouponUpdateBodySchema,
        response: { 200: CouponAnswerSchema, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: COUPON_MESSAGES.updated,
      coupon: await service.update(request.params.id, request.body),
    }),
  );

  app.delete(
    '/coupons/admin/delete/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a coupon (its record of paid uses goes with it; orders keep their own)',
        params: IdParamSchema,
        response: { 200: ok({ message: z.string() }), ...readErrors },
      },
    },
    async (request) => {
      await service.remove(request.params.id);
      return { success: true as const, message: COUPON_MESSAGES.deleted };
    },
  );
};
