import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  documentCounters,
  orders,
  paymentRefunds,
  payments,
  sellerSettings,
  users,
  type DocumentSequence,
} from '../../db/schema/index.ts';

export type SellerSettingsRow = typeof sellerSettings.$inferSelect;

/**
 * The next number of a sequence, taken inside the caller's transaction: the counter row is raised (and so locked
 * until the commit), which queues concurrent takers; a rollback gives the number back. Never call it outside a
 * transaction that records the document.
 */
export async function takeNumber(tx: Tx, kind: DocumentSequence): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ kind, lastNumber: 1 })
    .onConflictDoUpdate({ target: documentCounters.kind, set: { lastNumber: sql`${documentCounters.lastNumber} + 1` } })
    .returning({ n: documentCounters.lastNumber });
  return row!.n;
}

export async function setReceiptNumber(tx: Tx, paymentId: string, receiptNumber: number): Promise<void> {
  await tx.update(payments).set({ receiptNumber }).where(eq(payments.id, paymentId));
}

export async function setCreditNoteNumber(tx: Tx, refundId: string, creditNoteNumber: number): Promise<void> {
  await tx.update(paymentRefunds).set({ creditNoteNumber }).where(eq(paymentRefunds.id, refundId));
}

export async function findSeller(tx: Tx): Promise<SellerSettingsRow | null> {
  const [row] = await tx.select().from(sellerSettings).where(eq(sellerSettings.id, 'site')).limit(1);
  return row ?? null;
}

export async function saveSeller(
  tx: Tx,
  values: Pick<typeof sellerSettings.$inferInsert, 'name' | 'address' | 'binVat'>,
): Promise<void> {
  await tx
    .insert(sellerSettings)
    .values({ id: 'site', ...values })
    .onConflictDoUpdate({ target: sellerSettings.id, set: { ...values, updatedAt: new Date() } });
}

/** An order's payment, every order of it and the buyer (a receipt is of the whole payment). */
export async function receiptOfOrder(tx: Tx, orderId: string) {
  const [found] = await tx
    .select({ payment: payments })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!found) return null;
  const { payment } = found;
  const [paymentOrders, buyer, refunds] = await Promise.all([
    tx.select().from(orders).where(eq(orders.paymentId, payment.id)).orderBy(orders.createdAt, orders.id),
    payment.userId
      ? tx
          .select({ name: users.name, email: users.email })
          .from(users)
          .where(eq(users.id, payment.userId))
          .limit(1)
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(null),
    tx
      .select()
      .from(paymentRefunds)
      .where(
        and(
          eq(paymentRefunds.paymentId, payment.id),
          eq(paymentRefunds.status, 'refunded'),
          isNotNull(paymentRefunds.creditNoteNumber),
        ),
      )
      .orderBy(paymentRefunds.creditNoteNumber),
  ]);
  return { payment, orders: paymentOrders, buyer, refunds };
}

/** The receipt and credit-note numbers of these payments (the purchase history). */
export async function numbersOfPayments(tx: Tx, paymentIds: string[]) {
  if (paymentIds.length === 0) return [];
  return tx
    .select({ paymentId: paymentRefunds.paymentId, creditNoteNumber: paymentRefunds.creditNoteNumber })
    .from(paymentRefunds)
    .where(and(inArray(paymentRefunds.paymentId, paymentIds), isNotNull(paymentRefunds.creditNoteNumber)));
}
