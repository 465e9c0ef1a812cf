/**
 * Lets the browser do what waits (input, a frame, a network answer) before the caller goes on: the rest runs in a task of
 * its own. The app's start is cut into such steps (web/boot.ts, web/main.tsx) so that a phone's main thread is never held
 * for one long task while the page is already on screen (issue 12's blocking time, decision 0048).
 * `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of other queued work), else a
 * message to the page's own channel (no timer clamping).
 */
interface YieldingScheduler {
  yield(): Promise<void>;
}

let channel: MessageChannel | undefined;
const waiting: (() => void)[] = [];

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = () => waiting.shift()?.();
    }
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
}
