import { Popover } from 'radix-ui';
import { HiOutlineBell, HiOutlineCheck } from 'react-icons/hi';
import { Link } from 'react-router';
import { userNotificationLink, type UserNotification } from '#shared/catalogue/user-notifications.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { RelativeDate } from '#web/components/course/relative-date.tsx';
import { useTranslation } from '#web/i18n/react.tsx';
import {
  useMarkAllUserNotificationsRead,
  useMarkUserNotificationRead,
  useUserNotifications,
} from '#web/api/user-notifications.ts';
import { useLiveUserNotifications } from '../hooks/use-live-user-notifications.ts';

/** "9+" above nine, as the admins' bell. */
const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

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
    <Popover.Root>
      <Popover.Trigger
        className={buttonClass('ghost', 'icon', 'relative')}
        aria-label={count > 0 ? t('userNotifications.bellUnread', { count }) : t('userNotifications.bell')}
        title={t('userNotifications.bell')}
      >
        <HiOutlineBell aria-hidden="true" className="h-6 w-6" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="user-unread-badge"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
          >
            {badgeText(count)}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-2xl border border-slate-200 bg-white shadow-xl dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <h2 className="font-semibold text-slate-900 dark:text-white">{t('userNotifications.title')}</h2>
            {count > 0 && (
              <Button variant="ghost" size="sm" isLoading={markAll.isPending} onClick={() => markAll.mutate()}>
                {t('userNotifications.markAllRead')}
              </Button>
            )}
          </div>
          <div className="max-h-[min(24rem,70vh)] overflow-y-auto">
            {list.isPending ? (
              <div className="space-y-3 p-4" aria-busy="true">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-4 w-1/2" />
              </div>
            ) : list.isError ? (
              <div role="alert" className="space-y-2 p-4 text-sm text-red-700 dark:text-red-400">
                <p>{t('userNotifications.loadError')}</p>
                <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
                  {t('userNotifications.retry')}
                </Button>
              </div>
            ) : list.data.notifications.length === 0 ? (
              <p className="p-6 text-center text-sm text-slate-600 dark:text-slate-400">
                {t('userNotifications.empty')}
              </p>
            ) : (
              <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                {list.data.notifications.map((notification) => (
                  <NotificationItem
                    key={notification._id}
                    notification={notification}
                    onRead={() => markOne.mutate(notification._id)}
                    marking={markOne.isPending && markOne.variables === notification._id}
                  />
                ))}
              </ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
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
        <Button
          variant="ghost"
          size="icon"
          aria-label={`${t('userNotifications.markRead')}: ${title}`}
          title={t('userNotifications.markRead')}
          disabled={marking}
          onClick={onRead}
        >
          <HiOutlineCheck aria-hidden="true" className="h-5 w-5" />
        </Button>
      )}
    </li>
  );
}
