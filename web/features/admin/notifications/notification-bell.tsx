import { Popover } from 'radix-ui';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineBell, HiOutlineCheck } from 'react-icons/hi';
import { Link } from 'react-router';
import { notificationLink } from '#shared/catalogue/notifications.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { RelativeDate } from '#web/components/course/relative-date.tsx';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useUnreadNotifications,
} from '#web/api/notifications.ts';

/** "9+" above nine (admin-side §9). */
export const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

/** The admin header's bell: unread badge, a dropdown of unread notifications, mark one read, Mark all read. */
export function NotificationBell() {
  const { t } = useTranslation('admin');
  const unread = useUnreadNotifications();
  const count = unread.data?.unreadCount ?? 0;
  const markOne = useMarkNotificationRead({ errorToast: t('notifications.failed') });
  const markAll = useMarkAllNotificationsRead({ errorToast: t('notifications.failed') });

  return (
    <Popover.Root>
      <Popover.Trigger
        className={buttonClass('ghost', 'icon', 'relative')}
        aria-label={count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell')}
      >
        <HiOutlineBell aria-hidden="true" className="h-6 w-6" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="unread-badge"
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
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-2xl border border-slate-200 bg-white shadow-xl dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <h2 className="font-semibold text-slate-900 dark:text-white">{t('notifications.title')}</h2>
            {count > 0 && (
              <Button variant="ghost" size="sm" isLoading={markAll.isPending} onClick={() => markAll.mutate()}>
                {t('notifications.markAllRead')}
              </Button>
            )}
          </div>
          <div className="max-h-96 overflow-y-auto">
            {unread.isPending ? (
              <div className="space-y-3 p-4" aria-busy="true">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-4 w-1/2" />
              </div>
            ) : unread.isError ? (
              <p role="alert" className="p-4 text-sm text-red-700 dark:text-red-400">
                {t('notifications.loadError')}
              </p>
            ) : unread.data.notifications.length === 0 ? (
              <p className="p-6 text-center text-sm text-slate-600 dark:text-slate-400">{t('notifications.empty')}</p>
            ) : (
              <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                {unread.data.notifications.map((notification) => (
                  <li key={notification._id} className="flex gap-3 px-4 py-3">
                    <div className="min-w-0 flex-1">
                      <NotificationTitle
                        title={notification.title}
                        onOpen={() => markOne.mutate(notification._id)}
                        openLabel={t('notifications.openQuestions')}
                      />
                      <RichText
                        html={notification.message}
                        className="mt-0.5 text-sm text-slate-600 dark:text-slate-300 [&_a]:text-brand-600 [&_a]:underline"
                      />
                      <RelativeDate
                        value={notification.createdAt}
                        className="mt-1 block text-xs text-slate-500 dark:text-slate-400"
                      />
                    </div>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`${t('notifications.markRead')}: ${notification.title}`}
                      title={t('notifications.markRead')}
                      disabled={markOne.isPending && markOne.variables === notification._id}
                      onClick={() => markOne.mutate(notification._id)}
                    >
                      <HiOutlineCheck aria-hidden="true" className="h-5 w-5" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** A notification's title; a question's or an answer's opens the questions inbox (and counts as read). */
function NotificationTitle({ title, onOpen, openLabel }: { title: string; onOpen: () => void; openLabel: string }) {
  const to = notificationLink(title);
  if (!to) return <p className="font-medium text-slate-900 dark:text-white">{title}</p>;
  return (
    <p className="font-medium">
      <Popover.Close asChild>
        <Link
          to={to}
          onClick={onOpen}
          aria-label={`${title}: ${openLabel}`}
          className="text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-100"
        >
          {title}
        </Link>
      </Popover.Close>
    </p>
  );
}
