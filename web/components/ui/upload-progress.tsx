import { useTranslation } from '#web/i18n/react.tsx';
import { HiX } from 'react-icons/hi';
import { Button } from './button.tsx';
import { cn } from './cn.ts';

/**
 * A running upload: a progress bar (role=progressbar with its value, named after what is uploaded), the percentage,
 * and a Cancel button that aborts it.
 */
export function UploadProgress({
  value,
  label,
  onCancel,
  className,
}: {
  value: number;
  /** What is being uploaded ("Profile picture"): names the bar and the Cancel button. */
  label: string;
  onCancel: () => void;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <div
        role="progressbar"
        aria-label={t('upload.uploading', { label })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={t('upload.percent', { value })}
        className="h-1.5 w-32 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${value}%` }} />
      </div>
      <span aria-hidden="true" className="w-9 text-xs tabular-nums text-slate-600 dark:text-slate-300">
        {value}%
      </span>
      <Button variant="ghost" size="sm" onClick={onCancel} aria-label={t('upload.cancelLabel', { label })}>
        <HiX aria-hidden="true" className="h-4 w-4" />
        {t('upload.cancel')}
      </Button>
    </div>
  );
}
