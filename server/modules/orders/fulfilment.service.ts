import { NOTIFICATION_TITLES } from '#shared/catalogue/notifications.ts';
import { COUPON_MESSAGES } from '#shared/coupons.ts';
import { ORDER_MESSAGES } from '#shared/orders.ts';
import { PAYMENT_ADMIN_MESSAGES } from '#shared/payments-admin.ts';
import { formatTaka } from '#shared/pricing.ts';
import { walletName } from '#shared/wallets.ts';
import type { PaymentItem } from '../../db/schema/index.ts';
import { users } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { AppError, badRequest, conflict, unavailable } from '../../errors.ts';
import { checkPaid } from '../../integrations/uddoktapay.ts';
import { htmlToText } from '#shared/html-text.ts';
import { escapeText } from '../../lib/sanitize.ts';
import { removeFromCart } from '../cart/cart.service.ts';
import { holdCouponUsesUntil, redeemCouponUses } from '../coupons/coupons.service.ts';
import { CATALOGUE_CACHE_PREFIX } from '../../lib/cache-keys.ts';
import type { Deps } from '../../lib/deps.ts';
import { enrolMany, listOwnedCourseIds } from '../courses/enrolments.service.ts';
import { recordNotification } from '../notifications/notifications.service.ts';
import type { OrdersDeps } from './orders-deps.ts';
import * as repo from './orders.repository.ts';
import { GATEWAY, recordCreated, SYSTEM, transition } from './payment-states.ts';
import type { Tx } from '../../db/client.ts';
import { receiptMail, sendReceipt } from './receipt.ts';
import { takeNumber } from './receipts.repository.ts';
import { receiptPdfOfOrder } from './receipts.service.ts';
import { formatReceiptNumber } from '#shared/receipts.ts';
import { attemptRefund } from './refunds.service.ts';

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
  /** The paying wallet's number (verify-payment's `sender_number`): where a refund goes. */
  senderNumber?: string | null;
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
  const outcome = await deps.db.transaction(async (tx) => {
    const payment = await lockForFulfilment(tx, paymentId);
    if (payment.status === 'paid' || payment.status === 'duplicate') {
      return { payment, fresh: false, ordered: [] as PaymentItem[], refund: null, pastLimit: [] as PaymentItem[] };
    }
    if (payment.invoiceId && payment.invoiceId !== paid.invoiceId) throw notVerified();
    const { ordered, duplicates } = await splitOwned(tx, payment);
    // Nothing was paid for a free checkout: one for a course owned meanwhile is refused instead.
    if (options.free && duplicates.length > 0) throw conflict(ORDER_MESSAGES.owned, 'course_owned');
    const existing = await repo.existingCourseIds(
      tx,
      ordered.map((i) => i.courseId),
    );
    const orderIds = await writeOrders(tx, payment, ordered, paid.invoiceId, existing);
    let pastLimit: PaymentItem[] = [];
    if (payment.userId) {
      await enrolBuyer(tx, payment.userId, ordered, existing, options);
      // The learner's other unfinished charges of these courses can only be duplicates now: cancelled, so the
      // coupon uses they hold count for this order and a payment of them later is recognised as a duplicate.
      await repo.supersedeCharges(
        tx,
        payment.userId,
        ordered.map((i) => i.courseId),
        paymentId,
      );
      pastLimit = await redeemCoupons(deps, tx, { ...payment, userId: payment.userId }, ordered, orderIds, options);
      await removeFromCart(
        tx,
        payment.userId,
        payment.items.map((i) => i.courseId),
      );
    }
    const refund = duplicates.length > 0 ? await recordDuplicate(deps, tx, payment, duplicates, paid) : null;
    const status = ordered.length > 0 ? ('paid' as const) : ('duplicate' as const);
    // Last, so the counter row is held for as short a time as possible; a rollback after this gives it back.
    const receiptNumber = status === 'paid' && payment.gatewayMode !== 'free' ? await takeNumber(tx, 'receipt') : null;
    const moved = await transition(tx, 'payment', {
      id: paymentId,
      from: payment.status,
      to: status,
      by: options.free ? SYSTEM : GATEWAY,
      reason: options.free ? 'free checkout' : `verified invoice ${paid.invoiceId}`,
      set: {
        invoiceId: paid.invoiceId,
        paymentMethod: paid.paymentMethod,
        transactionId: paid.transactionId,
        paidAt: new Date(),
        nextVerifyAt: null,
        failureReason: null,
        receiptNumber,
      },
    });
    // The row is locked: it moves. Were it not to, the number taken must not be spent.
    if (moved.length === 0) throw new Error(`orders: payment ${paymentId} did not move to ${status}`);
    return {
      payment: { ...payment, status, invoiceId: paid.invoiceId, receiptNumber },
      fresh: true,
      ordered,
      refund,
      pastLimit,
    };
  });
  if (outcome.fresh) {
    if (outcome.ordered.length > 0)
      deps.metrics.ordersCreated.inc({ gateway_mode: outcome.payment.gatewayMode }, outcome.ordered.length);
    await afterPaid(deps, outcome.payment, outcome.ordered, outcome.refund, outcome.pastLimit);
  }
  return outcome;
}

