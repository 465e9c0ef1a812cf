import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';

/**
 * Row selection of an admin list for its bulk actions (issue 13): only rows on screen can be selected; the
 * selection empties when `resetKey` (the page, page size, search and filters) changes.
 */
export function useRowSelection(rowIds: readonly string[], resetKey: string) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    setKey(resetKey);
    setPicked(new Set());
  }
  // Rows that left the page (deleted, or filtered out by a refetch) are no longer selected.
  const selected = rowIds.filter((id) => picked.has(id));
  const all = rowIds.length > 0 && selected.length === rowIds.length;
  return {
    selected,
    count: selected.length,
    all,
    some: selected.length > 0 && !all,
    isSelected: (id: string) => picked.has(id),
    toggle: (id: string) =>
      setPicked((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    toggleAll: () => setPicked(all ? new Set() : new Set(rowIds)),
    clear: () => setPicked(new Set()),
  };
}
export type RowSelection = ReturnType<typeof useRowSelection>;

/** How a selected table row and a selected phone card stand out. */
export const SELECTED_ROW = 'bg-brand-50/70 dark:bg-brand-500/10';
export const SELECTED_CARD = 'border-brand-500 ring-1 ring-brand-500';

/**
 * A checkbox with a 40 px target (a phone's thumb). `label` names it for screen readers, or `text` is shown beside
 * it as its label; `mixed` shows a partial selection.
 */
export function SelectBox({
  checked,
  mixed = false,
  onChange,
  label,
  text,
  className,
}: {
  checked: boolean;
  mixed?: boolean;
  onChange: () => void;
  label?: string;
  text?: string;
  className?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <label className={cn('inline-flex shrink-0 cursor-pointer items-center', className)}>
      <span className="inline-flex h-10 w-10 items-center justify-center">
        <input
          ref={ref}
          type="checkbox"
          checked={checked}
          onChange={onChange}
          aria-label={text ? undefined : label}
          className="h-4 w-4 cursor-pointer accent-brand-600"
        />
      </span>
      {text && <span className="pr-2 text-sm font-medium text-slate-800 dark:text-slate-200">{text}</span>}
    </label>
  );
}

/**
 * The bar above a list: on phones "Select all on this page" (the table's header box does it from 768 px), how many
 * rows are selected, the bulk actions (disabled until a row is selected) and Clear selection. Once rows are selected
 * it stays under the header while the list scrolls, so the actions are in reach after selecting rows far down.
 */
export function BulkBar({
  selection,
  label,
  children,
}: {
  selection: RowSelection;
  /** What the bar is for ("Bulk actions on users"). */
  label: string;
  /** The action buttons; each is given `disabled` by the caller when nothing is selected. */
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <div
      role="region"
      aria-label={label}
      className={cn(
        'mb-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-slate-200 bg-white/95 px-2 py-2',
        'shadow-sm backdrop-blur sm:px-3 dark:border-slate-800 dark:bg-slate-900/95',
        selection.count > 0 && 'sticky top-20 z-30',
      )}
    >
      <SelectBox
        checked={selection.all}
        mixed={selection.some}
        onChange={selection.toggleAll}
        text={t('bulk.selectAll')}
        className="-my-1 md:hidden"
      />
      <p
        aria-live="polite"
        className={cn(
          'min-w-0 flex-1 text-sm text-slate-700 md:pl-1 dark:text-slate-300',
          // On a phone the hint would squeeze beside "Select all on this page"; the count shows once rows are picked.
          selection.count === 0 && 'sr-only sm:not-sr-only',
        )}
      >
        {selection.count > 0 ? t('bulk.selected', { count: selection.count }) : t('bulk.none')}
      </p>
      <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
        {children}
        {selection.count > 0 && (
          <Button variant="ghost" size="sm" onClick={selection.clear}>
            {t('bulk.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
