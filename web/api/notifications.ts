import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsApi } from '#shared/endpoints/notifications.ts';
import { call, writeMeta, type WriteOptions } from './client.ts';

/** The admins' notifications: the bell reads the unread ones; a new one arrives live and refreshes the family. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
};

/** The bell's list (newest first, at most 50) and the unread count. */
export const unreadNotificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: (context) => call(notificationsApi.list, { query: { status: 'unread', limit: 50 } }, context),
  });
export const useUnreadNotifications = () => useQuery(unreadNotificationsQuery());

function useNotificationWrite<V, A>(write: (variables: V) => Promise<A>, options?: WriteOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: writeMeta(options),
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export const useMarkNotificationRead = (options?: WriteOptions) =>
  useNotificationWrite((id: string) => call(notificationsApi.markRead, { params: { id } }), options);
export const useMarkAllNotificationsRead = (options?: WriteOptions) =>
  useNotificationWrite((_variables: void) => call(notificationsApi.markAllRead), options);
