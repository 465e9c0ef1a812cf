import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsAdminApi } from '#shared/endpoints/payments-admin.ts';
import { route } from '../../lib/route.ts';
import { ordersDeps } from './orders-deps.ts';
import { ordersService } from './orders.service.ts';

/**
 * Pending and unresolved payments for the admins, their recovery by hand (admin-side §7; issue 9 §6), and the
 * duplicate payments to refund (issue 32).
 */
export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = ordersDeps(app);
  const orders = ordersService(deps);

  route(app, paymentsAdminApi.pending, ({ query }) => orders.pendingPayments(query));
  route(app, paymentsAdminApi.overdue, () => orders.overduePayments());
  route(app, paymentsAdminApi.verify, ({ caller, params, body, request }) =>
    orders.verifyByAdmin(
      { paymentId: params.paymentId, invoiceId: body.invoiceId, adminId: caller.id },
      deps.siteOrigin(request),
    ),
  );
  route(app, paymentsAdminApi.refunds, ({ query }) => orders.refunds(query));
  route(app, paymentsAdminApi.markRefunded, ({ caller, params }) =>
    orders.markRefunded({ refundId: params.refundId, adminId: caller.id }),
  );
};
