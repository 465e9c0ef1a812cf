import { IdParamSchema } from '../api.ts';
import {
  NotificationPreferencesAnswerSchema,
  NotificationPreferencesBodySchema,
  UnsubscribeAnswerSchema,
  UnsubscribeBodySchema,
  UserMarkAllReadAnswerSchema,
  UserNotificationAnswerSchema,
  UserNotificationsAnswerSchema,
  UserNotificationsQuerySchema,
} from '../catalogue/user-notifications.ts';
import { endpoints } from '../endpoint.ts';

/** A signed-in user's own notifications (issue 36); new ones also arrive live over the socket. */
export const userNotificationsApi = endpoints('notifications', {
  list: {
    method: 'GET',
    path: '/notifications/me',
    access: 'user',
    summary: 'The caller’s notifications, newest first, with the unread count',
    query: UserNotificationsQuerySchema,
    answer: UserNotificationsAnswerSchema,
    cache: 'no-store',
  },
  markRead: {
    method: 'PUT',
    path: '/notifications/me/:id/read',
    access: 'user',
    summary: 'Mark one of the caller’s notifications read',
    params: IdParamSchema,
    answer: UserNotificationAnswerSchema,
    errors: ['notification_not_found'],
  },
  markAllRead: {
    method: 'PUT',
    path: '/notifications/me/read-all',
    access: 'user',
    summary: 'Mark every unread notification of the caller read',
    answer: UserMarkAllReadAnswerSchema,
  },
  preferences: {
    method: 'GET',
    path: '/notifications/me/preferences',
    access: 'user',
    summary: 'Which notification e-mails the caller receives',
    answer: NotificationPreferencesAnswerSchema,
    cache: 'no-store',
  },
  savePreferences: {
    method: 'PUT',
    path: '/notifications/me/preferences',
    access: 'user',
    summary: 'Choose which notification e-mails the caller receives',
    body: NotificationPreferencesBodySchema,
    answer: NotificationPreferencesAnswerSchema,
  },
  unsubscribe: {
    method: 'POST',
    path: '/notifications/unsubscribe',
    access: 'public',
    summary: 'Turn off answer e-mails from the link in one, without signing in',
    body: UnsubscribeBodySchema,
    answer: UnsubscribeAnswerSchema,
    errors: ['unsubscribe_link_invalid'],
  },
});
