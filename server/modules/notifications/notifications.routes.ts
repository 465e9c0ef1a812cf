import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsApi } from '#shared/endpoints/notifications.ts';
import { depsOf } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { notificationsService } from './notifications.service.ts';

/** The notification routes, as declared in shared/endpoints/notifications.ts. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = notificationsService(depsOf(app));

  route(app, notificationsApi.list, ({ query }) => notifications.list(query));
  route(app, notificationsApi.markRead, ({ params }) => notifications.markRead(params.id));
  route(app, notificationsApi.markAllRead, () => notifications.markAllRead());
};
