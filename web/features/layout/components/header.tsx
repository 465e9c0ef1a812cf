import { lazy, Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiAcademicCap, HiOutlineMenu } from 'react-icons/hi';
import { Link } from 'react-router';
import { DEFAULT_BANNER } from '#shared/content/layout-defaults.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { Container } from '#web/components/ui/container.tsx';
import { useSession } from '#web/lib/session.ts';
import { useBanner, useNavModel } from '../hooks/use-site-layout.ts';
import { useScrolled } from '../hooks/use-scrolled.ts';
import { CategoryBar } from './category-bar.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { NavLinks } from './nav-links.tsx';
import { ThemeSwitcher } from './theme-switcher.tsx';
import { UserButton } from './user-button.tsx';

const loadDrawer = () => import('./mobile-drawer.tsx');
const MobileDrawer = lazy(loadDrawer);
// a signed-in reader's bell, with its socket client, is fetched only for them
const UserNotificationBell = lazy(async () => ({
  default: (await import('./user-notification-bell.tsx')).UserNotificationBell,
}));

const noSubscription = () => () => {};
/** False while the server renders a page and while the browser hydrates it, true from then on. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The bell of a signed-in user; nothing for a visitor. Its list is the reader's own and changes by the minute: the
 * browser asks for it once the page has hydrated (the server's render of a learner's page holds only what its loader
 * loaded), with the bell's place kept meanwhile so nothing moves.
 */
function SignedInBell() {
  const { user } = useSession();
  const hydrated = useHydrated();
  if (!user) return null;
  const place = <span aria-hidden="true" className="inline-flex h-10 w-10" />;
  if (!hydrated) return place;
  return (
    <Suspense fallback={place}>
      <UserNotificationBell />
    </Suspense>
  );
}

/**
 * The fixed top bar (learner-side §2 Header): brand, navigation (from 800 px), theme and language switches,
 * avatar or sign-in, and the menu button of the mobile drawer; each piece follows the admin header switches.
 * It sticks to the top of the page rather than floating over it, so it takes its own height in the flow: the page
 * starts below it from the first paint whatever the category row's height (a measured spacer set after hydration
 * moved the whole page down by that row).
 */
export function Header() {
  const { t } = useTranslation('layout');
  const banner = useBanner();
  const settings = banner?.headerSettings ?? DEFAULT_BANNER.headerSettings;
  const nav = useNavModel(banner);
  const isScrolled = useScrolled();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [isDrawerWanted, setDrawerWanted] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const openDrawer = () => {
    setDrawerWanted(true);
    setDrawerOpen(true);
  };

  return (
    <>
      <header
        data-scrolled={isScrolled}
        className={cn(
          'sticky top-0 z-40 border-b bg-white transition-shadow dark:bg-slate-950',
          isScrolled ? 'border-slate-200 shadow-md dark:border-slate-800' : 'border-transparent',
        )}
      >
        <Container className="flex h-16 items-center justify-between gap-3">
          <Link
            to="/"
            className="flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold text-slate-900 dark:text-white"
          >
            <span
              aria-hidden="true"
              className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-600 text-white"
            >
              <HiAcademicCap className="h-5 w-5" />
            </span>
            {t('brand')}
          </Link>
          {settings.showNavigation && (
            <nav aria-label={t('mainNavigation')} className="hidden min-[800px]:block">
              <NavLinks items={nav.items} look="bar" />
            </nav>
          )}
          <div className="flex items-center gap-1 max-[419px]:gap-0">
            <LanguageSwitcher />
            {settings.showThemeSwitcher && <ThemeSwitcher />}
            {settings.showUserProfile && <SignedInBell />}
            {settings.showUserProfile && <UserButton />}
            {settings.showMobileMenu && (
              <button
                ref={menuButtonRef}
                type="button"
                className={buttonClass('ghost', 'icon', 'min-[800px]:hidden')}
                aria-label={t('openMenu')}
                aria-haspopup="dialog"
                aria-expanded={isDrawerOpen}
                onPointerEnter={() => void loadDrawer()}
                onFocus={() => void loadDrawer()}
                onClick={openDrawer}
              >
                <HiOutlineMenu aria-hidden="true" className="h-6 w-6" />
              </button>
            )}
          </div>
        </Container>
        {settings.showNavigation && nav.categories.length > 0 && (
          <div className="hidden border-t border-slate-100 min-[800px]:block dark:border-slate-800">
            <Container>
              <CategoryBar links={nav.categories} activeTitle={nav.activeCategoryTitle} />
            </Container>
          </div>
        )}
      </header>
      {isDrawerWanted && (
        <Suspense fallback={null}>
          <MobileDrawer open={isDrawerOpen} onOpenChange={setDrawerOpen} nav={nav} returnFocusTo={menuButtonRef} />
        </Suspense>
      )}
    </>
  );
}
