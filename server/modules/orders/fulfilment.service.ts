import { NOTIFICATION_TITLES } from '#shared/catalogue/notifications.ts';
import { COUPON_MESSAGES } from '#shared/coupons.ts';
import { ORDER_MESSAGES } from '#shared/orders.ts';
import { PAYMENT_ADMIN_MESSAGES } from '#shared/payments-admin.ts';
import { formatTaka } from '#shared/pricing.ts';
import type { PaymentItem } from '../../db/schema/index.ts';
import { users } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { AppError, badRequest, unavailable } from '../../errors.ts';
import { checkPaid } from '../../integrations/uddoktapay.ts';
import { escapeText, htmlToText } from '../../lib/sanitize.ts';
import { removeFromCart } from '../cart/cart.service.ts';
import { holdCouponUsesUntil, redeemCouponUses } from '../coupons/coupons.service.ts';
import { CATALOGUE_CACHE_PREFIX } from '../../lib/cache-keys.ts';
import type { Deps } from '../../lib/deps.ts';
import { enrolMany } from '../courses/enrolments.service.ts';
import { recordNotification } from '../notifications/notifications.service.ts';
import type { OrdersDeps } from './orders-deps.ts';
import * as repo from './orders.repository.ts';
import { receiptMail, sendReceipt } from './receipt.ts';

/** The admin notification for a payment that used a coupon past its limit (docs/decisions/0009-coupon-reservations.md). */
export const COUPON_PAST_LIMIT_TITLE = 'Coupon Used Past Its Limit';

/** How long a pending payment with an invoice (a wallet transfer awaiting approval) is verified again. */
export const PENDING_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Backoff between verifications of a pending payment: 1, 2, 4 … minutes, at most 6 hours. */
export const reverifyBackoffMs = (attempts: number) =>
  Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);

const notVerified = () => badRequest(ORDER_MESSAGES.notVerified, 'payment_not_verified');

export interface PaidDetails {
  invoiceId: string;
  paymentMethod: string | null;
  transactionId: string | null;
}

/**
 * The one fulfilment transaction (design.md §5): the payment row is locked (SELECT … FOR UPDATE), so concurrent
 * returns, webhooks and scheduler runs of one payment queue; the first writes the orders (unique per payment and
 * course), the enrolments, the coupon uses, removes the courses from the cart and marks the payment paid; the others
 * find it paid and change nothing. A coupon that reached a limit between checkout and payment is not counted, but the
 * order is still fulfilled at the charged price (the learner has paid), and `couponRedeemed` records it
 * (docs/decisions/0029-checkout-and-orders.md). Side effects (cache, admin notification, receipt) run after the commit,
 * once, by the caller that fulfilled.
 */
