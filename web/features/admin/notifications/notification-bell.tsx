import { Popover } from 'radix-ui';
import { useTranslation } from '#web/i18n/react.tsx';
import { Link } from 'react-router';
import { notificationLink } from '#shared/catalogue/notifications.ts';
import { BellPopover, MarkReadButton } from '#web/components/ui/bell-popover.tsx';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { RelativeDate } from '#web/components/course/relative-date.tsx';
import { adminNoticeText } from '#web/i18n/messages.ts';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useUnreadNotifications,
} from '#web/api/notifications.ts';

/** The admin header's bell: unread badge, a dropdown of unread notifications, mark one read, Mark all read. */
export function NotificationBell() {
  // the catalogue's words for the notifications, which are stored in English (decision 0097)
  const { t, i18n } = useTranslation(['admin', 'messages']);
  const say = (english: string) => adminNoticeText(i18n, english);
  const unread = useUnreadNotifications();
  const count = unread.data?.unreadCount ?? 0;
  const markOne = useMarkNotificationRead({ errorToast: t('notifications.failed') });
  const markAll = useMarkAllNotificationsRead({ errorToast: t('notifications.failed') });

  return (
    <BellPopover
      count={count}
      labels={{
        bell: t('notifications.bell'),
        bellUnread: t('notifications.bellUnread', { count }),
        title: t('notifications.title'),
        markAllRead: t('notifications.markAllRead'),
        loadError: t('notifications.loadError'),
        retry: t('retry'),
        empty: t('notifications.empty'),
      }}
      status={unread.status}
      onRetry={() => void unread.refetch()}
      onMarkAll={() => markAll.mutate()}
      markingAll={markAll.isPending}
      badgeTestId="unread-badge"
      isEmpty={unread.data?.notifications.length === 0}
    >
      {unread.data?.notifications.map((notification) => (
        <li key={notification._id} className="flex gap-3 px-4 py-3">
          <div className="min-w-0 flex-1">
            <NotificationTitle
              title={notification.title}
              shown={say(notification.title)}
              onOpen={() => markOne.mutate(notification._id)}
              openLabel={t('notifications.openQuestions')}
            />
            <RichText
              html={say(notification.message)}
              className="mt-0.5 text-sm text-slate-600 dark:text-slate-300 [&_a]:text-brand-600 [&_a]:underline"
            />
            <RelativeDate
              value={notification.createdAt}
              className="mt-1 block text-xs text-slate-500 dark:text-slate-400"
            />
          </div>
          <MarkReadButton
            label={t('notifications.markRead')}
            itemTitle={say(notification.title)}
            disabled={markOne.isPending && markOne.variables === notification._id}
            onClick={() => markOne.mutate(notification._id)}
          />
        </li>
      ))}
    </BellPopover>
  );
}

/**
 * A notification's title (`shown` in the reader's language; `title` as stored, which says where it leads); a question's
 * or an answer's opens the questions inbox (and counts as read).
 */
function NotificationTitle({
  title,
  shown,
  onOpen,
  openLabel,
}: {
  title: string;
  shown: string;
  onOpen: () => void;
  openLabel: string;
}) {
  const to = notificationLink(title);
  if (!to) return <p className="font-medium text-slate-900 dark:text-white">{shown}</p>;
  return (
    <p className="font-medium">
      <Popover.Close asChild>
        <Link
          to={to}
          onClick={onOpen}
          aria-label={`${shown}: ${openLabel}`}
          className="text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-100"
        >
          {shown}
        </Link>
      </Popover.Close>
    </p>
  );
}
