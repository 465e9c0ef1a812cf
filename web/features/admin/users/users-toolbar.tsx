import { useTranslation } from '#web/i18n/react.tsx';
import { HiDownload, HiSearch } from 'react-icons/hi';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { inputClass } from '../ui/form-controls.tsx';

/** Search by e-mail or name, and CSV export of every user the search matches (written by the server). */
export function UsersToolbar({
  search,
  onSearch,
  onExport,
  canExport,
  isExporting = false,
}: {
  search: string;
  onSearch: (value: string) => void;
  onExport: () => void;
  canExport: boolean;
  isExporting?: boolean;
}) {
  const { t } = useTranslation('admin-users');
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="relative w-full sm:max-w-sm">
        <HiSearch
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
        />
        <input
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={t('search')}
          aria-label={t('searchLabel')}
          className={cn(inputClass, 'pl-9')}
        />
      </div>
      <Button variant="outline" onClick={onExport} disabled={!canExport} isLoading={isExporting}>
        <HiDownload aria-hidden="true" className="h-4 w-4" />
        {t('exportCsv')}
      </Button>
    </div>
  );
}
