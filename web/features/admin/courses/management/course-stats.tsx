import { useTranslation } from '#web/i18n/react.tsx';
import { HiBookOpen, HiCheckCircle, HiShoppingCart, HiStar } from 'react-icons/hi';
import type { AdminCourseListAnswer } from '#shared/catalogue/admin.ts';
import { formatNumber } from '#shared/numbers.ts';
import { StatCard } from '../../ui/stat-card.tsx';

const NONE = { total: 0, sales: 0, avgRating: 0, active: 0 };

/** The four stat cards of Course Management, over every course (the server counts them). */
export function CourseStats({
  stats = NONE,
  isLoading,
}: {
  stats?: AdminCourseListAnswer['stats'];
  isLoading: boolean;
}) {
  const { t, i18n } = useTranslation('admin-courses');
  const n = (value: number, decimals?: number) => formatNumber(value, i18n.language, decimals);
  return (
    <div className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label={t('stats.total')} value={n(stats.total)} icon={<HiBookOpen />} isLoading={isLoading} />
      <StatCard label={t('stats.sales')} value={n(stats.sales)} icon={<HiShoppingCart />} isLoading={isLoading} />
      <StatCard label={t('stats.rating')} value={n(stats.avgRating, 1)} icon={<HiStar />} isLoading={isLoading} />
      <StatCard label={t('stats.active')} value={n(stats.active)} icon={<HiCheckCircle />} isLoading={isLoading} />
    </div>
  );
}
