import { useState } from 'react';
import { HiOutlineReceiptRefund } from 'react-icons/hi';
import { toast } from 'sonner';
import { htmlToText } from '#shared/html-text.ts';
import type { Refund } from '#shared/payments-admin.ts';
import { walletName } from '#shared/wallets.ts';
import { useMarkRefunded, useRefunds } from '#web/api/payments-admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ConfirmDialog } from '#web/features/admin/ui/admin-dialog.tsx';
import { AdminPager } from '#web/features/admin/ui/pager.tsx';
import { useTranslation } from '#web/i18n/react.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { priceText } from './money.ts';

const PAGE_SIZE = 10;
const FILTERS = ['due', 'all'] as const;
type Filter = (typeof FILTERS)[number];

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';
const td = 'px-4 py-3 align-top text-sm text-slate-700 dark:text-slate-300';

/** The paying wallet, named as the wallet spells it, and its number ("bKash 01311111111"). */
const walletOf = (r: Refund) =>
  [r.paymentMethod && walletName(r.paymentMethod), r.senderNumber].filter(Boolean).join(' ');

/**
 * To refund (issue 32): payments of courses the learner already owned (a second payment page, a superseded
 * checkout, a cart with an owned course). They made no order; each is listed with what a refund needs — the paying
 * wallet, the amount and the transaction id — until an admin marks it refunded. "To refund" shows the due ones,
 * "All" the refunded ones too.
 */
export function RefundsSection() {
  const { t } = useTranslation(['admin-payments', 'admin']);
  const [filter, setFilter] = useState<Filter>('due');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<Refund | null>(null);
  const list = useRefunds({ page, limit: PAGE_SIZE, ...(filter === 'due' ? { status: 'due' as const } : {}) });
  const mark = useMarkRefunded({ errorToast: t('refunds.markFailed') });
  const refunds = list.data?.refunds ?? [];

  const confirm = () => {
    if (!confirming) return;
    mark.mutate(confirming._id, {
      onSuccess: (answer) => toast.success(answer.message),
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <section
      aria-labelledby="refunds-due"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="refunds-due" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('refunds.title')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('refunds.subtitle')}</p>
        </div>
        <div role="group" aria-label={t('refunds.filter')} className="flex gap-2">
          {FILTERS.map((f) => (
            <Button
              key={f}
              size="sm"
              variant={filter === f ? 'primary' : 'outline'}
              aria-pressed={filter === f}
              onClick={() => {
                setFilter(f);
                setPage(1);
              }}
            >
              {t(`refunds.show.${f}`)}
            </Button>
          ))}
        </div>
      </div>
      {list.isError ? (
        <QueryError message={errorMessage(list.error, t('admin:loadError'))} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Skeleton className="h-14 w-full" />
      ) : refunds.length === 0 ? (
        <EmptyState
          icon={<HiOutlineReceiptRefund />}
          title={t('refunds.empty')}
          line={t('refunds.emptyLine')}
          titleAs="p"
        />
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[48rem]">
              <thead className="border-b border-slate-200 dark:border-slate-800">
                <tr>
                  {(['learner', 'courses', 'amount', 'wallet', 'transaction', 'status'] as const).map((col) => (
                    <th key={col} scope="col" className={th}>
                      {t(`refunds.col.${col}`)}
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
                      {r.items.map((i) => htmlToText(i.courseName)).join(', ')}
                      {r.superseded && (
                        <span className="block text-xs text-slate-500 dark:text-slate-400">
                          {t('refunds.superseded')}
                        </span>
                      )}
                    </td>
                    <td className={`${td} font-semibold tabular-nums`}>{priceText(r.amount, t('admin:free'))}</td>
                    <td className={td}>{walletOf(r) || t('noInvoice')}</td>
                    <td className={td}>
                      <code className="block text-xs break-all">{r.transactionId ?? t('noInvoice')}</code>
                      <span className="block text-xs text-slate-500 dark:text-slate-400">
                        {t('refunds.invoice', { id: r.invoiceId })}
                      </span>
                    </td>
                    <td className={td}>
                      <span
                        className={cn(
                          'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold',
                          r.status === 'due'
                            ? 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200'
                            : 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200',
                        )}
                      >
                        {t(`refunds.status.${r.status}`)}
                      </span>
                    </td>
                    <td className={td}>
                      {r.status === 'due' && (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={t('refunds.markFor', { name: r.userName })}
                          onClick={() => setConfirming(r)}
                        >
                          {t('refunds.mark')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AdminPager
            page={page}
            totalPages={list.data.pagination.totalPages}
            onPage={setPage}
            label={t('refunds.pager')}
          />
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('refunds.markTitle')}
        description={
          confirming
            ? t('refunds.markLine', {
                amount: priceText(confirming.amount, t('admin:free')),
                wallet: walletOf(confirming) || t('noInvoice'),
                name: confirming.userName,
              })
            : ''
        }
        confirmLabel={t('refunds.mark')}
        onConfirm={confirm}
        isPending={mark.isPending}
        danger={false}
      />
    </section>
  );
}
