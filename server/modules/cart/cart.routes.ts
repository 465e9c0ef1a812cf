import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, paginate } from '#shared/api.ts';
import {
  AdminCartListSchema,
  AdminListQuerySchema,
  CartAnswerSchema,
  CartCouponBodySchema,
  CommerceStatsAnswerSchema,
  CourseIdBodySchema,
  CourseIdParamsSchema,
  MessageAnswerSchema,
} from '#shared/commerce.ts';
import { CouponResultSchema } from '#shared/coupons.ts';
import * as repo from './cart.repository.ts';
import { cartService } from './cart.service.ts';
import { toAdminItem } from './saved-items.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const tags = ['cart'];

/** The learner's cart (learner-side §7 Cart) and the admin listing (admin-side §7). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = cartService(app.db);
  const user = { access: 'user' } as const;

  app.post(
    '/cart/add',
    {
      config: user,
      schema: {
        tags,
        summary: 'Add a course to the cart',
        body: CourseIdBodySchema,
        response: { 200: MessageAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.add(request.sessionUser!.id, request.body.courseId)),
    }),
  );

  app.delete(
    '/cart/remove/:courseId',
    {
      config: user,
      schema: {
        tags,
        summary: 'Remove a course from the cart',
        params: CourseIdParamsSchema,
        response: { 200: MessageAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.remove(request.sessionUser!.id, request.params.courseId)),
    }),
  );

  app.get(
    '/cart/my-cart',
    {
      config: user,
      schema: {
        tags,
        summary: 'The cart, each course populated as courseId and priced now with its coupon (taka)',
        response: { 200: CartAnswerSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.list(request.sessionUser!.id)) }),
  );

  app.post(
    '/cart/apply-coupon',
    {
      config: user,
      schema: {
        tags,
        summary: 'Apply a coupon to one cart item; answers the coupon result (no use is counted until payment)',
        body: CartCouponBodySchema,
        response: { 200: CouponResultSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.applyCoupon(request.sessionUser!.id, request.body.courseId, request.body.couponCode)),
    }),
  );

  app.delete(
    '/cart/remove-coupon/:courseId',
    {
      config: user,
      schema: {
        tags,
        summary: 'Remove the coupon of a cart item',
        params: CourseIdParamsSchema,
        response: { 200: MessageAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.removeCoupon(request.sessionUser!.id, request.params.courseId)),
    }),
  );

  app.delete(
    '/cart/clear',
    { config: user, schema: { tags, summary: 'Empty the cart', response: { 200: MessageAnswerSchema, ...errors } } },
    async (request) => ({ success: true as const, ...(await service.clear(request.sessionUser!.id)) }),
  );

  app.get(
    '/cart/admin/all',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Every cart item with its learner and course, newest first',
        querystring: AdminListQuerySchema,
        response: { 200: AdminCartListSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await repo.adminList(app.db, (page - 1) * limit, limit);
      return {
        success: true as const,
        items: rows.map((r) => ({ ...toAdminItem(r), couponCode: r.couponCode })),
        pagination: paginate(page, limit, total),
      };
    },
  );

  app.get(
    '/cart/admin/stats',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Cart totals and the most carted courses',
        response: { 200: CommerceStatsAnswerSchema, ...errors },
      },
    },
    async () => {
      return { success: true as const, stats: await repo.adminStats(app.db) };
    },
  );
};
