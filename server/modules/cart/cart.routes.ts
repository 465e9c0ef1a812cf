import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartApi } from '#shared/endpoints/cart.ts';
import { route, sendSerialized } from '../../lib/route.ts';
import { cartService } from './cart.service.ts';

/** The cart routes, as declared in shared/endpoints/cart.ts. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const cart = cartService({ db: app.db, cache: app.cache });

  route(app, cartApi.add, ({ caller, body }) => cart.add(caller.id, body.courseId));
  route(app, cartApi.remove, ({ caller, params }) => cart.remove(caller.id, params.courseId));
  // Read on every signed-in page: a coupon-less cart's JSON is kept with its rows (no validation or serialisation per read).
  route(app, cartApi.mine, async ({ caller, reply }) =>
    sendSerialized(reply, cartApi.mine, await cart.listJson(caller.id)),
  );
  route(app, cartApi.applyCoupon, ({ caller, body }) => cart.applyCoupon(caller.id, body.courseId, body.couponCode));
  route(app, cartApi.removeCoupon, ({ caller, params }) => cart.removeCoupon(caller.id, params.courseId));
  route(app, cartApi.clear, ({ caller }) => cart.clear(caller.id));
  route(app, cartApi.adminList, ({ query }) => cart.adminList(query));
  route(app, cartApi.adminStats, () => cart.adminStats());
};
