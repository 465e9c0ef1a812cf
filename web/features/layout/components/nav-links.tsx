import { useTranslation } from '#web/i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import { cn } from '#web/components/ui/cn.ts';
import { isMainNavActive, type MainNavItem } from '#shared/navigation.ts';

const looks = {
  bar: {
    list: 'flex items-center gap-1',
    link: 'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    active: 'bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-100',
    idle: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
  },
  drawer: {
    list: 'flex flex-col gap-1',
    link: 'block rounded-lg px-3 py-2.5 text-base font-medium transition-colors',
    active: 'bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-100',
    idle: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  },
} as const;

/** The main links (Home, Courses, About, Privacy, FAQ) in admin order, the active one highlighted. */
export function NavLinks({
  items,
  look,
  onNavigate,
}: {
  items: MainNavItem[];
  look: keyof typeof looks;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('layout');
  const location = useLocation();
  const style = looks[look];
  return (
    <ul className={style.list}>
      {items.map((item) => {
        const isActive = isMainNavActive(item.href, location);
        return (
          <li key={item.key}>
            <Link
              to={item.href}
              onClick={onNavigate}
              aria-current={isActive ? 'page' : undefined}
              className={cn(style.link, isActive ? style.active : style.idle)}
            >
              {t(`nav.${item.key}`)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
