import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineAcademicCap, HiOutlineHeart, HiOutlineShoppingCart } from 'react-icons/hi';
import { Link } from 'react-router';
import { useContinueLearning, useMyCourses } from '#web/api/courses.ts';
import { ContinueLearning } from '#web/components/course/continue-learning.tsx';
import { useMyCartCourses, useMyWishlist } from '../api/my-lists.ts';
import { EnrolledCourseCard } from './course-cards.tsx';
import { NoCourses } from './enrolled-section.tsx';
import { GridSkeleton, SectionError, SectionTitle } from './section-states.tsx';

export const RECENT_COURSES = 3;

function Stat({
  label,
  value,
  icon,
  testId,
}: {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  testId: string;
}) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <span
        aria-hidden="true"
        className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-2xl text-brand-600 dark:bg-slate-800 dark:text-brand-100"
      >
        {icon}
      </span>
      <div>
        <p className="text-2xl font-bold text-slate-900 dark:text-white" data-testid={testId}>
          {value ?? '–'}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
      </div>
    </div>
  );
}

/**
 * Section 0: counts of enrolled, wishlisted and carted courses, Continue learning (when there is something to
 * continue; an extra, so it shows nothing while loading or failed), and the 3 latest enrolments with View All.
 */
export function DashboardSection() {
  const { t } = useTranslation('profile');
  const courses = useMyCourses();
  const resume = useContinueLearning();
  const wishlist = useMyWishlist();
  const cart = useMyCartCourses();
  return (
    <section className="space-y-8">
      <div>
        <SectionTitle>{t('nav.dashboard')}</SectionTitle>
        <div className="grid gap-4 sm:grid-cols-3">
          <Stat
            testId="count-enrolled"
            label={t('dashboard.enrolled')}
            value={courses.data?.length}
            icon={<HiOutlineAcademicCap />}
          />
          <Stat
            testId="count-wishlist"
            label={t('dashboard.wishlisted')}
            value={wishlist.isError ? 0 : wishlist.data?.length}
            icon={<HiOutlineHeart />}
          />
          <Stat
            testId="count-cart"
            label={t('dashboard.carted')}
            value={cart.isError ? 0 : cart.data?.length}
            icon={<HiOutlineShoppingCart />}
          />
        </div>
      </div>
      {resume.data && <ContinueLearning courses={resume.data} />}
      <div>
        <div className="mb-4 flex items-center justify-between gap-3">
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{t('dashboard.recent')}</h3>
          {courses.data && courses.data.length > 0 && (
            <Link
              to="/profile?section=2"
              className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100"
            >
              {t('dashboard.viewAll')}
            </Link>
          )}
        </div>
        {courses.isPending ? (
          <GridSkeleton />
        ) : courses.isError ? (
          <SectionError message={t('courses.error')} onRetry={() => void courses.refetch()} />
        ) : courses.data.length === 0 ? (
          <NoCourses />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {courses.data.slice(0, RECENT_COURSES).map((course) => (
              <EnrolledCourseCard key={course._id} course={course} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
