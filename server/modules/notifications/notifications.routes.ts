import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsApi } from '#shared/endpoints/notifications.ts';
import { userNotificationsApi } from '#shared/endpoints/user-notifications.ts';
import { depsOf } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { startNotificationPruning } from './notification-pruning.ts';
import { notificationsService } from './notifications.service.ts';
import { userNotificationsService } from './user-notifications.service.ts';

/** The notification routes, as declared in shared/endpoints/notifications.ts and user-notifications.ts. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = notificationsService(depsOf(app));
  const mine = userNotificationsService(depsOf(app));

  route(app, notificationsApi.list, ({ query }) => notifications.list(query));
  route(app, notificationsApi.markRead, ({ params }) => notifications.markRead(params.id));
  route(app, notificationsApi.markAllRead, () => notifications.markAllRead());

  route(app, userNotificationsApi.list, ({ caller, query }) => mine.list(caller.id, query));
  route(app, userNotificationsApi.markRead, ({ caller, params }) => mine.markRead(caller.id, params.id));
  route(app, userNotificationsApi.markAllRead, ({ caller }) => mine.markAllRead(caller.id));
  route(app, userNotificationsApi.preferences, ({ caller }) => mine.preferences(caller.id));
  route(app, userNotificationsApi.savePreferences, ({ caller, body }) => mine.savePreferences(caller.id, body));
  route(app, userNotificationsApi.unsubscribe, ({ body }) => mine.unsubscribe(body.token));

  startNotificationPruning(app);
};
