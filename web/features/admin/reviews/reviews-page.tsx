import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineStar } from 'react-icons/hi';
import { type ReviewFilter, useAdminReviews } from '#web/api/reviews.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { AdminPageHeader } from '#web/features/admin/ui/admin-page-header.tsx';
import { inputBase } from '#web/features/admin/ui/form-controls.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { PagedList } from '#web/features/admin/ui/pager.tsx';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { ReviewItem } from './review-item.tsx';
import { ReviewStats } from './review-stats.tsx';

/** The filters GET /reviews/admin/all accepts (pending = not approved), in the select's order. */
const REVIEW_FILTERS = ['all', 'approved', 'pending', 'reported'] as const satisfies readonly ReviewFilter[];
const REVIEWS_PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 300;

/** /admin/reviews (admin-side §7 Other admin listings): stats, a filter and one page of reviews to moderate. */
export function ReviewsPage() {
  const { t } = useTranslation(['admin-site', 'admin']);
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  // the list follows the search box once typing pauses, from its first page
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setPage(1);
  }
  const query = useAdminReviews({ page, limit: REVIEWS_PAGE_SIZE, filter, search });
  const reviews = query.data?.reviews ?? [];

  return (
    <>
      <AdminPageHeader title={t('reviews.title')} subtitle={t('reviews.subtitle')} />
      <ReviewStats />
      <section aria-labelledby="reviews-list-title">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <h2 id="reviews-list-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('reviews.listTitle')}
          </h2>
          <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
            <label htmlFor="reviews-search" className="sr-only">
              {t('reviews.searchLabel')}
            </label>
            <input
              id="reviews-search"
              type="search"
              className={cn(inputBase, 'min-w-0 flex-1 sm:w-64')}
              placeholder={t('reviews.searchPlaceholder')}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
            <label htmlFor="reviews-filter" className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('reviews.filterLabel')}
            </label>
            <select
              id="reviews-filter"
              className={cn(inputBase, 'w-40')}
              value={filter}
              onChange={(e) => {
                setFilter(e.target.value as ReviewFilter);
                setPage(1);
              }}
            >
              {REVIEW_FILTERS.map((f) => (
                <option key={f} value={f}>
                  {t(`reviews.filters.${f}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {query.isPending ? (
          <div className="space-y-3" data-testid="reviews-loading">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-40 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <QueryError message={t('admin:loadError')} onRetry={() => void query.refetch()} />
        ) : reviews.length === 0 ? (
          <EmptyState
            icon={<HiOutlineStar />}
            title={t('reviews.emptyTitle')}
            line={search ? t('reviews.emptySearch', { search }) : t(`reviews.emptyLine.${filter}`)}
          />
        ) : (
          <PagedList
            items={reviews}
            renderItem={(review) => <ReviewItem key={review.reviewId} review={review} />}
            isLoadingNext={query.isPlaceholderData}
            pagination={query.data.pagination}
            onPage={setPage}
            pagerLabel={t('pager.label')}
          />
        )}
      </section>
    </>
  );
}