/**
 * The learner's turn first, then the payment row: whoever holds the turn may also cancel the learner's other
 * unfinished charges, so no fulfilment holds a payment row while waiting for the turn.
 */
async function lockForFulfilment(tx: Tx, paymentId: string): Promise<repo.PaymentRow> {
  const learner = await repo.findPayment(tx, paymentId);
  if (learner?.userId) await repo.lockLearnerFulfilment(tx, learner.userId);
  const payment = await repo.lockPayment(tx, paymentId);
  if (!payment) throw notVerified();
  return payment;
}

/**
 * The first payment of a course to be fulfilled is its order; a course owned by then (another payment page of it,
 * a superseded checkout, a cart with an owned course, an admin's grant) is a duplicate share to refund.
 */
async function splitOwned(tx: Tx, payment: repo.PaymentRow) {
  const items = [...payment.items].sort((a, b) => a.courseId.localeCompare(b.courseId));
  const owned = new Set(payment.userId ? await listOwnedCourseIds(tx, payment.userId) : []);
  return {
    ordered: items.filter((item) => !owned.has(item.courseId)),
    duplicates: items.filter((item) => owned.has(item.courseId)),
  };
}

/** One order per course bought (unique per payment and course); answers the order id of each course. */
async function writeOrders(
  tx: Tx,
  payment: repo.PaymentRow,
  ordered: PaymentItem[],
  invoiceId: string,
  existing: Set<string>,
): Promise<Map<string, string>> {
  const orderIds = new Map<string, string>();
  const rows = ordered.map((item) => {
    const id = crypto.randomUUID();
    orderIds.set(item.courseId, id);
    return {
      id,
      paymentId: payment.id,
      userId: payment.userId,
      courseId: existing.has(item.courseId) ? item.courseId : null,
      invoiceId,
      originalPoisha: item.originalPoisha,
      discountPoisha: item.discountPoisha,
      amountPoisha: item.finalPoisha,
      couponId: item.couponId,
      couponCode: item.couponCode,
      couponRedeemed: item.couponId ? false : null,
    };
  });
  await repo.insertOrders(tx, rows);
  return orderIds;
}

/** The enrolments of the courses bought that still exist, in a fixed number of statements. */
async function enrolBuyer(
  tx: Tx,
  userId: string,
  ordered: PaymentItem[],
  existing: Set<string>,
  options: { free?: boolean },
) {
  await enrolMany(
    tx,
    userId,
    ordered
      .filter((item) => existing.has(item.courseId))
      .map((item) => ({
        courseId: item.courseId,
        source: options.free && item.originalPoisha === 0 ? ('free' as const) : ('purchase' as const),
      })),
  );
}

/**
 * The coupon uses of the orders: counted where a use is left; where none is (the hold lapsed), the order is still
 * fulfilled at the discounted price and flagged. Answers the items paid past a coupon's limit.
 */
