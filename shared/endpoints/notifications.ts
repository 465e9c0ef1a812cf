import { IdParamSchema } from '../api.ts';
import {
  MarkAllReadAnswerSchema,
  NotificationAnswerSchema,
  NotificationsAnswerSchema,
  NotificationsQuerySchema,
} from '../catalogue/notifications.ts';
import { endpoints } from '../endpoint.ts';

/** The admins' notifications (admin-side §7 Notifications); new ones also arrive live over the socket. */
export const notificationsApi = endpoints('notifications', {
  list: {
    method: 'GET',
    path: '/notifications/admin/all-notifications',
    access: 'admin',
    summary: 'Notifications for the admins, newest first, with the unread count',
    query: NotificationsQuerySchema,
    answer: NotificationsAnswerSchema,
  },
  markRead: {
    method: 'PUT',
    path: '/notifications/admin/mark-read/:id',
    access: 'admin',
    summary: 'Mark one notification read',
    params: IdParamSchema,
    answer: NotificationAnswerSchema,
    errors: ['notification_not_found'],
  },
  markAllRead: {
    method: 'PUT',
    path: '/notifications/admin/mark-all-read',
    access: 'admin',
    summary: 'Mark every unread notification read',
    answer: MarkAllReadAnswerSchema,
  },
});
