import { useTranslation } from '#web/i18n/react.tsx';
import type { User } from '#shared/accounts.ts';
import { AdaptiveImage } from '#web/components/ui/adaptive-image.tsx';
import { BengaliAwareText } from '#web/components/ui/bengali-aware-text.tsx';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';

/** Cover, avatar (or initials), greeting and name. */
export function ProfileHeader({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  return (
    <header className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="h-24 bg-gradient-to-r from-brand-600 to-brand-500 sm:h-32">
        {user.coverPhoto?.url && (
          <AdaptiveImage src={user.coverPhoto.url} alt="" className="h-full w-full object-cover" />
        )}
      </div>
      <div className="flex items-end gap-4 px-4 pb-4 sm:px-6">
        <UserAvatar
          name={user.name}
          url={user.avatar?.url}
          className="-mt-10 h-20 w-20 shrink-0 text-2xl ring-4 ring-white sm:-mt-12 sm:h-24 sm:w-24 dark:ring-slate-900"
        />
        <div className="min-w-0 pt-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('greeting')}</p>
          <h1 className="truncate text-xl font-bold text-slate-900 sm:text-2xl dark:text-white">
            <BengaliAwareText text={user.name} />
          </h1>
          <p className="text-xs font-medium tracking-wide text-brand-600 uppercase dark:text-brand-100">
            {t(`role.${user.role ?? 'user'}`)}
          </p>
        </div>
      </div>
    </header>
  );
}