async function redeemCoupons(
  deps: OrdersDeps,
  tx: Tx,
  payment: repo.PaymentRow & { userId: string },
  ordered: PaymentItem[],
  orderIds: Map<string, string>,
  options: { free?: boolean },
): Promise<PaymentItem[]> {
  const withCoupon = ordered.filter((item): item is PaymentItem & { couponId: string } => item.couponId !== null);
  const uses = await redeemCouponUses(tx, {
    userId: payment.userId,
    paymentId: payment.id,
    items: withCoupon.map((item) => ({
      couponId: item.couponId,
      orderRef: orderIds.get(item.courseId)!,
      discountPoisha: item.discountPoisha,
    })),
  });
  const redeemed: string[] = [];
  const refused: string[] = [];
  const pastLimit: PaymentItem[] = [];
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
      { paymentId: payment.id, couponId: item.couponId, reason: result.reason },
      'orders: paid with a coupon past its limit',
    );
    pastLimit.push(item);
  }
  await repo.setCouponRedeemed(tx, redeemed, true);
  await repo.setCouponRedeemed(tx, refused, false);
  return pastLimit;
}

/** The owned courses' share of the payment, recorded for a refund to the paying wallet (issue 32). */
async function recordDuplicate(
  deps: OrdersDeps,
  tx: Tx,
  payment: repo.PaymentRow,
  duplicates: PaymentItem[],
  paid: PaidDetails,
): Promise<repo.RefundRow> {
  const refund = await repo.insertRefund(tx, {
    paymentId: payment.id,
    userId: payment.userId,
    items: duplicates.map((i) => ({ courseId: i.courseId, courseName: i.courseName, amountPoisha: i.finalPoisha })),
    amountPoisha: duplicates.reduce((n, i) => n + i.finalPoisha, 0),
    invoiceId: paid.invoiceId,
    paymentMethod: paid.paymentMethod,
    transactionId: paid.transactionId,
    senderNumber: paid.senderNumber ?? null,
    superseded: payment.failureReason === 'superseded',
    nextAttemptAt: new Date(),
  });
  await recordCreated(tx, 'refund', [refund], SYSTEM, 'duplicate payment of owned courses');
  deps.log.warn(
    { paymentId: payment.id, courses: duplicates.map((i) => i.courseId), amountPoisha: refund.amountPoisha },
    'orders: duplicate payment of owned courses, listed for a refund',
  );
  return refund;
}

