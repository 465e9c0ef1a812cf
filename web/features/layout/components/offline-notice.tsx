import { useEffect } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineStatusOffline } from 'react-icons/hi';
import { useLocation } from 'react-router';
import { cn } from '#web/components/ui/cn.ts';
import { Container } from '#web/components/ui/container.tsx';
import { useOnline } from '#web/lib/online.ts';
import { keepPageForOffline } from '#web/lib/service-worker.ts';

/**
 * The public layout's offline support (decision 0041): while the browser is offline, a polite notice under the header
 * says what still works (the pages read before) and what does not (buying, signing in). The live region is always
 * there, empty when online, so screen readers announce the notice when it appears. Each page the reader opens
 * through the app's links is handed to the service worker to keep for reading offline.
 */
export function OfflineNotice() {
  const { t } = useTranslation('layout');
  const online = useOnline();
  const { pathname, search } = useLocation();
  useEffect(() => keepPageForOffline(window.location.href), [pathname, search]);
  return (
    <div
      role="status"
      data-testid="offline-notice"
      className={cn(
        !online &&
          'border-b border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900/60 dark:bg-amber-950 dark:text-amber-100',
      )}
    >
      {!online && (
        <Container className="flex items-start gap-3 py-3 text-sm">
          <HiOutlineStatusOffline aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <p>{t('offlineNotice')}</p>
        </Container>
      )}
    </div>
  );
}
