import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COUPON_MESSAGES } from '#shared/coupons.ts';
import { couponsApi } from '#shared/endpoints/coupons.ts';
import { route } from '../../lib/route.ts';
import { couponsService } from './coupons.service.ts';

/** Coupon administration (admin-side §7): create, list with page/limit/search/status, read, update, delete, stats. */
export const couponsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const coupons = couponsService({ db: app.db, cache: app.cache });

  route(app, couponsApi.adminCreate, async ({ body }) => ({
    message: COUPON_MESSAGES.created,
    coupon: await coupons.create(body),
  }));
  route(app, couponsApi.adminList, ({ query }) => coupons.list(query));
  route(app, couponsApi.adminStats, async () => ({ stats: await coupons.stats() }));
  route(app, couponsApi.adminGet, async ({ params }) => ({ coupon: await coupons.get(params.id) }));
  route(app, couponsApi.adminUpdate, async ({ params, body }) => ({
    message: COUPON_MESSAGES.updated,
    coupon: await coupons.update(params.id, body),
  }));
  route(app, couponsApi.adminDelete, async ({ params }) => {
    await coupons.remove(params.id);
    return { message: COUPON_MESSAGES.deleted };
  });
};
