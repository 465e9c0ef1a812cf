import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineCash, HiOutlineReceiptTax, HiOutlineShoppingBag, HiOutlineUsers } from 'react-icons/hi';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { AdminPageHeader } from '#web/features/admin/ui/admin-page-header.tsx';
import { StatCard } from '#web/features/admin/ui/stat-card.tsx';
import { useAdminOrderStats, useAdminOrders } from '#web/api/orders.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { takaTotal } from './money.ts';
import { OrderList } from './order-list.tsx';
import { AdminPager } from '#web/features/admin/ui/pager.tsx';

const PAGE_SIZE = 10;

/**
 * Orders and Invoices (/admin/invoices, admin-side §2): four totals over every order, counted by the server, and
 * Recent Orders, newest first. The spec's pager is decorative; this one really pages, 10 orders a page from the
 * server.
 */
export function InvoicesPage() {
  const { t } = useTranslation(['admin-commerce', 'admin']);
  const [page, setPage] = useState(1);
  const orders = useAdminOrders({ page, limit: PAGE_SIZE });
  const stats = useAdminOrderStats();
  const list = orders.data?.orders ?? [];
  const totalPages = orders.data?.pagination.totalPages ?? 1;
  const loading = orders.isPending;
  const failed = orders.isError;
  const statsLoading = stats.isPending;
  const statsFailed = stats.isError;
  const totals = stats.data;

  return (
    <div>
      <AdminPageHeader title={t('orders.pageTitle')} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label={t('orders.totalOrders')}
          value={totals ? totals.totalOrders : '—'}
          icon={<HiOutlineShoppingBag />}
          isLoading={statsLoading}
        />
        <StatCard
          label={t('orders.totalRevenue')}
          value={totals ? takaTotal(totals.totalRevenue, 2) : '—'}
          icon={<HiOutlineCash />}
          isLoading={statsLoading}
        />
        <StatCard
          label={t('orders.averageOrderValue')}
          value={totals ? takaTotal(totals.averageOrderValue, 0) : '—'}
          icon={<HiOutlineReceiptTax />}
          isLoading={statsLoading}
        />
        <StatCard
          label={t('orders.uniqueCustomers')}
          value={totals ? totals.uniqueCustomers : '—'}
          icon={<HiOutlineUsers />}
          isLoading={statsLoading}
        />
      </div>
      {statsFailed && (
        <QueryError
          className="mt-4"
          message={errorMessage(stats.error, t('admin:loadError'))}
          onRetry={() => void stats.refetch()}
        />
      )}
      <section
        aria-labelledby="recent-orders"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="recent-orders" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
          {t('orders.title')}
        </h2>
        {failed ? (
          <QueryError
            message={errorMessage(orders.error, t('admin:loadError'))}
            onRetry={() => void orders.refetch()}
          />
        ) : loading ? (
          <div className="space-y-3">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : list.length === 0 ? (
          <EmptyState icon={<HiOutlineShoppingBag />} title={t('orders.empty')} titleAs="p" />
        ) : (
          <>
            <OrderList orders={list} refundable />
            <AdminPager page={page} totalPages={totalPages} onPage={setPage} label={t('orders.pager')} />
          </>
        )}
      </section>
    </div>
  );
}
