import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';
import { HiOutlineBell, HiOutlineCheck } from 'react-icons/hi';
import { Button, buttonClass } from './button.tsx';
import { Skeleton } from './skeleton.tsx';

/** "9+" above nine (admin-side §9), on every bell and count badge. */
export const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

/** What a bell says, in the reader's language (each side has its own catalogue). */
export interface BellLabels {
  bell: string;
  bellUnread: string;
  title: string;
  markAllRead: string;
  loadError: string;
  retry: string;
  empty: string;
}

/**
 * A bell with its unread badge and a dropdown of notifications (the admins' and a learner's): the heading with Mark
 * all read while any is unread, and the list's loading, error (with a retry), empty and filled states. What an item
 * says and where it leads is the caller's.
 */
export function BellPopover({
  count,
  labels,
  status,
  onRetry,
  onMarkAll,
  markingAll,
  badgeTestId,
  isEmpty,
  children,
}: {
  count: number;
  labels: BellLabels;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  onMarkAll: () => void;
  markingAll: boolean;
  badgeTestId: string;
  isEmpty: boolean;
  /** The items, each an `<li>`. */
  children: ReactNode;
}) {
  return (
    <Popover.Root>
      <Popover.Trigger
        className={buttonClass('ghost', 'icon', 'relative')}
        aria-label={count > 0 ? labels.bellUnread : labels.bell}
        title={labels.bell}
      >
        <HiOutlineBell aria-hidden="true" className="h-6 w-6" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid={badgeTestId}
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
          >
            {badgeText(count)}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-2xl border border-slate-200 bg-white shadow-xl dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <h2 className="font-semibold text-slate-900 dark:text-white">{labels.title}</h2>
            {count > 0 && (
              <Button variant="ghost" size="sm" isLoading={markingAll} onClick={onMarkAll}>
                {labels.markAllRead}
              </Button>
            )}
          </div>
          <div className="max-h-[min(24rem,70vh)] overflow-y-auto">
            {status === 'pending' ? (
              <div className="space-y-3 p-4" aria-busy="true">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-4 w-1/2" />
              </div>
            ) : status === 'error' ? (
              <div role="alert" className="space-y-2 p-4 text-sm text-red-700 dark:text-red-400">
                <p>{labels.loadError}</p>
                <Button variant="outline" size="sm" onClick={onRetry}>
                  {labels.retry}
                </Button>
              </div>
            ) : isEmpty ? (
              <p className="p-6 text-center text-sm text-slate-600 dark:text-slate-400">{labels.empty}</p>
            ) : (
              <ul className="divide-y divide-slate-100 dark:divide-slate-800">{children}</ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** An item's mark-as-read button, named after the item for a screen reader. */
export function MarkReadButton({
  label,
  itemTitle,
  disabled,
  onClick,
}: {
  label: string;
  itemTitle: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`${label}: ${itemTitle}`}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <HiOutlineCheck aria-hidden="true" className="h-5 w-5" />
    </Button>
  );
}
