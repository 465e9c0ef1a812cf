import { useState, type FormEvent } from 'react';
import { HiOutlineReceiptRefund } from 'react-icons/hi';
import { toast } from 'sonner';
import { htmlToText } from '#shared/html-text.ts';
import type { RefundStatus } from '#shared/orders.ts';
import type { AdminRefund } from '#shared/refunds.ts';
import { walletName } from '#shared/wallets.ts';
import { useAdminRefunds, useDecideRefund } from '#web/api/refunds.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { AdminDialog, ConfirmDialog } from '#web/features/admin/ui/admin-dialog.tsx';
import { AdminPageHeader } from '#web/features/admin/ui/admin-page-header.tsx';
import { Field, inputClass } from '#web/features/admin/ui/form-controls.tsx';
import { AdminPager } from '#web/features/admin/ui/pager.tsx';
import { useTranslation } from '#web/i18n/react.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { priceText } from './money.ts';

const PAGE_SIZE = 10;
const STATUSES = ['requested', 'due', 'refunded', 'refused'] as const;

const STATUS_CLASS: Record<RefundStatus, string> = {
  requested: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
  due: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-200',
  refunded: 'bg-violet-100 text-violet-900 dark:bg-violet-900/40 dark:text-violet-200',
  refused: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-200',
};

function StatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation('admin-refunds');
  return (
    <span
      data-testid="refund-status"
      className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_CLASS[status])}
    >
      {t(`status.${status}`)}
    </span>
  );
}

type Action = { kind: 'approve' | 'refuse' | 'retry'; refund: AdminRefund } | null;

