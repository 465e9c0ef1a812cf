/**
 * At most `limit` jobs at a time; the others wait their turn in order. Used for sharp (images.ts): each resize
 * takes a core, so two uploads at once must not take both from the event loop.
 */
export interface JobQueue {
  run<T>(job: () => Promise<T>): Promise<T>;
  readonly limit: number;
  /** Jobs running now. */
  readonly active: number;
  /** Jobs waiting for a turn. */
  readonly waiting: number;
  /** The most jobs that ever ran at once (what the tests check). */
  readonly peakActive: number;
}

export function jobQueue(limit: number): JobQueue {
  let active = 0;
  let peakActive = 0;
  const queue: Array<() => void> = [];

  // A finished job hands its slot straight to the next waiter, so a newcomer cannot slip in between.
  const next = () => {
    const waiter = queue.shift();
    if (waiter) waiter();
    else active -= 1;
  };

  return {
    limit,
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    get peakActive() {
      return peakActive;
    },
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (active >= limit) await new Promise<void>((resolve) => queue.push(resolve));
      else active += 1;
      peakActive = Math.max(peakActive, active);
      try {
        return await job();
      } finally {
        next();
      }
    },
  };
}
