import { Popover } from 'radix-ui';
import { Link } from 'react-router';
import { userNotificationLink, type UserNotification } from '#shared/catalogue/user-notifications.ts';
import { BellPopover, MarkReadButton } from '#web/components/ui/bell-popover.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { RelativeDate } from '#web/components/course/relative-date.tsx';
import { useTranslation } from '#web/i18n/react.tsx';
import {
  useMarkAllUserNotificationsRead,
  useMarkUserNotificationRead,
  useUserNotifications,
} from '#web/api/user-notifications.ts';
import { useLiveUserNotifications } from '../hooks/use-live-user-notifications.ts';

/**
 * A signed-in user's bell in the site header (issue 36): the unread count, a dropdown of the newest notifications
 * worded in the reader's language from their kind and facts, each leading to what it is about (and read once
 * opened), mark one read and Mark all read. New ones arrive live over the socket.
 */
export function UserNotificationBell() {
  const { t } = useTranslation('layout');
  useLiveUserNotifications(true);
  const list = useUserNotifications();
  const count = list.data?.unreadCount ?? 0;
  const markOne = useMarkUserNotificationRead({ errorToast: t('userNotifications.failed') });
  const markAll = useMarkAllUserNotificationsRead({ errorToast: t('userNotifications.failed') });

  return (
    <BellPopover
      count={count}
      labels={{
        bell: t('userNotifications.bell'),
        bellUnread: t('userNotifications.bellUnread', { count }),
        title: t('userNotifications.title'),
        markAllRead: t('userNotifications.markAllRead'),
        loadError: t('userNotifications.loadError'),
        retry: t('userNotifications.retry'),
        empty: t('userNotifications.empty'),
      }}
      status={list.status}
      onRetry={() => void list.refetch()}
      onMarkAll={() => markAll.mutate()}
      markingAll={markAll.isPending}
      badgeTestId="user-unread-badge"
      isEmpty={list.data?.notifications.length === 0}
    >
      {list.data?.notifications.map((notification) => (
        <NotificationItem
          key={notification._id}
          notification={notification}
          onRead={() => markOne.mutate(notification._id)}
          marking={markOne.isPending && markOne.variables === notification._id}
        />
      ))}
    </BellPopover>
  );
}

function NotificationItem({
  notification,
  onRead,
  marking,
}: {
  notification: UserNotification;
  onRead: () => void;
  marking: boolean;
}) {
  const { t } = useTranslation('layout');
  const { notice } = notification;
  const title = t(`userNotifications.kinds.${notice.kind}.title`);
  const text = t(`userNotifications.kinds.${notice.kind}.text`, { ...notice });
  return (
    <li
      data-unread={!notification.read}
      className={cn('flex gap-3 px-4 py-3', !notification.read && 'bg-brand-50/60 dark:bg-slate-800/60')}
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          <Popover.Close asChild>
            <Link
              to={userNotificationLink(notice)}
              aria-label={notification.read ? undefined : `${t('userNotifications.unread')}: ${title}`}
              onClick={() => {
                if (!notification.read) onRead();
              }}
              className="text-slate-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-white"
            >
              {title}
            </Link>
          </Popover.Close>
        </p>
        <p className="mt-0.5 text-sm break-words text-slate-600 dark:text-slate-300">{text}</p>
        <RelativeDate
          value={notification.createdAt}
          className="mt-1 block text-xs text-slate-500 dark:text-slate-400"
        />
      </div>
      {!notification.read && (
        <MarkReadButton label={t('userNotifications.markRead')} itemTitle={title} disabled={marking} onClick={onRead} />
      )}
    </li>
  );
}