function Actions({ refund, onAction }: { refund: AdminRefund; onAction: (action: Action) => void }) {
  const { t } = useTranslation('admin-refunds');
  if (refund.status === 'requested') {
    return (
      <div className="flex flex-wrap gap-2 md:justify-end">
        <Button
          size="sm"
          aria-label={t('approveFor', { name: refund.userName })}
          onClick={() => onAction({ kind: 'approve', refund })}
        >
          {t('approve')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={t('refuseFor', { name: refund.userName })}
          onClick={() => onAction({ kind: 'refuse', refund })}
        >
          {t('refuse')}
        </Button>
      </div>
    );
  }
  if (refund.status === 'due') {
    return (
      <div className="flex flex-wrap gap-2 md:justify-end">
        <Button
          size="sm"
          variant="outline"
          aria-label={t('retryFor', { name: refund.userName })}
          onClick={() => onAction({ kind: 'retry', refund })}
        >
          {t('retry')}
        </Button>
      </div>
    );
  }
  return null;
}

function Details({ refund }: { refund: AdminRefund }) {
  const { t } = useTranslation('admin-refunds');
  const wallet = [refund.paymentMethod && walletName(refund.paymentMethod), refund.senderNumber]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="space-y-1 text-xs text-slate-600 dark:text-slate-400">
      <p>
        {t(`kind.${refund.kind}`)}
        {wallet ? ` · ${wallet}` : ''}
        {refund.transactionId ? ` · ${refund.transactionId}` : ''}
      </p>
      {refund.reason && (
        <p className="break-words text-slate-800 dark:text-slate-200">
          {t('reason')}: {refund.reason}
        </p>
      )}
      {refund.refusalReason && (
        <p className="break-words">
          {t('refusalReason')}: {refund.refusalReason}
        </p>
      )}
      {refund.status === 'due' && refund.gatewayMessage && (
        <p role="note" className="break-words text-amber-800 dark:text-amber-200">
          {t('gatewaySaid', { message: refund.gatewayMessage, count: refund.gatewayAttempts })}
        </p>
      )}
    </div>
  );
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';
const td = 'px-4 py-3 align-top text-sm text-slate-700 dark:text-slate-300';

function RefundList({ refunds, onAction }: { refunds: AdminRefund[]; onAction: (action: Action) => void }) {
  const { t, i18n } = useTranslation(['admin-refunds', 'admin']);
  const courses = (r: AdminRefund) => r.courses.map((c) => htmlToText(c)).join(', ');
  const amount = (r: AdminRefund) => priceText(r.amount, t('admin:free'));
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <>
      <table className="hidden w-full md:table">
        <thead className="border-b border-slate-200 dark:border-slate-800">
          <tr>
            {(['learner', 'courses', 'amount', 'asked', 'status'] as const).map((col) => (
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
          {refunds.map((r) => (
            <tr key={r._id} data-testid="refund-row">
              <td className={td}>
                <span className="block font-medium text-slate-900 dark:text-white">{r.userName}</span>
                <span className="block text-xs break-all">{r.userEmail}</span>
              </td>
              <td className={td}>
                <p>{courses(r)}</p>
                <Details refund={r} />
              </td>
              <td className={`${td} font-semibold tabular-nums`}>{amount(r)}</td>
              <td className={`${td} whitespace-nowrap`}>
                <time dateTime={r.createdAt}>{date(r.createdAt)}</time>
              </td>
              <td className={td}>
                <StatusBadge status={r.status} />
              </td>
              <td className={td}>
                <Actions refund={r} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden" aria-label={t('listTitle')}>
        {refunds.map((r) => (
          <li
            key={r._id}
            data-testid="refund-card"
            className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900 dark:text-white">{r.userName}</p>
                <p className="text-xs break-all text-slate-600 dark:text-slate-400">{r.userEmail}</p>
              </div>
              <StatusBadge status={r.status} />
            </div>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{courses(r)}</p>
            <div className="mt-2 flex items-end justify-between gap-3 text-sm">
              <span className="font-semibold text-slate-900 tabular-nums dark:text-white">{amount(r)}</span>
              <time dateTime={r.createdAt} className="text-slate-600 dark:text-slate-400">
                {date(r.createdAt)}
              </time>
            </div>
            <div className="mt-2">
              <Details refund={r} />
            </div>
            <div className="mt-3">
              <Actions refund={r} onAction={onAction} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Refuse: the reason is told to the learner, so it is required. */
function RefuseDialog({ refund, onClose }: { refund: AdminRefund | null; onClose: () => void }) {
  const { t } = useTranslation(['admin-refunds', 'admin']);
  const decide = useDecideRefund({ errorToast: false });
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    decide.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!refund) return;
    if (!reason.trim()) return setError(t('reasonRequired'));
    decide.mutate(
      { refundId: refund._id, kind: 'refuse', reason: reason.trim() },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          close();
        },
        onError: (e) => setError(errorMessage(e, t('actionFailed'))),
      },
    );
  };
  return (
    <AdminDialog
      open={refund !== null}
      onOpenChange={(open) => !open && close()}
      title={t('refuseTitle')}
      description={
        refund ? t('refuseLine', { name: refund.userName, amount: priceText(refund.amount, '') }) : undefined
      }
    >
      <form onSubmit={submit} noValidate>
        <Field label={t('refusalReason')} htmlFor="refuse-reason" error={error} hint={t('refusalHint')}>
          <textarea
            id="refuse-reason"
            className={cn(inputClass, 'min-h-24 py-2')}
            value={reason}
            maxLength={1000}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={error ? true : undefined}
          />
        </Field>
        <div className="mt-6 flex justify-end gap-3">
          <Button type="button" variant="outline" onClick={close}>
            {t('admin:cancel')}
          </Button>
          <Button type="submit" variant="danger" isLoading={decide.isPending}>
            {t('refuse')}
          </Button>
        </div>
      </form>
    </AdminDialog>
  );
}

/**
 * Refunds (/admin/refunds, issue 35): learners' requests, the admins' own refunds and the duplicate payments, newest
 * first, filtered by status and searched by learner, invoice or transaction. Approve asks first, then the server calls
 * UddoktaPay's refund-payment once; an approved refund the gateway has not made yet shows its message and Retry.
 */
export function RefundsPage() {
  const { t } = useTranslation(['admin-refunds', 'admin']);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<RefundStatus | ''>('requested');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [action, setAction] = useState<Action>(null);
  const list = useAdminRefunds({
    page,
    limit: PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(search ? { search } : {}),
  });
  const decide = useDecideRefund({ errorToast: t('actionFailed') });
  const refunds = list.data?.refunds ?? [];
  const confirming = action && action.kind !== 'refuse' ? action : null;
  const confirm = () => {
    if (!confirming) return;
    decide.mutate(
      { refundId: confirming.refund._id, kind: confirming.kind },
      {
        onSuccess: (answer) =>
          answer.refund.status === 'refunded' ? toast.success(answer.message) : toast.warning(answer.message),
        onSettled: () => setAction(null),
      },
    );
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };

  return (
    <div>
      <AdminPageHeader title={t('title')} subtitle={t('subtitle')} />
      <section
        aria-labelledby="refund-queue"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="refund-queue" className="sr-only">
          {t('listTitle')}
        </h2>
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="sm:w-48">
            <label htmlFor="refund-status" className="block text-sm font-medium text-slate-700 dark:text-slate-300">
              {t('filter')}
            </label>
            <select
              id="refund-status"
              className={cn(inputClass, 'mt-1')}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as RefundStatus | '');
                setPage(1);
              }}
            >
              <option value="">{t('all')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <form role="search" onSubmit={submitSearch} className="flex flex-1 gap-2">
            <label htmlFor="refund-search" className="sr-only">
              {t('search')}
            </label>
            <input
              id="refund-search"
              type="search"
              className={inputClass}
              placeholder={t('search')}
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                if (e.target.value === '' && search) {
                  setSearch('');
                  setPage(1);
                }
              }}
            />
            <Button type="submit" variant="outline">
              {t('searchButton')}
            </Button>
          </form>
        </div>
        {list.isError ? (
          <QueryError message={errorMessage(list.error, t('admin:loadError'))} onRetry={() => void list.refetch()} />
        ) : list.isPending ? (
          <div className="space-y-3" aria-busy="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : refunds.length === 0 ? (
          <EmptyState icon={<HiOutlineReceiptRefund />} title={t('empty')} line={t('emptyLine')} titleAs="p" />
        ) : (
          <>
            <RefundList refunds={refunds} onAction={setAction} />
            <AdminPager page={page} totalPages={list.data.pagination.totalPages} onPage={setPage} label={t('pager')} />
          </>
        )}
      </section>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setAction(null)}
        title={confirming?.kind === 'retry' ? t('retryTitle') : t('approveTitle')}
        description={
          confirming
            ? t(confirming.kind === 'retry' ? 'retryLine' : 'approveLine', {
                name: confirming.refund.userName,
                amount: priceText(confirming.refund.amount, ''),
                wallet: confirming.refund.paymentMethod ? walletName(confirming.refund.paymentMethod) : '—',
              })
            : ''
        }
        confirmLabel={confirming?.kind === 'retry' ? t('retry') : t('approve')}
        onConfirm={confirm}
        isPending={decide.isPending}
        danger={false}
      />
      <RefuseDialog refund={action?.kind === 'refuse' ? action.refund : null} onClose={() => setAction(null)} />
    </div>
  );
}
