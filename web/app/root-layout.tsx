import { lazy, Suspense } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Deferred } from '#web/components/ui/deferred.tsx';
import { Header } from '#web/features/layout/components/header.tsx';
import { OfflineNotice } from '#web/features/layout/components/offline-notice.tsx';
import { loadNamespaces } from '#web/i18n/index.ts';
import { useAuthHostRequest } from './auth-host-request.ts';
import { LoadingBar } from './loading-bar.tsx';
import { SkipLink } from '#web/components/ui/skip-link.tsx';

// The auth store and modal (web/features/accounts) load off the first paint: on the first lms:open-auth event or,
// when the browser holds a session, 300 ms after the shell mounts (the host is small: it loads the user; the forms
// come with the first opening). A visitor downloads none of it until they ask to sign in.
// The footer and the floating WhatsApp button sit below the fold or are plain links until the reader scrolls: on a
// server-rendered page their code arrives when the footer nears the screen or at the first scroll, touch or key
// (Deferred; the JavaScript budget of design.md §6); the server's HTML shows them meanwhile.
const Footer = lazy(async () => ({ default: (await import('#web/features/layout/components/footer.tsx')).Footer }));
const WhatsAppButton = lazy(async () => ({
  default: (await import('#web/features/layout/components/whatsapp-button.tsx')).WhatsAppButton,
}));
const AuthModalHost = lazy(
  async () =>
    (await Promise.all([import('#web/features/accounts/auth-modal-host.tsx'), loadNamespaces('accounts')]))[0],
);

/**
 * The site shell around every public page: skip link, fixed header, the page in <main>, footer and the floating
 * WhatsApp button. ScrollRestoration scrolls to the top on every new navigation (route or query) and restores the
 * position on back/forward.
 */
export function RootLayout() {
  const { t } = useTranslation('layout');
  const navigation = useNavigation();
  const authRequest = useAuthHostRequest(300);
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink target="main">{t('skipToContent')}</SkipLink>
      {navigation.state === 'loading' && <LoadingBar />}
      <Header />
      <OfflineNotice />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<LoadingBar />}>
          <Outlet />
        </Suspense>
      </main>
      <Deferred
        id="footer"
        until="visible"
        fallback={
          <div
            className="min-h-72 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900"
            aria-hidden="true"
          />
        }
      >
        <Footer />
      </Deferred>
      <Deferred id="whatsapp" until="interaction">
        <WhatsAppButton />
      </Deferred>
      <ScrollRestoration />
      {authRequest && (
        <Suspense fallback={null}>
          <AuthModalHost request={authRequest} />
        </Suspense>
      )}
    </div>
  );
}
