import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '#shared/api.ts';
import { paymentsAdminApi } from '#shared/endpoints/payments-admin.ts';
import { ORDER_MESSAGES } from '#shared/orders.ts';
import { PAYMENT_ADMIN_MESSAGES } from '#shared/payments-admin.ts';
import { badRequest, notFound } from '../../errors.ts';
import { route } from '../../lib/route.ts';
import { settleInvoice } from './fulfilment.service.ts';
import { ordersDeps } from './orders-deps.ts';
import { toPendingPayment } from './order-answer.ts';
import * as repo from './orders.repository.ts';

/**
 * Pending and unresolved payments for the admins, and their recovery by hand (issue 9 §6): "Verify now" asks
 * verify-payment about the stored invoice id, "Verify with invoice id" about the one the operator copied from the
 * UddoktaPay dashboard. Both settle through settleInvoice, which trusts only the gateway's answer.
 */
export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = ordersDeps(app);
  route(app, paymentsAdminApi.pending, async ({ query }) => {
    const { page, limit } = query;
    const { rows, total } = await repo.unresolvedPayments(app.db, (page - 1) * limit, limit);
    return { payments: rows.map(toPendingPayment), pagination: paginate(page, limit, total) };
  });

  route(app, paymentsAdminApi.verify, async ({ params, body, request }) => {
    const payment = await repo.findPayment(app.db, params.paymentId);
    if (!payment || payment.gatewayMode === 'free') throw notFound(ORDER_MESSAGES.paymentNotFound, 'payment_not_found');
    const invoiceId = body.invoiceId ?? payment.invoiceId;
    if (!invoiceId) throw badRequest(PAYMENT_ADMIN_MESSAGES.noInvoice, 'payment_not_verified');
    const wasPaid = payment.status === 'paid';
    const settled = await settleInvoice(deps, invoiceId, {
      origin: deps.siteOrigin(request),
      paymentId: payment.id,
    });
    app.log.info(
      { paymentId: payment.id, invoiceId, status: settled.status, by: request.sessionUser?.id },
      'orders: payment verified by an admin',
    );
    return {
      message: wasPaid ? PAYMENT_ADMIN_MESSAGES.alreadyPaid : PAYMENT_ADMIN_MESSAGES.paid,
      status: settled.status,
      invoiceId: settled.invoiceId,
    };
  });
};
