import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  sum,
} from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { courses, orders, paymentRefunds, payments, users, type PaymentItem } from '../../db/schema/index.ts';
import { SYSTEM, transition, type Actor } from './payment-states.ts';
import { primaryText } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;
type NewPayment = Pick<
  typeof payments.$inferInsert,
  'userId' | 'amountPoisha' | 'items' | 'gatewayMode' | 'expiresAt' | 'language'
>;

export async function insertPayment(tx: Tx, values: NewPayment): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

export async function findPayment(tx: Tx, id: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

/** The payment row locked for the rest of the transaction: concurrent fulfilments of one payment queue here. */
export async function lockPayment(tx: Tx, id: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update').limit(1);
  return row ?? null;
}

/**
 * Fulfilments (and new charges) of one learner's payments take turns (a transaction advisory lock on the learner):
 * each sees the enrolments the one before made, so two payments of one course cannot both become its order, on any
 * instance. Taken before any payment row is locked.
 */
export async function lockLearnerFulfilment(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fulfil:${userId}`}))`);
}

/**
 * A learner's unfinished charges (pending, no invoice: the buyer never came back from the gateway) of any of these
 * courses are cancelled as superseded by a new charge (or by a payment of them that was fulfilled), so their coupon
 * uses are free for it. `except` is the payment doing the superseding.
 */
export async function supersedeCharges(
  tx: Tx,
  userId: string,
  courseIds: readonly string[],
  except?: string,
): Promise<number> {
  if (courseIds.length === 0) return 0;
  const rows = await transition(tx, 'payment', {
    from: 'pending',
    to: 'cancelled',
    by: SYSTEM,
    reason: 'superseded',
    set: { failureReason: 'superseded' },
    where: and(
      eq(payments.userId, userId),
      isNull(payments.invoiceId),
      ne(payments.gatewayMode, 'free'),
      except ? ne(payments.id, except) : undefined,
      or(...courseIds.map((courseId) => sql`${payments.items} @> ${JSON.stringify([{ courseId }])}::jsonb`)),
    ),
  });
  return rows.length;
}

/**
 * A pending payment's new facts: with `status: 'pending'` the invoice id and schedule of a wallet transfer awaiting
 * approval (no move); otherwise the move out of `pending` (failed, cancelled), never out of `paid`. True when the
 * row was still pending.
 */
export async function settlePending(
  tx: Tx,
  id: string,
  changes: Partial<typeof payments.$inferInsert> & { status: 'pending' | 'failed' | 'cancelled' },
  by: Actor = SYSTEM,
): Promise<boolean> {
  const { status, ...set } = changes;
  if (status === 'pending') {
    const rows = await tx
      .update(payments)
      .set(set)
      .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    return rows.length > 0;
  }
  const moved = await transition(tx, 'payment', {
    id,
    from: 'pending',
    to: status,
    by,
    reason: set.failureReason ?? null,
    set,
  });
  return moved.length > 0;
}

