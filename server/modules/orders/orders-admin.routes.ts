import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ordersApi } from '#shared/endpoints/orders.ts';
import { route } from '../../lib/route.ts';
import { ordersDeps } from './orders-deps.ts';
import { ordersService } from './orders.service.ts';

/** The admin's Orders and Invoices (admin-side §2, §7 Orders): the paged list and the totals over every order. */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = ordersService(ordersDeps(app));

  route(app, ordersApi.adminList, ({ query }) => orders.adminList(query));
  route(app, ordersApi.adminStats, () => orders.adminStats());
};
