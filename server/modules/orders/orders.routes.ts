import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '#shared/api.ts';
import {
  ChargeAnswerSchema,
  CreateCartChargeBodySchema,
  CreateChargeBodySchema,
  GatewayConfigAnswerSchema,
  MyOrdersAnswerSchema,
  ORDER_MESSAGES,
  PaymentStatusAnswerSchema,
  ProcessOrderAnswerSchema,
  ProcessOrderBodySchema,
  WebhookAnswerSchema,
} from '#shared/orders.ts';
import { notFound, unauthorized } from '../../errors.ts';
import { API_KEY_HEADER, gatewayConfig } from '../../integrations/uddoktapay.ts';
import { checkoutService } from './checkout.service.ts';
import { recordWebhookInvoice, settleInvoice } from './fulfilment.service.ts';
import { siteOrigin } from './gateway.ts';
import { toMyPayment, toOrder, toPaymentStatus } from './order-answer.ts';
import * as repo from './orders.repository.ts';
import { startPaymentReverify } from './payment-reverify.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  502: ErrorBodySchema,
  503: ErrorBodySchema,
  504: ErrorBodySchema,
};
const tags = ['orders'];
const PaymentParamsSchema = z.object({ paymentId: z.uuid('Invalid payment id') });
const digest = (s: string) => createHash('sha256').update(s).digest();

const STATUS_MESSAGES = {
  paid: ORDER_MESSAGES.paid,
  pending: ORDER_MESSAGES.pending,
  failed: ORDER_MESSAGES.failed,
  cancelled: ORDER_MESSAGES.failed,
  expired: ORDER_MESSAGES.failed,
} as const;

/** Checkout, payment return, webhook and orders (learner-side §7 "Orders and payment", admin-side §7 Orders). */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkout = checkoutService(app);
  startPaymentReverify(app);

  const paymentAnswer = async (payment: repo.PaymentRow) => {
    const orders = (await repo.ordersOfPayment(app.db, payment.id)).map(toOrder);
    return { payment: toPaymentStatus(payment), orders };
  };

  app.get(
    '/orders/uddoktapay-config',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether online payment is on, sandbox or live, and the currency (never a key)',
        response: { 200: GatewayConfigAnswerSchema },
      },
    },
    async (request) => {
      const config = gatewayConfig(app.env, siteOrigin(app, request));
      return {
        success: true as const,
        config: { enabled: config !== null, mode: config?.mode ?? null, currency: 'BDT' as const },
      };
    },
  );

  app.post(
    '/orders/create-charge',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Buy one course: priced by the server (body amounts only compared, 409 price_changed); answers the gateway URL, or enrols at once when free',
        body: CreateChargeBodySchema,
        response: { 200: ChargeAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await checkout.createCharge(request.sessionUser!.id, request.body, siteOrigin(app, request))),
    }),
  );

  app.post(
    '/orders/create-cart-charge',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Buy the whole cart in one payment, each course with its own coupon; `finalAmount` (taka) is only compared',
        body: CreateCartChargeBodySchema,
        response: { 200: ChargeAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await checkout.createCartCharge(request.sessionUser!.id, request.body, siteOrigin(app, request))),
    }),
  );

  app.post(
    '/orders/process-order',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'The return from the gateway: verifies the invoice with UddoktaPay and fulfils the payment once (idempotent)',
        description:
          'Body `{invoice_id}` or `{courseId, paymentInfo: {invoice_id}}`; `{paymentId}` alone answers the payment as it stands, and `{paymentId, status: "cancelled"}` records a cancel from the gateway. Answers `status` paid, pending (wallet transfer awaiting approval; verified again on a schedule), failed, cancelled or expired.',
        body: ProcessOrderBodySchema,
        response: { 200: ProcessOrderAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const userId = request.sessionUser!.id;
      const invoiceId = request.body.invoice_id ?? request.body.paymentInfo?.invoice_id;
      let payment: repo.PaymentRow;
      if (invoiceId) {
        payment = await settleInvoice(app, invoiceId, { origin: siteOrigin(app, request), callerId: userId });
      } else {
        const found = await repo.findPayment(app.db, request.body.paymentId!);
        if (!found || found.userId !== userId) throw notFound(ORDER_MESSAGES.paymentNotFound, 'payment_not_found');
        if (request.body.status === 'cancelled' && !found.invoiceId) {
          await repo.settlePending(app.db, found.id, { status: 'cancelled', failureReason: 'cancelled' });
        }
        payment = (await repo.findPayment(app.db, found.id))!;
      }
      const answer = await paymentAnswer(payment);
      return {
        success: true as const,
        message: STATUS_MESSAGES[payment.status],
        status: payment.status,
        ...answer,
        courseId: payment.items[0]?.courseId ?? null,
      };
    },
  );

  app.get(
    '/orders/payment-status/:paymentId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The learner's own payment and its orders (the result page)",
        params: PaymentParamsSchema,
        response: { 200: PaymentStatusAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const payment = await repo.findPayment(app.db, request.params.paymentId);
      if (!payment || payment.userId !== request.sessionUser!.id)
        throw notFound(ORDER_MESSAGES.paymentNotFound, 'payment_not_found');
      return { success: true as const, ...(await paymentAnswer(payment)) };
    },
  );

  app.post(
    '/orders/uddoktapay-webhook',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "UddoktaPay's webhook: the key header is compared in constant time, the invoice id is recorded on the payment, then the invoice is verified and fulfilled once",
        description:
          'The body has the verify-answer shape. Only `invoice_id` and `metadata.paymentId` are read: the invoice id is recorded on that payment while it is pending without one (so the scheduler settles it if this request fails), then verify-payment decides. Any failure after that answers non-2xx, so the gateway may send it again.',
        body: z
          .object({
            invoice_id: z.union([z.string(), z.number()]).transform(String),
            metadata: z.record(z.string(), z.unknown()).optional().catch(undefined),
          })
          .loose(),
        response: { 200: WebhookAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const origin = siteOrigin(app, request);
      const config = gatewayConfig(app.env, origin);
      const sent = request.headers[API_KEY_HEADER];
      if (!config || typeof sent !== 'string' || !timingSafeEqual(digest(sent), digest(config.apiKey))) {
        throw unauthorized(ORDER_MESSAGES.webhookKey, 'invalid_api_key');
      }
      const notified = request.body.metadata?.paymentId;
      if (typeof notified === 'string') await recordWebhookInvoice(app, notified, request.body.invoice_id);
      const payment = await settleInvoice(app, request.body.invoice_id, { origin });
      return { success: true, message: STATUS_MESSAGES[payment.status], status: payment.status };
    },
  );

  app.get(
    '/orders/my-orders',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "The learner's paid orders (one per course) and every payment whatever its status (the purchase history), newest first",
        response: { 200: MyOrdersAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const userId = request.sessionUser!.id;
      const [orders, payments] = await Promise.all([
        repo.ordersOfUser(app.db, userId),
        repo.paymentsOfUser(app.db, userId),
      ]);
      const orderIds = new Map(orders.map((row) => [`${row.order.paymentId}:${row.order.courseId}`, row.order.id]));
      return {
        success: true as const,
        orders: orders.map(toOrder),
        payments: payments.map((p) => toMyPayment(p, orderIds)),
      };
    },
  );
};
