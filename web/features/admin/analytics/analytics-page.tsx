import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import {
  HiOutlineChartBar,
  HiOutlineClock,
  HiOutlineLightningBolt,
  HiOutlineScale,
  HiOutlineTrendingUp,
} from 'react-icons/hi';
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
import { bucketLabel, bucketUnit, EMPTY_KEYS, insightsOf, monthPoints, oneDecimal, seriesPoints } from './insights.ts';

/**
 * One analytics page (admin-side §2): four cards (the period's count against history, the peak bucket, the mean per
 * bucket, the historical average), the period's chart (bar by default, 500 px high), Insights and the last 12 months.
 */
export function AnalyticsPage({ kind }: { kind: AnalyticsKind }) {
  const { t, i18n } = useTranslation('admin-analytics');
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const [chartType, setChartType] = useState<ChartType>('bar');
  const analytics = useAnalytics(kind, period);
  const unit = bucketUnit(period);
  const data = analytics.data;
  const insights = insightsOf(data?.series ?? []);
  const isLoading = analytics.isPending;
  const noun = t(`nouns.${kind}`);

  return (
    <>
      <AdminPageHeader
        title={t(`titles.${kind}`)}
        subtitle={t('subtitle', { period: t(`periods.${period}`) })}
        actions={
          <AnalyticsControls period={period} onPeriod={setPeriod} chartType={chartType} onChartType={setChartType} />
        }
      />
      {analytics.isError ? (
        <QueryError message={t('loadError')} onRetry={() => void analytics.refetch()} />
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard
              label={t(`cards.current.${kind}`)}
              value={formatNumber(data?.comparison.currentTotal ?? 0, i18n.language)}
              change={data?.comparison.percentageChange}
              hint={t('cards.againstHistory')}
              icon={<HiOutlineTrendingUp />}
              isLoading={isLoading}
            />
            <StatCard
              label={t(`cards.peak.${unit}`)}
              value={insights.peak ? bucketLabel(insights.peak.start, unit, i18n.language) : '—'}
              hint={insights.peak ? t(`countOf.${kind}`, { count: insights.peak.count }) : undefined}
              icon={<HiOutlineLightningBolt />}
              isLoading={isLoading}
            />
            <StatCard
              label={t(`cards.average.${unit}`)}
              value={oneDecimal(insights.average, i18n.language)}
              icon={<HiOutlineClock />}
              isLoading={isLoading}
            />
            <StatCard
              label={t('cards.historical')}
              value={oneDecimal(data?.comparison.historicalAverage ?? 0, i18n.language)}
              hint={t('cards.historicalHint')}
              icon={<HiOutlineScale />}
              isLoading={isLoading}
            />
          </div>

          <section
            aria-labelledby="analytics-chart-title"
            className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 id="analytics-chart-title" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
              {t(`chartTitle.${unit}`, { noun })}
            </h2>
            {isLoading ? (
              <Skeleton className="h-[500px] w-full" />
            ) : insights.total === 0 ? (
              <EmptyState icon={<HiOutlineChartBar />} title={t(EMPTY_KEYS[kind])} />
            ) : (
              <AnalyticsChart
                data={seriesPoints(data!.series, unit, i18n.language)}
                type={chartType}
                height={500}
                label={t(`chartTitle.${unit}`, { noun })}
              />
            )}
          </section>

          <section aria-labelledby="analytics-insights-title" className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
              <h2 id="analytics-insights-title" className="text-lg font-semibold text-slate-900 dark:text-white">
                {t('insights.title')}
              </h2>
              <dl className="mt-4 space-y-4 text-sm">
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">
                    {t('insights.total', { period: t(`periods.${period}`) })}
                  </dt>
                  <dd className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">
                    {isLoading ? '…' : insights.total}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">{t(`insights.mostProductive.${unit}`)}</dt>
                  <dd className="text-2xl font-bold text-slate-900 dark:text-white">
                    {insights.peak
                      ? `${bucketLabel(insights.peak.start, unit, i18n.language)} (${insights.peak.count})`
                      : t('insights.none')}
                  </dd>
                </div>
              </dl>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 lg:col-span-2 dark:border-slate-800 dark:bg-slate-900">
              <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
                {t('last12Months', { noun })}
              </h2>
              {isLoading ? (
                <Skeleton className="h-[260px] w-full" />
              ) : data!.last12Months.every((m) => m.count === 0) ? (
                <EmptyState icon={<HiOutlineChartBar />} title={t('empty.any')} />
              ) : (
                <AnalyticsChart
                  data={monthPoints(data!.last12Months, i18n.language)}
                  type={chartType}
                  height={260}
                  label={t('last12Months', { noun })}
                />
              )}
            </div>
          </section>
        </>
      )}
    </>
  );
}

export const UsersAnalyticsPage = () => <AnalyticsPage kind="users" />;
export const OrdersAnalyticsPage = () => <AnalyticsPage kind="orders" />;
export const CoursesAnalyticsPage = () => <AnalyticsPage kind="courses" />;
export const VisitorsAnalyticsPage = () => <AnalyticsPage kind="visitors" />;
