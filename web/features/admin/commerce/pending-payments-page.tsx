import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineClock } from 'react-icons/hi';
import { toast } from 'sonner';
import type { PendingPayment } from '#shared/payments-admin.ts';
import { htmlToText } from '#shared/html-text.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { usePendingPayments, useVerifyPayment } from '#web/api/payments-admin.ts';
import { AdminDialog, ConfirmDialog } from '#web/features/admin/ui/admin-dialog.tsx';
import { AdminPageHeader } from '#web/features/admin/ui/admin-page-header.tsx';
import { Field, inputClass } from '#web/features/admin/ui/form-controls.tsx';
import { AdminPager } from '#web/features/admin/ui/pager.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { priceText } from './money.ts';
import { RefundsSection } from './refunds-section.tsx';

const PAGE_SIZE = 10;

/** How long ago, in the page's language: "5 minutes ago", "3 hours ago", "2 days ago". */
export function ageText(createdAt: string, now: number, language: string): string {
  const minutes = Math.max(0, Math.round((now - new Date(createdAt).getTime()) / 60_000));
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return format.format(-hours, 'hour');
  return format.format(-Math.round(hours / 24), 'day');
}

const STATUS_CLASS: Record<PendingPayment['status'], string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
  failed: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-200',
  cancelled: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  expired: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  paid: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200',
  duplicate: 'bg-violet-100 text-violet-900 dark:bg-violet-900/40 dark:text-violet-200',
};

function StatusBadge({ status }: { status: PendingPayment['status'] }) {
  const { t } = useTranslation('admin-payments');
  return (
    <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_CLASS[status])}>
      {t(`status.${status}`)}
    </span>
  );
}

function InvoiceId({ payment }: { payment: PendingPayment }) {
  const { t } = useTranslation('admin-payments');
  return payment.invoiceId ? (
    <code className="text-xs break-all">{payment.invoiceId}</code>
  ) : (
    <span className="text-xs text-slate-500 dark:text-slate-400">{t('noInvoice')}</span>
  );
}

type Action = { kind: 'now' | 'withId'; payment: PendingPayment } | null;

function Actions({ payment, onAction }: { payment: PendingPayment; onAction: (action: Action) => void }) {
  const { t } = useTranslation('admin-payments');
  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      <Button
        size="sm"
        variant="outline"
        disabled={!payment.invoiceId}
        title={payment.invoiceId ? undefined : t('verifyNowNeedsId')}
        aria-label={t('verifyNowFor', { name: payment.userName })}
        onClick={() => onAction({ kind: 'now', payment })}
      >
        {t('verifyNow')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('verifyWithIdFor', { name: payment.userName })}
        onClick={() => onAction({ kind: 'withId', payment })}
      >
        {t('verifyWithId')}
      </Button>
    </div>
  );
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';
const td = 'px-4 py-3 align-top text-sm text-slate-700 dark:text-slate-300';

/** The 10-day rule (issue 35): from its eighth day a pending payment says so, and past ten days it is overdue. */
function TenDaysBadge({ payment }: { payment: PendingPayment }) {
  const { t } = useTranslation('admin-payments');
  if (!payment.tenDays) return null;
  const overdue = payment.tenDays === 'overdue';
  return (
    <span
      data-testid="ten-days"
      className={cn(
        'mt-1 block w-fit rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        overdue
          ? 'bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-950/50 dark:text-red-200'
          : 'bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-950/50 dark:text-amber-200',
      )}
    >
      {t(overdue ? 'tenDays.overdue' : 'tenDays.day8', { days: payment.daysOpen + 1 })}
    </span>
  );
}

