import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { HiX } from 'react-icons/hi';
import { toast } from 'sonner';
import type { Order } from '#shared/orders.ts';
import { useRefundSettings, useRequestRefund } from '#web/api/refunds.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { inputClass } from '#web/components/ui/form/control-class.ts';
import { useTranslation } from '#web/i18n/react.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';

const REFUND_LOOK = {
  requested: 'text-amber-800 dark:text-amber-200',
  due: 'text-sky-800 dark:text-sky-200',
  refunded: 'text-violet-800 dark:text-violet-200',
  refused: 'text-red-800 dark:text-red-200',
} as const;

/**
 * One order's refund in the purchase history (issue 35): its state once asked for, or "Request refund" while the
 * site allows refunds. The window and the progress limit are the server's to check: its refusal, in the reader's
 * language, is shown in the dialog.
 */
export function OrderRefund({ order, courseName }: { order: Order; courseName: string }) {
  const { t } = useTranslation('profile');
  const settings = useRefundSettings();
  const refund = order.refund;
  if (refund && (refund.status !== 'refused' || order.status === 'refund_refused')) {
    return (
      <p data-testid="order-refund" className={cn('w-full text-xs font-medium', REFUND_LOOK[refund.status])}>
        {t(`orders.refundState.${refund.status}`)}
        {refund.status === 'refused' && refund.refusalReason ? ` ${refund.refusalReason}` : ''}
      </p>
    );
  }
  if (order.status !== 'paid' || order.amount === 0 || !settings.data?.allowed) return null;
  return <RequestRefund orderId={order._id} courseName={courseName} />;
}

function RequestRefund({ orderId, courseName }: { orderId: string; courseName: string }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestRefund({ errorToast: false });
  const returnFocus = useReturnFocus(open);
  const id = useId();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('orders.refundReasonRequired'));
      return;
    }
    try {
      const answer = await request.mutateAsync({ orderId, reason: reason.trim() });
      toast.success(answer.message);
      setOpen(false);
      setReason('');
    } catch (err) {
      setError(errorMessage(err, t('orders.refundFailed')));
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" className="mt-1">
          {t('orders.requestRefund')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6 dark:bg-slate-900"
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
                {t('orders.refundTitle')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
                {courseName}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('orders.cancel')}>
                <HiX aria-hidden="true" className="h-5 w-5" />
              </Button>
            </Dialog.Close>
          </div>
          <form onSubmit={(e) => void submit(e)} noValidate>
            <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('orders.refundReason')}
            </label>
            <textarea
              id={id}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
              rows={4}
              maxLength={1000}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={cn(inputClass, 'mt-1 min-h-24 py-2')}
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
                {error}
              </p>
            )}
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('orders.refundHint')}</p>
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button type="button" variant="ghost">
                  {t('orders.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" isLoading={request.isPending}>
                {t('orders.sendRefund')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