export async function fulfilPayment(
  deps: OrdersDeps,
  paymentId: string,
  paid: PaidDetails,
  options: { free?: boolean } = {},
) {
  // Items paid with a coupon whose reservation was released and that had no use left: fulfilled, and flagged.
  const pastLimit: PaymentItem[] = [];
  const outcome = await deps.db.transaction(async (tx) => {
    pastLimit.length = 0;
    const payment = await repo.lockPayment(tx, paymentId);
    if (!payment) throw notVerified();
    if (payment.status === 'paid') return { payment, fresh: false };
    if (payment.invoiceId && payment.invoiceId !== paid.invoiceId) throw notVerified();
    const items = [...payment.items].sort((a, b) => a.courseId.localeCompare(b.courseId));
    const existing = await repo.existingCourseIds(
      tx,
      items.map((i) => i.courseId),
    );
    const orderIds = new Map<string, string>();
    const rows = items.map((item) => {
      const id = crypto.randomUUID();
      orderIds.set(item.courseId, id);
      return {
        id,
        paymentId,
        userId: payment.userId,
        courseId: existing.has(item.courseId) ? item.courseId : null,
        invoiceId: paid.invoiceId,
        originalPoisha: item.originalPoisha,
        discountPoisha: item.discountPoisha,
        amountPoisha: item.finalPoisha,
        couponId: item.couponId,
        couponCode: item.couponCode,
        couponRedeemed: item.couponId ? false : null,
      };
    });
    await repo.insertOrders(tx, rows);
    if (payment.userId) {
      // A fixed number of statements whatever the number of courses (enrolments, coupon uses, order flags).
      await enrolMany(
        tx,
        payment.userId,
        items
          .filter((item) => existing.has(item.courseId))
          .map((item) => ({
            courseId: item.courseId,
            source: options.free && item.originalPoisha === 0 ? ('free' as const) : ('purchase' as const),
          })),
      );
      const withCoupon = items.filter((item): item is PaymentItem & { couponId: string } => item.couponId !== null);
      const uses = await redeemCouponUses(tx, {
        userId: payment.userId,
        paymentId,
        items: withCoupon.map((item) => ({
          couponId: item.couponId,
          orderRef: orderIds.get(item.courseId)!,
          discountPoisha: item.discountPoisha,
        })),
      });
      const redeemed: string[] = [];
      const refused: string[] = [];
      for (const item of withCoupon) {
        const orderId = orderIds.get(item.courseId)!;
        const result = uses.get(orderId)!;
        if (result.redeemed) {
          redeemed.push(orderId);
          continue;
        }
        // Nothing was paid for a free checkout: a coupon used up meanwhile refuses it instead.
        if (options.free) throw badRequest(COUPON_MESSAGES.usedUp, 'coupon_used_up');
        refused.push(orderId);
        deps.log.warn(
          { paymentId, couponId: item.couponId, reason: result.reason },
          'orders: paid with a coupon past its limit',
        );
        pastLimit.push(item);
      }
      await repo.setCouponRedeemed(tx, redeemed, true);
      await repo.setCouponRedeemed(tx, refused, false);
      await removeFromCart(
        tx,
        payment.userId,
        items.map((i) => i.courseId),
      );
    }
    const now = new Date();
    await repo.updatePayment(tx, paymentId, {
      status: 'paid',
      invoiceId: paid.invoiceId,
      paymentMethod: paid.paymentMethod,
      transactionId: paid.transactionId,
      paidAt: now,
      nextVerifyAt: null,
      failureReason: null,
    });
    return { payment: { ...payment, status: 'paid' as const, invoiceId: paid.invoiceId }, fresh: true };
  });
  if (outcome.fresh) {
    deps.metrics.ordersCreated.inc({ gateway_mode: outcome.payment.gatewayMode }, outcome.payment.items.length);
    await afterPaid(deps, outcome.payment, pastLimit);
  }
  return outcome;
}

