import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nextTask', () => {
  it('goes on in a later task: what the current task and its microtasks do comes first', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('after the yield'));
    queueMicrotask(() => order.push('microtask'));
    order.push('rest of the task');
    await waited;
    expect(order).toEqual(['rest of the task', 'microtask', 'after the yield']);
  });

  it('keeps the order of several callers waiting at once', async () => {
    const order: number[] = [];
    await Promise.all([1, 2, 3].map((n) => nextTask().then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3]);
  });

  it('uses scheduler.yield() where the browser has it', async () => {
    const yieldTo = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTo });
    await nextTask();
    expect(yieldTo).toHaveBeenCalledTimes(1);
  });
});
