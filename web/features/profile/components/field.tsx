import { type ReactNode, useId } from 'react';
import { cn } from '#web/components/ui/cn.ts';

export const inputClass = (hasError?: boolean) =>
  cn(
    'block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm outline-none placeholder:text-slate-400 focus:ring-2 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 dark:bg-slate-800 dark:text-slate-100 dark:disabled:bg-slate-800/60 dark:disabled:text-slate-400',
    hasError
      ? 'border-red-500 focus:ring-red-500/40'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-500/30 dark:border-slate-600',
  );

/** A label, a control (given the id and the error's id) and the error or a hint under it. */
export function Field({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: (ids: { id: string; describedBy?: string; hasError: boolean }) => ReactNode;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {children({ id, describedBy: note ? noteId : undefined, hasError: Boolean(error) })}
      {note && (
        <p
          id={noteId}
          role={error ? 'alert' : undefined}
          className={cn(
            'mt-1 text-sm',
            error ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400',
          )}
        >
          {note}
        </p>
      )}
    </div>
  );
}
