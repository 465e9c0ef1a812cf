import { type ReactNode, useId } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiChevronLeft, HiChevronRight } from 'react-icons/hi';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { inputBase } from './form-controls.tsx';

/**
 * The admin listings' pager: an optional rows-per-page select (`sizes` with `onPageSize`), "Page x of y" (after
 * the shown range when `range` is given) and Previous / Next. Without a size select it is hidden when everything
 * fits on one page.
 */
export function AdminPager({
  label,
  page,
  totalPages,
  onPage,
  pageSize,
  sizes,
  onPageSize,
  range,
}: {
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  pageSize?: number;
  sizes?: readonly number[];
  onPageSize?: (size: number) => void;
  range?: { from: number; to: number; total: number };
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const pages = Math.max(1, totalPages);
  const hasSizes = Boolean(sizes && onPageSize);
  if (pages <= 1 && !hasSizes) return null;
  return (
    <nav
      aria-label={label}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700 dark:text-slate-300"
    >
      {sizes && onPageSize && (
        <div className="flex items-center gap-2">
          <label htmlFor={id} className="whitespace-nowrap">
            {t('pager.rowsPerPage')}
          </label>
          <select
            id={id}
            value={pageSize}
            onChange={(e) => onPageSize(Number(e.target.value))}
            className={cn(inputBase, 'w-20')}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="text-slate-600 tabular-nums dark:text-slate-400" aria-live="polite">
        {range && `${t('pager.range', range)} · `}
        {t('pager.pageOf', { page, total: pages })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <HiChevronLeft aria-hidden="true" className="h-4 w-4" />
          {t('pager.previous')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          {t('pager.next')}
          <HiChevronRight aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </nav>
  );
}

/**
 * A server-paged list of cards with its pager: the previous page stays shown, dimmed and marked busy, while the next
 * one loads (TanStack Query's placeholder data). `renderItem` draws each `<li>`, with its key.
 */
export function PagedList<T>({
  items,
  renderItem,
  isLoadingNext,
  pagination,
  onPage,
  pagerLabel,
}: {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  isLoadingNext: boolean;
  pagination: { currentPage: number; totalPages: number };
  onPage: (page: number) => void;
  pagerLabel: string;
}) {
  return (
    <>
      <ul className={cn('space-y-4', isLoadingNext && 'opacity-60')} aria-busy={isLoadingNext || undefined}>
        {items.map(renderItem)}
      </ul>
      <AdminPager label={pagerLabel} page={pagination.currentPage} totalPages={pagination.totalPages} onPage={onPage} />
    </>
  );
}
