import { useTranslation } from 'react-i18next';
import { FaBookOpen } from 'react-icons/fa';
import { Link } from 'react-router';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { RichText } from '#web/components/ui/rich-text.tsx';

/**
 * What the home list needs of a course. The catalogue work replaces the card below with the full Course card
 * (learner-side §2 "Course card") and may widen this type to the catalogue contract's course preview.
 */
export interface HomeCourse {
  _id: string;
  /** May contain HTML (learner-side §3 Course). */
  name: string;
  thumbnail?: { url: string } | null;
}

/** Home shows at most this many courses (learner-side §9). */
export const HOME_COURSE_COUNT = 6;

/** The home page's course list: up to 6 cards, or the spec's empty state. */
export function CourseList({ courses }: { courses: readonly HomeCourse[] }) {
  const { t } = useTranslation('home');
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
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {courses.slice(0, HOME_COURSE_COUNT).map((course) => (
        <li key={course._id}>
          <Link
            to={`/course/${course._id}`}
            className="block overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
          >
            {course.thumbnail?.url ? (
              <img src={course.thumbnail.url} alt="" loading="lazy" className="aspect-video w-full object-cover" />
            ) : (
              <div aria-hidden="true" className="aspect-video w-full bg-brand-50 dark:bg-slate-800" />
            )}
            <RichText html={course.name} className="p-4 font-semibold text-slate-900 dark:text-white" />
          </Link>
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
