import { and, count, desc, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders, paymentRefunds, payments, refundSettings, users } from '../../db/schema/index.ts';

export type RefundRow = typeof paymentRefunds.$inferSelect;
export type RefundSettingsRow = typeof refundSettings.$inferSelect;

const SITE = 'site';

export async function findSettings(tx: Tx): Promise<RefundSettingsRow | null> {
  const [row] = await tx.select().from(refundSettings).where(eq(refundSettings.id, SITE)).limit(1);
  return row ?? null;
}

export async function saveSettings(
  tx: Tx,
  values: Omit<typeof refundSettings.$inferInsert, 'id' | 'updatedAt'>,
): Promise<void> {
  await tx
    .insert(refundSettings)
    .values({ id: SITE, ...values })
    .onConflictDoUpdate({ target: refundSettings.id, set: { ...values, updatedAt: new Date() } });
}

/** An order with its payment (for a refund: the gateway's references and the paid time). */
export async function orderWithPayment(tx: Tx, orderId: string) {
  const [row] = await tx
    .select({ order: orders, payment: payments })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}

export async function ordersOfPayment(tx: Tx, paymentId: string) {
  return tx.select().from(orders).where(eq(orders.paymentId, paymentId)).orderBy(orders.createdAt, orders.id);
}

export async function insertRefund(tx: Tx, row: typeof paymentRefunds.$inferInsert): Promise<RefundRow> {
  const [inserted] = await tx.insert(paymentRefunds).values(row).returning();
  return inserted!;
}

export async function findRefund(tx: Tx, id: string): Promise<RefundRow | null> {
  const [row] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)).limit(1);
  return row ?? null;
}

/** The live (not refused) refund of each of these orders. */
export async function liveRefundsOfOrders(tx: Tx, orderIds: readonly string[]): Promise<Map<string, RefundRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(paymentRefunds)
    .where(and(inArray(paymentRefunds.orderId, [...orderIds]), sql`${paymentRefunds.status} <> 'refused'`));
  return new Map(rows.map((r) => [r.orderId!, r]));
}

/** The latest refund of each of a learner's orders (a refused one too), for the purchase history. */
export async function orderRefundsOfUser(tx: Tx, userId: string): Promise<Map<string, RefundRow>> {
  const rows = await tx
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.userId, userId), sql`${paymentRefunds.orderId} is not null`))
    .orderBy(paymentRefunds.createdAt);
  return new Map(rows.map((r) => [r.orderId!, r]));
}

/**
 * The claim (one conditional UPDATE): a `due` refund nobody is calling the gateway for becomes this caller's until
 * `until`. Whoever gets the row back makes the one call; everyone else gets nothing.
 */
export async function claimRefund(tx: Tx, id: string, now: Date, until: Date): Promise<RefundRow | null> {
  const [row] = await tx
    .update(paymentRefunds)
    .set({
      claimedUntil: until,
      lastAttemptAt: now,
      gatewayAttempts: sql`${paymentRefunds.gatewayAttempts} + 1`,
    })
    .where(
      and(
        eq(paymentRefunds.id, id),
        eq(paymentRefunds.status, 'due'),
        or(isNull(paymentRefunds.claimedUntil), lte(paymentRefunds.claimedUntil, now)),
      ),
    )
    .returning();
  return row ?? null;
}

/** The gateway did not refund: the claim is let go, with its message and the next attempt's time. */
export async function releaseClaim(tx: Tx, id: string, message: string, nextAttemptAt: Date): Promise<void> {
  await tx
    .update(paymentRefunds)
    .set({ claimedUntil: null, gatewayMessage: message, nextAttemptAt })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'due')));
}

/** Approved refunds whose next attempt is due and which nobody is calling the gateway for. */
export async function dueForRetry(tx: Tx, now: Date, limit: number): Promise<string[]> {
  const rows = await tx
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.status, 'due'),
        lte(paymentRefunds.nextAttemptAt, now),
        or(isNull(paymentRefunds.claimedUntil), lte(paymentRefunds.claimedUntil, now)),
      ),
    )
    .orderBy(paymentRefunds.nextAttemptAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

const listColumns = { refund: paymentRefunds, userName: users.name, userEmail: users.email };

/** The admins' queue, newest first; `search` matches the learner's name or e-mail, the invoice or transaction id. */
export async function adminRefunds(
  tx: Tx,
  filter: { status?: RefundRow['status'] | undefined; search?: string | undefined },
  offset: number,
  limit: number,
) {
  const conditions: (SQL | undefined)[] = [filter.status ? eq(paymentRefunds.status, filter.status) : undefined];
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        ilike(paymentRefunds.invoiceId, pattern),
        ilike(paymentRefunds.transactionId, pattern),
        sql`${paymentRefunds.items}::text ilike ${pattern}`,
      ),
    );
  }
  const where = and(...conditions);
  const rows = await tx
    .select(listColumns)
    .from(paymentRefunds)
    .leftJoin(users, eq(users.id, paymentRefunds.userId))
    .where(where)
    .orderBy(desc(paymentRefunds.createdAt), desc(paymentRefunds.id))
    .offset(offset)
    .limit(limit);
  const [total] = await tx
    .select({ n: count() })
    .from(paymentRefunds)
    .leftJoin(users, eq(users.id, paymentRefunds.userId))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function adminRefund(tx: Tx, id: string) {
  const [row] = await tx
    .select(listColumns)
    .from(paymentRefunds)
    .leftJoin(users, eq(users.id, paymentRefunds.userId))
    .where(eq(paymentRefunds.id, id))
    .limit(1);
  return row ?? null;
}

export type AdminRefundRow = NonNullable<Awaited<ReturnType<typeof adminRefund>>>;

export async function userContact(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
