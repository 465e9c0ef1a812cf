import { paginate } from '#shared/api.ts';
import type { Language } from '#shared/bilingual.ts';
import { NOTIFICATION_TITLES } from '#shared/catalogue/notifications.ts';
import { htmlToText } from '#shared/html-text.ts';
import { formatTaka, poishaToTaka } from '#shared/pricing.ts';
import {
  DEFAULT_REFUND_RULES,
  defaultRefundTerms,
  REFUND_ADMIN_MESSAGES,
  REFUND_MESSAGES,
  type AdminRefund,
  type RefundSettings,
  type RefundSettingsBody,
} from '#shared/refunds.ts';
import type { RefundStatus } from '#shared/orders.ts';
import { walletName } from '#shared/wallets.ts';
import type { Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import { CATALOGUE_CACHE_PREFIX } from '../../lib/cache-keys.ts';
import { escapeText } from '../../lib/sanitize.ts';
import { CERTIFICATES_CACHE_PREFIX, revokeCertificatesFor } from '../certificates/certificates.service.ts';
import { releaseCouponUse } from '../coupons/coupons.service.ts';
import { notifyUser } from '../notifications/user-notifications.service.ts';
import { countLessons, enrolmentState, unenrol } from '../courses/enrolments.service.ts';
import { recordNotification } from '../notifications/notifications.service.ts';
import type { OrdersDeps } from './orders-deps.ts';
import { GATEWAY, recordCreated, transition, type Actor } from './payment-states.ts';
import { refundedMail } from './refund-mail.ts';
import * as repo from './refunds.repository.ts';
import { setCreditNoteNumber, takeNumber } from './receipts.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Beyond the gateway's own time-out: a claim outlives the call it covers. */
const CLAIM_MARGIN_MS = 60_000;
/** Between attempts of a refund the gateway did not make: 1, 2, 4 … minutes, at most 6 hours. */
export const refundBackoffMs = (attempts: number) =>
  Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);

/** The site's refund rules and terms (the defaults while no admin saved any). */
export async function readRefundSettings(tx: Tx): Promise<RefundSettings> {
  const row = await repo.findSettings(tx);
  const rules = row
    ? { allowed: row.allowed, windowDays: row.windowDays, progressLimitPercent: row.progressLimitPercent }
    : DEFAULT_REFUND_RULES;
  const written = defaultRefundTerms(rules);
  return {
    ...rules,
    terms: { en: row?.termsEn ?? written.en, bn: row?.termsBn ?? written.bn },
    customTerms: { en: row?.termsEn ?? null, bn: row?.termsBn ?? null },
  };
}

export function toAdminRefund({ refund: r, userName, userEmail }: repo.AdminRefundRow): AdminRefund {
  return {
    _id: r.id,
    orderId: r.orderId,
    paymentId: r.paymentId,
    kind: r.kind,
    status: r.status,
    reason: r.reason,
    refusalReason: r.refusalReason,
    userName: userName ?? 'Unknown User',
    userEmail: userEmail ?? 'N/A',
    courses: r.items.map((i) => i.courseName),
    amount: poishaToTaka(r.amountPoisha),
    invoiceId: r.invoiceId,
    paymentMethod: r.paymentMethod,
    transactionId: r.transactionId,
    senderNumber: r.senderNumber,
    gatewayMessage: r.gatewayMessage,
    gatewayAttempts: r.gatewayAttempts,
    nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    refundedAt: r.refundedAt?.toISOString() ?? null,
  };
}

export type AttemptOutcome = 'refunded' | 'pending' | 'busy';

/**
 * Makes an approved (`due`) refund through UddoktaPay's refund-payment, once: the row is claimed first in one
 * conditional UPDATE, so of any number of approvals, retries and instances racing, one calls the gateway and the
 * others answer `busy`. Only the gateway's yes records it refunded (and, for an order, ends the access and gives
 * the coupon use back, in the same transaction); a refusal, an error answer, a time-out or an unreachable gateway
 * lets the claim go with the gateway's message and the time of the next attempt (the scheduler's).
 */
