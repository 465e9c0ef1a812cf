import type { Language } from '#shared/bilingual.ts';
import { eq } from 'drizzle-orm';
import { ORDER_MESSAGES, type CreateChargeBody } from '#shared/orders.ts';
import { takaToPoisha } from '#shared/pricing.ts';
import { coupons, users, type PaymentItem } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, unauthorized, unavailable } from '../../errors.ts';
import { GatewayError } from '../../integrations/uddoktapay.ts';
import { cartChanged, cartItemsOf, removeFromCart } from '../cart/cart.service.ts';
import { priceCourse, priceCoursesLenient, reserveCouponUses } from '../coupons/coupons.service.ts';
import { findSellableCourse } from '../courses/courses.service.ts';
import { isEnrolled, listOwnedCourseIds } from '../courses/enrolments.service.ts';
import { fulfilPayment } from './fulfilment.service.ts';
import type { OrdersDeps } from './orders-deps.ts';
import * as repo from './orders.repository.ts';

/** A charge the buyer never finished (no invoice came back) is expired after this long. */
export const CHARGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

const priceChanged = (message: string) => conflict(message, 'price_changed');

export interface ChargeAnswer {
  message?: string;
  payment_url?: string;
  paymentId?: string;
  enrolled: boolean;
  redirectUrl?: string;
}

/**
 * Buy Now and cart checkout (learner-side §4 "Buying", design.md §4): the price comes from the database and the
 * coupon; the client's amounts are only compared. A final price of 0 enrols at once (an order of 0 is recorded, so
 * a 100% coupon's use is counted); otherwise a pending payment row, then UddoktaPay's checkout-v2.
 */
export function checkoutService(deps: OrdersDeps) {
  const { db, cache, log } = deps;
  async function couponCodeOf(body: CreateChargeBody): Promise<string | null> {
    if (body.couponCode) return body.couponCode;
    if (!body.couponId) return null;
    const [row] = await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, body.couponId)).limit(1);
    if (!row) throw new AppError('coupon_not_found', 'Invalid coupon code');
    return row.code;
  }

  async function charge(
    userId: string,
    items: PaymentItem[],
    origin: string,
    language: Language | null,
  ): Promise<ChargeAnswer> {
    const amountPoisha = items.reduce((n, i) => n + i.finalPoisha, 0);
    if (amountPoisha === 0) {
      const payment = await repo.insertPayment(db, {
        userId,
        amountPoisha,
        items,
        gatewayMode: 'free',
        expiresAt: new Date(),
      });
      try {
        await fulfilPayment(
          deps,
          payment.id,
          { invoiceId: `FREE-${payment.id}`, paymentMethod: null, transactionId: null },
          { free: true },
        );
      } catch (error) {
        await repo.settlePending(db, payment.id, { status: 'failed', failureReason: 'free_checkout_refused' });
        throw error;
      }
      const first = items[0]!.courseId;
      return {
        message: ORDER_MESSAGES.enrolledFree,
        enrolled: true,
        paymentId: payment.id,
        redirectUrl: `/course-access/${first}`,
      };
    }
    const gateway = deps.gateway(origin);
    if (!gateway) throw unavailable(ORDER_MESSAGES.gatewayOff, 'payments_disabled');
    const [user] = await db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) throw unauthorized();
    // The payment and its coupon reservations in one transaction: no use left refuses the charge before the gateway.
    const payment = await db.transaction(async (tx) => {
      // In the learner's turn, as fulfilments take it: both may cancel the learner's unfinished charges.
      await repo.lockLearnerFulfilment(tx, userId);
      await repo.supersedeCharges(
        tx,
        userId,
        items.map((i) => i.courseId),
      );
      const row = await repo.insertPayment(tx, {
        userId,
        amountPoisha,
        items,
        gatewayMode: gateway.config.mode,
        language,
        expiresAt: new Date(Date.now() + CHARGE_LIFETIME_MS),
      });
      await reserveCouponUses(tx, { paymentId: row.id, userId, items });
      return row;
    });
    try {
      const { paymentUrl } = await gateway.client.createCharge({
        fullName: user.name,
        email: user.email,
        amountPoisha,
        paymentId: payment.id,
        redirectUrl: `${origin}/payment/result`,
        cancelUrl: `${origin}/payment/result?status=cancelled&paymentId=${payment.id}`,
        webhookUrl: `${origin}/api/orders/uddoktapay-webhook`,
      });
      return { payment_url: paymentUrl, paymentId: payment.id, enrolled: false };
    } catch (error) {
      await repo.settlePending(db, payment.id, { status: 'failed', failureReason: 'checkout_failed' });
      if (error instanceof GatewayError) {
        log.warn({ paymentId: payment.id, detail: error.detail }, 'orders: checkout-v2 failed');
        throw error;
      }
      throw new GatewayError(ORDER_MESSAGES.initiationFailed, String(error));
    }
  }

  return {
    /** `language`: the buyer's, for the receipt e-mail (null: both languages). */
    async createCharge(
      userId: string,
      body: CreateChargeBody,
      origin: string,
      language: Language | null = null,
    ): Promise<ChargeAnswer> {
      const course = await findSellableCourse(db, body.courseId);
      if (await isEnrolled(db, userId, course.id)) throw conflict(ORDER_MESSAGES.owned, 'course_owned');
      const { item } = await priceCourse(db, { userId, course, couponCode: await couponCodeOf(body) });
      const differs = (sent: number | undefined, poisha: number, toPoisha: (n: number) => number) =>
        sent !== undefined && toPoisha(sent) !== poisha;
      if (
        differs(body.amount, item.finalPoisha, Math.round) ||
        differs(body.finalAmount, item.finalPoisha, takaToPoisha) ||
        differs(body.originalAmount, item.originalPoisha, takaToPoisha) ||
        differs(body.discountAmount, item.discountPoisha, takaToPoisha)
      ) {
        throw priceChanged(ORDER_MESSAGES.priceChanged);
      }
      return charge(userId, [item], origin, language);
    },

    /** The whole cart in one payment, each item with its own coupon (priced as my-cart shows it). */
    async createCartCharge(
      userId: string,
      body: { finalAmount?: number | undefined },
      origin: string,
      language: Language | null = null,
    ): Promise<ChargeAnswer> {
      const [rows, ownedIds] = await Promise.all([
        cartItemsOf(db, userId),
        listOwnedCourseIds(db, userId).then((ids) => new Set(ids)),
      ]);
      const owned = rows.filter((row) => ownedIds.has(row.course.id)).map((row) => row.course.id);
      const toBuy = rows.filter((row) => !ownedIds.has(row.course.id));
      const items: PaymentItem[] = (await priceCoursesLenient(db, userId, toBuy)).map((priced) => priced.item);
      // A course the learner came to own meanwhile (e.g. given by an admin) leaves the cart instead of being paid twice.
      if (owned.length > 0) {
        await removeFromCart(db, userId, owned);
        cartChanged(cache, userId);
      }
      if (items.length === 0) throw badRequest(ORDER_MESSAGES.emptyCart, 'cart_empty');
      const total = items.reduce((n, i) => n + i.finalPoisha, 0);
      if (body.finalAmount !== undefined && takaToPoisha(body.finalAmount) !== total)
        throw priceChanged(ORDER_MESSAGES.cartPriceChanged);
      return charge(userId, items, origin, language);
    },
  };
}
