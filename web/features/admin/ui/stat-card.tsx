import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatNumber } from '#shared/numbers.ts';

/**
 * A figure with its label (Total Users, Total Revenue …). `change` is a percent change: zero or more is green with a
 * plus sign, negative red (admin-side §9), one decimal.
 */
export function StatCard({
  label,
  value,
  icon,
  change,
  hint,
  isLoading = false,
}: {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  change?: number | null;
  hint?: string;
  isLoading?: boolean;
}) {
  const { i18n } = useTranslation();
  return (
    <div
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="stat-card"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</p>
        {icon && (
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-50 text-lg text-brand-600 dark:bg-slate-800 dark:text-brand-500"
          >
            {icon}
          </span>
        )}
      </div>
      {isLoading ? (
        <Skeleton className="mt-3 h-8 w-24" />
      ) : (
        <p className="mt-2 text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{value}</p>
      )}
      {!isLoading && typeof change === 'number' && (
        <p
          className={cn(
            'mt-1 text-sm font-medium tabular-nums',
            change >= 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400',
          )}
        >
          {formatChange(change, i18n.language)}
        </p>
      )}
      {hint && <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</p>}
    </div>
  );
}

/** +12.5% / -3.0% (admin-side §9: one decimal, a plus sign for zero or more). */
export const formatChange = (percent: number, language = 'en') =>
  `${percent >= 0 ? '+' : ''}${formatNumber(percent, language, 1)}%`;
