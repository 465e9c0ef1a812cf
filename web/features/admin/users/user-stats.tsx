import { useTranslation } from '#web/i18n/react.tsx';
import { HiAcademicCap, HiShieldCheck, HiUser, HiUsers } from 'react-icons/hi';
import type { AdminUserStats } from '#shared/admin-users.ts';
import { formatNumber } from '#shared/numbers.ts';
import { StatCard } from '../ui/stat-card.tsx';

/** Total Users, Admin Users, Regular Users, Total Enrollments, over every account (counted by the server). */
export function UserStats({ stats, isLoading }: { stats: AdminUserStats | undefined; isLoading: boolean }) {
  const { t, i18n } = useTranslation('admin-users');
  const n = (value: number | undefined) => (value === undefined ? '–' : formatNumber(value, i18n.language));
  return (
    <div className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label={t('stats.total')} value={n(stats?.total)} icon={<HiUsers />} isLoading={isLoading} />
      <StatCard label={t('stats.admins')} value={n(stats?.admins)} icon={<HiShieldCheck />} isLoading={isLoading} />
      <StatCard label={t('stats.regular')} value={n(stats?.regular)} icon={<HiUser />} isLoading={isLoading} />
      <StatCard
        label={t('stats.enrollments')}
        value={n(stats?.enrollments)}
        icon={<HiAcademicCap />}
        isLoading={isLoading}
      />
    </div>
  );
}
