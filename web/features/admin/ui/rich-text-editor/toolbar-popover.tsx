import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '#web/components/ui/cn.ts';

/** The look of every toolbar button; `isActive` marks a format the selection has. */
export function toolButtonClass(isActive = false) {
  return cn(
    'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-sm text-slate-700',
    'hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
    'disabled:cursor-not-allowed disabled:opacity-50 dark:text-slate-200 dark:hover:bg-slate-800',
    isActive && 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100',
  );
}

/**
 * A toolbar button that opens a small panel (colour, gradient, link). Radix keeps it keyboard usable: Enter or Space
 * opens it, focus moves inside, Escape closes it and focus returns to the button.
 */
export function ToolbarPopover({
  label,
  icon,
  isActive = false,
  open,
  onOpenChange,
  children,
}: {
  label: string;
  icon: ReactNode;
  isActive?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger type="button" aria-label={label} title={label} className={toolButtonClass(isActive)}>
        {icon}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          className="z-50 w-[min(20rem,calc(100vw-1rem))] space-y-3 rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
