import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineCash, HiOutlineCollection, HiOutlineStar, HiOutlineUsers } from 'react-icons/hi';
import { htmlToText } from '#shared/html-text.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { AdminPageHeader } from '#web/features/admin/ui/admin-page-header.tsx';
import { StatCard } from '#web/features/admin/ui/stat-card.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { type ListingKind, useListing, useListingStats } from './api/commerce-listing.ts';
import { ListingTable } from './listing-table.tsx';
import { takaTotal } from './money.ts';
import { AdminPager } from '#web/features/admin/ui/pager.tsx';

function ListingStats({ kind }: { kind: ListingKind }) {
  const { t } = useTranslation(['admin-commerce', 'admin']);
  const stats = useListingStats(kind);
  if (stats.isError)
    return (
      <QueryError message={errorMessage(stats.error, t('admin:loadError'))} onRetry={() => void stats.refetch()} />
    );
  const s = stats.data;
  const loading = stats.isPending;
  const top = s?.topCourses[0];
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label={t(`listing.${kind}.totalItems`)}
        value={s?.totalItems ?? 0}
        icon={<HiOutlineCollection />}
        isLoading={loading}
      />
      <StatCard
        label={t('listing.totalUsers')}
        value={s?.totalUsers ?? 0}
        icon={<HiOutlineUsers />}
        isLoading={loading}
      />
      <StatCard
        label={t('listing.totalValue')}
        value={takaTotal(s?.totalValue ?? 0, 2)}
        icon={<HiOutlineCash />}
        isLoading={loading}
      />
      <StatCard
        label={t('listing.topCourse')}
        value={
          <span className="block truncate text-base">{top ? htmlToText(top.name) : t('listing.noTopCourse')}</span>
        }
        hint={top ? t('listing.topCount', { count: top.count }) : undefined}
        icon={<HiOutlineStar />}
        isLoading={loading}
      />
    </div>
  );
}

/**
 * The admin listing of every learner's wishlist or cart (admin-side §7 Other admin listings): totals from
 * /{kind}/admin/stats and the entries, newest first, 10 a page from /{kind}/admin/all.
 */
export function CommerceListing({ kind }: { kind: ListingKind }) {
  const { t, i18n } = useTranslation(['admin-commerce', 'admin']);
  const [page, setPage] = useState(1);
  const list = useListing(kind, page);
  const data = list.data;
  const top = useListingStats(kind).data?.topCourses ?? [];

  return (
    <div>
      <AdminPageHeader title={t(`listing.${kind}.title`)} />
      <ListingStats kind={kind} />
      <section
        aria-labelledby={`${kind}-entries`}
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id={`${kind}-entries`} className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
          {t(`listing.${kind}.entries`)}
        </h2>
        {list.isError ? (
          <QueryError message={errorMessage(list.error, t('admin:loadError'))} onRetry={() => void list.refetch()} />
        ) : !data ? (
          <div className="space-y-3">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : data.items.length === 0 ? (
          <EmptyState icon={<HiOutlineCollection />} title={t(`listing.${kind}.empty`)} titleAs="p" />
        ) : (
          <div aria-busy={list.isPlaceholderData || undefined}>
            <ListingTable rows={data.items} withCoupon={kind === 'cart'} language={i18n.language} />
            <AdminPager
              page={data.pagination.currentPage}
              totalPages={data.pagination.totalPages}
              onPage={setPage}
              label={t(`listing.${kind}.pager`)}
            />
          </div>
        )}
      </section>
      {top.length > 1 && (
        <section
          aria-labelledby={`${kind}-top`}
          className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id={`${kind}-top`} className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
            {t('listing.topCourses')}
          </h2>
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
            {top.map((c) => (
              <li key={c.courseId}>
                {htmlToText(c.name)}{' '}
                <span className="text-slate-500 dark:text-slate-400">
                  ({t('listing.topCount', { count: c.count })})
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
