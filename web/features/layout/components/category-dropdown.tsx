import { DropdownMenu } from 'radix-ui';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiCheck, HiChevronDown } from 'react-icons/hi';
import { Link, useLocation } from 'react-router';
import { hasBengali } from '#shared/text.ts';
import { cn } from '#web/components/ui/cn.ts';
import { type CategoryLink, isCategoryActive } from '#shared/navigation.ts';

/** The collapsed category navigation: a Categories button (or the active category's title) opening the list. */
export default function CategoryDropdown({
  links,
  activeTitle,
}: {
  links: CategoryLink[];
  activeTitle: string | null;
}) {
  const { t } = useTranslation('layout');
  const location = useLocation();
  const label = activeTitle && links.some((l) => l.title === activeTitle) ? activeTitle : t('categories');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium',
          activeTitle
            ? 'border-brand-600 bg-brand-600 text-white'
            : 'border-slate-200 text-slate-700 dark:border-slate-700 dark:text-slate-300',
          hasBengali(label) && 'font-bengali',
        )}
      >
        {label}
        <HiChevronDown aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 max-h-[60vh] min-w-56 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {links.map((link) => {
            const isActive = isCategoryActive(link.title, location);
            return (
              <DropdownMenu.Item key={link.id} asChild>
                <Link
                  to={link.href}
                  aria-current={isActive ? 'page' : undefined}
                  className={cn(
                    'flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm outline-none',
                    'data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800',
                    isActive
                      ? 'font-semibold text-brand-700 dark:text-brand-100'
                      : 'text-slate-700 dark:text-slate-200',
                    hasBengali(link.title) && 'font-bengali',
                  )}
                >
                  {link.title}
                  {isActive && <HiCheck aria-hidden="true" />}
                </Link>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
