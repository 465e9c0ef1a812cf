import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineEye, HiOutlineShoppingBag, HiOutlineUserAdd } from 'react-icons/hi';
import { DEFAULT_ANALYTICS_PERIOD, type AnalyticsKind, type AnalyticsPeriod } from '#shared/analytics.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatNumber } from '#shared/numbers.ts';
import { AdminPageHeader } from '../ui/admin-page-header.tsx';
import { StatCard } from '../ui/stat-card.tsx';
import { useAnalytics } from '#web/api/analytics.ts';
import { AnalyticsChart, type ChartType } from './components/analytics-chart.tsx';
import { AnalyticsControls } from './components/analytics-controls.tsx';
import { OverduePayments } from './components/overdue-payments.tsx';
import { RecentTransactions } from './components/recent-transactions.tsx';
import { bucketUnit, EMPTY_KEYS, insightsOf, seriesPoints } from './insights.ts';

/**
 * /admin (admin-side §2 Dashboard): the chart-type picker (bar by default) and the period filter (This Month by
 * default), the users chart, the cards Orders Obtained, New Users and Site Visitors with their change against history,
 * the orders chart, Recent Transactions and the visitors chart.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('admin-analytics');
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const [chartType, setChartType] = useState<ChartType>('bar');
  const users = useAnalytics('users', period);
  const orders = useAnalytics('orders', period);
  const visitors = useAnalytics('visitors', period);
  const cards = [
    { kind: 'orders' as const, label: t('dashboard.ordersObtained'), query: orders, icon: <HiOutlineShoppingBag /> },
    { kind: 'users' as const, label: t('dashboard.newUsers'), query: users, icon: <HiOutlineUserAdd /> },
    { kind: 'visitors' as const, label: t('dashboard.siteVisitors'), query: visitors, icon: <HiOutlineEye /> },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('dashboard.title')}
        subtitle={t('subtitle', { period: t(`periods.${period}`) })}
        actions={
          <AnalyticsControls period={period} onPeriod={setPeriod} chartType={chartType} onChartType={setChartType} />
        }
      />
      <OverduePayments />
      <DashboardChart kind="users" period={period} chartType={chartType} title={t('dashboard.usersChart')} />
      <div className="my-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {cards.map((card) => (
          <StatCard
            key={card.kind}
            label={card.label}
            icon={card.icon}
            value={
              card.query.isError ? '—' : formatNumber(card.query.data?.comparison.currentTotal ?? 0, i18n.language)
            }
            change={card.query.data?.comparison.percentageChange}
            hint={t('cards.againstHistory')}
            isLoading={card.query.isPending}
          />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <DashboardChart kind="orders" period={period} chartType={chartType} title={t('dashboard.ordersChart')} />
        </div>
        <RecentTransactions />
      </div>
      <div className="mt-6">
        <DashboardChart kind="visitors" period={period} chartType={chartType} title={t('dashboard.visitorsChart')} />
      </div>
    </>
  );
}

function DashboardChart({
  kind,
  period,
  chartType,
  title,
}: {
  kind: AnalyticsKind;
  period: AnalyticsPeriod;
  chartType: ChartType;
  title: string;
}) {
  const { t, i18n } = useTranslation('admin-analytics');
  const query = useAnalytics(kind, period);
  const id = `dashboard-${kind}-chart`;
  return (
    <section
      aria-labelledby={id}
      className="h-full rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {query.isPending ? (
        <Skeleton className="h-[300px] w-full" />
      ) : query.isError ? (
        <QueryError message={t('loadError')} onRetry={() => void query.refetch()} />
      ) : insightsOf(query.data.series).total === 0 ? (
        <EmptyState title={t(EMPTY_KEYS[kind])} />
      ) : (
        <AnalyticsChart
          data={seriesPoints(query.data.series, bucketUnit(period), i18n.language)}
          type={chartType}
          height={300}
          label={`${title} (${t(`units.${bucketUnit(period)}`)})`}
        />
      )}
    </section>
  );
}
