import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '#shared/catalogue/user-notifications.ts';
import { userNotificationsApi } from '#shared/endpoints/user-notifications.ts';
import { call, writeMeta, type WriteOptions } from './client.ts';

/** A signed-in user's own notifications (the header's bell) and their e-mail choices. */
export const userNotificationKeys = {
  all: ['user-notifications'] as const,
  list: () => [...userNotificationKeys.all, 'list'] as const,
  preferences: () => [...userNotificationKeys.all, 'preferences'] as const,
};

/** The bell's list: the newest 20, read and unread, with the unread count. */
export const userNotificationsQuery = () =>
  queryOptions({
    queryKey: userNotificationKeys.list(),
    queryFn: (context) => call(userNotificationsApi.list, { query: { limit: 20 } }, context),
  });
export const useUserNotifications = () => useQuery(userNotificationsQuery());

function useListWrite<V, A>(write: (variables: V) => Promise<A>, options?: WriteOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: writeMeta(options),
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userNotificationKeys.list() }),
  });
}
export const useMarkUserNotificationRead = (options?: WriteOptions) =>
  useListWrite((id: string) => call(userNotificationsApi.markRead, { params: { id } }), options);
export const useMarkAllUserNotificationsRead = (options?: WriteOptions) =>
  useListWrite((_variables: void) => call(userNotificationsApi.markAllRead), options);

export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: userNotificationKeys.preferences(),
    queryFn: (context) => call(userNotificationsApi.preferences, undefined, context),
  });
export const useNotificationPreferences = () => useQuery(notificationPreferencesQuery());

export function useSaveNotificationPreferences(options?: WriteOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: writeMeta(options),
    mutationFn: (body: NotificationPreferences) => call(userNotificationsApi.savePreferences, { body }),
    onSuccess: (answer) => queryClient.setQueryData(userNotificationKeys.preferences(), answer),
  });
}

/** The e-mails' unsubscribe link (no sign-in needed); the page shows the outcome itself. */
export const useUnsubscribe = () =>
  useMutation({
    meta: writeMeta({ errorToast: false }),
    mutationFn: (token: string) => call(userNotificationsApi.unsubscribe, { body: { token } }),
  });
