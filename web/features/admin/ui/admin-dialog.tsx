import { AlertDialog, Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiX } from 'react-icons/hi';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';

const overlay = 'fixed inset-0 z-50 bg-slate-950/60';
const panel =
  'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900';

/**
 * A modal form or view (Add New Member, Edit Rating/Sales, a testimonial …): Esc and the close button dismiss it,
 * and focus goes back to the control that opened it.
 */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation('admin');
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={cn(panel, wide ? 'max-w-3xl' : 'max-w-lg')} onCloseAutoFocus={returnFocus}>
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-bold text-slate-900 dark:text-white">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {description}
                </Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('close')}>
                <HiX aria-hidden="true" className="h-5 w-5" />
              </Button>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Cancel and the action's button, under the choices of an AdminDialog that asks before an action. */
export function DialogButtons({
  confirmLabel,
  onConfirm,
  isPending = false,
  disabled = false,
}: {
  confirmLabel: string;
  onConfirm: () => void;
  isPending?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="mt-6 flex justify-end gap-3">
      <Dialog.Close asChild>
        <Button variant="outline">{t('cancel')}</Button>
      </Dialog.Close>
      <Button isLoading={isPending} disabled={disabled} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </div>
  );
}

/**
 * Asks before a destructive or irreversible action (delete, reset to default). The action button shows a spinner
 * while `isPending`; the dialog stays open until the caller closes it (so a failure can be retried). Focus goes back
 * to the control that opened it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  isPending = false,
  danger = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  isPending?: boolean;
  danger?: boolean;
}) {
  const { t } = useTranslation('admin');
  const returnFocus = useReturnFocus(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content className={cn(panel, 'max-w-md')} onCloseAutoFocus={returnFocus}>
          <AlertDialog.Title className="text-lg font-bold text-slate-900 dark:text-white">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t('cancel')}</Button>
            </AlertDialog.Cancel>
            <Button variant={danger ? 'danger' : 'primary'} isLoading={isPending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
