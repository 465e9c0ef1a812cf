import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import {
  orders,
  paymentRefunds,
  payments,
  paymentTransitions,
  type OrderRowStatus,
  type PaymentRowStatus,
  type RefundRowStatus,
} from '../../db/schema/index.ts';

/**
 * The one state machine of a payment, its orders and their refunds (issue 35; docs/decisions, "payment state
 * machine"). The table is the whole of it: a status may only become one of those listed under it. Every change of
 * status goes through `transition`, which moves the rows that are still in the expected status (one conditional
 * UPDATE, so two writers racing cannot both move a row) and records each move in `payment_transitions`.
 *
 * - A payment is `pending` until it settles. `paid` and `duplicate` are final; a charge that failed, was cancelled
 *   (by the buyer, or superseded by a newer checkout) or expired can still be paid at the gateway and fulfilled.
 * - An order is `paid`; a refund of it moves it to `refund_requested` (the learner asked, or an admin refunds), then
 *   to `refunded` once the gateway said yes, or `refund_refused` (an admin may still refund it later).
 * - A refund is `requested` (by the learner), `due` once approved and until the gateway said yes, then `refunded`;
 *   or `refused`.
 */
export const TRANSITIONS = {
  payment: {
    pending: ['paid', 'duplicate', 'failed', 'cancelled', 'expired'],
    failed: ['paid', 'duplicate'],
    cancelled: ['paid', 'duplicate'],
    expired: ['paid', 'duplicate'],
    paid: [],
    duplicate: [],
  },
  order: {
    paid: ['refund_requested'],
    refund_requested: ['refunded', 'refund_refused'],
    refund_refused: ['refund_requested'],
    refunded: [],
  },
  refund: {
    requested: ['due', 'refused'],
    due: ['refunded'],
    refunded: [],
    refused: [],
  },
} as const satisfies {
  payment: Record<PaymentRowStatus, readonly PaymentRowStatus[]>;
  order: Record<OrderRowStatus, readonly OrderRowStatus[]>;
  refund: Record<RefundRowStatus, readonly RefundRowStatus[]>;
};

export type Entity = keyof typeof TRANSITIONS;
export type StatusOf<E extends Entity> = keyof (typeof TRANSITIONS)[E] & string;

/** Whether the table allows `from` → `to`. */
export function canMove<E extends Entity>(entity: E, from: StatusOf<E>, to: StatusOf<E>): boolean {
  const allowed = TRANSITIONS[entity][from] as readonly string[];
  return allowed.includes(to);
}

/** Who moved it: a learner or an admin (their id), the gateway's answer, or the system (scheduler, fulfilment). */
export type Actor =
  { kind: 'system' } | { kind: 'gateway' } | { kind: 'learner'; id: string } | { kind: 'admin'; id: string };

/** The statement's own clock (not the transaction's), so moves of one transaction keep their order. */
const stamp = sql`clock_timestamp()`;

export const SYSTEM: Actor = { kind: 'system' };
export const GATEWAY: Actor = { kind: 'gateway' };

type Changes = {
  payment: Partial<typeof payments.$inferInsert>;
  order: Partial<typeof orders.$inferInsert>;
  refund: Partial<typeof paymentRefunds.$inferInsert>;
};

export interface Move<E extends Entity> {
  /** One row by id, or every row matching `where` (besides being in `from`). */
  id?: string;
  where?: SQL;
  from: StatusOf<E>;
  to: StatusOf<E>;
  by: Actor;
  reason?: string | null;
  /** Other columns written in the same statement. */
  set?: Changes[E];
}

/**
 * Moves the rows of `entity` that are in `from` (and match `id` / `where`) to `to`, in one statement, and records
 * each move. Answers the ids moved (with their payment): empty when none was in `from` any more (another writer came
 * first), which callers treat as "already done". A move the table does not allow is a bug, thrown at once.
 */
export async function transition<E extends Entity>(
  tx: Tx,
  entity: E,
  move: Move<E>,
): Promise<{ id: string; paymentId: string }[]> {
  if (!canMove(entity, move.from, move.to)) {
    throw new Error(`payment state machine: ${entity} may not move from ${move.from} to ${move.to}`);
  }
  const moved = await update(tx, entity, move);
  if (moved.length > 0) {
    await tx.insert(paymentTransitions).values(
      moved.map((row) => ({
        entity,
        entityId: row.id,
        paymentId: row.paymentId,
        fromStatus: move.from,
        toStatus: move.to,
        actor: move.by.kind,
        actorId: 'id' in move.by ? move.by.id : null,
        reason: move.reason ?? null,
        createdAt: stamp,
      })),
    );
  }
  return moved;
}

async function update<E extends Entity>(tx: Tx, entity: E, move: Move<E>) {
  const only = (idColumn: AnyPgColumn) => (move.id ? eq(idColumn, move.id) : undefined);
  switch (entity) {
    case 'payment':
      return tx
        .update(payments)
        .set({ ...(move.set as Changes['payment']), status: move.to as PaymentRowStatus })
        .where(and(eq(payments.status, move.from as PaymentRowStatus), only(payments.id), move.where))
        .returning({ id: payments.id, paymentId: payments.id });
    case 'order':
      return tx
        .update(orders)
        .set({ ...(move.set as Changes['order']), status: move.to as OrderRowStatus })
        .where(and(eq(orders.status, move.from as OrderRowStatus), only(orders.id), move.where))
        .returning({ id: orders.id, paymentId: orders.paymentId });
    default:
      return tx
        .update(paymentRefunds)
        .set({ ...(move.set as Changes['refund']), status: move.to as RefundRowStatus })
        .where(and(eq(paymentRefunds.status, move.from as RefundRowStatus), only(paymentRefunds.id), move.where))
        .returning({ id: paymentRefunds.id, paymentId: paymentRefunds.paymentId });
  }
}

/** Records moves made by an insert (a row born in a status other than its table's first, e.g. a refund `due`). */
export async function recordCreated(
  tx: Tx,
  entity: Entity,
  rows: { id: string; paymentId: string; status: string }[],
  by: Actor,
  reason?: string | null,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(paymentTransitions).values(
    rows.map((row) => ({
      entity,
      entityId: row.id,
      paymentId: row.paymentId,
      fromStatus: 'new',
      toStatus: row.status,
      actor: by.kind,
      actorId: 'id' in by ? by.id : null,
      reason: reason ?? null,
      createdAt: stamp,
    })),
  );
}

/** A payment's whole history, oldest first (for tests and the admins). */
export async function historyOfPayment(tx: Tx, paymentId: string) {
  return tx
    .select()
    .from(paymentTransitions)
    .where(eq(paymentTransitions.paymentId, paymentId))
    .orderBy(paymentTransitions.createdAt, paymentTransitions.id);
}
