import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineAcademicCap } from 'react-icons/hi';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { useMyCourses } from '#web/api/courses.ts';
import { EnrolledCourseCard } from './course-cards.tsx';
import { GridSkeleton, SectionError, SectionTitle } from './section-states.tsx';

/** Section 2: every enrolled course, or an empty state with Browse Courses. */
export function EnrolledSection() {
  const { t } = useTranslation('profile');
  const courses = useMyCourses();
  return (
    <section>
      <SectionTitle>{t('nav.enrolled')}</SectionTitle>
      {courses.isPending ? (
        <GridSkeleton />
      ) : courses.isError ? (
        <SectionError message={t('courses.error')} onRetry={() => void courses.refetch()} />
      ) : courses.data.length === 0 ? (
        <NoCourses />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {courses.data.map((course) => (
            <EnrolledCourseCard key={course._id} course={course} />
          ))}
        </div>
      )}
    </section>
  );
}

export function NoCourses() {
  const { t } = useTranslation('profile');
  return (
    <EmptyState
      icon={<HiOutlineAcademicCap />}
      title={t('courses.emptyTitle')}
      line={t('courses.emptyLine')}
      action={<ButtonLink to="/courses">{t('courses.browse')}</ButtonLink>}
      className="rounded-2xl border border-dashed border-slate-300 dark:border-slate-700"
    />
  );
}
