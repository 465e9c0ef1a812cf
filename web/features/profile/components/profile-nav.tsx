import { useTranslation } from 'react-i18next';
import { HiOutlineLogout } from 'react-icons/hi';
import { Link } from 'react-router';
import { cn } from '#web/components/ui/cn.ts';
import { type SectionIndex, sectionsFor } from './sections.ts';

/**
 * The section list: a sidebar on large screens (lg, 1024 px and up) and a bottom bar below that, each with Log Out.
 */
export function ProfileNav({ role, active, onLogout, look }: { role?: string; active: SectionIndex; onLogout: () => void; look: 'sidebar' | 'bar' }) {
  const { t } = useTranslation('profile');
  const sections = sectionsFor(role);
  const isBar = look === 'bar';
  return (
    <nav
      aria-label={t('nav.label')}
      className={cn(
        isBar
          ? 'fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-900/95'
          : 'hidden rounded-2xl border border-slate-200 bg-white p-3 lg:block dark:border-slate-800 dark:bg-slate-900',
      )}
    >
      <ul className={cn(isBar ? 'flex overflow-x-auto px-1' : 'space-y-1')}>
        {sections.map(({ index, key, to, icon: Icon }) => {
          const isActive = index === active;
          return (
            <li key={key} className={cn(isBar && 'min-w-[4.5rem] flex-1')}>
              <Link
                to={to}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'flex items-center rounded-xl font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
                  isBar ? 'flex-col gap-0.5 px-1 py-2 text-[11px] leading-tight' : 'gap-3 px-3 py-2.5 text-sm',
                  isActive
                    ? 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100'
                    : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                )}
              >
                <Icon aria-hidden="true" className={isBar ? 'h-5 w-5' : 'h-5 w-5 shrink-0'} />
                <span className={cn(isBar && 'text-center')}>{t(`nav.${key}`)}</span>
              </Link>
            </li>
          );
        })}
        <li className={cn(isBar ? 'min-w-[4.5rem] flex-1' : 'border-t border-slate-200 pt-1 dark:border-slate-800')}>
          <button
            type="button"
            onClick={onLogout}
            className={cn(
              'flex w-full items-center rounded-xl font-medium text-red-600 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-red-400 dark:hover:bg-slate-800',
              isBar ? 'flex-col gap-0.5 px-1 py-2 text-[11px] leading-tight' : 'gap-3 px-3 py-2.5 text-sm',
            )}
          >
            <HiOutlineLogout aria-hidden="true" className="h-5 w-5 shrink-0" />
            <span>{t('nav.logout')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
