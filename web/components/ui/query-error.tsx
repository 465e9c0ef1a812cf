import { useTranslation } from '#web/i18n/react.tsx';
import { Button } from './button.tsx';
import { cn } from './cn.ts';

/** A failed query shown inline, in place of the section or page content, with a Retry button. */
export function QueryError({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className={cn(
        'mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center',
        'dark:border-red-900/60 dark:bg-red-950/30',
        className,
      )}
    >
      <p className="text-sm font-medium text-red-800 dark:text-red-200">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
