import type { FastifyInstance } from 'fastify';
import { LOCK_KEYS } from '../../db/client.ts';
import type { attemptsService } from './attempts.service.ts';

/** How often the server looks for attempts past their deadline. */
export const DEADLINE_SWEEP_MS = 15_000;
/** How long after a deadline the server closes an attempt itself: the page's own submit at zero comes first. */
export const DEADLINE_GRACE_MS = 10_000;

/**
 * The server closes overdue attempts itself (issue 37): one instance at a time (an advisory lock; a sweep that finds
 * it taken is skipped) grades every open attempt whose deadline passed, with the answers saved before it. The timer
 * never keeps the process alive and stops when the drain begins.
 */
export function startQuizDeadlines(app: FastifyInstance, taking: ReturnType<typeof attemptsService>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (app.lifecycle.phase !== 'ready') return;
      running ??= app.database
        .exclusive(LOCK_KEYS.quizDeadlines, async () => {
          // A sweep grades at most a batch at a time until none is left, so a whole model test closes in one sweep.
          while ((await taking.closeOverdue(new Date(), DEADLINE_GRACE_MS)) > 0);
        })
        .then(() => undefined)
        .catch((err: unknown) => app.log.warn({ err }, 'learning: closing overdue attempts failed'))
        .finally(() => (running = null));
    }, DEADLINE_SWEEP_MS);
    timer.unref();
  });
  const halt = () => clearInterval(timer);
  app.lifecycle.onDrain(halt);
  app.addHook('onClose', async () => {
    halt();
    await running;
  });
}
