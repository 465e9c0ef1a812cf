import { useTranslation } from 'react-i18next';
import { HiBookOpen, HiCheckCircle, HiShoppingCart, HiStar } from 'react-icons/hi';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import { StatCard } from '../../ui/stat-card.tsx';
import { courseStats } from './course-figures.ts';

export function CourseStats({ courses, isLoading }: { courses: readonly AdminCourse[]; isLoading: boolean }) {
  const { t } = useTranslation('admin-courses');
  const stats = courseStats(courses);
  return (
    <div className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label={t('stats.total')} value={stats.total} icon={<HiBookOpen />} isLoading={isLoading} />
      <StatCard label={t('stats.sales')} value={stats.sales} icon={<HiShoppingCart />} isLoading={isLoading} />
      <StatCard label={t('stats.rating')} value={stats.avgRating.toFixed(1)} icon={<HiStar />} isLoading={isLoading} />
      <StatCard label={t('stats.active')} value={stats.active} icon={<HiCheckCircle />} isLoading={isLoading} />
    </div>
  );
}
