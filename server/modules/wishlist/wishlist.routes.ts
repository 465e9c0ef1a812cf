import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wishlistApi } from '#shared/endpoints/wishlist.ts';
import { route } from '../../lib/route.ts';
import { wishlistService } from './wishlist.service.ts';

/** The wishlist routes, as declared in shared/endpoints/wishlist.ts. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const wishlist = wishlistService({ db: app.db });

  route(app, wishlistApi.add, ({ caller, body }) => wishlist.add(caller.id, body.courseId));
  route(app, wishlistApi.remove, ({ caller, params }) => wishlist.remove(caller.id, params.courseId));
  route(app, wishlistApi.mine, ({ caller }) => wishlist.list(caller.id));
  route(app, wishlistApi.check, ({ caller, params }) => wishlist.has(caller.id, params.courseId));
  route(app, wishlistApi.adminList, ({ query }) => wishlist.adminList(query));
  route(app, wishlistApi.adminStats, () => wishlist.adminStats());
};
