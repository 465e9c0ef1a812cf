import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiChevronDown, HiChevronRight, HiOutlineArrowLeft } from 'react-icons/hi';
import { Link, NavLink, useLocation } from 'react-router';
import type { User } from '#shared/accounts.ts';
import { cn } from '#web/components/ui/cn.ts';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';
import { adminPages } from '#web/features/admin/admin-pages.ts';
import { UnansweredQuestionsBadge } from '#web/features/admin/questions/unanswered-badge.tsx';
import { ADMIN_NAV, type AdminNavItem, type AdminNavSubgroup, subgroupOf, visibleNav } from './nav-items.ts';
import { useScrollEdges } from './use-scroll-edges.ts';

const registered = new Set(['', ...adminPages.map((page) => page.path)]);

const fade = 'pointer-events-none absolute inset-x-0 transition-opacity duration-150';

export const NAV_OPEN_STORAGE_KEY = 'pathshala:admin-nav-open';

const SUBGROUPS = new Set<string>(
  ADMIN_NAV.flatMap((section) => section.subgroups.map((part) => part.subgroup)).filter((key) => key !== null),
);

/** The spec's first Data links are open until the admin chooses otherwise. */
const FIRST_OPEN: AdminNavSubgroup = 'usersCourses';

function readOpen(): AdminNavSubgroup | null {
  try {
    const stored = localStorage.getItem(NAV_OPEN_STORAGE_KEY);
    if (stored === null) return FIRST_OPEN;
    return SUBGROUPS.has(stored) ? (stored as AdminNavSubgroup) : null;
  } catch {
    // storage refused (private mode): the first subgroup open, as on a first visit
    return FIRST_OPEN;
  }
}

function writeOpen(open: AdminNavSubgroup | null) {
  try {
    localStorage.setItem(NAV_OPEN_STORAGE_KEY, open ?? 'none');
  } catch {
    // not remembered then; the sidebar still works
  }
}

/**
 * Which of Data's subgroups is open: one at a time, so every group stays on a 900 px high screen; remembered across
 * visits, and the one holding the current page opened on arrival.
 */
function useOpenSubgroup(pathname: string) {
  const current = subgroupOf(pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '');
  const [open, setOpen] = useState(readOpen);
  useEffect(() => {
    if (!current) return;
    setOpen(current);
    writeOpen(current);
  }, [current]);
  const toggle = (subgroup: AdminNavSubgroup) => {
    const next = open === subgroup ? null : subgroup;
    setOpen(next);
    writeOpen(next);
  };
  return { open, toggle };
}

/**
 * The grouped admin navigation with the signed-in admin's name, role and avatar (admin-side §2 Admin sidebar). The
 * links do not fit a 900 px high window: Data's links fold into subgroups (decision 0093), and whatever is open still
 * scrolls on its own (the name above and Back to Site below stay), with a thin visible scrollbar, a fade and a chevron
 * while more links wait below, and the current page's link brought into view.
 */
export function AdminSidebar({ user, onNavigate }: { user: User; onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const role = user.isSuperAdmin ? t('superAdmin') : t('roleFallback');
  const navRef = useRef<HTMLElement>(null);
  const more = useScrollEdges(navRef);
  const { pathname } = useLocation();
  const { open, toggle } = useOpenSubgroup(pathname);
  useEffect(() => {
    const nav = navRef.current;
    const link = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !link) return;
    // only when it is hidden or under a fade (the fades are 1.5rem and 3rem high)
    const box = nav.getBoundingClientRect();
    const at = link.getBoundingClientRect();
    if (at.top < box.top + 24 || at.bottom > box.bottom - 48) link.scrollIntoView?.({ block: 'center' });
  }, [pathname]);
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-4 dark:border-slate-800">
        <UserAvatar name={user.name} url={user.avatar?.url} className="h-11 w-11 text-sm" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900 dark:text-white">{user.name}</p>
          <p className="truncate text-xs text-slate-600 dark:text-slate-400">{role}</p>
        </div>
      </div>
      <div className="relative min-h-0 flex-1">
        <nav
          ref={navRef}
          aria-label={t('adminNavigation')}
          data-testid="admin-nav-scroll"
          className="h-full overflow-y-auto overscroll-contain px-3 py-3 [scrollbar-color:var(--color-slate-300)_transparent] [scrollbar-gutter:stable] [scrollbar-width:thin] dark:[scrollbar-color:var(--color-slate-600)_transparent]"
        >
          {visibleNav(registered).map((section) => (
            <div key={section.group} className="mb-3 last:mb-0">
              <p className="mb-1.5 px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">
                {t(`groups.${section.group}`)}
              </p>
              {section.subgroups.map((part) =>
                part.subgroup === null ? (
                  <NavLinks key="links" items={part.items} onNavigate={onNavigate} />
                ) : (
                  <NavSubgroup
                    key={part.subgroup}
                    label={t(`subgroups.${part.subgroup}`)}
                    items={part.items}
                    isOpen={open === part.subgroup}
                    onToggle={() => toggle(part.subgroup!)}
                    onNavigate={onNavigate}
                  />
                ),
              )}
            </div>
          ))}
        </nav>
        <div
          aria-hidden="true"
          className={cn(
            fade,
            'top-0 h-6 bg-gradient-to-b from-white dark:from-slate-900',
            more.above ? 'opacity-100' : 'opacity-0',
          )}
        />
        <div
          aria-hidden="true"
          data-testid="admin-nav-more"
          data-visible={more.below}
          className={cn(
            fade,
            'bottom-0 flex h-12 items-end justify-center bg-gradient-to-t from-white via-white/80 pb-1 text-slate-500 dark:from-slate-900 dark:via-slate-900/80 dark:text-slate-400',
            more.below ? 'opacity-100' : 'opacity-0',
          )}
        >
          <HiChevronDown className="h-5 w-5" />
        </div>
      </div>
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

function NavSubgroup({
  label,
  items,
  isOpen,
  onToggle,
  onNavigate,
}: {
  label: string;
  items: AdminNavItem[];
  isOpen: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}) {
  const id = useId();
  return (
    <div className="mb-0.5">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={onToggle}
        className="flex w-full items-center gap-2 rounded-lg h-8 px-3 text-left text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <HiChevronRight
          aria-hidden="true"
          className={cn('h-4 w-4 shrink-0 transition-transform motion-reduce:transition-none', isOpen && 'rotate-90')}
        />
        {label}
        {/* a closed subgroup still shows that questions wait */}
        {!isOpen && items.some((item) => item.path === 'questions') && <UnansweredQuestionsBadge />}
      </button>
      <div id={id} hidden={!isOpen} className="pl-3">
        {isOpen && <NavLinks items={items} onNavigate={onNavigate} />}
      </div>
    </div>
  );
}

function NavLinks({ items, onNavigate }: { items: AdminNavItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <ul className="space-y-0.5">
      {items.map((item) => (
        <li key={item.path}>
          <NavLink
            to={item.path === '' ? '/admin' : `/admin/${item.path}`}
            end
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                // a fixed height: Bengali glyphs would make each line taller and push Analytics out of sight
                'flex items-center gap-3 rounded-lg h-8 px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
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
  );
}
