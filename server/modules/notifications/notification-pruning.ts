import type { FastifyInstance } from 'fastify';
import { LOCK_KEYS } from '../../db/client.ts';
import { depsOf } from '../../lib/deps.ts';
import { pruneUserNotifications } from './user-notifications.service.ts';

/** How often old learner notifications are pruned. */
export const NOTIFICATION_PRUNE_MS = 60 * 60 * 1000;

/**
 * Prunes old learner notifications every hour (decision 0093): one instance at a time (an advisory lock; a run that
 * finds it taken is skipped). The timer never keeps the process alive and stops when the drain begins.
 */
export function startNotificationPruning(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (app.lifecycle.phase !== 'ready') return;
      running ??= app.database
        .exclusive(LOCK_KEYS.notificationPruning, async () => {
          const pruned = await pruneUserNotifications(depsOf(app));
          if (pruned.old + pruned.surplus > 0) app.log.info(pruned, 'notifications: old learner notifications pruned');
        })
        .then(() => undefined)
        .catch((err: unknown) => app.log.warn({ err }, 'notifications: pruning failed'))
        .finally(() => (running = null));
    }, NOTIFICATION_PRUNE_MS);
    timer.unref();
  });
  const halt = () => clearInterval(timer);
  app.lifecycle.onDrain(halt);
  app.addHook('onClose', async () => {
    halt();
    await running;
  });
}
