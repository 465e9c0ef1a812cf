import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from '#web/features/layout/components/footer.tsx';
import { Header } from '#web/features/layout/components/header.tsx';
import { WhatsAppButton } from '#web/features/layout/components/whatsapp-button.tsx';
import { LoadingBar } from './loading-bar.tsx';

/**
 * The site shell around every public page: skip link, fixed header, the page in <main>, footer and the floating
 * WhatsApp button. ScrollRestoration scrolls to the top on every new navigation (route or query) and restores the
 * position on back/forward.
 */
export function RootLayout() {
  const { t } = useTranslation('layout');
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded-lg bg-brand-600 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      {navigation.state === 'loading' && <LoadingBar />}
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<LoadingBar />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <WhatsAppButton />
      <ScrollRestoration />
    </div>
  );
}
