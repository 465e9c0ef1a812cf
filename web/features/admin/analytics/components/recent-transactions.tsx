import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineReceiptTax } from 'react-icons/hi';
import { formatDate, SITE_TIMEZONE } from '#shared/dates.ts';
import { formatTaka, takaToPoisha } from '#shared/pricing.ts';
import { useAdminOrders } from '#web/api/orders.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';
import { htmlToText } from '#shared/html-text.ts';

/** admin-side §9: the dashboard shows the 3 newest; View All Transactions appears when more than 5 exist. */
export const RECENT_TRANSACTIONS = 3;
const VIEW_ALL_ABOVE = 5;

export function RecentTransactions() {
  const { t, i18n } = useTranslation('admin-analytics');
  const recent = useAdminOrders({ page: 1, limit: RECENT_TRANSACTIONS });
  return (
    <section
      aria-labelledby="recent-transactions-title"
      className="h-full rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="recent-transactions-title" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
        {t('dashboard.recentTransactions')}
      </h2>
      {recent.isPending ? (
        <div className="space-y-4" aria-busy="true">
          {Array.from({ length: RECENT_TRANSACTIONS }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : recent.isError ? (
        <QueryError message={t('loadError')} onRetry={() => void recent.refetch()} />
      ) : recent.data.orders.length === 0 ? (
        <EmptyState icon={<HiOutlineReceiptTax />} title={t('dashboard.noTransactions')} />
      ) : (
        <>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {recent.data.orders.slice(0, RECENT_TRANSACTIONS).map((order) => (
              <li key={order._id} className="flex items-center gap-3 py-3">
                <UserAvatar name={order.userName} className="h-10 w-10 shrink-0 text-sm" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900 dark:text-white">{order.userName}</p>
                  <p className="truncate text-xs text-slate-600 dark:text-slate-400">
                    {htmlToText(order.courseName)} · {formatDate(order.createdAt, SITE_TIMEZONE, i18n.language)}
                  </p>
                </div>
                <p className="shrink-0 font-semibold text-slate-900 tabular-nums dark:text-white">
                  {order.amount === 0 ? t('free') : formatTaka(takaToPoisha(order.amount))}
                </p>
              </li>
            ))}
          </ul>
          {recent.data.pagination.totalItems > VIEW_ALL_ABOVE && (
            <ButtonLink to="/admin/invoices" variant="outline" className="mt-4 w-full">
              {t('dashboard.viewAll')}
            </ButtonLink>
          )}
        </>
      )}
    </section>
  );
}
