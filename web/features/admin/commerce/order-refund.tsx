import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { OrderStatus } from '#shared/orders.ts';
import type { AdminOrder } from '#web/api/orders.ts';
import { useAdminOrderRefund } from '#web/api/refunds.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { AdminDialog } from '#web/features/admin/ui/admin-dialog.tsx';
import { Field, inputClass } from '#web/features/admin/ui/form-controls.tsx';
import { useTranslation } from '#web/i18n/react.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { priceText } from './money.ts';

const STATUS_CLASS: Record<Exclude<OrderStatus, 'paid'>, string> = {
  refund_requested: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
  refunded: 'bg-violet-100 text-violet-900 dark:bg-violet-900/40 dark:text-violet-200',
  refund_refused: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

/** An order's refund status (nothing for a plain paid order). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin-commerce');
  if (status === 'paid') return null;
  return (
    <span
      data-testid="order-status"
      className={cn('mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_CLASS[status])}
    >
      {t(`orders.status.${status}`)}
    </span>
  );
}

/**
 * An admin's own refund of a paid order (issue 35): this course, or the whole payment it was bought with; the
 * server calls UddoktaPay's refund-payment and answers whether the gateway has refunded it yet.
 */
export function OrderRefundButton({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(['admin-commerce', 'admin']);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [whole, setWhole] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refund = useAdminOrderRefund({ errorToast: false });
  if ((order.status !== 'paid' && order.status !== 'refund_refused') || order.amount === 0) return null;
  const close = () => {
    setOpen(false);
    setReason('');
    setWhole(false);
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(t('orders.refundReasonRequired'));
    refund.mutate(
      {
        orderId: order._id,
        reason: reason.trim(),
        ...(!whole && order.courseId._id ? { courseId: order.courseId._id } : {}),
      },
      {
        onSuccess: (answer) => {
          if (answer.refunds.every((r) => r.status === 'refunded')) toast.success(answer.message);
          else toast.warning(answer.message);
          close();
        },
        onError: (e) => setError(errorMessage(e, t('orders.refundFailed'))),
      },
    );
  };
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-label={t('orders.refundFor', { name: order.userName })}
        onClick={() => setOpen(true)}
      >
        {t('orders.refund')}
      </Button>
      <AdminDialog
        open={open}
        onOpenChange={(next) => !next && close()}
        title={t('orders.refundTitle')}
        description={t('orders.refundLine', {
          name: order.userName,
          amount: priceText(order.amount, ''),
        })}
      >
        <form onSubmit={submit} noValidate>
          <Field label={t('orders.refundReason')} htmlFor={`refund-${order._id}`} error={error}>
            <textarea
              id={`refund-${order._id}`}
              className={cn(inputClass, 'min-h-24 py-2')}
              value={reason}
              maxLength={1000}
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
            />
          </Field>
          <label className="mt-4 flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4"
              checked={whole || !order.courseId._id}
              disabled={!order.courseId._id}
              onChange={(e) => setWhole(e.target.checked)}
            />
            {t('orders.refundWhole')}
          </label>
          <div className="mt-6 flex justify-end gap-3">
            <Button type="button" variant="outline" onClick={close}>
              {t('admin:cancel')}
            </Button>
            <Button type="submit" variant="danger" isLoading={refund.isPending}>
              {t('orders.refund')}
            </Button>
          </div>
        </form>
      </AdminDialog>
    </>
  );
}
