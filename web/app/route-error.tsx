import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineExclamationCircle } from 'react-icons/hi';
import { useRouteError } from 'react-router';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';

/**
 * The route-level error boundary: a page that failed to load (often a chunk gone after a new deployment) or
 * threw while rendering. Retry reloads the page, which also fetches fresh chunks.
 */
export function RouteError({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  const { t } = useTranslation('layout');
  // Read so the router marks the error handled; the page shows the same help whatever the cause.
  useRouteError();
  return (
    <div role="alert" className="mx-auto max-w-xl py-16">
      <EmptyState
        icon={<HiOutlineExclamationCircle />}
        titleAs="h1"
        title={t('routeError.title')}
        line={t('routeError.text')}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <Button onClick={onRetry}>{t('routeError.retry')}</Button>
            <ButtonLink to="/" variant="outline" reloadDocument>
              {t('routeError.home')}
            </ButtonLink>
          </div>
        }
      />
    </div>
  );
}
