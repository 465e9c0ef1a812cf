import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineLogin, HiOutlineX } from 'react-icons/hi';
import { Link } from 'react-router';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { openAuthModal, useSession } from '#web/lib/session.ts';
import type { NavModel } from '../hooks/use-site-layout.ts';
import { CategoryLinks } from './category-links.tsx';
import { NavLinks } from './nav-links.tsx';
import { useNeedsConnection } from '#web/lib/online.ts';

/**
 * The small-screen drawer: slides in from the right, titled Menu, with the navigation, the category list and a
 * Sign In button when signed out. Radix traps focus, closes on Escape or a backdrop click and gives focus back.
 * Loaded on first open (web/features/layout/components/header.tsx), so its code stays out of the first load.
 */
export default function MobileDrawer({
  open,
  onOpenChange,
  nav,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  nav: NavModel;
  /** Where focus goes back on close: the menu button (the dialog is opened without a Radix trigger). */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('layout');
  const needsConnection = useNeedsConnection();
  const { user } = useSession();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col bg-white shadow-xl outline-none data-[state=open]:animate-drawer-in dark:bg-slate-900"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <Dialog.Title className="text-lg font-semibold">{t('menu')}</Dialog.Title>
            <Dialog.Close className={buttonClass('ghost', 'icon')} aria-label={t('closeMenu')}>
              <HiOutlineX aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">
            <nav aria-label={t('mainNavigation')}>
              <NavLinks items={nav.items} look="drawer" onNavigate={close} />
            </nav>
            {nav.categories.length > 0 && (
              <nav aria-labelledby="drawer-categories" className="mt-6">
                <h2
                  id="drawer-categories"
                  className="px-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
                >
                  {t('categories')}
                </h2>
                <CategoryLinks links={nav.categories} look="rows" onNavigate={close} />
              </nav>
            )}
          </div>
          <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-4 dark:border-slate-800">
            {user ? (
              <Link to="/profile" onClick={close} className={buttonClass('outline', 'md', 'w-full')}>
                {t('myProfile')}
              </Link>
            ) : (
              <Button
                className="w-full"
                {...needsConnection}
                onClick={() => {
                  close();
                  openAuthModal('login');
                }}
              >
                <HiOutlineLogin aria-hidden="true" className="h-5 w-5" />
                {t('signIn')}
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
