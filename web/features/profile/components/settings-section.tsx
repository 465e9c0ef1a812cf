import { Tabs } from 'radix-ui';
import { useTranslation } from '#web/i18n/react.tsx';
import type { User } from '#shared/accounts.ts';
import { NotificationSettings } from './notification-settings.tsx';
import { PasswordSettings } from './password-settings.tsx';
import { ProfileSettingsForm } from './profile-settings-form.tsx';
import { SectionTitle } from './section-states.tsx';

const tabClass =
  'rounded-lg px-4 py-2 text-sm font-medium text-slate-600 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm dark:text-slate-300 dark:data-[state=active]:bg-slate-900 dark:data-[state=active]:text-white';

/** Section 1: tabs Profile Settings, Password & Security and Notifications. */
export function SettingsSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  return (
    <section>
      <SectionTitle>{t('settings.title')}</SectionTitle>
      <Tabs.Root defaultValue="profile">
        <Tabs.List
          aria-label={t('settings.title')}
          className="mb-6 inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
        >
          <Tabs.Trigger value="profile" className={tabClass}>
            {t('settings.profileTab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="security" className={tabClass}>
            {t('settings.securityTab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="notifications" className={tabClass}>
            {t('settings.notificationsTab')}
          </Tabs.Trigger>
        </Tabs.List>
        <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <Tabs.Content value="profile" className="outline-none">
            <ProfileSettingsForm user={user} />
          </Tabs.Content>
          <Tabs.Content value="security" className="outline-none">
            <PasswordSettings user={user} />
          </Tabs.Content>
          <Tabs.Content value="notifications" className="outline-none">
            <NotificationSettings />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </section>
  );
}
