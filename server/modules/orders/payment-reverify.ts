import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOCK_KEYS } from '../../db/client.ts';
import { NOTIFICATION_TITLES } from '#shared/catalogue/notifications.ts';
import { htmlToText } from '#shared/html-text.ts';
import { formatTaka } from '#shared/pricing.ts';
import { DAY_MS, PAYMENT_ALERT_AFTER_DAYS, PAYMENT_OVERDUE_AFTER_DAYS } from '#shared/payments-admin.ts';
import { escapeText } from '../../lib/sanitize.ts';
import { releaseStaleReservations } from '../coupons/coupons.service.ts';
import { recordNotification } from '../notifications/notifications.service.ts';
import { reverifyBackoffMs, settleInvoice } from './fulfilment.service.ts';
import { schedulerDeps, type SchedulerDeps } from './orders-deps.ts';
import * as repo from './orders.repository.ts';
import { retryDueRefunds } from './refunds.service.ts';

const BATCH = 20;

/** A payment with no invoice id this long after its checkout is reported to the admins (issue 32 §9). */
export const UNFINISHED_ALERT_MS = 60 * 60 * 1000;

export interface SchedulerRun {
  /** False when another instance (or another run here) held the scheduler's lock: this one did nothing. */
  ran: boolean;
  expired: number;
  verified: number;
  /** Payments reported to the admins as an hour without an invoice id. */
  alerted: number;
  /** Approved refunds the gateway made on this run's retry. */
  refunded: number;
}

/**
 * One scheduler run, on one instance at a time (a PostgreSQL advisory lock; a run that finds it taken is skipped):
 * abandoned charges past their expiry become `expired`; pending payments with an invoice whose next verification
 * is due are claimed (FOR UPDATE SKIP LOCKED besides), moved on by the backoff, then verified and settled like a
 * return; payments an hour without an invoice id are reported to the admins once; approved refunds the gateway
 * has not made yet are tried again when their backoff is over. Answers how many were verified.
 * Once `signal` aborts (the drain), no further payment is verified: the
 * claimed ones wait for their next turn.
 */
export async function reverifyDuePayments(
  deps: SchedulerDeps,
  now = new Date(),
  signal?: AbortSignal,
): Promise<SchedulerRun> {
  const run = await deps.database.exclusive(LOCK_KEYS.paymentScheduler, () => runOnce(deps, now, signal));
  return run.ran ? { ran: true, ...run.value } : { ran: false, expired: 0, verified: 0, alerted: 0, refunded: 0 };
}

async function runOnce(
  deps: SchedulerDeps,
  now: Date,
  signal: AbortSignal | undefined,
): Promise<{ expired: number; verified: number; alerted: number; refunded: number }> {
  const { db, log } = deps;
  const due = await db.transaction((tx) => repo.claimDue(tx, now, BATCH, reverifyBackoffMs));
  let verified = 0;
  for (const payment of due) {
    if (signal?.aborted) break;
    verified += 1;
    try {
      await settleInvoice(deps, payment.invoiceId, { origin: deps.siteOrigin() });
    } catch (err) {
      log.warn({ err, paymentId: payment.id }, 'orders: pending payment not verified this time');
    }
  }
  const alerted = (await alertUnfinished(deps, now)) + (await alertDayEight(deps, now));
  const expired = await repo.expireAbandoned(db, now);
  await releaseStaleReservations(db, now);
  const refunded = signal?.aborted ? 0 : await retryDueRefunds(deps, now, BATCH);
  return { expired, verified, alerted, refunded };
}

/**
 * A lost return plus a lost webhook leaves a payment the gateway may call COMPLETED with no invoice id here, which
 * nothing can verify on its own (verify-payment needs the invoice id). After an hour the admins are told, once per
 * payment, so they can ask the learner for the invoice id on UddoktaPay's receipt (or find it in the dashboard).
 */
