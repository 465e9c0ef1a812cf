import type { FastifyInstance } from 'fastify';
import { releaseStaleReservations } from '../coupons/coupon-evaluation.ts';
import { reverifyBackoffMs, settleInvoice } from './fulfilment.service.ts';
import { siteOrigin } from './gateway.ts';
import * as repo from './orders.repository.ts';

const BATCH = 20;

/**
 * One scheduler run: abandoned charges past their expiry become `expired`; pending payments with an invoice whose
 * next verification is due are claimed (FOR UPDATE SKIP LOCKED, so several instances never verify the same one at
 * once), moved on by the backoff, then verified and settled like a return. Answers how many were verified.
 */
export async function reverifyDuePayments(
  app: FastifyInstance,
  now = new Date(),
): Promise<{ expired: number; verified: number }> {
  const due = await app.db.transaction((tx) => repo.claimDue(tx, now, BATCH, reverifyBackoffMs));
  for (const payment of due) {
    try {
      await settleInvoice(app, payment.invoiceId, { origin: siteOrigin(app) });
    } catch (err) {
      app.log.warn({ err, paymentId: payment.id }, 'orders: pending payment not verified this time');
    }
  }
  const expired = await repo.expireAbandoned(app.db, now);
  await releaseStaleReservations(app.db, now);
  return { expired, verified: due.length };
}

/** Runs reverifyDuePayments every PAYMENT_REVERIFY_SECONDS (0 turns it off); the timer never keeps the process alive. */
export function startPaymentReverify(app: FastifyInstance): void {
  const seconds = app.env.PAYMENT_REVERIFY_SECONDS;
  if (seconds === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= reverifyDuePayments(app)
        .then(() => undefined)
        .catch((err: unknown) => app.log.warn({ err }, 'orders: payment scheduler run failed'))
        .finally(() => (running = null));
    }, seconds * 1000);
    timer.unref();
  });
  // Stop the timer and let a run in progress finish before the database closes.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