export async function attemptRefund(deps: OrdersDeps, refundId: string, now = new Date()): Promise<AttemptOutcome> {
  const { db, log, env } = deps;
  const claimed = await repo.claimRefund(
    db,
    refundId,
    now,
    new Date(now.getTime() + env.UDDOKTAPAY_TIMEOUT_MS + CLAIM_MARGIN_MS),
  );
  if (!claimed) return 'busy';
  const failed = async (message: string) => {
    const next = new Date(Date.now() + refundBackoffMs(claimed.gatewayAttempts));
    await repo.releaseClaim(db, claimed.id, message, next);
    log.warn({ refundId, message, attempts: claimed.gatewayAttempts }, 'refunds: the gateway did not refund');
    return 'pending' as const;
  };
  let message: string;
  if (claimed.amountPoisha === 0) {
    message = 'nothing was paid';
  } else {
    const gateway = deps.gateway(deps.siteOrigin());
    if (!gateway) return failed(REFUND_ADMIN_MESSAGES.gatewayOff);
    if (!claimed.transactionId || !claimed.paymentMethod) {
      return failed('the payment has no transaction id or method recorded');
    }
    try {
      const answer = await gateway.client.refundPayment({
        transactionId: claimed.transactionId,
        paymentMethod: claimed.paymentMethod,
        amountPoisha: claimed.amountPoisha,
        productName: claimed.items
          .map((i) => htmlToText(i.courseName))
          .join(', ')
          .slice(0, 250),
        reason: (claimed.reason ?? claimed.kind).slice(0, 250),
      });
      if (!answer.status) return failed(answer.message || 'refused');
      message = answer.message;
    } catch (error) {
      const detail = (error as { detail?: string }).detail;
      return failed([error instanceof Error ? error.message : String(error), detail].filter(Boolean).join(' — '));
    }
  }
  const order = claimed.orderId ? await repo.orderWithPayment(db, claimed.orderId) : null;
  await db.transaction(async (tx) => {
    const moved = await transition(tx, 'refund', {
      id: claimed.id,
      from: 'due',
      to: 'refunded',
      by: GATEWAY,
      reason: message,
      set: { refundedAt: new Date(), claimedUntil: null, gatewayMessage: message, nextAttemptAt: null },
    });
    if (moved.length === 0 || !order) return;
    await transition(tx, 'order', {
      id: order.order.id,
      from: 'refund_requested',
      to: 'refunded',
      by: GATEWAY,
      reason: message,
    });
    if (order.order.userId && order.order.courseId) {
      await unenrol(tx, order.order.userId, order.order.courseId);
      // what was learnt on a course bought back is no longer certified (issue 35)
      await revokeCertificatesFor(tx, order.order.userId, order.order.courseId, CERTIFICATE_REFUNDED_REASON);
    }
    if (order.order.couponId) await releaseCouponUse(tx, order.order.id);
    // The credit note of a receipted payment, numbered last (the counter row is held until the commit).
    if (order.payment.receiptNumber !== null) {
      await setCreditNoteNumber(tx, claimed.id, await takeNumber(tx, 'credit_note'));
    }
  });
  log.info({ refundId, orderId: claimed.orderId, amountPoisha: claimed.amountPoisha }, 'refunds: refunded');
  // The learner's enrolment state, My Courses and the catalogue's counts, and the verification pages, on every
  // instance.
  deps.cache.invalidate(CATALOGUE_CACHE_PREFIX);
  deps.cache.invalidate(CERTIFICATES_CACHE_PREFIX);
  await afterRefunded(deps, claimed);
  return 'refunded';
}

async function afterRefunded(deps: OrdersDeps, refund: repo.RefundRow): Promise<void> {
  if (!refund.userId) return;
  const courseNames = refund.items.map((i) => htmlToText(i.courseName)).join(', ');
  await notifyUser(deps, refund.userId, {
    kind: 'refund_made',
    courseName: courseNames,
    amount: (refund.amountPoisha / 100).toFixed(2),
  }).catch((err: unknown) => deps.log.warn({ err, refundId: refund.id }, 'refunds: the learner was not told'));
  try {
    const user = await repo.userContact(deps.db, refund.userId);
    if (!user) return;
    await deps.mailer.send({
      to: user.email,
      ...refundedMail({
        name: user.name,
        // the language the learner asked in, else their account's (an admin's refund, a duplicate payment)
        language: refund.language ?? user.language,
        courses: refund.items.map((i) => htmlToText(i.courseName)),
        amountPoisha: refund.amountPoisha,
        wallet: refund.paymentMethod ? walletName(refund.paymentMethod) : null,
        transactionId: refund.transactionId,
      }),
    });
  } catch (err) {
    deps.log.warn({ err, refundId: refund.id }, 'refunds: refund e-mail not sent');
  }
}

