import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { SOCIAL_LINK_KEYS } from '#shared/accounts.ts';
import type { AdminUser } from '#shared/admin-users.ts';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';
import { AdminDialog } from '../ui/admin-dialog.tsx';
import { courseName, roleKey } from './users-model.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-3 sm:gap-3">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-sm break-words text-slate-900 sm:col-span-2 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** User Settings: the user's profile, read-only (admin-side §2). */
export function UserSettingsDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-users');
  const notSet = <span className="text-slate-500 dark:text-slate-400">{t('settings.notSet')}</span>;
  const text = (value: string | null) => value || notSet;
  const links = SOCIAL_LINK_KEYS.filter((key) => user.socialLinks[key]);
  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('settings.title')}
      description={t('settings.description', { name: user.name })}
      wide
    >
      <div className="mb-4 flex items-center gap-3">
        <UserAvatar name={user.name} url={user.avatar?.url ?? null} className="h-14 w-14 shrink-0 text-lg" />
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900 dark:text-white">{user.name}</p>
          <p className="text-sm break-all text-slate-600 dark:text-slate-400">{user.email}</p>
        </div>
      </div>
      <dl className="divide-y divide-slate-100 dark:divide-slate-800">
        <Row label={t('settings.role')}>{t(roleKey(user))}</Row>
        <Row label={t('settings.joined')}>
          {new Date(user.createdAt).toLocaleString(i18n.language === 'bn' ? 'bn-BD' : 'en-GB', {
            dateStyle: 'medium',
            timeStyle: 'short',
          })}
        </Row>
        <Row label={t('settings.verification')}>{user.isVerified ? t('settings.verified') : t('settings.pending')}</Row>
        <Row label={t('settings.userName')}>{text(user.userName)}</Row>
        <Row label={t('settings.phoneNumber')}>{text(user.phoneNumber)}</Row>
        <Row label={t('settings.skillOccupation')}>{text(user.skillOccupation)}</Row>
        <Row label={t('settings.timezone')}>{user.timezone}</Row>
        <Row label={t('settings.bio')}>
          {user.bio ? <span className="whitespace-pre-line">{user.bio}</span> : notSet}
        </Row>
        <Row label={t('settings.socialLinks')}>
          {links.length === 0 ? (
            notSet
          ) : (
            <ul className="space-y-1">
              {links.map((key) => (
                <li key={key}>
                  <span className="text-slate-600 dark:text-slate-400">{t(`settings.social.${key}`)}: </span>
                  <a
                    href={user.socialLinks[key]!}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-all text-brand-700 underline dark:text-brand-300"
                  >
                    {user.socialLinks[key]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row label={t('settings.courses')}>
          {user.courses.length === 0 ? (
            notSet
          ) : (
            <ul className="list-disc space-y-1 pl-5">
              {user.courses.map((c) => (
                <li key={c.courseId}>{courseName(c.name)}</li>
              ))}
            </ul>
          )}
        </Row>
      </dl>
    </AdminDialog>
  );
}
