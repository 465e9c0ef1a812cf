import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { inputBase } from '#web/features/admin/ui/form-controls.tsx';
import { cn } from '#web/components/ui/cn.ts';

/** Previous / next with "Page x of y" and, when `sizes` is given, a rows-per-page select. */
export function Pager({
  id,
  page,
  totalPages,
  onPage,
  pageSize,
  sizes,
  onPageSize,
}: {
  id: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  pageSize?: number;
  sizes?: readonly number[];
  onPageSize?: (size: number) => void;
}) {
  const { t } = useTranslation('admin-site');
  return (
    <nav aria-label={t('pager.label')} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700 dark:text-slate-300">
      {sizes && onPageSize ? (
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-size`}>{t('pager.rowsPerPage')}</label>
          <select
            id={`${id}-size`}
            className={cn(inputBase, 'w-20')}
            value={pageSize}
            onChange={(e) => onPageSize(Number(e.target.value))}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <span />
      )}
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('pager.previous')}
        </Button>
        <span className="tabular-nums">{t('pager.pageOf', { page, total: Math.max(1, totalPages) })}</span>
        <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          {t('pager.next')}
        </Button>
      </div>
    </nav>
  );
}
