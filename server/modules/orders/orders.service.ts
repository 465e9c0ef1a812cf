import { DAY_MS, PAYMENT_ALERT_AFTER_DAYS, PAYMENT_OVERDUE_AFTER_DAYS } from '#shared/payments-admin.ts';
import { createHash, timingSafeEqual } from 'node:crypto';
import { paginate, type PaginationQuery } from '#shared/api.ts';
import { ORDER_MESSAGES, type ProcessOrderBody } from '#shared/orders.ts';
import { poishaToTaka } from '#shared/pricing.ts';
import { PAYMENT_ADMIN_MESSAGES } from '#shared/payments-admin.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../errors.ts';
import { gatewayConfig } from '../../integrations/uddoktapay.ts';
import { recordWebhookInvoice, settleInvoice } from './fulfilment.service.ts';
import { toAdminRefund, toMyPayment, toOrder, toPaymentStatus, toPendingPayment } from './order-answer.ts';
import type { OrdersDeps } from './orders-deps.ts';
import * as repo from './orders.repository.ts';
import { orderRefundsOfUser } from './refunds.repository.ts';

/** What the metrics plugin reads of payments when scraped: the pending ones, with and without an invoice id. */
export const countPendingPayments = (db: Db) => repo.countPendingPayments(db);

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The message each payment status is answered with (the result page shows it). */
const STATUS_MESSAGES = {
  paid: ORDER_MESSAGES.paid,
  duplicate: ORDER_MESSAGES.duplicate,
  pending: ORDER_MESSAGES.pending,
  failed: ORDER_MESSAGES.failed,
  cancelled: ORDER_MESSAGES.failed,
  expired: ORDER_MESSAGES.failed,
} as const;

const paymentNotFound = () => notFound(ORDER_MESSAGES.paymentNotFound, 'payment_not_found');

/**
 * Payments and orders after the charge (learner-side §7 "Orders and payment", admin-side §7 Orders): the gateway's
 * return and webhook (both settled through settleInvoice, which trusts only verify-payment), the result page's
 * payment, the learner's purchase history, the admin's order list and totals, and the admin's pending payments with
 * their recovery by hand. `origin` is the site's origin for this request (server/lib/site-origin.ts).
 */