async function afterPaid(
  deps: OrdersDeps,
  payment: repo.PaymentRow,
  ordered: PaymentItem[],
  refund: repo.RefundRow | null,
  pastLimit: PaymentItem[],
): Promise<void> {
  const { db, cache, env, notify, log } = deps;
  cache.invalidate(CATALOGUE_CACHE_PREFIX);
  if (!payment.userId) return;
  try {
    const [user] = await db
      .select({ name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, payment.userId))
      .limit(1);
    if (!user) return;
    const courseName = (i: { courseName: string }) => `<i>${escapeText(htmlToText(i.courseName))}</i>`;
    const notifyAdmins = async (title: string, html: string) => {
      notify.admins(await recordNotification(db, { title, html, userId: payment.userId }));
    };
    // First the money to give back: the admins see it at once on the live feed.
    if (refund) await notifyAdmins(NOTIFICATION_TITLES.duplicatePayment, duplicatePaymentHtml(user.name, refund));
    const orderedPoisha = ordered.reduce((n, i) => n + i.finalPoisha, 0);
    if (ordered.length > 0) {
      await notifyAdmins(
        NOTIFICATION_TITLES.order,
        `<p><b>${escapeText(user.name)}</b> bought ${ordered.map(courseName).join(', ')} for ${escapeText(formatTaka(orderedPoisha))}</p>`,
      );
    }
    for (const item of pastLimit) {
      await notifyAdmins(
        COUPON_PAST_LIMIT_TITLE,
        `<p><b>${escapeText(user.name)}</b> paid for ${courseName(item)} with coupon <b>${escapeText(item.couponCode ?? '')}</b> ` +
          `after its hold had lapsed and no use was left. The order was fulfilled at the discounted price ` +
          `(${escapeText(formatTaka(item.finalPoisha))}); the coupon's use count was not raised.</p>`,
      );
    }
    // Approved by the system at once: refunded through the gateway now, or retried by the scheduler.
    if (refund) await attemptRefund(deps, refund.id);
    if (payment.gatewayMode !== 'free' && ordered.length > 0 && payment.receiptNumber !== null) {
      const site = env.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${env.PORT}`;
      // the language the buyer checked out in, else the one their account speaks (decision 0097)
      const lang = payment.language ?? user.language;
      const [firstOrder] = await repo.orderIdsOfPayment(db, payment.id);
      // A receipt that cannot be drawn still leaves the confirmation to send (the PDF is in the history).
      const drawn = firstOrder
        ? await receiptPdfOfOrder(deps, firstOrder, lang).catch((err: unknown) => {
            log.warn({ err, paymentId: payment.id }, 'orders: receipt PDF not drawn');
            return null;
          })
        : null;
      await sendReceipt(
        deps,
        user.email,
        receiptMail({
          lang,
          name: user.name,
          receiptNumber: formatReceiptNumber(payment.receiptNumber),
          invoiceId: payment.invoiceId!,
          amountPoisha: orderedPoisha,
          items: ordered,
          siteUrl: site,
          pdf: drawn?.pdf ?? null,
        }),
      );
    }
  } catch (err) {
    log.warn({ err, paymentId: payment.id }, 'orders: after-payment notice failed');
  }
}

/** The admins' notification of a duplicate payment: who, which owned courses, how much to refund to which wallet. */
function duplicatePaymentHtml(name: string, refund: repo.RefundRow): string {
  const courses = refund.items.map((i) => `<i>${escapeText(htmlToText(i.courseName))}</i>`).join(', ');
  const wallet = [refund.paymentMethod && walletName(refund.paymentMethod), refund.senderNumber]
    .filter(Boolean)
    .join(' ');
  return (
    `<p><b>${escapeText(name)}</b> paid again for ${courses}, already owned. No order was made; ` +
    `${escapeText(formatTaka(refund.amountPoisha))} is to be refunded` +
    (wallet ? ` to ${escapeText(wallet)}` : '') +
    ` (transaction ${escapeText(refund.transactionId ?? 'unknown')}, invoice ${escapeText(refund.invoiceId)}).</p>`
  );
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
 * `forPayment` is the learner's own recovery (the purchase history): the invoice must be of that payment.
 */
export async function settleInvoice(
  deps: OrdersDeps,
  invoiceId: string,
  options: { origin: string; callerId?: string; paymentId?: string; forPayment?: string },
): Promise<repo.PaymentRow> {
  // Counted by outcome (metrics): the payment's state after the answer (paid, pending, else failed), `refused` for
  // an answer not trusted or a payment not the caller's, `error` when the gateway or the database failed.
  try {
    const payment = await verifyAndSettle(deps, invoiceId, options);
    const result =
      payment.status === 'paid' || payment.status === 'duplicate' || payment.status === 'pending'
        ? payment.status
        : 'failed';
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
  options: { origin: string; callerId?: string; paymentId?: string; forPayment?: string },
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
  // A learner finishing one payment of their history with the invoice id from the gateway's receipt.
  if (options.forPayment && paymentId !== options.forPayment) {
    throw badRequest(ORDER_MESSAGES.invoiceOfOtherPayment, 'payment_not_verified');
  }
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
  const settled = payment.status === 'paid' || payment.status === 'duplicate';
  if (admin && !settled && payment.invoiceId && payment.invoiceId !== invoiceId) {
    const replaced = await repo.replaceInvoiceId(db, paymentId, payment.invoiceId, invoiceId).catch(() => false);
    if (!replaced) throw refuse(PAYMENT_ADMIN_MESSAGES.invoiceTaken);
    log.warn({ paymentId, from: payment.invoiceId, to: invoiceId }, 'orders: admin replaced the invoice id');
  }
  if (check.paid) {
    const paid = {
      invoiceId,
      paymentMethod: check.payment.payment_method,
      transactionId: check.payment.transaction_id,
      senderNumber: check.payment.sender_number,
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
