import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineCash, HiOutlineCheckCircle, HiOutlineTag, HiOutlineTicket } from 'react-icons/hi';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { StatCard } from '#web/features/admin/ui/stat-card.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useCouponStats } from '#web/api/coupons.ts';
import { takaTotal } from './money.ts';

/** GET /coupons/admin/stats as four cards. */
export function CouponStats() {
  const { t } = useTranslation(['admin-commerce', 'admin']);
  const stats = useCouponStats();
  if (stats.isError)
    return (
      <QueryError message={errorMessage(stats.error, t('admin:loadError'))} onRetry={() => void stats.refetch()} />
    );
  const s = stats.data;
  const loading = stats.isPending;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label={t('coupons.stats.total')}
        value={s?.total ?? 0}
        icon={<HiOutlineTag />}
        isLoading={loading}
        hint={
          s
            ? t('coupons.stats.breakdown', { inactive: s.inactive, expired: s.expired, scheduled: s.scheduled })
            : undefined
        }
      />
      <StatCard
        label={t('coupons.stats.active')}
        value={s?.active ?? 0}
        icon={<HiOutlineCheckCircle />}
        isLoading={loading}
      />
      <StatCard
        label={t('coupons.stats.redemptions')}
        value={s?.totalRedemptions ?? 0}
        icon={<HiOutlineTicket />}
        isLoading={loading}
      />
      <StatCard
        label={t('coupons.stats.discountGiven')}
        value={takaTotal(s?.totalDiscountGiven ?? 0, 2)}
        icon={<HiOutlineCash />}
        isLoading={loading}
      />
    </div>
  );
}