export function ordersService(deps: OrdersDeps) {
  const { db, env } = deps;

  const paymentAnswer = async (payment: repo.PaymentRow) => {
    const [orders, refund] = await Promise.all([
      repo.ordersOfPayment(db, payment.id),
      payment.status === 'paid' || payment.status === 'duplicate' ? repo.refundOfPayment(db, payment.id) : null,
    ]);
    return { payment: toPaymentStatus(payment, refund), orders: orders.map((o) => toOrder(o)) };
  };
  /** A paid cart that was partly a duplicate says so; otherwise the status's own message. */
  const messageOf = (answer: Awaited<ReturnType<typeof paymentAnswer>>) =>
    answer.payment.status === 'paid' && answer.payment.refund
      ? ORDER_MESSAGES.partlyDuplicate
      : STATUS_MESSAGES[answer.payment.status];

  return {
    /** Whether online payment is on, sandbox or live (never a key). */
    gatewayConfig(origin: string) {
      const config = gatewayConfig(env, origin);
      return { config: { enabled: config !== null, mode: config?.mode ?? null, currency: 'BDT' as const } };
    },

    /**
     * The return from the gateway: with an invoice id the gateway is asked and the payment settled (once); with
     * only the payment id the learner's payment is answered as it stands, and a cancel from the gateway's cancel
     * link is recorded while the payment has no invoice.
     */
    async processOrder(userId: string, body: ProcessOrderBody, origin: string) {
      const invoiceId = body.invoice_id ?? body.paymentInfo?.invoice_id;
      let payment: repo.PaymentRow;
      if (invoiceId) {
        payment = await settleInvoice(deps, invoiceId, {
          origin,
          callerId: userId,
          ...(body.paymentId ? { forPayment: body.paymentId } : {}),
        });
      } else {
        const found = await repo.findPayment(db, body.paymentId!);
        if (!found || found.userId !== userId) throw paymentNotFound();
        if (body.status === 'cancelled' && !found.invoiceId) {
          await repo.settlePending(
            db,
            found.id,
            { status: 'cancelled', failureReason: 'cancelled' },
            { kind: 'learner', id: userId },
          );
        }
        payment = (await repo.findPayment(db, found.id))!;
      }
      const answer = await paymentAnswer(payment);
      return {
        message: messageOf(answer),
        status: payment.status,
        ...answer,
        courseId: payment.items[0]?.courseId ?? null,
      };
    },

    /** The learner's own payment and its orders (the result page); another learner's is not found. */
    async paymentStatus(userId: string, paymentId: string) {
      const payment = await repo.findPayment(db, paymentId);
      if (!payment || payment.userId !== userId) throw paymentNotFound();
      return paymentAnswer(payment);
    },

    /**
     * UddoktaPay's webhook: the key header is compared in constant time with the merchant key (refused when
     * payments are off), the invoice id is recorded on the payment the metadata names, then the invoice is
     * verified and settled like a return.
     */
    async webhook(
      sentKey: string | string[] | undefined,
      body: { invoice_id: string; metadata?: Record<string, unknown> | undefined },
      origin: string,
    ) {
      const config = gatewayConfig(env, origin);
      if (!config || typeof sentKey !== 'string' || !timingSafeEqual(digest(sentKey), digest(config.apiKey))) {
        throw unauthorized(ORDER_MESSAGES.webhookKey, 'invalid_api_key');
      }
      const notified = body.metadata?.paymentId;
      if (typeof notified === 'string') await recordWebhookInvoice(deps, notified, body.invoice_id);
      const payment = await settleInvoice(deps, body.invoice_id, { origin });
      return { message: STATUS_MESSAGES[payment.status], status: payment.status };
    },

    /** The learner's paid orders (one per course) and every payment whatever its status, newest first. */
    async myOrders(userId: string) {
      const [orders, payments, refunds, orderRefunds] = await Promise.all([
        repo.ordersOfUser(db, userId),
        repo.paymentsOfUser(db, userId),
        repo.refundsOfUser(db, userId),
        orderRefundsOfUser(db, userId),
      ]);
      const orderIds = new Map(orders.map((row) => [`${row.order.paymentId}:${row.order.courseId}`, row.order.id]));
      return {
        orders: orders.map((o) => toOrder(o, orderRefunds.get(o.order.id))),
        payments: payments.map((p) => toMyPayment(p, orderIds, refunds.get(p.id))),
      };
    },

    /** Every order with its learner and course (Unknown User, N/A, Unknown Course when gone), newest first. */
    async adminList({ page, limit }: PaginationQuery) {
      const { rows, total } = await repo.adminOrders(db, (page - 1) * limit, limit);
      return {
        orders: rows.map((r) => {
          const userName = r.userName ?? 'Unknown User';
          const userEmail = r.userEmail ?? 'N/A';
          const courseName = r.courseName ?? 'Unknown Course';
          const coursePrice = r.coursePricePoisha === null ? null : poishaToTaka(r.coursePricePoisha);
          return {
            _id: r.order.id,
            userId: { _id: r.order.userId, name: userName, email: userEmail },
            courseId: { _id: r.order.courseId, name: courseName, price: coursePrice },
            userName,
            userEmail,
            courseName,
            coursePrice,
            amount: poishaToTaka(r.order.amountPoisha),
            discountAmount: poishaToTaka(r.order.discountPoisha),
            couponCode: r.order.couponCode,
            invoiceId: r.order.invoiceId,
            status: r.order.status,
            createdAt: r.order.createdAt.toISOString(),
          };
        }),
        pagination: paginate(page, limit, total),
      };
    },

    /** Payments that did not become orders (awaiting the gateway or the buyer, failed, expired), newest first. */
    async pendingPayments({ page, limit }: PaginationQuery) {
      const now = new Date();
      const cutoff = new Date(now.getTime() - PAYMENT_ALERT_AFTER_DAYS * DAY_MS);
      const { rows, total } = await repo.unresolvedPayments(db, (page - 1) * limit, limit, cutoff);
      return { payments: rows.map((r) => toPendingPayment(r, now)), pagination: paginate(page, limit, total) };
    },

    /** The dashboard's payments past the 10 days without an outcome, oldest first. */
    async overduePayments() {
      const now = new Date();
      const cutoff = new Date(now.getTime() - PAYMENT_OVERDUE_AFTER_DAYS * DAY_MS);
      const { rows, total } = await repo.pendingSince(db, cutoff, 20);
      return { payments: rows.map((r) => toPendingPayment(r, now)), total };
    },

    /**
     * An admin's recovery by hand (issue 9 §6): "Verify now" asks verify-payment about the stored invoice id,
     * "Verify with invoice id" about the one the operator copied from the UddoktaPay dashboard. Both settle through
     * settleInvoice, which trusts only the gateway's answer.
     */
    async verifyByAdmin(input: { paymentId: string; invoiceId: string | undefined; adminId: string }, origin: string) {
      const payment = await repo.findPayment(db, input.paymentId);
      if (!payment || payment.gatewayMode === 'free') throw paymentNotFound();
      const invoiceId = input.invoiceId ?? payment.invoiceId;
      if (!invoiceId) throw badRequest(PAYMENT_ADMIN_MESSAGES.noInvoice, 'payment_not_verified');
      const wasPaid = payment.status === 'paid' || payment.status === 'duplicate';
      const settled = await settleInvoice(deps, invoiceId, { origin, paymentId: payment.id });
      deps.log.info(
        { paymentId: payment.id, invoiceId, status: settled.status, by: input.adminId },
        'orders: payment verified by an admin',
      );
      return {
        message: wasPaid ? PAYMENT_ADMIN_MESSAGES.alreadyPaid : PAYMENT_ADMIN_MESSAGES.paid,
        status: settled.status,
        invoiceId: settled.invoiceId,
      };
    },

    /** Duplicate payments to refund (issue 32), newest first; `status: 'due'` for the ones still to refund. */
    async refunds({ page, limit, status }: PaginationQuery & { status?: repo.RefundRow['status'] | undefined }) {
      const { rows, total } = await repo.adminRefunds(db, status, (page - 1) * limit, limit);
      return { refunds: rows.map(toAdminRefund), pagination: paginate(page, limit, total) };
    },

    /** An admin gave the money back by hand (until the refunds module does it through refund-payment). */
    async markRefunded(input: { refundId: string; adminId: string }) {
      const found = await repo.adminRefund(db, input.refundId);
      if (!found) throw notFound(PAYMENT_ADMIN_MESSAGES.refundNotFound, 'refund_not_found');
      if (!(await repo.markRefunded(db, input.refundId, new Date(), { kind: 'admin', id: input.adminId }))) {
        throw conflict(PAYMENT_ADMIN_MESSAGES.alreadyRefunded, 'refund_already_done');
      }
      deps.log.info({ refundId: input.refundId, by: input.adminId }, 'orders: refund marked refunded by an admin');
      return {
        message: PAYMENT_ADMIN_MESSAGES.markedRefunded,
        refund: toAdminRefund((await repo.adminRefund(db, input.refundId))!),
      };
    },

    /** Totals over every order: count, net sales (paid less refunded), average order value and customers. */
    async adminStats() {
      const totals = await repo.adminOrderTotals(db);
      return {
        stats: {
          totalOrders: totals.orders,
          totalRevenue: poishaToTaka(totals.revenuePoisha - totals.refundedPoisha),
          grossRevenue: poishaToTaka(totals.revenuePoisha),
          refundedRevenue: poishaToTaka(totals.refundedPoisha),
          refundedOrders: totals.refundedOrders,
          averageOrderValue: totals.orders === 0 ? 0 : Math.round(totals.revenuePoisha / totals.orders) / 100,
          uniqueCustomers: totals.customers,
        },
      };
    },
  };
}
