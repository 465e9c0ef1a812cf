import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineArrowLeft } from 'react-icons/hi';
import { Link, NavLink } from 'react-router';
import type { User } from '#shared/accounts.ts';
import { cn } from '#web/components/ui/cn.ts';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';
import { adminPages } from '#web/features/admin/admin-pages.ts';
import { UnansweredQuestionsBadge } from '#web/features/admin/questions/unanswered-badge.tsx';
import { visibleNav } from './nav-items.ts';

const registered = new Set(['', ...adminPages.map((page) => page.path)]);

/** The grouped admin navigation with the signed-in admin's name, role and avatar (admin-side §2 Admin sidebar). */
export function AdminSidebar({ user, onNavigate }: { user: User; onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const role = user.isSuperAdmin ? t('superAdmin') : t('roleFallback');
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-4 dark:border-slate-800">
        <UserAvatar name={user.name} url={user.avatar?.url} className="h-11 w-11 text-sm" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900 dark:text-white">{user.name}</p>
          <p className="truncate text-xs text-slate-600 dark:text-slate-400">{role}</p>
        </div>
      </div>
      <nav aria-label={t('adminNavigation')} className="flex-1 overflow-y-auto px-3 py-4">
        {visibleNav(registered).map((section) => (
          <div key={section.group} className="mb-5">
            <p className="mb-2 px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">
              {t(`groups.${section.group}`)}
            </p>
            <ul className="space-y-0.5">
              {section.items.map((item) => (
                <li key={item.path}>
                  <NavLink
                    to={item.path === '' ? '/admin' : `/admin/${item.path}`}
                    end
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
                        isActive
                          ? 'bg-brand-600 text-white'
                          : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                      )
                    }
                  >
                    <item.icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                    {t(`nav.${item.label}`)}
                    {item.path === 'questions' && <UnansweredQuestionsBadge />}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="border-t border-slate-200 p-3 dark:border-slate-800">
        <Link
          to="/"
          className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <HiOutlineArrowLeft aria-hidden="true" className="h-5 w-5" />
          {t('backToSite')}
        </Link>
      </div>
    </div>
  );
}
