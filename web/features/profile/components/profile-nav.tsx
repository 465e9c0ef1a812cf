import { DropdownMenu } from 'radix-ui';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineDotsHorizontal, HiOutlineLogout } from 'react-icons/hi';
import { Link } from 'react-router';
import { cn } from '#web/components/ui/cn.ts';
import { type SectionIndex, sectionsFor } from './sections.ts';

/** How many sections the bottom bar shows directly; the rest and Log Out sit behind More (fits 320 px screens). */
export const BAR_SLOTS = 4;

// Labels wrap onto a second line rather than being cut ("Enrolled Courses" is two words on a 375 px phone); the
// items stretch to the row's height so every highlight has the same size.
const barItem =
  'flex h-full w-full flex-col items-center justify-start gap-0.5 rounded-xl px-0.5 py-2 text-[11px] leading-tight font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500';
const barLabel = 'max-w-full text-center text-balance break-words';
const activeLook = 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100';
const idleLook = 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800';

/**
 * The section list: a sidebar on large screens (lg, 1024 px and up) with Log Out, and below that a bottom bar of the
 * first four sections plus More, which opens the remaining sections and Log Out — so the bar never scrolls sideways.
 */
export function ProfileNav({
  role,
  active,
  onLogout,
  look,
}: {
  role?: string;
  active: SectionIndex;
  onLogout: () => void;
  look: 'sidebar' | 'bar';
}) {
  const { t } = useTranslation('profile');
  const sections = sectionsFor(role);
  if (look === 'bar') {
    const shown = sections.slice(0, BAR_SLOTS);
    const more = sections.slice(BAR_SLOTS);
    const isMoreActive = more.some((section) => section.index === active);
    return (
      <nav
        aria-label={t('nav.label')}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-900/95"
      >
        <ul className="grid grid-cols-5 gap-0.5 px-1">
          {shown.map(({ index, key, to, icon: Icon }) => (
            <li key={key} className="min-w-0">
              <Link
                to={to}
                aria-current={index === active ? 'page' : undefined}
                className={cn(barItem, index === active ? activeLook : idleLook)}
              >
                <Icon aria-hidden="true" className="h-5 w-5" />
                <span className={barLabel}>{t(`nav.${key}`)}</span>
              </Link>
            </li>
          ))}
          <li className="min-w-0">
            <DropdownMenu.Root>
              <DropdownMenu.Trigger className={cn(barItem, isMoreActive ? activeLook : idleLook)}>
                <HiOutlineDotsHorizontal aria-hidden="true" className="h-5 w-5" />
                <span className={barLabel}>{t('nav.more')}</span>
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content
                  side="top"
                  align="end"
                  sideOffset={8}
                  className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-xl dark:border-slate-800 dark:bg-slate-900"
                >
                  {more.map(({ index, key, to, icon: Icon }) => (
                    <DropdownMenu.Item key={key} asChild>
                      <Link
                        to={to}
                        aria-current={index === active ? 'page' : undefined}
                        className={cn(
                          'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800',
                          index === active
                            ? 'text-brand-700 dark:text-brand-100'
                            : 'text-slate-700 dark:text-slate-200',
                        )}
                      >
                        <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                        {t(`nav.${key}`)}
                      </Link>
                    </DropdownMenu.Item>
                  ))}
                  <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
                  <DropdownMenu.Item
                    onSelect={onLogout}
                    className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-red-600 outline-none data-[highlighted]:bg-red-50 dark:text-red-400 dark:data-[highlighted]:bg-slate-800"
                  >
                    <HiOutlineLogout aria-hidden="true" className="h-5 w-5 shrink-0" />
                    {t('nav.logout')}
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          </li>
        </ul>
      </nav>
    );
  }
  return (
    <nav
      aria-label={t('nav.label')}
      className="hidden rounded-2xl border border-slate-200 bg-white p-3 lg:block dark:border-slate-800 dark:bg-slate-900"
    >
      <ul className="space-y-1">
        {sections.map(({ index, key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              aria-current={index === active ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
                index === active ? activeLook : idleLook,
              )}
            >
              <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
              <span>{t(`nav.${key}`)}</span>
            </Link>
          </li>
        ))}
        <li className="border-t border-slate-200 pt-1 dark:border-slate-800">
          <button
            type="button"
            onClick={onLogout}
            className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-red-600 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-red-400 dark:hover:bg-slate-800"
          >
            <HiOutlineLogout aria-hidden="true" className="h-5 w-5 shrink-0" />
            <span>{t('nav.logout')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
