import { cn } from './cn.ts';

/** A grey pulsing placeholder; size it with `className` (e.g. "h-4 w-32"). Hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-testid="skeleton"
      className={cn('animate-pulse rounded-md bg-slate-200 dark:bg-slate-800', className)}
    />
  );
}
