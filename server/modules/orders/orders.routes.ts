import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ordersApi } from '#shared/endpoints/orders.ts';
import { API_KEY_HEADER } from '../../integrations/uddoktapay.ts';
import { readerLanguage } from '../../lib/reader-language.ts';
import { route } from '../../lib/route.ts';
import { checkoutService } from './checkout.service.ts';
import { ordersDeps } from './orders-deps.ts';
import { ordersService } from './orders.service.ts';

/** Checkout, payment return, webhook and the learner's orders, as declared in shared/endpoints/orders.ts. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = ordersDeps(app);
  const checkout = checkoutService(deps);
  const orders = ordersService(deps);
  const siteOrigin = deps.siteOrigin;

  route(app, ordersApi.gatewayConfig, async ({ request }) => orders.gatewayConfig(siteOrigin(request)));
  route(app, ordersApi.createCharge, ({ caller, body, request }) =>
    checkout.createCharge(caller.id, body, siteOrigin(request), readerLanguage(request)),
  );
  route(app, ordersApi.createCartCharge, ({ caller, body, request }) =>
    checkout.createCartCharge(caller.id, body, siteOrigin(request), readerLanguage(request)),
  );
  route(app, ordersApi.processOrder, ({ caller, body, request }) =>
    orders.processOrder(caller.id, body, siteOrigin(request)),
  );
  route(app, ordersApi.paymentStatus, ({ caller, params }) => orders.paymentStatus(caller.id, params.paymentId));
  route(app, ordersApi.webhook, ({ body, request }) =>
    orders.webhook(request.headers[API_KEY_HEADER], body, siteOrigin(request)),
  );
  route(app, ordersApi.myOrders, ({ caller }) => orders.myOrders(caller.id));
};
