import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, IdParamSchema } from '#shared/api.ts';
import {
  MarkAllReadAnswerSchema,
  NotificationAnswerSchema,
  NotificationsAnswerSchema,
  NotificationsQuerySchema,
} from '#shared/catalogue/notifications.ts';
import { notificationsService } from './notifications.service.ts';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema };

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = notificationsService(app);
  const tags = ['notifications'];
  const config = { access: 'admin' as const };

  app.get(
    '/notifications/admin/all-notifications',
    {
      config,
      schema: {
        tags,
        summary: 'Notifications for the admins, newest first, with the unread count',
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationsAnswerSchema, 400: ErrorBodySchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.list(request.query)) }),
  );

  app.put(
    '/notifications/admin/mark-read/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Mark one notification read',
        params: IdParamSchema,
        response: { 200: NotificationAnswerSchema, 400: ErrorBodySchema, ...errors, 404: ErrorBodySchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Notification marked as read',
      notification: await service.markRead(request.params.id),
    }),
  );

  app.put(
    '/notifications/admin/mark-all-read',
    {
      config,
      schema: {
        tags,
        summary: 'Mark every unread notification read',
        response: { 200: MarkAllReadAnswerSchema, ...errors },
      },
    },
    async () => ({
      success: true as const,
      message: 'All notifications marked as read',
      updated: await service.markAllRead(),
    }),
  );
};
