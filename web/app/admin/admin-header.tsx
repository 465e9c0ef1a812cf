import { useTranslation } from '#web/i18n/react.tsx';
import { HiAcademicCap, HiOutlineMenu } from 'react-icons/hi';
import { Link } from 'react-router';
import type { User } from '#shared/accounts.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { LanguageSwitcher } from '#web/features/layout/components/language-switcher.tsx';
import { ThemeSwitcher } from '#web/features/layout/components/theme-switcher.tsx';
import { useScrolled } from '#web/features/layout/hooks/use-scrolled.ts';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';
import { NotificationBell } from '#web/features/admin/notifications/notification-bell.tsx';

/** admin-side §2 Admin header: 80 px high, a shadow past 85 px of scroll, brand, bell, avatar and the drawer button. */
export function AdminHeader({ user, onOpenMenu }: { user: User; onOpenMenu: () => void }) {
  const { t } = useTranslation('admin');
  const isScrolled = useScrolled();
  return (
    <header
      data-scrolled={isScrolled}
      className={cn(
        'sticky top-0 z-40 flex h-20 items-center justify-between gap-3 border-b bg-white px-4 transition-shadow sm:px-6 dark:bg-slate-950',
        isScrolled ? 'border-slate-200 shadow-md dark:border-slate-800' : 'border-transparent',
      )}
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={buttonClass('ghost', 'icon', 'lg:hidden')}
          aria-label={t('openMenu')}
          onClick={onOpenMenu}
        >
          <HiOutlineMenu aria-hidden="true" className="h-6 w-6" />
        </button>
        <Link
          to="/admin"
          className="flex items-center gap-2 rounded-lg text-lg font-bold text-slate-900 dark:text-white"
        >
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-600 text-white"
          >
            <HiAcademicCap className="h-5 w-5" />
          </span>
          {/* on a phone the name is hidden from sight, not from screen readers: the link keeps its name */}
          <span className="sr-only sm:not-sr-only">{t('brand')}</span>
        </Link>
      </div>
      <div className="flex items-center gap-1">
        <LanguageSwitcher />
        <ThemeSwitcher />
        <NotificationBell />
        <Link
          to="/profile"
          aria-label={t('myProfile')}
          title={user.name}
          className="ml-1 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <UserAvatar name={user.name} url={user.avatar?.url} className="h-9 w-9 text-sm" />
        </Link>
      </div>
    </header>
  );
}
