import { useTranslation } from '#web/i18n/react.tsx';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '#shared/analytics.ts';
import { inputBase } from '../../ui/form-controls.tsx';
import type { ChartType } from './analytics-chart.tsx';

/** The period filter (Today, This Week, This Month, This Year) and the chart-type picker (Bar Chart, Area Chart). */
export function AnalyticsControls({
  period,
  onPeriod,
  chartType,
  onChartType,
}: {
  period: AnalyticsPeriod;
  onPeriod: (period: AnalyticsPeriod) => void;
  chartType: ChartType;
  onChartType: (type: ChartType) => void;
}) {
  const { t } = useTranslation('admin-analytics');
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="text-sm font-medium text-slate-700 dark:text-slate-300">
        <span className="mb-1 block">{t('periodLabel')}</span>
        <select
          value={period}
          onChange={(e) => onPeriod(e.target.value as AnalyticsPeriod)}
          className={`${inputBase} w-40`}
        >
          {ANALYTICS_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`periods.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700 dark:text-slate-300">
        <span className="mb-1 block">{t('chartTypeLabel')}</span>
        <select
          value={chartType}
          onChange={(e) => onChartType(e.target.value as ChartType)}
          className={`${inputBase} w-40`}
        >
          <option value="bar">{t('chartTypes.bar')}</option>
          <option value="area">{t('chartTypes.area')}</option>
        </select>
      </label>
    </div>
  );
}
