import { Link, useLocation } from 'react-router';
import { hasBengali } from '#shared/text.ts';
import { cn } from '#web/components/ui/cn.ts';
import { type CategoryLink, isCategoryActive } from '#shared/navigation.ts';

/** Category links as pills (the desktop bar) or rows (the drawer); the filtered category is highlighted. */
export function CategoryLinks({
  links,
  look,
  onNavigate,
  isFocusable = true,
}: {
  links: CategoryLink[];
  look: 'pills' | 'rows';
  onNavigate?: () => void;
  /** False for the invisible copy that only measures the wrapped height. */
  isFocusable?: boolean;
}) {
  const location = useLocation();
  return (
    <ul className={look === 'pills' ? 'flex flex-wrap items-center gap-2' : 'flex flex-col gap-1'}>
      {links.map((link) => {
        const isActive = isCategoryActive(link.title, location);
        return (
          <li key={link.id}>
            <Link
              to={link.href}
              onClick={onNavigate}
              tabIndex={isFocusable ? undefined : -1}
              aria-current={isActive ? 'page' : undefined}
              className={cn(
                hasBengali(link.title) && 'font-bengali',
                look === 'pills'
                  ? 'inline-flex h-7 items-center rounded-full border px-3 text-xs font-medium whitespace-nowrap transition-colors'
                  : 'block rounded-lg px-3 py-2 text-sm transition-colors',
                isActive
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : look === 'pills'
                    ? 'border-slate-200 text-slate-700 hover:border-brand-500 hover:text-brand-700 dark:border-slate-700 dark:text-slate-300 dark:hover:text-white'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
              )}
            >
              {link.title}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
