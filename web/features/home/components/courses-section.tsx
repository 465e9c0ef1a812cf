import { useTranslation } from '#web/i18n/react.tsx';
import { DEFAULT_COURSES_SECTION } from '#shared/content/layout-defaults.ts';
import { Container } from '#web/components/ui/container.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useLayout } from '#web/api/content.ts';
import { useHomeCourses } from '#web/api/catalogue.ts';
import { CourseList, CourseListSkeleton, ViewAllCoursesLink } from './course-list.tsx';
import { COURSES_SECTION_ID } from './hero-section.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';

/** The home courses section: the Courses layout's home title, the first 6 courses and View All Courses. */
export function CoursesSection() {
  const { t } = useTranslation('home');
  const layout = useLayout('Courses');
  const courses = useHomeCourses();
  const section = layout.data?.courses;

  return (
    <section
      id={COURSES_SECTION_ID}
      aria-labelledby={section ? 'home-courses-title' : undefined}
      tabIndex={-1}
      className="scroll-mt-28 py-16 outline-none sm:py-20"
    >
      <Container>
        {layout.isPending ? (
          <div className="mx-auto mb-10 flex max-w-3xl flex-col items-center gap-4">
            <Skeleton className="h-10 w-3/4" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : layout.isError ? (
          <QueryError className="mb-10" message={t('courses.loadError')} onRetry={() => void layout.refetch()} />
        ) : (
          <SectionHeading
            id="home-courses-title"
            title={section?.homeTitle.trim() || DEFAULT_COURSES_SECTION.homeTitle}
            subtitle={section?.homeSubTitle}
            className="[&_h2]:leading-[1.3]!"
          />
        )}
        {courses.isPending ? (
          <CourseListSkeleton />
        ) : courses.isError ? (
          <QueryError message={t('courses.loadError')} onRetry={() => void courses.refetch()} />
        ) : (
          <CourseList courses={courses.data} />
        )}
        <div className="mt-10 flex justify-center">
          <ViewAllCoursesLink />
        </div>
      </Container>
    </section>
  );
}
