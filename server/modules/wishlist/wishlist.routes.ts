import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, paginate } from '#shared/api.ts';
import {
  AdminListQuerySchema,
  AdminWishlistListSchema,
  CommerceStatsAnswerSchema,
  CourseIdBodySchema,
  CourseIdParamsSchema,
  MessageAnswerSchema,
  WISHLIST_MESSAGES,
  WishlistAnswerSchema,
  WishlistCheckAnswerSchema,
} from '#shared/commerce.ts';
import { conflict, notFound } from '../../errors.ts';
import { findSellableCourse, toCommerceCourse } from '../cart/commerce-course.ts';
import * as repo from './wishlist.repository.ts';
import { toAdminItem } from '../cart/saved-items.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const tags = ['wishlist'];

/**
 * The wishlist (learner-side §7 Wishlist) and its admin listing. The "already in your wishlist" (409) and "not in
 * your wishlist" (404) messages are the ones the web app's toggle keys on.
 */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { access: 'user' } as const;

  app.post(
    '/wishlist/add',
    {
      config: user,
      schema: {
        tags,
        summary: 'Add a course to the wishlist',
        body: CourseIdBodySchema,
        response: { 200: MessageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await findSellableCourse(app.db, request.body.courseId);
      if (!(await repo.insertItem(app.db, request.sessionUser!.id, request.body.courseId))) {
        throw conflict(WISHLIST_MESSAGES.duplicate, 'already_in_wishlist');
      }
      return { success: true as const, message: WISHLIST_MESSAGES.added };
    },
  );

  app.delete(
    '/wishlist/remove/:courseId',
    {
      config: user,
      schema: {
        tags,
        summary: 'Remove a course from the wishlist',
        params: CourseIdParamsSchema,
        response: { 200: MessageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await repo.deleteItem(app.db, request.sessionUser!.id, request.params.courseId))) {
        throw notFound(WISHLIST_MESSAGES.notInWishlist, 'not_in_wishlist');
      }
      return { success: true as const, message: WISHLIST_MESSAGES.removed };
    },
  );

  app.get(
    '/wishlist/my-wishlist',
    {
      config: user,
      schema: {
        tags,
        summary: 'The wishlist, each course populated as courseId',
        response: { 200: WishlistAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await repo.listItems(app.db, request.sessionUser!.id);
      const wishlist = rows.map((r) => ({
        _id: r.id,
        courseId: toCommerceCourse(r.course),
        createdAt: r.createdAt.toISOString(),
      }));
      return { success: true as const, wishlist, count: wishlist.length };
    },
  );

  app.get(
    '/wishlist/check/:courseId',
    {
      config: user,
      schema: {
        tags,
        summary: 'Whether a course is in the wishlist',
        params: CourseIdParamsSchema,
        response: { 200: WishlistCheckAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      isInWishlist: await repo.hasItem(app.db, request.sessionUser!.id, request.params.courseId),
    }),
  );

  app.get(
    '/wishlist/admin/all',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Every wishlist item with its learner and course, newest first',
        querystring: AdminListQuerySchema,
        response: { 200: AdminWishlistListSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await repo.adminList(app.db, (page - 1) * limit, limit);
      return {
        success: true as const,
        items: rows.map(toAdminItem),
        pagination: paginate(page, limit, total),
      };
    },
  );

  app.get(
    '/wishlist/admin/stats',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Wishlist totals and the most wished-for courses',
        response: { 200: CommerceStatsAnswerSchema, ...errors },
      },
    },
    async () => {
      return { success: true as const, stats: await repo.adminStats(app.db) };
    },
  );
};
