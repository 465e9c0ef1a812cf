import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { Field, inputClass } from '#web/features/admin/ui/form-controls.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** A titled card of an editor page (an h2 under the page's h1). */
export function EditorSection({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
          {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** The skeleton of an editor while its data loads. */
export function EditorSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div
      data-testid="editor-loading"
      aria-busy="true"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}

/** Loading skeleton, inline error with retry, or the editor once the data is there. */
export function QueryFrame<T>({
  query,
  rows,
  children,
}: {
  query: UseQueryResult<T>;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <EditorSkeleton rows={rows} />;
  if (query.isError) return <QueryError message={t('loadError')} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/** A labelled single-line input (text, e-mail, url, tel). */
export function TextField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  hint,
  placeholder,
  className,
  onBlur,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'url' | 'tel';
  hint?: string;
  placeholder?: string;
  className?: string;
  onBlur?: () => void;
}) {
  return (
    <Field label={label} htmlFor={id} hint={hint} className={className}>
      <input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        className={inputClass}
      />
    </Field>
  );
}
