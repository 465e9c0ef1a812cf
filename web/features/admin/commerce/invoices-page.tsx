import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiOutlineCash, HiOutlineReceiptTax, HiOutlineShoppingBag, HiOutlineUsers } from 'react-icons/hi';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { AdminPageHeader } from '#web/features/admin/ui/admin-page-header.tsx';
import { StatCard } from '#web/features/admin/ui/stat-card.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { orderTotals, useAdminOrders } from './api/orders.ts';
import { takaTotal } from './money.ts';
import { OrderList } from './order-list.tsx';
import { Pager } from './pager.tsx';

const PAGE_SIZE = 10;

/**
 * Orders and Invoices (/admin/invoices, admin-side §2): four totals over every order and Recent Orders, newest
 * first. The spec's pager is decorative; this one really pages, 10 orders at a time, on the client.
 */
export function InvoicesPage() {
  const { t } = useTranslation(['admin-commerce', 'admin']);
  const orders = useAdminOrders();
  const [page, setPage] = useState(1);
  const list = orders.data ?? [];
  const totals = orderTotals(list);
  const totalPages = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
  const current = Math.min(page, totalPages);
  const loading = orders.isPending;
  const failed = orders.isError;

  return (
    <div>
      <AdminPageHeader title={t('orders.pageTitle')} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t('orders.totalOrders')} value={failed ? '—' : totals.totalOrders} icon={<HiOutlineShoppingBag />} isLoading={loading} />
        <StatCard label={t('orders.totalRevenue')} value={failed ? '—' : takaTotal(totals.totalRevenue, 2)} icon={<HiOutlineCash />} isLoading={loading} />
        <StatCard label={t('orders.averageOrderValue')} value={failed ? '—' : takaTotal(totals.averageOrderValue, 0)} icon={<HiOutlineReceiptTax />} isLoading={loading} />
        <StatCard label={t('orders.uniqueCustomers')} value={failed ? '—' : totals.uniqueCustomers} icon={<HiOutlineUsers />} isLoading={loading} />
      </div>
      <section aria-labelledby="recent-orders" className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 id="recent-orders" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
          {t('orders.title')}
        </h2>
        {failed ? (
          <QueryError message={errorMessage(orders.error, t('admin:loadError'))} onRetry={() => void orders.refetch()} />
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
            <OrderList orders={list.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE)} />
            <Pager page={current} totalPages={totalPages} onPage={setPage} label={t('orders.pager')} />
          </>
        )}
      </section>
    </div>
  );
}