async function alertUnfinished(deps: SchedulerDeps, now: Date): Promise<number> {
  const { db, notify, log } = deps;
  const claimed = await repo.claimUnfinished(db, new Date(now.getTime() - UNFINISHED_ALERT_MS), now, BATCH);
  for (const { payment, user } of claimed) {
    const courses = payment.items.map((i) => `<i>${escapeText(htmlToText(i.courseName))}</i>`).join(', ');
    const who = user ? `<b>${escapeText(user.name)}</b> (${escapeText(user.email)})` : '<b>Unknown User</b>';
    try {
      notify.admins(
        await recordNotification(db, {
          title: NOTIFICATION_TITLES.unfinishedPayment,
          userId: payment.userId,
          html:
            `<p>${who} started a payment of ${escapeText(formatTaka(payment.amountPoisha))} for ${courses} ` +
            `over an hour ago, and no invoice id has come back from UddoktaPay. If they paid, use "Verify with ` +
            `invoice id" on Pending payments with the id from their receipt (payment ${escapeText(payment.id)}).</p>`,
        }),
      );
    } catch (err) {
      log.warn({ err, paymentId: payment.id }, 'orders: unfinished payment alert failed');
    }
  }
  if (claimed.length > 0) log.warn({ count: claimed.length }, 'orders: payments an hour without an invoice id');
  return claimed.length;
}

/**
 * The 10-day rule (issue 35): a payment still pending on its eighth day is raised to the admins once, with the
 * days left to settle it (verify it, or refund or refuse it with the learner).
 */
async function alertDayEight(deps: SchedulerDeps, now: Date): Promise<number> {
  const { db, notify, log } = deps;
  const cutoff = new Date(now.getTime() - PAYMENT_ALERT_AFTER_DAYS * DAY_MS);
  const claimed = await repo.claimDayEight(db, cutoff, now, BATCH);
  for (const { payment, user } of claimed) {
    const courses = payment.items.map((i) => `<i>${escapeText(htmlToText(i.courseName))}</i>`).join(', ');
    const who = user ? `<b>${escapeText(user.name)}</b> (${escapeText(user.email)})` : '<b>Unknown User</b>';
    const deadline = new Date(payment.createdAt.getTime() + PAYMENT_OVERDUE_AFTER_DAYS * DAY_MS);
    try {
      notify.admins(
        await recordNotification(db, {
          title: NOTIFICATION_TITLES.pendingDayEight,
          userId: payment.userId,
          html:
            `<p>${who}'s payment of ${escapeText(formatTaka(payment.amountPoisha))} for ${courses} has been ` +
            `pending since ${escapeText(payment.createdAt.toISOString().slice(0, 10))}. The law wants an outcome ` +
            `within 10 days: by ${escapeText(deadline.toISOString().slice(0, 10))}. Verify it on Pending ` +
            `payments, or settle it with the learner (payment ${escapeText(payment.id)}).</p>`,
        }),
      );
    } catch (err) {
      log.warn({ err, paymentId: payment.id }, 'orders: day-8 payment alert failed');
    }
  }
  if (claimed.length > 0) log.warn({ count: claimed.length }, 'orders: payments pending on their eighth day');
  return claimed.length;
}

/**
 * Runs reverifyDuePayments every PAYMENT_REVERIFY_SECONDS (0 turns it off) once the app has started (migrations
 * done); the timer never keeps the process alive and stops when the drain begins.
 */
export function startPaymentReverify(app: FastifyInstance): void {
  const seconds = app.env.PAYMENT_REVERIFY_SECONDS;
  if (seconds === 0) return;
  const deps = schedulerDeps(app);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const stop = new AbortController();
  app.addHook('onReady', async () => {
    if (stop.signal.aborted) return;
    timer = setInterval(() => {
      if (app.lifecycle.phase !== 'ready') return;
      running ??= reverifyDuePayments(deps, new Date(), stop.signal)
        .then(() => undefined)
        .catch((err: unknown) => app.log.warn({ err }, 'orders: payment scheduler run failed'))
        .finally(() => (running = null));
    }, seconds * 1000);
    timer.unref();
  });
  const halt = () => {
    clearInterval(timer);
    stop.abort();
  };
  app.lifecycle.onDrain(halt);
  // Stop the timer and let a run in progress finish its current payment before the database closes.
  app.addHook('onClose', async () => {
    halt();
    await running;
  });
}

/** The orders module's scheduler, as a plugin of the app (server/modules/commerce.ts registers it once). */
export const paymentSchedulerPlugin: FastifyPluginAsyncZod = async (app) => {
  startPaymentReverify(app);
};