function PaymentList({ payments, onAction }: { payments: PendingPayment[]; onAction: (action: Action) => void }) {
  const { t, i18n } = useTranslation(['admin-payments', 'admin']);
  const [now] = useState(() => Date.now());
  const age = (p: PendingPayment) => ageText(p.createdAt, now, i18n.language);
  const courses = (p: PendingPayment) => p.courses.map((c) => htmlToText(c)).join(', ');
  const amount = (p: PendingPayment) => priceText(p.amount, t('admin:free'));
  return (
    <>
      <table className="hidden w-full md:table">
        <thead className="border-b border-slate-200 dark:border-slate-800">
          <tr>
            {(['learner', 'courses', 'amount', 'age', 'invoiceId', 'status'] as const).map((col) => (
              <th key={col} scope="col" className={th}>
                {t(`col.${col}`)}
              </th>
            ))}
            <th scope="col" className={th}>
              <span className="sr-only">{t('col.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {payments.map((p) => (
            <tr key={p.paymentId}>
              <td className={td}>
                <span className="block font-medium text-slate-900 dark:text-white">{p.userName}</span>
                <span className="block text-xs break-all">{p.userEmail}</span>
              </td>
              <td className={td}>{courses(p)}</td>
              <td className={`${td} font-semibold tabular-nums`}>{amount(p)}</td>
              <td className={`${td} whitespace-nowrap`}>
                <time dateTime={p.createdAt}>{age(p)}</time>
                <TenDaysBadge payment={p} />
              </td>
              <td className={td}>
                <InvoiceId payment={p} />
              </td>
              <td className={td}>
                <StatusBadge status={p.status} />
              </td>
              <td className={td}>
                <Actions payment={p} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden" aria-label={t('listTitle')}>
        {payments.map((p) => (
          <li key={p.paymentId} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900 dark:text-white">{p.userName}</p>
                <p className="text-xs break-all text-slate-600 dark:text-slate-400">{p.userEmail}</p>
              </div>
              <StatusBadge status={p.status} />
            </div>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{courses(p)}</p>
            <div className="mt-2 flex items-end justify-between gap-3 text-sm">
              <span className="font-semibold text-slate-900 tabular-nums dark:text-white">{amount(p)}</span>
              <span className="text-end">
                <time dateTime={p.createdAt} className="text-slate-600 dark:text-slate-400">
                  {age(p)}
                </time>
                <TenDaysBadge payment={p} />
              </span>
            </div>
            <p className="mt-2 text-sm">
              <span className="text-slate-600 dark:text-slate-400">{t('col.invoiceId')}: </span>
              <InvoiceId payment={p} />
            </p>
            <div className="mt-3">
              <Actions payment={p} onAction={onAction} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** "Verify with invoice id": the id an operator copies from the UddoktaPay dashboard. */
function InvoiceIdDialog({ payment, onClose }: { payment: PendingPayment | null; onClose: () => void }) {
  const { t } = useTranslation(['admin-payments', 'admin']);
  // The refusal shows in the dialog, next to the id it is about.
  const verify = useVerifyPayment({ errorToast: false });
  const [invoiceId, setInvoiceId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setInvoiceId('');
    setError(null);
    verify.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!payment) return;
    const id = invoiceId.trim();
    if (!id) return setError(t('invoiceIdRequired'));
    setError(null);
    verify.mutate(
      { paymentId: payment.paymentId, invoiceId: id },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          close();
        },
        onError: (e) => setError(errorMessage(e, t('verifyFailed'))),
      },
    );
  };
  return (
    <AdminDialog
      open={payment !== null}
      onOpenChange={(open) => !open && close()}
      title={t('withIdTitle')}
      description={payment ? t('withIdLine', { name: payment.userName }) : undefined}
    >
      <form onSubmit={submit} noValidate>
        <Field label={t('invoiceIdLabel')} htmlFor="verify-invoice-id" error={error} hint={t('invoiceIdHint')}>
          <input
            id="verify-invoice-id"
            className={inputClass}
            value={invoiceId}
            onChange={(e) => setInvoiceId(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
          />
        </Field>
        <div className="mt-6 flex justify-end gap-3">
          <Button type="button" variant="outline" onClick={close}>
            {t('admin:cancel')}
          </Button>
          <Button type="submit" isLoading={verify.isPending}>
            {t('verify')}
          </Button>
        </div>
      </form>
    </AdminDialog>
  );
}

/**
 * Pending payments (/admin/pending-payments, issue 9 §6): payments that did not become orders — pending, failed,
 * cancelled or expired — newest first, 10 a page from the server. "Verify now" asks UddoktaPay about the stored
 * invoice id; "Verify with invoice id" about one copied from the UddoktaPay dashboard. The server fulfils only what
 * UddoktaPay confirms as COMPLETED for that payment. Below, the duplicate payments to refund (RefundsSection).
 */
export function PendingPaymentsPage() {
  const { t } = useTranslation(['admin-payments', 'admin']);
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<Action>(null);
  const list = usePendingPayments({ page, limit: PAGE_SIZE });
  const verifyNow = useVerifyPayment({ errorToast: t('verifyFailed') });
  const payments = list.data?.payments ?? [];
  const confirming = action?.kind === 'now' ? action.payment : null;

  const confirmNow = () => {
    if (!confirming) return;
    verifyNow.mutate(
      { paymentId: confirming.paymentId },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onSettled: () => setAction(null),
      },
    );
  };

  return (
    <div>
      <AdminPageHeader title={t('title')} subtitle={t('subtitle')} />
      <section
        aria-labelledby="pending-payments"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="pending-payments" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
          {t('listTitle')}
        </h2>
        {list.isError ? (
          <QueryError message={errorMessage(list.error, t('admin:loadError'))} onRetry={() => void list.refetch()} />
        ) : list.isPending ? (
          <div className="space-y-3">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : payments.length === 0 ? (
          <EmptyState icon={<HiOutlineClock />} title={t('empty')} line={t('emptyLine')} titleAs="p" />
        ) : (
          <>
            <PaymentList payments={payments} onAction={setAction} />
            <AdminPager page={page} totalPages={list.data.pagination.totalPages} onPage={setPage} label={t('pager')} />
          </>
        )}
      </section>
      <RefundsSection />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setAction(null)}
        title={t('nowTitle')}
        description={confirming ? t('nowLine', { invoiceId: confirming.invoiceId, name: confirming.userName }) : ''}
        confirmLabel={t('verify')}
        onConfirm={confirmNow}
        isPending={verifyNow.isPending}
        danger={false}
      />
      <InvoiceIdDialog payment={action?.kind === 'withId' ? action.payment : null} onClose={() => setAction(null)} />
    </div>
  );
}
