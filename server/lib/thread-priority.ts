import fs from 'node:fs';
import os from 'node:os';

/** Nice value of the image threads: the event loop (nice 0) wins the CPU whenever both want it. */
export const IMAGE_THREAD_NICE = 10;
/** The name libvips gives its worker threads (what `/proc/self/task/<tid>/comm` reads). */
export const LIBVIPS_THREAD_NAME = 'libvips worker';

const lowered = new Set<number>();

/**
 * Linux only (elsewhere a no-op): lowers the scheduling priority of this process's threads named `name` to `nice`.
 * On Linux the nice value is per thread, so the event loop's thread keeps its own. libvips starts its workers
 * during a resize and may replace idle ones later, so callers run this around each image job; a thread already
 * lowered is skipped (one directory read per call). Answers how many threads it lowered.
 */
export function lowerThreadPriority(name: string, nice: number): number {
  if (process.platform !== 'linux') return 0;
  let tids: string[];
  try {
    tids = fs.readdirSync('/proc/self/task');
  } catch {
    return 0;
  }
  let count = 0;
  const alive = new Set<number>();
  for (const entry of tids) {
    const tid = Number(entry);
    alive.add(tid);
    if (lowered.has(tid) || tid === process.pid) continue;
    try {
      if (fs.readFileSync(`/proc/self/task/${entry}/comm`, 'utf8').trim() !== name) continue;
      os.setPriority(tid, nice);
      lowered.add(tid);
      count += 1;
    } catch {
      // the thread ended meanwhile, or the platform refused: nothing to lower
    }
  }
  for (const tid of lowered) if (!alive.has(tid)) lowered.delete(tid);
  return count;
}
