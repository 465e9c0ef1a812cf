import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { FaFlag, FaShieldAlt, FaThumbsUp } from 'react-icons/fa';
import { toast } from '#web/lib/toast.ts';
import type { PublicReview } from '#shared/catalogue.ts';
import { REVIEW_SORTS, type ReviewSort } from '#shared/catalogue/review-rules.ts';
import { hasBengali } from '#shared/text.ts';
import { Avatar } from '#web/components/course/avatar.tsx';
import { ownsCourse } from '#web/components/course/owns-course.ts';
import { RelativeDate } from '#web/components/course/relative-date.tsx';
import { Stars } from '#web/components/course/star-rating.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { openAuthModal, useSession } from '#web/lib/session.ts';
import { FIRST_REVIEWS, useCourseReviews, useMarkHelpful, useMyReviews, useReportReview } from '#web/api/reviews.ts';

// Only an owner who has not reviewed sees the form (and its validation): a visitor's page downloads none of it.
const ReviewForm = lazy(() => import('./review-form.tsx').then((m) => ({ default: m.ReviewForm })));

/** Reviews on /course/{id}: distribution, the five sorts, paging, the form for an owner who has not reviewed. */
export function ReviewsSection({ courseId }: { courseId: string }) {
  const { t } = useTranslation('catalogue');
  // Read here, not passed in: the section hydrates when it nears the screen (Deferred), and a part that waits must
  // not be handed props that change (a remembered session counts as signed in while it is read).
  const { user, restoring } = useSession();
  const signedIn = Boolean(user) || restoring;
  const owned = ownsCourse(user, courseId);
  const [page, setPage] = useState(FIRST_REVIEWS.page);
  const [sort, setSort] = useState<ReviewSort>(FIRST_REVIEWS.sort);
  const reviews = useCourseReviews({ courseId, page, sort });
  const mine = useMyReviews({ enabled: signedIn && owned });
  const reviewed = mine.data?.some((r) => r.courseId === courseId) ?? true;
  const data = reviews.data;

  return (
    <section
      aria-labelledby="reviews-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="reviews-title" className="mb-4 text-xl font-bold text-slate-900 dark:text-white">
        {t('reviews.title')}
      </h2>
      {reviews.isPending ? (
        <div className="space-y-3" aria-hidden="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : reviews.isError ? (
        <p role="alert" className="text-slate-700 dark:text-slate-300">
          {errorMessage(reviews.error, t('reviews.loadError'))}
        </p>
      ) : (
        <>
          <div className="mb-6 grid gap-6 sm:grid-cols-[10rem_1fr]">
            <div className="text-center">
              {data!.totalReviews > 0 ? (
                <>
                  <p className="text-5xl font-extrabold text-slate-900 dark:text-white">
                    {data!.averageRating.toFixed(1)}
                  </p>
                  <Stars
                    rating={data!.averageRating}
                    label={t('reviews.ratingOf', { rating: data!.averageRating.toFixed(1) })}
                    className="mt-1"
                  />
                </>
              ) : (
                // a course nobody has rated is new, not rated 0.0 (issue 36 §6)
                <p data-testid="unrated" className="text-3xl font-extrabold text-slate-900 dark:text-white">
                  {t('course-card:card.new')}
                </p>
              )}
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {t('course-card:card.reviews', { count: data!.totalReviews })}
              </p>
            </div>
            <ul className="space-y-1.5" aria-label={t('reviews.distribution')}>
              {data!.ratingDistribution.map((row) => {
                const percent = data!.totalReviews ? Math.round((row.count / data!.totalReviews) * 100) : 0;
                return (
                  <li key={row._id} className="flex items-center gap-3 text-sm">
                    <span className="w-14 shrink-0 text-slate-700 dark:text-slate-300">
                      {t('reviews.stars', { count: row._id })}
                    </span>
                    <span
                      className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
                      aria-hidden="true"
                    >
                      <span className="block h-full rounded-full bg-amber-400" style={{ width: `${percent}%` }} />
                    </span>
                    <span className="w-8 shrink-0 text-right text-slate-600 dark:text-slate-400">{row.count}</span>
                  </li>
                );
              })}
            </ul>
          </div>
          {signedIn && owned && mine.isSuccess && !reviewed && (
            <div className="mb-6">
              <Suspense fallback={<Skeleton className="h-56 w-full" />}>
                <ReviewForm courseId={courseId} signedIn={signedIn} onDone={() => void mine.refetch()} />
              </Suspense>
            </div>
          )}
          <div className="mb-4 flex items-center justify-end gap-2">
            <label htmlFor="review-sort" className="text-sm text-slate-700 dark:text-slate-300">
              {t('reviews.sortBy')}
            </label>
            <select
              id="review-sort"
              value={sort}
              onChange={(e) => {
                setSort(e.target.value as ReviewSort);
                setPage(1);
              }}
              className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
            >
              {REVIEW_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`reviews.sort.${s}`)}
                </option>
              ))}
            </select>
          </div>
          {data!.reviews.length === 0 ? (
            <p className="py-6 text-center text-slate-600 dark:text-slate-400">{t('reviews.empty')}</p>
          ) : (
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {data!.reviews.map((review) => (
                <ReviewItem key={review._id} review={review} courseId={courseId} signedIn={signedIn} />
              ))}
            </ul>
          )}
          {data!.pagination.totalPages > 1 && (
            <nav aria-label={t('reviews.pages')} className="mt-4 flex items-center justify-center gap-3">
              <Button
                variant="outline"
                size="sm"
                disabled={!data!.pagination.hasPrev}
                onClick={() => setPage((p) => p - 1)}
              >
                {t('reviews.prev')}
              </Button>
              <span className="text-sm text-slate-700 dark:text-slate-300">
                {t('reviews.pageOf', { page: data!.pagination.currentPage, total: data!.pagination.totalPages })}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={!data!.pagination.hasNext}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('reviews.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function ReviewItem({ review, courseId, signedIn }: { review: PublicReview; courseId: string; signedIn: boolean }) {
  const { t } = useTranslation('catalogue');
  const helpful = useMarkHelpful(courseId, { errorToast: t('common:somethingWentWrong') });
  const report = useReportReview({ errorToast: t('common:somethingWentWrong') });
  const [reported, setReported] = useState(false);
  const needLogin = () => {
    openAuthModal('login');
    return false;
  };
  return (
    <li className="py-4" data-testid="review">
      <div className="flex gap-3">
        <Avatar name={review.userId.name} url={review.userId.avatar?.url} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span
              className={cn(
                'font-semibold text-slate-900 dark:text-white',
                hasBengali(review.userId.name) && 'font-bengali',
              )}
            >
              {review.userId.name}
            </span>
            <Stars
              rating={review.rating}
              label={t('reviews.ratingOf', { rating: review.rating })}
              className="text-sm"
            />
            <RelativeDate value={review.createdAt} className="text-xs text-slate-600 dark:text-slate-400" />
          </div>
          <p
            className={cn(
              'mt-1 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300',
              hasBengali(review.comment) && 'font-bengali',
            )}
          >
            {review.comment}
          </p>
          {review.adminReply && (
            <div className="mt-3 rounded-lg border-l-4 border-brand-500 bg-brand-50 p-3 text-sm dark:bg-slate-800">
              <span className="mb-1 inline-flex items-center gap-1 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                <FaShieldAlt aria-hidden="true" />
                {t('reviews.adminReply')}
              </span>
              <p className={cn('text-slate-800 dark:text-slate-200', hasBengali(review.adminReply) && 'font-bengali')}>
                {review.adminReply}
              </p>
            </div>
          )}
          <div className="mt-2 flex gap-2">
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={review.isHelpful}
              isLoading={helpful.isPending}
              onClick={() =>
                (signedIn || needLogin()) && helpful.mutate({ reviewId: review._id, value: !review.isHelpful })
              }
            >
              <FaThumbsUp aria-hidden="true" className={review.isHelpful ? 'text-brand-600' : undefined} />
              {t('reviews.helpful', { count: review.helpful })}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={reported}
              isLoading={report.isPending}
              onClick={() =>
                (signedIn || needLogin()) &&
                report.mutate(review._id, {
                  onSuccess: (r) => {
                    setReported(true);
                    toast.success(r.message);
                  },
                })
              }
            >
              <FaFlag aria-hidden="true" />
              {reported ? t('reviews.reported') : t('reviews.report')}
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
