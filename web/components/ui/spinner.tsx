import { useTranslation } from '#web/i18n/react.tsx';
import { cn } from './cn.ts';

/** A spinning ring with an accessible "Loading…" label; `size` sm|md|lg. */
export function Spinner({
  size = 'md',
  className,
  label,
}: {
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  label?: string;
}) {
  const { t } = useTranslation();
  const px = { sm: 'h-4 w-4 border-2', md: 'h-8 w-8 border-[3px]', lg: 'h-12 w-12 border-4' }[size];
  return (
    <span role="status" className={cn('inline-flex items-center justify-center', className)}>
      <span aria-hidden="true" className={cn('animate-spin rounded-full border-brand-600 border-t-transparent', px)} />
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}
