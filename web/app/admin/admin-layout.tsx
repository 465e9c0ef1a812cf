import { Dialog } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineLockClosed, HiX } from 'react-icons/hi';
import { ScrollRestoration, useNavigation } from 'react-router';
import type { User } from '#shared/accounts.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuthHostRequest } from '../auth-host-request.ts';
import { LoadingBar } from '../loading-bar.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useCurrentUser } from '#web/api/profile.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';
import { openAuthModal } from '#web/lib/session.ts';
import { UnsavedChangesProvider } from '#web/features/admin/ui/unsaved-changes.tsx';
import { useLiveNotifications } from '#web/features/admin/notifications/use-live-notifications.ts';
import { AdminHeader } from './admin-header.tsx';
import { AdminRoutes } from './admin-routes.tsx';
import { AdminSidebar } from './admin-sidebar.tsx';
import { useAdminDataSync } from './use-admin-data-sync.ts';
import { SkipLink } from '#web/components/ui/skip-link.tsx';

// The auth store (loads the user, signs out on a failed refresh) and the sign-in modal, as on the public site.
const AuthModalHost = lazy(() => import('#web/features/accounts/auth-modal-host.tsx'));
/** The admin area always mounts the host (it guards the area); a sign-in asked before it loaded is handed over. */
const HOST_LOAD = { view: null };

/**
 * /admin/* (admin-side §2): only a signed-in admin gets the shell; a visitor is asked to sign in and a learner is
 * told the area is for administrators. The server refuses every admin call to them anyway (design.md §5).
 */
export function AdminLayout() {
  const me = useCurrentUser();
  const authRequest = useAuthHostRequest(0);
  // no signed-in cookie (nothing asked), or the server refused the session
  const isSignedOut =
    (me.isPending && me.fetchStatus === 'idle') ||
    (me.isError && me.error instanceof ApiError && (me.error.status === 401 || me.error.status === 403));
  return (
    <>
      {me.data?.role === 'admin' ? (
        <AdminFrame user={me.data} />
      ) : me.isPending && !isSignedOut ? (
        <div className="flex min-h-screen items-center justify-center" aria-busy="true">
          <Spinner />
        </div>
      ) : (
        <AdminGate
          state={me.data ? 'forbidden' : isSignedOut ? 'signedOut' : 'error'}
          onRetry={() => void me.refetch()}
        />
      )}
      <Suspense fallback={null}>
        <AuthModalHost request={authRequest ?? HOST_LOAD} />
      </Suspense>
    </>
  );
}

function AdminGate({ state, onRetry }: { state: 'signedOut' | 'forbidden' | 'error'; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  if (state === 'error') {
    return (
      <main className="flex min-h-screen items-center justify-center px-4">
        <EmptyState titleAs="h1" title={t('loadError')} action={<Button onClick={onRetry}>{t('retry')}</Button>} />
      </main>
    );
  }
  const isSignedOut = state === 'signedOut';
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <EmptyState
        titleAs="h1"
        icon={<HiOutlineLockClosed />}
        title={isSignedOut ? t('guard.signInTitle') : t('guard.forbiddenTitle')}
        line={isSignedOut ? t('guard.signInLine') : t('guard.forbiddenLine')}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            {isSignedOut && <Button onClick={() => openAuthModal('login')}>{t('guard.signIn')}</Button>}
            <ButtonLink to="/" variant="outline">
              {t('guard.home')}
            </ButtonLink>
          </div>
        }
      />
    </main>
  );
}

function AdminFrame({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const navigation = useNavigation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const returnFocus = useReturnFocus(isMenuOpen);
  useAdminDataSync();
  useLiveNotifications();
  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      {navigation.state === 'loading' && <LoadingBar />}
      <SkipLink target="admin-main">{t('skipToContent')}</SkipLink>
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900">
        <AdminSidebar user={user} />
      </aside>
      <Dialog.Root open={isMenuOpen} onOpenChange={setMenuOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 lg:hidden" />
          <Dialog.Content
            onCloseAutoFocus={returnFocus}
            className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white shadow-xl lg:hidden dark:bg-slate-900"
          >
            <Dialog.Title className="sr-only">{t('adminNavigation')}</Dialog.Title>
            <Dialog.Description className="sr-only">{t('adminNavigation')}</Dialog.Description>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('closeMenu')} className="absolute top-3 right-3">
                <HiX aria-hidden="true" className="h-5 w-5" />
              </Button>
            </Dialog.Close>
            <AdminSidebar user={user} onNavigate={() => setMenuOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <div className="lg:pl-64">
        <AdminHeader user={user} onOpenMenu={() => setMenuOpen(true)} />
        <main id="admin-main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none sm:px-6 lg:py-8">
          <Suspense fallback={<LoadingBar />}>
            <UnsavedChangesProvider>
              <AdminRoutes />
            </UnsavedChangesProvider>
          </Suspense>
        </main>
      </div>
      <ScrollRestoration />
    </div>
  );
}
