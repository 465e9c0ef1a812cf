import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HiOutlineChatAlt2, HiOutlineHeart, HiOutlineShoppingCart, HiStar } from 'react-icons/hi';
import { Link } from 'react-router';
import { BengaliAwareText } from '#web/components/ui/bengali-aware-text.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { type ListedCourse, useMyCart, useMyWishlist } from '../api/my-lists.ts';
import { useMyReviews } from '../api/my-reviews.ts';
import { plainText, Thumbnail } from './course-cards.tsx';
import { GridSkeleton, SectionError, SectionTitle } from './section-states.tsx';

/**
 * Sections 3–5 read their own endpoints with their own loading, empty and error states. The commerce and
 * catalogue work may replace the simple course rows with richer cards (toggles, coupons, edit review).
 */
function ListSection<T>({
  title,
  query,
  empty,
  errorText,
  render,
}: {
  title: string;
  query: UseQueryResult<T[]>;
  empty: ReactNode;
  errorText: string;
  render: (item: T) => ReactNode;
}) {
  return (
    <section>
      <SectionTitle>{title}</SectionTitle>
      {query.isPending ? (
        <GridSkeleton />
      ) : query.isError ? (
        <SectionError message={errorText} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        empty
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{query.data.map(render)}</ul>
      )}
    </section>
  );
}

function CourseRow({ course }: { course: ListedCourse }) {
  return (
    <li className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <Link to={`/course/${course._id}`} className="block focus-visible:outline-2 focus-visible:outline-brand-500">
        <Thumbnail url={course.thumbnail?.url} />
        <div className="p-4">
          <BengaliAwareText as="h3" text={plainText(course.name)} className="line-clamp-2 font-semibold text-slate-900 dark:text-white" />
          {course.price !== undefined && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">৳{course.price}</p>}
        </div>
      </Link>
    </li>
  );
}

const emptyBox = 'rounded-2xl border border-dashed border-slate-300 dark:border-slate-700';

export function WishlistSection() {
  const { t } = useTranslation('profile');
  return (
    <ListSection
      title={t('nav.wishlist')}
      query={useMyWishlist()}
      errorText={t('wishlist.error')}
      empty={<EmptyState icon={<HiOutlineHeart />} title={t('wishlist.emptyTitle')} line={t('wishlist.emptyLine')} className={emptyBox} />}
      render={(course) => <CourseRow key={course._id} course={course} />}
    />
  );
}

export function CartSection() {
  const { t } = useTranslation('profile');
  return (
    <ListSection
      title={t('nav.cart')}
      query={useMyCart()}
      errorText={t('cart.error')}
      empty={<EmptyState icon={<HiOutlineShoppingCart />} title={t('cart.emptyTitle')} line={t('cart.emptyLine')} className={emptyBox} />}
      render={(course) => <CourseRow key={course._id} course={course} />}
    />
  );
}

export function ReviewsSection() {
  const { t } = useTranslation('profile');
  return (
    <ListSection
      title={t('nav.reviews')}
      query={useMyReviews()}
      errorText={t('reviews.error')}
      empty={<EmptyState icon={<HiOutlineChatAlt2 />} title={t('reviews.emptyTitle')} line={t('reviews.emptyLine')} className={emptyBox} />}
      render={(review) => (
        <li key={review._id} className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <Link to={`/course/${review.course._id}`} className="font-semibold text-slate-900 hover:underline dark:text-white">
            <BengaliAwareText text={plainText(review.course.name)} />
          </Link>
          <p className="mt-1 flex items-center gap-1 text-sm text-amber-500" aria-label={t('reviews.rating', { value: review.rating })}>
            {Array.from({ length: 5 }, (_, i) => (
              <HiStar key={i} aria-hidden="true" className={i < Math.round(review.rating) ? 'h-4 w-4' : 'h-4 w-4 text-slate-300 dark:text-slate-600'} />
            ))}
          </p>
          <BengaliAwareText as="p" text={review.comment} className="mt-2 text-sm text-slate-700 dark:text-slate-300" />
          {!review.isApproved && <p className="mt-2 text-xs font-medium text-amber-700 dark:text-amber-400">{t('reviews.pending')}</p>}
        </li>
      )}
    />
  );
}
