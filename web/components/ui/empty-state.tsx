import { type ReactNode } from 'react';
import { cn } from './cn.ts';

/** A centred empty state: optional `icon`, a `title` (an h3 unless `titleAs` says otherwise), a `line` and an optional `action`. */
export function EmptyState({
  icon,
  title,
  line,
  action,
  titleAs: Title = 'h3',
  className,
}: {
  icon?: ReactNode;
  title: string;
  line?: string;
  action?: ReactNode;
  /** The heading level that fits the page outline (h2 right under a page's h1). */
  titleAs?: 'h1' | 'h2' | 'h3' | 'p';
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center justify-center px-4 py-12 text-center', className)}>
      {icon && (
        <div
          aria-hidden="true"
          className="mb-4 flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-3xl text-brand-600 dark:bg-slate-800 dark:text-brand-500"
        >
          {icon}
        </div>
      )}
      <Title className="text-lg font-semibold text-slate-900 dark:text-slate-100">{title}</Title>
      {line && <p className="mt-2 max-w-md text-sm text-slate-600 dark:text-slate-400">{line}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
