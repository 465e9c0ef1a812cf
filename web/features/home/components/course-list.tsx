import { useTranslation } from '#web/i18n/react.tsx';
import { FaBookOpen } from 'react-icons/fa';
import { CourseCard, type CourseCardData } from '#web/components/course/course-card.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { HOME_COURSE_COUNT } from '#web/api/catalogue.ts';

/** What the home list needs of a course: the Course card's data (learner-side §2 "Course card"). */
export type HomeCourse = CourseCardData;

/** Home shows at most this many courses (learner-side §9); the page asks the server for that many. */
export { HOME_COURSE_COUNT };

/** Six card placeholders while the courses (or the card's strings) load. */
export function CourseListSkeleton() {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: HOME_COURSE_COUNT }, (_, i) => (
        <li
          key={i}
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          <Skeleton className="aspect-video w-full rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-5 w-5/6" />
            <Skeleton className="h-4 w-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The home page's course list: up to 6 cards, or the spec's empty state. */
export function CourseList({ courses }: { courses: readonly HomeCourse[] }) {
  const { t } = useTranslation('home');
  // The card's strings live in the lazily loaded `course-card` namespace (the route loads it with the page).
  const { ready } = useTranslation('course-card');
  if (courses.length === 0) {
    return (
      <EmptyState
        icon={<FaBookOpen />}
        title={t('courses.emptyTitle')}
        line={t('courses.emptyLine')}
        className="rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 dark:border-slate-700 dark:bg-slate-900/40"
      />
    );
  }
  if (!ready) return <CourseListSkeleton />;
  return <CourseGrid courses={courses} />;
}

function CourseGrid({ courses }: { courses: readonly HomeCourse[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {courses.slice(0, HOME_COURSE_COUNT).map((course) => (
        <li key={course._id}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}

export function ViewAllCoursesLink() {
  const { t } = useTranslation('home');
  return (
    <ButtonLink to="/courses" variant="outline" size="lg">
      {t('courses.viewAll')}
    </ButtonLink>
  );
}
