import { describe, expect, it } from 'vitest';
import { canMove, transition, TRANSITIONS } from './payment-states.ts';
import type { Tx } from '../../db/client.ts';

describe('payment state machine', () => {
  it('allows the issue 35 moves and nothing out of a final status', () => {
    expect(canMove('payment', 'pending', 'paid')).toBe(true);
    expect(canMove('payment', 'pending', 'expired')).toBe(true);
    expect(canMove('order', 'paid', 'refund_requested')).toBe(true);
    expect(canMove('order', 'refund_requested', 'refunded')).toBe(true);
    expect(canMove('order', 'refund_requested', 'refund_refused')).toBe(true);
    expect(canMove('refund', 'requested', 'due')).toBe(true);
    expect(canMove('refund', 'due', 'refunded')).toBe(true);
    expect(canMove('payment', 'paid', 'cancelled')).toBe(false);
    expect(canMove('order', 'paid', 'refunded')).toBe(false);
    expect(canMove('refund', 'due', 'refused')).toBe(false);
    expect(TRANSITIONS.order.refunded).toEqual([]);
    expect(TRANSITIONS.refund.refunded).toEqual([]);
  });

  it('throws on a move the table does not allow, before touching the database', async () => {
    const untouched = new Proxy({}, { get: () => expect.unreachable('the database was touched') }) as Tx;
    await expect(
      transition(untouched, 'order', { id: 'x', from: 'refunded', to: 'paid', by: { kind: 'system' } }),
    ).rejects.toThrow('order may not move from refunded to paid');
  });
});
