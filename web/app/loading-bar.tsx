import { useTranslation } from '#web/i18n/react.tsx';

/** A thin indeterminate bar at the top of the window while the next page's code or data loads. */
export function LoadingBar() {
  const { t } = useTranslation('layout');
  return (
    <div
      role="progressbar"
      aria-label={t('loadingPage')}
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100 dark:bg-brand-900"
    >
      <div className="loading-bar h-full w-1/3 bg-brand-600" />
    </div>
  );
}
