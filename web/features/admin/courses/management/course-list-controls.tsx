import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiSearch } from 'react-icons/hi';
import type { AdminCourseListQuery, AdminCourseSort, AdminCourseStatus } from '#shared/catalogue/admin.ts';
import { LANGUAGES, type Language } from '#shared/bilingual.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { inputBase } from '../../ui/form-controls.tsx';

const SORTS: readonly AdminCourseSort[] = ['newest', 'oldest', 'name', 'rating', 'sales'];
const STATUSES: readonly AdminCourseStatus[] = ['active', 'hidden'];
const isLanguage = (value: string | null): value is Language => value === 'bn' || value === 'en';

/** Course Management's list state from the URL: `search`, `sort`, `status`, `missing` and `page` (20 a page). */
export function adminListQuery(params: URLSearchParams): AdminCourseListQuery {
  const sort = params.get('sort') as AdminCourseSort | null;
  const status = params.get('status') as AdminCourseStatus | null;
  const page = Number(params.get('page'));
  return {
    ...(params.get('search')?.trim() ? { search: params.get('search')!.trim() } : {}),
    ...(sort && SORTS.includes(sort) ? { sort } : {}),
    ...(status && STATUSES.includes(status) ? { status } : {}),
    ...(isLanguage(params.get('missing')) ? { missing: params.get('missing') as Language } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

/** The search box, the sort and the status filter above the course grid. */
export function CourseListControls({
  query,
  onChange,
}: {
  query: AdminCourseListQuery;
  onChange: (change: Record<string, string | undefined>) => void;
}) {
  const { t } = useTranslation(['admin-courses', 'admin']);
  const [text, setText] = useState(query.search ?? '');
  const [shown, setShown] = useState(query.search ?? '');
  const id = useId();
  // The URL changed under the box (back button): show its text.
  if ((query.search ?? '') !== shown) {
    setShown(query.search ?? '');
    setText(query.search ?? '');
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ search: text.trim() || undefined });
  };
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <form role="search" onSubmit={onSubmit} className="flex min-w-0 flex-1 basis-64 items-center gap-2">
        <label htmlFor={`${id}-search`} className="sr-only">
          {t('list.search')}
        </label>
        <div className="relative min-w-0 flex-1">
          <HiSearch aria-hidden="true" className="absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
          <input
            id={`${id}-search`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('list.searchPlaceholder')}
            className={cn(inputBase, 'w-full pl-9')}
          />
        </div>
        <Button type="submit" variant="outline">
          {t('list.search')}
        </Button>
      </form>
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-300">
        {t('list.status')}
        <select
          className={inputBase}
          value={query.status ?? ''}
          onChange={(event) => onChange({ status: event.target.value || undefined })}
        >
          <option value="">{t('list.allStatuses')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-300">
        {t('list.missing')}
        <select
          className={inputBase}
          value={query.missing ?? ''}
          onChange={(event) => onChange({ missing: event.target.value || undefined })}
        >
          <option value="">{t('list.anyLanguage')}</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`admin:bilingual.missing.${language}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-300">
        {t('list.sort')}
        <select
          className={inputBase}
          value={query.sort ?? 'newest'}
          onChange={(event) => onChange({ sort: event.target.value === 'newest' ? undefined : event.target.value })}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`list.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
