import { useTranslation } from 'react-i18next';
import { HiChevronLeft, HiChevronRight } from 'react-icons/hi';
import { Button } from '#web/components/ui/button.tsx';

/** Previous / Page x of y / Next under a listing; hidden when everything fits on one page. */
export function Pager({ page, totalPages, onPage, label }: { page: number; totalPages: number; onPage: (page: number) => void; label: string }) {
  const { t } = useTranslation('admin-commerce');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <HiChevronLeft aria-hidden="true" className="h-4 w-4" />
        {t('pager.previous')}
      </Button>
      <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400" aria-live="polite">
        {t('pager.status', { page, total: totalPages })}
      </p>
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
        {t('pager.next')}
        <HiChevronRight aria-hidden="true" className="h-4 w-4" />
      </Button>
    </nav>
  );
}
