import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineHeart } from 'react-icons/hi';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { BengaliAwareText } from '#web/components/ui/bengali-aware-text.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { announceCart, useSetInCart } from '#web/api/cart.ts';
import { useSetWishlisted } from '#web/api/wishlist.ts';
import { useMyCourses } from '#web/api/courses.ts';
import { type ListedCourse, useMyCartCourses, useMyWishlist } from '../api/my-lists.ts';
import { plainText, Thumbnail } from './course-cards.tsx';
import { GridSkeleton, SectionError, SectionTitle } from './section-states.tsx';
import { useNeedsConnection } from '#web/lib/online.ts';
import { useMoney } from '#web/lib/use-money.ts';

const emptyBox = 'rounded-2xl border border-dashed border-slate-300 dark:border-slate-700';

/** Section 3: the saved courses, each with Remove and (unless owned or already carted) Add to Cart. */
export function WishlistSection() {
  const { t } = useTranslation('profile');
  const wishlist = useMyWishlist();
  const owned = new Set((useMyCourses().data ?? []).map((c) => c._id));
  const carted = new Set((useMyCartCourses().data ?? []).map((c) => c._id));
  return (
    <section>
      <SectionTitle>{t('nav.wishlist')}</SectionTitle>
      {wishlist.isPending ? (
        <GridSkeleton />
      ) : wishlist.isError ? (
        <SectionError message={t('wishlist.error')} onRetry={() => void wishlist.refetch()} />
      ) : wishlist.data.length === 0 ? (
        <EmptyState
          icon={<HiOutlineHeart />}
          title={t('wishlist.emptyTitle')}
          line={t('wishlist.emptyLine')}
          className={emptyBox}
          action={<ButtonLink to="/courses">{t('wishlist.browse')}</ButtonLink>}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {wishlist.data.map((course) => (
            <WishlistRow
              key={course._id}
              course={course}
              isOwned={owned.has(course._id)}
              isInCart={carted.has(course._id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function WishlistRow({ course, isOwned, isInCart }: { course: ListedCourse; isOwned: boolean; isInCart: boolean }) {
  const { t } = useTranslation('profile');
  const { money } = useMoney();
  const needsConnection = useNeedsConnection();
  const queryClient = useQueryClient();
  const setWishlisted = useSetWishlisted({ errorToast: t('wishlist.failed') });
  const setInCart = useSetInCart({ errorToast: t('wishlist.failed') });
  const [busy, setBusy] = useState<'remove' | 'cart' | null>(null);
  const name = plainText(course.name);

  async function run(kind: 'remove' | 'cart') {
    setBusy(kind);
    try {
      if (kind === 'remove') {
        await setWishlisted.mutateAsync({ courseId: course._id, add: false });
        toast.success(t('wishlist.removed'));
      } else {
        await setInCart.mutateAsync({ courseId: course._id, add: true });
        toast.success(t('wishlist.added'));
        await announceCart(queryClient);
      }
    } catch {
      // the query client showed why
    } finally {
      setBusy(null);
    }
  }

  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      data-testid="wishlist-item"
    >
      <Link to={`/course/${course._id}`} className="block focus-visible:outline-2 focus-visible:outline-brand-500">
        <Thumbnail url={course.thumbnail?.url} />
        <div className="p-4 pb-0">
          <BengaliAwareText as="h3" text={name} className="line-clamp-2 font-semibold text-slate-900 dark:text-white" />
          {course.price !== undefined && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{money(course.price)}</p>
          )}
        </div>
      </Link>
      <div className="mt-auto flex flex-wrap gap-2 p-4">
        {isOwned ? (
          <span className="flex-1 self-center text-sm font-medium text-emerald-700 dark:text-emerald-400">
            {t('wishlist.owned')}
          </span>
        ) : (
          !isInCart && (
            <Button
              size="sm"
              className="flex-1"
              isLoading={busy === 'cart'}
              disabled={busy !== null}
              {...needsConnection}
              onClick={() => void run('cart')}
              aria-label={`${t('wishlist.addToCart')}: ${name}`}
            >
              {t('wishlist.addToCart')}
            </Button>
          )
        )}
        <Button
          size="sm"
          variant="outline"
          className="flex-1"
          isLoading={busy === 'remove'}
          disabled={busy !== null}
          onClick={() => void run('remove')}
          aria-label={`${t('wishlist.remove')}: ${name}`}
        >
          {t('wishlist.remove')}
        </Button>
      </div>
    </li>
  );
}