/** Approved refunds the gateway has not made yet whose next attempt is due (the scheduler's run). */
export async function retryDueRefunds(deps: OrdersDeps, now: Date, limit: number): Promise<number> {
  const ids = await repo.dueForRetry(deps.db, now, limit);
  let refunded = 0;
  for (const id of ids) {
    try {
      if ((await attemptRefund(deps, id, now)) === 'refunded') refunded += 1;
    } catch (err) {
      deps.log.warn({ err, refundId: id }, 'refunds: retry failed');
    }
  }
  return refunded;
}

/** What a certificate's verification page says of one revoked by its course's refund. */
const CERTIFICATE_REFUNDED_REASON = 'Course refunded';

const learnerError = (lang: Language, message: Record<Language, string>) => message[lang];

export function refundsService(deps: OrdersDeps) {
  const { db } = deps;

  const answer = async (refundId: string, message?: string) => {
    const row = await repo.adminRefund(db, refundId);
    if (!row) throw notFound(REFUND_ADMIN_MESSAGES.refundNotFound, 'refund_not_found');
    const refund = toAdminRefund(row);
    return {
      message:
        message ??
        (refund.status === 'refunded'
          ? REFUND_ADMIN_MESSAGES.refunded
          : refund.status === 'refused'
            ? REFUND_ADMIN_MESSAGES.refused
            : refund.gatewayMessage
              ? REFUND_ADMIN_MESSAGES.pending(refund.gatewayMessage)
              : REFUND_ADMIN_MESSAGES.inProgress),
      refund,
    };
  };

  const notifyAdmins = async (title: string, html: string, userId: string | null) => {
    try {
      deps.notify.admins(await recordNotification(db, { title, html, userId }));
    } catch (err) {
      deps.log.warn({ err }, 'refunds: admin notification failed');
    }
  };

  return {
    settings: () => readRefundSettings(db),

    async updateSettings(body: RefundSettingsBody & { termsEn: string | null; termsBn: string | null }) {
      await repo.saveSettings(db, {
        allowed: body.allowed,
        windowDays: body.windowDays,
        progressLimitPercent: body.progressLimitPercent,
        termsEn: body.termsEn,
        termsBn: body.termsBn,
      });
      return readRefundSettings(db);
    },

    /**
     * The owner asks for a refund of one paid order: refused (409, in the reader's language) when the site does
     * not allow it, past the window from the payment, or at or past the progress limit. The order and the new
     * request move together; the admins hear of it at once.
     */
    async request(userId: string, orderId: string, reason: string, lang: Language) {
      const found = await repo.orderWithPayment(db, orderId);
      if (!found || found.order.userId !== userId) {
        throw notFound(learnerError(lang, REFUND_MESSAGES.orderNotFound), 'order_not_found');
      }
      const { order, payment } = found;
      if (order.status === 'refund_requested') {
        throw conflict(learnerError(lang, REFUND_MESSAGES.alreadyRequested), 'refund_already_requested');
      }
      // The admins' refusal is their answer (the learner may complain instead); only an admin may still refund it.
      if (order.status === 'refund_refused') {
        throw conflict(learnerError(lang, REFUND_MESSAGES.refusedBefore), 'refund_refused_before');
      }
      if (order.status !== 'paid' || payment.gatewayMode === 'free' || order.amountPoisha === 0) {
        throw conflict(learnerError(lang, REFUND_MESSAGES.notRefundable), 'not_refundable');
      }
      const settings = await readRefundSettings(db);
      if (!settings.allowed) throw conflict(learnerError(lang, REFUND_MESSAGES.notAllowed), 'refunds_not_allowed');
      const paidAt = payment.paidAt ?? order.createdAt;
      if (Date.now() - paidAt.getTime() > settings.windowDays * DAY_MS) {
        throw conflict(learnerError(lang, REFUND_MESSAGES.outsideWindow(settings.windowDays)), 'refund_window_closed');
      }
      if (order.courseId) {
        const [state, lessons] = await Promise.all([enrolmentState(deps, userId), countLessons(db, order.courseId)]);
        const completed = state.completed[order.courseId] ?? 0;
        if (lessons > 0 && completed * 100 >= settings.progressLimitPercent * lessons) {
          throw conflict(
            learnerError(lang, REFUND_MESSAGES.pastProgress(settings.progressLimitPercent)),
            'refund_progress_limit',
          );
        }
      }
      const by: Actor = { kind: 'learner', id: userId };
      const refund = await db.transaction(async (tx) => {
        const moved = await transition(tx, 'order', {
          id: order.id,
          from: 'paid',
          to: 'refund_requested',
          by,
          reason,
        });
        if (moved.length === 0) return null;
        const row = await repo.insertRefund(tx, {
          paymentId: payment.id,
          orderId: order.id,
          kind: 'learner',
          userId,
          items: [
            {
              courseId: order.courseId ?? '',
              courseName: payment.items.find((i) => i.courseId === order.courseId)?.courseName ?? 'Unknown Course',
              amountPoisha: order.amountPoisha,
            },
          ],
          amountPoisha: order.amountPoisha,
          invoiceId: order.invoiceId,
          paymentMethod: payment.paymentMethod,
          transactionId: payment.transactionId,
          status: 'requested',
          reason,
          requestedBy: userId,
          language: lang,
        });
        await recordCreated(tx, 'refund', [row], by, reason);
        return row;
      });
      if (!refund) throw conflict(learnerError(lang, REFUND_MESSAGES.alreadyRequested), 'refund_already_requested');
      const user = await repo.userContact(db, userId);
      await notifyAdmins(
        NOTIFICATION_TITLES.refundRequested,
        `<p><b>${escapeText(user?.name ?? 'Unknown User')}</b> asked for a refund of ` +
          `<i>${escapeText(htmlToText(refund.items[0]!.courseName))}</i> ` +
          `(${escapeText(formatTaka(refund.amountPoisha))}): ${escapeText(reason.slice(0, 200))}</p>`,
        userId,
      );
      return {
        message: REFUND_MESSAGES.requested[lang],
        refund: {
          _id: refund.id,
          status: refund.status,
          reason: refund.reason,
          refusalReason: null,
          createdAt: refund.createdAt.toISOString(),
          refundedAt: null,
        },
      };
    },

    async list(query: { page: number; limit: number; status?: RefundStatus | undefined; search?: string | undefined }) {
      const { rows, total } = await repo.adminRefunds(
        db,
        { status: query.status, search: query.search || undefined },
        (query.page - 1) * query.limit,
        query.limit,
      );
      return { refunds: rows.map(toAdminRefund), pagination: paginate(query.page, query.limit, total) };
    },

    /**
     * Approves a requested refund and makes it through the gateway. Idempotent: one already approved (or refunded)
     * is answered as it stands, and only the approval that moved it calls the gateway.
     */
    async approve(adminId: string, refundId: string, reason: string | undefined) {
      const found = await repo.findRefund(db, refundId);
      if (!found) throw notFound(REFUND_ADMIN_MESSAGES.refundNotFound, 'refund_not_found');
      if (found.status === 'refused') throw conflict(REFUND_ADMIN_MESSAGES.alreadyRefused, 'refund_already_decided');
      const now = new Date();
      const moved = await transition(db, 'refund', {
        id: refundId,
        from: 'requested',
        to: 'due',
        by: { kind: 'admin', id: adminId },
        reason: reason ?? 'approved',
        set: { decidedBy: adminId, decidedAt: now, nextAttemptAt: now },
      });
      if (moved.length > 0) await attemptRefund(deps, refundId, now);
      else if ((await repo.findRefund(db, refundId))?.status === 'refused') {
        throw conflict(REFUND_ADMIN_MESSAGES.alreadyRefused, 'refund_already_decided');
      }
      return answer(refundId);
    },

    /** Refuses a requested refund with a reason; the order is `refund_refused` and the learner keeps the course. */
    async refuse(adminId: string, refundId: string, reason: string) {
      const found = await repo.findRefund(db, refundId);
      if (!found) throw notFound(REFUND_ADMIN_MESSAGES.refundNotFound, 'refund_not_found');
      const by: Actor = { kind: 'admin', id: adminId };
      const refused = await db.transaction(async (tx) => {
        const moved = await transition(tx, 'refund', {
          id: refundId,
          from: 'requested',
          to: 'refused',
          by,
          reason,
          set: { decidedBy: adminId, decidedAt: new Date(), refusalReason: reason },
        });
        if (moved.length === 0) return false;
        if (found.orderId) {
          await transition(tx, 'order', {
            id: found.orderId,
            from: 'refund_requested',
            to: 'refund_refused',
            by,
            reason,
          });
        }
        return true;
      });
      if (!refused) throw conflict(REFUND_ADMIN_MESSAGES.alreadyDecided, 'refund_already_decided');
      if (found.userId) {
        await notifyUser(deps, found.userId, {
          kind: 'refund_refused',
          courseName: found.items.map((i) => htmlToText(i.courseName)).join(', '),
          excerpt: reason,
        }).catch((err: unknown) => deps.log.warn({ err, refundId }, 'refunds: the learner was not told'));
      }
      return answer(refundId, REFUND_ADMIN_MESSAGES.refused);
    },

    /** Calls the gateway again, by hand, for an approved refund it has not made yet. */
    async retry(refundId: string) {
      const found = await repo.findRefund(db, refundId);
      if (!found) throw notFound(REFUND_ADMIN_MESSAGES.refundNotFound, 'refund_not_found');
      if (found.status !== 'due') throw conflict(REFUND_ADMIN_MESSAGES.notDue, 'refund_not_due');
      await attemptRefund(deps, refundId);
      return answer(refundId);
    },

    /**
     * An admin's own refund: every paid course of the order's payment, or the one `courseId` names. A course whose
     * learner already asked is approved; the others get a refund approved at once. Each goes to the gateway.
     */
    async adminRefund(adminId: string, orderId: string, input: { reason: string; courseId?: string | undefined }) {
      const found = await repo.orderWithPayment(db, orderId);
      if (!found) throw notFound(REFUND_ADMIN_MESSAGES.orderNotFound, 'order_not_found');
      const { payment } = found;
      const siblings = await repo.ordersOfPayment(db, payment.id);
      const chosen = input.courseId ? siblings.filter((o) => o.courseId === input.courseId) : siblings;
      if (input.courseId && chosen.length === 0) {
        throw notFound(REFUND_ADMIN_MESSAGES.courseNotInOrder, 'order_not_found');
      }
      const by: Actor = { kind: 'admin', id: adminId };
      const now = new Date();
      const live = await repo.liveRefundsOfOrders(
        db,
        chosen.map((o) => o.id),
      );
      const toAttempt: string[] = [];
      for (const order of chosen) {
        const existing = live.get(order.id);
        if (existing?.status === 'requested') {
          const moved = await transition(db, 'refund', {
            id: existing.id,
            from: 'requested',
            to: 'due',
            by,
            reason: input.reason,
            set: { decidedBy: adminId, decidedAt: now, nextAttemptAt: now },
          });
          if (moved.length > 0) toAttempt.push(existing.id);
          continue;
        }
        if (existing || (order.status !== 'paid' && order.status !== 'refund_refused')) continue;
        const created = await db.transaction(async (tx) => {
          const moved = await transition(tx, 'order', {
            id: order.id,
            from: order.status as 'paid' | 'refund_refused',
            to: 'refund_requested',
            by,
            reason: input.reason,
          });
          if (moved.length === 0) return null;
          const row = await repo.insertRefund(tx, {
            paymentId: payment.id,
            orderId: order.id,
            kind: 'admin',
            userId: order.userId,
            items: [
              {
                courseId: order.courseId ?? '',
                courseName: payment.items.find((i) => i.courseId === order.courseId)?.courseName ?? 'Unknown Course',
                amountPoisha: order.amountPoisha,
              },
            ],
            amountPoisha: order.amountPoisha,
            invoiceId: order.invoiceId,
            paymentMethod: payment.paymentMethod,
            transactionId: payment.transactionId,
            status: 'due',
            reason: input.reason,
            requestedBy: adminId,
            decidedBy: adminId,
            decidedAt: now,
            nextAttemptAt: now,
          });
          await recordCreated(tx, 'refund', [row], by, input.reason);
          return row;
        });
        if (created) toAttempt.push(created.id);
      }
      if (toAttempt.length === 0) throw conflict(REFUND_ADMIN_MESSAGES.notRefundable, 'not_refundable');
      for (const id of toAttempt) await attemptRefund(deps, id, now);
      const refunds = await Promise.all(toAttempt.map(async (id) => (await answer(id)).refund));
      const message = refunds.every((r) => r.status === 'refunded')
        ? REFUND_ADMIN_MESSAGES.refunded
        : REFUND_ADMIN_MESSAGES.pending(refunds.find((r) => r.gatewayMessage)?.gatewayMessage ?? 'in progress');
      return { message, refunds };
    },
  };
}
