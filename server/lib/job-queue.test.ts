import { describe, expect, it } from 'vitest';
import { jobQueue } from './job-queue.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('jobQueue', () => {
  it('runs at most `limit` jobs at a time, the others in order, and a newcomer never jumps the queue', async () => {
    const queue = jobQueue(1);
    const gates = [deferred(), deferred(), deferred()];
    const order: number[] = [];
    const runs = gates.map((gate, i) =>
      queue.run(async () => {
        order.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect([queue.active, queue.waiting, order]).toEqual([1, 2, [0]]);
    gates[0]!.resolve();
    await runs[0];
    // The freed slot went to the first waiter; one arriving now waits behind the other.
    const late = queue.run(async () => {
      order.push(3);
      return 3;
    });
    expect([queue.active, queue.waiting]).toEqual([1, 2]);
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all([...runs, late])).toEqual([0, 1, 2, 3]);
    expect(order).toEqual([0, 1, 2, 3]);
    expect([queue.active, queue.waiting, queue.peakActive]).toEqual([0, 0, 1]);
  });

  it('a failing job frees its slot', async () => {
    const queue = jobQueue(2);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'next')).toBe('next');
    expect(queue.active).toBe(0);
  });
});
