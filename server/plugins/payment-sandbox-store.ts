import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { sandboxGatewayCharges, type SandboxChargeStatus } from '../db/schema/sandbox-gateway.ts';
import type { VerifiedPaymentWire } from '../integrations/uddoktapay-protocol.ts';

/** Queries of the sandbox gateway's own table (server/db/schema/sandbox-gateway.ts). */
export type SandboxCharge = typeof sandboxGatewayCharges.$inferSelect;
export type NewSandboxCharge = Omit<
  typeof sandboxGatewayCharges.$inferInsert,
  'hash' | 'status' | 'createdAt' | 'updatedAt'
>;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomText = (length: number, alphabet = ALPHANUMERIC) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

export const SANDBOX_METHODS = { bkash: 'bKash', nagad: 'Nagad' } as const;
export type SandboxMethod = keyof typeof SANDBOX_METHODS;

export async function insertCharge(tx: Tx, charge: NewSandboxCharge): Promise<SandboxCharge> {
  const [row] = await tx
    .insert(sandboxGatewayCharges)
    .values({ ...charge, hash: randomText(40) })
    .returning();
  return row!;
}

export async function findByHash(tx: Tx, hash: string): Promise<SandboxCharge | null> {
  const [row] = await tx.select().from(sandboxGatewayCharges).where(eq(sandboxGatewayCharges.hash, hash)).limit(1);
  return row ?? null;
}

export async function findByInvoice(tx: Tx, invoiceId: string): Promise<SandboxCharge | null> {
  const [row] = await tx
    .select()
    .from(sandboxGatewayCharges)
    .where(eq(sandboxGatewayCharges.invoiceId, invoiceId))
    .limit(1);
  return row ?? null;
}

export async function findByTransaction(tx: Tx, transactionId: string): Promise<SandboxCharge | null> {
  const [row] = await tx
    .select()
    .from(sandboxGatewayCharges)
    .where(eq(sandboxGatewayCharges.transactionId, transactionId))
    .limit(1);
  return row ?? null;
}

/**
 * Moves a charge from `from` to `to` in one conditional UPDATE, so a double click or two tabs settle it once;
 * null when it was not in `from` any more. Leaving UNPAID gives the charge its invoice and transaction ids.
 */
export async function moveCharge(
  tx: Tx,
  hash: string,
  from: SandboxChargeStatus,
  to: SandboxChargeStatus,
  method?: SandboxMethod,
): Promise<SandboxCharge | null> {
  const settling = from === 'UNPAID' && to !== 'CANCELLED';
  const [row] = await tx
    .update(sandboxGatewayCharges)
    .set({
      status: to,
      updatedAt: new Date(),
      ...(settling
        ? {
            invoiceId: randomText(20),
            transactionId: `SBX${randomText(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}`,
            paymentMethod: method ?? 'bkash',
            senderNumber: method === 'nagad' ? '01811111111' : '01711111111',
            settledAt: new Date(),
          }
        : {}),
    })
    .where(and(eq(sandboxGatewayCharges.hash, hash), eq(sandboxGatewayCharges.status, from)))
    .returning();
  return row ?? null;
}

/** The verify answer (and webhook body) of a settled charge, as UddoktaPay writes it. */
export function verifyAnswer(charge: SandboxCharge): VerifiedPaymentWire {
  const status = charge.status === 'COMPLETED' || charge.status === 'PENDING' ? charge.status : 'ERROR';
  return {
    full_name: charge.fullName,
    email: charge.email,
    amount: charge.amount,
    fee: '0.00',
    charged_amount: charge.amount,
    invoice_id: charge.invoiceId ?? '',
    metadata: charge.metadata,
    payment_method: charge.paymentMethod,
    sender_number: charge.senderNumber,
    transaction_id: charge.transactionId,
    date: (charge.settledAt ?? charge.updatedAt).toISOString().slice(0, 19).replace('T', ' '),
    status,
  };
}
