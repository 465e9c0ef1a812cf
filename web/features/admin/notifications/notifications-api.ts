import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '#shared/catalogue/notifications.ts';
import { api } from '#web/lib/api-client.ts';

export const UNREAD_NOTIFICATIONS_KEY = ['admin', 'notifications', 'unread'] as const;

/** GET /notifications/admin/all-notifications?status=unread: the bell's list (newest first) and the unread count. */
export const unreadNotificationsQuery = () =>
  queryOptions({
    queryKey: UNREAD_NOTIFICATIONS_KEY,
    queryFn: ({ signal }) =>
      api<{ success: true; notifications: Notification[]; unreadCount: number }>(
        '/notifications/admin/all-notifications?status=unread&limit=50',
        { signal },
      ),
  });
export const useUnreadNotifications = () => useQuery(unreadNotificationsQuery());

export const markNotificationRead = (id: string) =>
  api<{ success: true; message: string }>(`/notifications/admin/mark-read/${id}`, { method: 'PUT' });
export const markAllNotificationsRead = () =>
  api<{ success: true; message: string; updated: number }>('/notifications/admin/mark-all-read', { method: 'PUT' });
