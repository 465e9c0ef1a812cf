import { useId } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '#web/i18n/react.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useNotificationPreferences, useSaveNotificationPreferences } from '#web/api/user-notifications.ts';

/**
 * Settings, tab Notifications: whether an answer to one of the learner's questions also comes by e-mail (the
 * notification in the bell comes either way). One switch, saved when it changes.
 */
export function NotificationSettings() {
  const { t } = useTranslation('profile');
  const id = useId();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences({ errorToast: t('settings.notificationsFailed') });

  if (preferences.isPending)
    return (
      <div aria-busy="true" className="space-y-3">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  if (preferences.isError)
    return (
      <div role="alert" className="space-y-3 text-sm text-red-700 dark:text-red-400">
        <p>{t('settings.notificationsLoadError')}</p>
        <Button variant="outline" size="sm" onClick={() => void preferences.refetch()}>
          {t('settings.retry')}
        </Button>
      </div>
    );

  const checked = save.isPending
    ? save.variables.questionAnswerEmails
    : preferences.data.preferences.questionAnswerEmails;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-hint`}
        checked={checked}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(
            { questionAnswerEmails: event.target.checked },
            { onSuccess: () => toast.success(t('settings.notificationsSaved')) },
          )
        }
        className="mt-1 h-5 w-5 shrink-0 rounded border-slate-300 text-brand-600 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-600"
      />
      <div>
        <label htmlFor={id} className="font-medium text-slate-900 dark:text-white">
          {t('settings.questionAnswerEmails')}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('settings.questionAnswerEmailsHint')}
        </p>
      </div>
    </div>
  );
}