export async function insertOrders(tx: Tx, rows: (typeof orders.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(orders).values(rows).onConflictDoNothing();
}

export async function setCouponRedeemed(tx: Tx, orderIds: readonly string[], redeemed: boolean): Promise<void> {
  if (orderIds.length > 0)
    await tx
      .update(orders)
      .set({ couponRedeemed: redeemed })
      .where(inArray(orders.id, [...orderIds]));
}

const orderColumns = {
  order: orders,
  courseName: primaryText(courses.name),
  paymentMethod: payments.paymentMethod,
  transactionId: payments.transactionId,
  items: payments.items,
};

export async function orderIdsOfPayment(tx: Tx, paymentId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentId, paymentId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map((r) => r.id);
}

export async function ordersOfPayment(tx: Tx, paymentId: string) {
  return tx
    .select(orderColumns)
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .leftJoin(courses, eq(courses.id, orders.courseId))
    .where(eq(orders.paymentId, paymentId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

export async function ordersOfUser(tx: Tx, userId: string) {
  return tx
    .select(orderColumns)
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .leftJoin(courses, eq(courses.id, orders.courseId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}
export type OrderWithCourse = Awaited<ReturnType<typeof ordersOfUser>>[number];

/** Every payment of a learner, whatever its status, newest first (the purchase history). */
export async function paymentsOfUser(tx: Tx, userId: string): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** Admin list (admin-side §3): the user and course joined; missing ones are shown as Unknown User / Unknown Course. */
export async function adminOrders(tx: Tx, offset: number, limit: number) {
  const rows = await tx
    .select({
      order: orders,
      userName: users.name,
      userEmail: users.email,
      courseName: primaryText(courses.name),
      coursePricePoisha: courses.pricePoisha,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(courses, eq(courses.id, orders.courseId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(offset)
    .limit(limit);
  const [total] = await tx.select({ n: count() }).from(orders);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * Totals over every order: revenue is what was paid (after coupons), and what of it was refunded (net sales are the
 * difference); customers are the distinct learners who still
 * have an account (a deleted learner's orders stay, without a user).
 */
export async function adminOrderTotals(tx: Tx) {
  const [row] = await tx
    .select({
      orders: count(),
      revenue: sum(orders.amountPoisha),
      refunded: sql<string | null>`sum(${orders.amountPoisha}) filter (where ${orders.status} = 'refunded')`,
      refundedOrders: sql<number>`count(*) filter (where ${orders.status} = 'refunded')::int`,
      customers: countDistinct(orders.userId),
    })
    .from(orders);
  return {
    orders: Number(row?.orders ?? 0),
    revenuePoisha: Number(row?.revenue ?? 0),
    refundedPoisha: Number(row?.refunded ?? 0),
    refundedOrders: Number(row?.refundedOrders ?? 0),
    customers: Number(row?.customers ?? 0),
  };
}

/** Existing course ids among these (a course deleted since checkout gets no order row's course link). */
export async function existingCourseIds(tx: Tx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids));
  return new Set(rows.map((r) => r.id));
}

/**
 * Pending payments for the metrics scrape, in one indexed count: `withInvoice` the gateway named an invoice (the
 * buyer paid or left the payment pending there; the scheduler verifies it), `withoutInvoice` still at the checkout.
 */
export async function countPendingPayments(tx: Tx): Promise<{ withInvoice: number; withoutInvoice: number }> {
  const [row] = await tx
    .select({
      withInvoice: sql<number>`count(${payments.invoiceId})::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(payments)
    .where(eq(payments.status, 'pending'));
  return { withInvoice: row?.withInvoice ?? 0, withoutInvoice: (row?.all ?? 0) - (row?.withInvoice ?? 0) };
}

/**
 * Pending gateway payments created before `cutoff` with no invoice id yet (neither the return nor the webhook has
 * named one), not alerted before: marked alerted in the same statement (so each is reported once, whichever run
 * takes it) and answered with their learner.
 */
export async function claimUnfinished(tx: Tx, cutoff: Date, now: Date, limit: number) {
  const due = tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        isNull(payments.invoiceId),
        ne(payments.gatewayMode, 'free'),
        isNull(payments.unfinishedAlertedAt),
        lte(payments.createdAt, cutoff),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(limit);
  const claimed = await tx
    .update(payments)
    .set({ unfinishedAlertedAt: now })
    .where(and(inArray(payments.id, due), isNull(payments.unfinishedAlertedAt)))
    .returning();
  if (claimed.length === 0) return [];
  const names = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(claimed.map((p) => p.userId).filter((id): id is string => id !== null))]));
  const byId = new Map(names.map((u) => [u.id, u]));
  return claimed.map((payment) => ({ payment, user: payment.userId ? (byId.get(payment.userId) ?? null) : null }));
}

/** Pending gateway payments begun before `cutoff`, oldest first, with their learner, and how many in all. */
export async function pendingSince(tx: Tx, cutoff: Date, limit: number) {
  const where = and(eq(payments.status, 'pending'), ne(payments.gatewayMode, 'free'), lte(payments.createdAt, cutoff));
  const rows = await tx
    .select({ payment: payments, userName: users.name, userEmail: users.email })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(where)
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(limit);
  const [total] = await tx.select({ n: count() }).from(payments).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * Pending gateway payments begun before `cutoff` (their eighth day) not alerted before: marked in the same
 * statement, so each is raised once whichever run takes it; answered with their learner.
 */
export async function claimDayEight(tx: Tx, cutoff: Date, now: Date, limit: number) {
  const due = tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        ne(payments.gatewayMode, 'free'),
        isNull(payments.pendingAlertedAt),
        lte(payments.createdAt, cutoff),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(limit);
  const claimed = await tx
    .update(payments)
    .set({ pendingAlertedAt: now })
    .where(and(inArray(payments.id, due), isNull(payments.pendingAlertedAt)))
    .returning();
  if (claimed.length === 0) return [];
  const names = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(claimed.map((p) => p.userId).filter((id): id is string => id !== null))]));
  const byId = new Map(names.map((u) => [u.id, u]));
  return claimed.map((payment) => ({ payment, user: payment.userId ? (byId.get(payment.userId) ?? null) : null }));
}

/** Abandoned charges: pending, the buyer never came back with an invoice, past their expiry. */
export async function expireAbandoned(tx: Tx, now: Date): Promise<number> {
  const rows = await transition(tx, 'payment', {
    from: 'pending',
    to: 'expired',
    by: SYSTEM,
    reason: 'expired',
    set: { failureReason: 'expired' },
    where: lt(payments.expiresAt, now),
  });
  return rows.length;
}

/**
 * Claims pending payments with an invoice whose next verification is due: rows another instance is verifying are
 * skipped (FOR UPDATE SKIP LOCKED), and the claim moves `nextVerifyAt` on by the backoff before the lock is released.
 */
export async function claimDue(tx: Tx, now: Date, limit: number, backoff: (attempts: number) => number) {
  const due = await tx
    .select({ id: payments.id, invoiceId: payments.invoiceId, verifyAttempts: payments.verifyAttempts })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), isNotNull(payments.invoiceId), lte(payments.nextVerifyAt, now)))
    .orderBy(asc(payments.nextVerifyAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  for (const row of due) {
    const attempts = row.verifyAttempts + 1;
    await tx
      .update(payments)
      .set({ verifyAttempts: attempts, lastVerifiedAt: now, nextVerifyAt: new Date(now.getTime() + backoff(attempts)) })
      .where(eq(payments.id, row.id));
  }
  return due.map((r) => ({ id: r.id, invoiceId: r.invoiceId! }));
}

/**
 * Records the invoice id a webhook named on our payment, before anything is verified (issue 9 §6): only a pending
 * gateway payment with no invoice id yet takes it. It becomes due for the scheduler at `nextVerifyAt` and lives at
 * least until `expiresAt`, so a webhook whose verification or fulfilment fails is settled later from this id. The id
 * proves nothing: only verify-payment's answer makes the payment paid. True when it was recorded.
 */
export async function recordNotifiedInvoice(
  tx: Tx,
  paymentId: string,
  invoiceId: string,
  times: { nextVerifyAt: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({
      invoiceId,
      nextVerifyAt: times.nextVerifyAt,
      expiresAt: sql`greatest(${payments.expiresAt}, ${times.expiresAt.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, 'pending'),
        isNull(payments.invoiceId),
        ne(payments.gatewayMode, 'free'),
      ),
    )
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * An admin's recovery (issue 9 §6): once verify-payment said `invoiceId` is a COMPLETED payment of this one, it
 * replaces an invoice id recorded earlier (a webhook's or a wallet transfer's) on a payment that is not paid.
 */
export async function replaceInvoiceId(tx: Tx, paymentId: string, from: string, to: string): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ invoiceId: to })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.invoiceId, from),
        ne(payments.status, 'paid'),
        ne(payments.status, 'duplicate'),
      ),
    )
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * Payments that did not become orders (pending, failed, cancelled, expired), newest first, with their learner. A
 * duplicate is settled: it is listed with the refunds instead.
 */
export async function unresolvedPayments(tx: Tx, offset: number, limit: number, alertCutoff: Date) {
  const where = and(ne(payments.status, 'paid'), ne(payments.status, 'duplicate'), ne(payments.gatewayMode, 'free'));
  // Pending since before the cutoff (the eighth day of the 10-day rule): first, the oldest first.
  const urgent = sql`(${payments.status} = 'pending' and ${payments.createdAt} <= ${alertCutoff})`;
  const rows = await tx
    .select({ payment: payments, userName: users.name, userEmail: users.email })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(where)
    .orderBy(
      sql`${urgent} desc`,
      sql`case when ${urgent} then ${payments.createdAt} end asc`,
      desc(payments.createdAt),
      desc(payments.id),
    )
    .offset(offset)
    .limit(limit);
  const [total] = await tx.select({ n: count() }).from(payments).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The refund of a payment (one per payment: the payment row is locked while it is written). */
export async function insertRefund(tx: Tx, row: typeof paymentRefunds.$inferInsert): Promise<RefundRow> {
  const [inserted] = await tx.insert(paymentRefunds).values(row).returning();
  return inserted!;
}

export async function refundOfPayment(tx: Tx, paymentId: string): Promise<RefundRow | null> {
  const [row] = await tx
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.kind, 'duplicate')))
    .limit(1);
  return row ?? null;
}

/**
 * The duplicate refunds of a learner's payments, by payment id (the purchase history shows what is to be refunded);
 * refunds of orders are shown with their orders.
 */
export async function refundsOfUser(tx: Tx, userId: string): Promise<Map<string, RefundRow>> {
  const rows = await tx
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.userId, userId), eq(paymentRefunds.kind, 'duplicate')));
  return new Map(rows.map((r) => [r.paymentId, r]));
}

/** The admins' refund list, newest first, with the learner; `status` filters (due: still to refund). */
export async function adminRefunds(tx: Tx, status: RefundRow['status'] | undefined, offset: number, limit: number) {
  const where = and(eq(paymentRefunds.kind, 'duplicate'), status ? eq(paymentRefunds.status, status) : undefined);
  const rows = await tx
    .select({ refund: paymentRefunds, userName: users.name, userEmail: users.email })
    .from(paymentRefunds)
    .leftJoin(users, eq(users.id, paymentRefunds.userId))
    .where(where)
    .orderBy(desc(paymentRefunds.createdAt), desc(paymentRefunds.id))
    .offset(offset)
    .limit(limit);
  const [total] = await tx.select({ n: count() }).from(paymentRefunds).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Marks a due refund refunded (an admin gave the money back by hand); true when it moved. */
export async function markRefunded(tx: Tx, id: string, now: Date, by: Actor = SYSTEM): Promise<boolean> {
  const rows = await transition(tx, 'refund', {
    id,
    from: 'due',
    to: 'refunded',
    by,
    reason: 'refunded by hand',
    set: { refundedAt: now },
  });
  return rows.length > 0;
}

export async function adminRefund(tx: Tx, id: string) {
  const [row] = await tx
    .select({ refund: paymentRefunds, userName: users.name, userEmail: users.email })
    .from(paymentRefunds)
    .leftJoin(users, eq(users.id, paymentRefunds.userId))
    .where(eq(paymentRefunds.id, id))
    .limit(1);
  return row ?? null;
}

export type { PaymentItem };
