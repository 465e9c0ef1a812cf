import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COUPON_MESSAGES } from '#shared/coupons.ts';
import { couponsApi } from '#shared/endpoints/coupons.ts';
import { route } from '../../lib/route.ts';
import { couponsService } from './coupons.service.ts';

/**
 * The learner's coupon box (learner-side §5, §7), as declared in shared/endpoints/coupons.ts. Both routes price the
 * course from the database and check every rule; neither counts a use (that happens when the order is paid).
 */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const coupons = couponsService({ db: app.db, cache: app.cache });

  route(app, couponsApi.validate, ({ caller, body }) => coupons.check(caller.id, body, COUPON_MESSAGES.valid));
  route(app, couponsApi.apply, ({ caller, body }) => coupons.check(caller.id, body, COUPON_MESSAGES.applied));
};
