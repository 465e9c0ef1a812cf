import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HiChevronLeft, HiChevronRight } from 'react-icons/hi';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { inputBase } from '../ui/form-controls.tsx';

/** Rows per page (admin-side §9: 5, 10, 25, 50; on phones 5, 10), the shown range and Previous / Next. */
export function UsersPager({
  page,
  pageSize,
  total,
  sizes,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  total: number;
  sizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const { t } = useTranslation('admin-users');
  const id = useId();
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={t('pager.label')} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm whitespace-nowrap text-slate-700 dark:text-slate-300">
          {t('pageSize')}
        </label>
        <select id={id} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))} className={cn(inputBase, 'w-20')}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400" aria-live="polite">
        {t('pager.range', { from, to, total })} · {t('pager.status', { page, total: totalPages })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <HiChevronLeft aria-hidden="true" className="h-4 w-4" />
          {t('pager.previous')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
          {t('pager.next')}
          <HiChevronRight aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </nav>
  );
}
