import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { USER_NOTIFICATION_EVENT, type UserNotification } from '#shared/catalogue/user-notifications.ts';
import { learningKeys } from '#web/api/learning.ts';
import { reviewKeys } from '#web/api/reviews.ts';
import { userNotificationKeys } from '#web/api/user-notifications.ts';

/**
 * The signed-in user's live socket (server/plugins/socket.ts puts it in the user's room): a `userNotification`
 * refetches the bell and what the notice changed — the learning page of an answered question or a replied review,
 * so the answer shows without reopening the tab. WebSocket first, long-polling where a network refuses the upgrade
 * (issue 36 item 1). Whatever arrived while it was connecting is fetched once it is up.
 */
export function useLiveUserNotifications(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let closed = false;
    let disconnect: (() => void) | undefined;
    void import('socket.io-client')
      .then(({ io }) => {
        if (closed) return;
        const socket = io({ withCredentials: true, transports: ['websocket', 'polling'], tryAllTransports: true });
        const refetch = () => void queryClient.invalidateQueries({ queryKey: userNotificationKeys.list() });
        socket.on(USER_NOTIFICATION_EVENT, (notification?: Partial<UserNotification>) => {
          refetch();
          const notice = notification?.notice;
          if (notice && 'courseId' in notice)
            void queryClient.invalidateQueries({ queryKey: learningKeys.content(notice.courseId) });
          if (notice?.kind === 'review_replied') void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
        });
        socket.on('connect', refetch);
        socket.on('connect_error', () => undefined); // the bell still refetches on focus
        disconnect = () => socket.disconnect();
      })
      .catch(() => undefined);
    return () => {
      closed = true;
      disconnect?.();
    };
  }, [enabled, queryClient]);
}