async function afterPaid(deps: OrdersDeps, payment: repo.PaymentRow, pastLimit: PaymentItem[]): Promise<void> {
  const { db, cache, env, notify, log } = deps;
  cache.invalidate(CATALOGUE_CACHE_PREFIX);
  if (!payment.userId) return;
  try {
    const [user] = await db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, payment.userId))
      .limit(1);
    if (!user) return;
    const courseName = (i: PaymentItem) => `<i>${escapeText(htmlToText(i.courseName))}</i>`;
    const courses = payment.items.map(courseName).join(', ');
    const notifyAdmins = async (title: string, html: string) => {
      notify.admins(await recordNotification(db, { title, html, userId: payment.userId }));
    };
    await notifyAdmins(
      NOTIFICATION_TITLES.order,
      `<p><b>${escapeText(user.name)}</b> bought ${courses} for ${escapeText(formatTaka(payment.amountPoisha))}</p>`,
    );
    for (const item of pastLimit) {
      await notifyAdmins(
        COUPON_PAST_LIMIT_TITLE,
        `<p><b>${escapeText(user.name)}</b> paid for ${courseName(item)} with coupon <b>${escapeText(item.couponCode ?? '')}</b> ` +
          `after its hold had lapsed and no use was left. The order was fulfilled at the discounted price ` +
          `(${escapeText(formatTaka(item.finalPoisha))}); the coupon's use count was not raised.</p>`,
      );
    }
    if (payment.gatewayMode !== 'free') {
      const site = env.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${env.PORT}`;
      await sendReceipt(
        deps,
        user.email,
        receiptMail({
          name: user.name,
          invoiceId: payment.invoiceId!,
          amountPoisha: payment.amountPoisha,
          items: payment.items,
          siteUrl: site,
        }),
      );
    }
  } catch (err) {
    log.warn({ err, paymentId: payment.id }, 'orders: after-payment notice failed');
  }
}

/**
 * The first step of a webhook (issue 9 §6): the invoice id it names is recorded on the payment its metadata names,
 * in its own statement, before the gateway is asked. If verifying or fulfilling then fails (the process dies, the
 * gateway is down), the scheduler finds the payment due in a minute and settles it from this id. Nothing else of the
 * notification is kept or trusted. Answers whether it was recorded; an invoice id another payment already holds
 * (unique) is left alone.
 */
export async function recordWebhookInvoice(
  { db, log }: Pick<Deps, 'db' | 'log'>,
  paymentId: string,
  invoiceId: string,
  now = new Date(),
): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(paymentId)) return false;
  try {
    const expiresAt = new Date(now.getTime() + PENDING_LIFETIME_MS);
    return await db.transaction(async (tx) => {
      const stored = await repo.recordNotifiedInvoice(tx, paymentId, invoiceId, {
        nextVerifyAt: new Date(now.getTime() + reverifyBackoffMs(1)),
        expiresAt,
      });
      // The gateway has the learner's money: the coupon use stays held until the payment settles.
      if (stored) await holdCouponUsesUntil(tx, paymentId, expiresAt);
      return stored;
    });
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if (e.code !== '23505' && e.cause?.code !== '23505') throw error;
    log.warn({ paymentId }, 'orders: webhook invoice id is already held by another payment');
    return false;
  }
}

/**
 * Settles a payment from an invoice id (the buyer's return, the webhook, the scheduler, an admin): asks the gateway's
 * verify-payment and trusts only that answer — COMPLETED, our payment id in metadata, the invoice this payment's (or
 * first seen for it), the amount we charged. A forged or mismatched answer changes nothing and is refused. PENDING
 * records the invoice and schedules another verification; ERROR marks the payment failed. A gateway time-out
 * throws (504) and leaves the payment as it was.
 *
 * `paymentId` is an admin's recovery by hand (issue 9 §6): the invoice must be a COMPLETED payment of exactly that
 * payment; anything else is refused with the reason and changes nothing (not even PENDING or ERROR are recorded).
 * A verified invoice replaces an invoice id recorded earlier on that payment (a webhook's, a wallet transfer's).
 */
export async function settleInvoice(
  deps: OrdersDeps,
  invoiceId: string,
  options: { origin: string; callerId?: string; paymentId?: string },
): Promise<repo.PaymentRow> {
  // Counted by outcome (metrics): the payment's state after the answer (paid, pending, else failed), `refused` for
  // an answer not trusted or a payment not the caller's, `error` when the gateway or the database failed.
  try {
    const payment = await verifyAndSettle(deps, invoiceId, options);
    const result = payment.status === 'paid' || payment.status === 'pending' ? payment.status : 'failed';
    deps.metrics.paymentVerifications.inc({ result });
    return payment;
  } catch (error) {
    const refused = error instanceof AppError && error.statusCode < 500;
    deps.metrics.paymentVerifications.inc({ result: refused ? 'refused' : 'error' });
    throw error;
  }
}

async function verifyAndSettle(
  deps: OrdersDeps,
  invoiceId: string,
  options: { origin: string; callerId?: string; paymentId?: string },
): Promise<repo.PaymentRow> {
  const { db, log } = deps;
  const admin = options.paymentId !== undefined;
  const refuse = (message: string) => (admin ? badRequest(message, 'payment_not_verified') : notVerified());
  const gateway = deps.gateway(options.origin);
  if (!gateway) throw admin ? unavailable(ORDER_MESSAGES.gatewayOff, 'payments_disabled') : notVerified();
  const answer = await gateway.client.verifyPayment(invoiceId);
  if (answer.invoice_id === undefined) throw refuse(PAYMENT_ADMIN_MESSAGES.unknownInvoice);
  const paymentId = typeof answer.metadata.paymentId === 'string' ? answer.metadata.paymentId : '';
  if (admin && paymentId !== options.paymentId) throw refuse(PAYMENT_ADMIN_MESSAGES.otherPayment);
  if (!/^[0-9a-f-]{36}$/i.test(paymentId)) throw notVerified();
  const payment = await repo.findPayment(db, paymentId);
  if (!payment || payment.gatewayMode === 'free') throw notVerified();
  if (options.callerId && payment.userId !== options.callerId) throw notVerified();
  if (!admin && payment.invoiceId && payment.invoiceId !== invoiceId) throw notVerified();
  const check = checkPaid(answer, { invoiceId, paymentId, amountPoisha: payment.amountPoisha });
  if (admin && !check.paid) {
    log.warn({ paymentId, invoiceId, reason: check.reason }, 'orders: admin verification refused');
    throw refuse(
      check.reason === 'other_invoice'
        ? PAYMENT_ADMIN_MESSAGES.otherInvoice
        : check.reason === 'other_payment'
          ? PAYMENT_ADMIN_MESSAGES.otherPayment
          : check.reason === 'wrong_amount'
            ? PAYMENT_ADMIN_MESSAGES.wrongAmount
            : PAYMENT_ADMIN_MESSAGES.notCompleted(answer.status),
    );
  }
  if (admin && payment.status !== 'paid' && payment.invoiceId && payment.invoiceId !== invoiceId) {
    const replaced = await repo.replaceInvoiceId(db, paymentId, payment.invoiceId, invoiceId).catch(() => false);
    if (!replaced) throw refuse(PAYMENT_ADMIN_MESSAGES.invoiceTaken);
    log.warn({ paymentId, from: payment.invoiceId, to: invoiceId }, 'orders: admin replaced the invoice id');
  }
  if (check.paid) {
    const paid = {
      invoiceId,
      paymentMethod: check.payment.payment_method,
      transactionId: check.payment.transaction_id,
    };
    return (await fulfilPayment(deps, paymentId, paid)).payment;
  }
  if (check.reason !== 'pending' && check.reason !== 'failed') {
    log.warn({ paymentId, reason: check.reason }, 'orders: verify answer does not match the payment');
    throw notVerified();
  }
  const now = new Date();
  try {
    if (check.reason === 'pending') {
      const expiresAt = new Date(Math.max(payment.expiresAt.getTime(), now.getTime() + PENDING_LIFETIME_MS));
      const moved = await repo.settlePending(db, paymentId, {
        status: 'pending',
        invoiceId,
        lastVerifiedAt: now,
        nextVerifyAt: payment.nextVerifyAt ?? new Date(now.getTime() + reverifyBackoffMs(1)),
        expiresAt,
      });
      // The learner has sent the money: the coupon use stays held until the transfer is approved or refused.
      if (moved) await holdCouponUsesUntil(db, paymentId, expiresAt);
    } else {
      await repo.settlePending(db, paymentId, {
        status: 'failed',
        invoiceId,
        lastVerifiedAt: now,
        nextVerifyAt: null,
        failureReason: 'gateway_error',
      });
    }
  } catch (error) {
    // Another payment already holds this invoice id (unique): not ours.
    log.warn({ err: error, paymentId }, 'orders: invoice id could not be recorded');
    throw notVerified();
  }
  return (await repo.findPayment(db, paymentId))!;
}
