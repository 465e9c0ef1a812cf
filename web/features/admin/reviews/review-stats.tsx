import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineCheckCircle, HiOutlineClock, HiOutlineFlag, HiOutlineStar, HiOutlineChatAlt } from 'react-icons/hi';
import { useAdminReviewStats } from '#web/api/reviews.ts';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { StatCard } from '#web/features/admin/ui/stat-card.tsx';
import { formatNumber } from '#shared/numbers.ts';

/** The figures of GET /reviews/admin/stats. */
export function ReviewStats() {
  const { t, i18n } = useTranslation(['admin-site', 'admin']);
  const query = useAdminReviewStats();
  if (query.isError)
    return <QueryError message={t('admin:loadError')} onRetry={() => void query.refetch()} className="mb-6" />;
  const stats = query.data;
  const count = (n: number | undefined) => formatNumber(n ?? 0, i18n.language);
  const isLoading = query.isPending;
  return (
    <div className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-5">
      <StatCard
        label={t('reviews.stats.total')}
        value={count(stats?.totalReviews)}
        icon={<HiOutlineChatAlt />}
        isLoading={isLoading}
      />
      <StatCard
        label={t('reviews.stats.approved')}
        value={count(stats?.approved)}
        icon={<HiOutlineCheckCircle />}
        isLoading={isLoading}
      />
      <StatCard
        label={t('reviews.stats.pending')}
        value={count(stats?.pending)}
        icon={<HiOutlineClock />}
        isLoading={isLoading}
      />
      <StatCard
        label={t('reviews.stats.reported')}
        value={count(stats?.reported)}
        icon={<HiOutlineFlag />}
        isLoading={isLoading}
      />
      <StatCard
        label={t('reviews.stats.average')}
        value={formatNumber(stats?.averageRating ?? 0, i18n.language, 1)}
        icon={<HiOutlineStar />}
        isLoading={isLoading}
      />
    </div>
  );
}
