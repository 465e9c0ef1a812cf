import { useTranslation } from 'react-i18next';
import { FaBookOpen, FaTimes } from 'react-icons/fa';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_COURSES_SECTION } from '#shared/content/layout-defaults.ts';
import { CourseCard, CourseCardSkeleton } from '#web/components/course/course-card.tsx';
import { BengaliAwareText } from '#web/components/ui/bengali-aware-text.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useCoursePreviews } from './api/get-course-previews.ts';
import { useLayout } from '#web/api/content.ts';

/** The filter of /courses (learner-side §2): `category` (a category title) wins over `title` (search text); both trimmed. */
export function coursesFilter(params: URLSearchParams): { category?: string; title?: string } {
  const category = params.get('category')?.trim();
  if (category) return { category };
  const title = params.get('title')?.trim();
  return title ? { title } : {};
}

/** /courses: the Courses layout's title and subtitle, the active filter, and the course cards. */
export function CoursesPage() {
  const { t } = useTranslation('catalogue');
  const [params] = useSearchParams();
  const filter = coursesFilter(params);
  const layout = useLayout('Courses');
  const courses = useCoursePreviews(filter);
  const section = layout.data?.courses;
  const filtered = Boolean(filter.category || filter.title);

  return (
    <div>
      <header className="bg-gradient-to-b from-brand-50 to-white py-12 sm:py-16 dark:from-slate-900 dark:to-slate-950">
        <Container>
          <div className="mx-auto max-w-3xl text-center">
            {layout.isPending ? (
              <div className="flex flex-col items-center gap-4" aria-hidden="true">
                <Skeleton className="h-12 w-2/3" />
                <Skeleton className="h-5 w-full" />
              </div>
            ) : (
              <>
                <BengaliAwareText
                  as="h1"
                  text={section?.pageTitle.trim() || DEFAULT_COURSES_SECTION.pageTitle}
                  className="text-3xl leading-[1.3]! font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white"
                />
                {section?.pageSubTitle.trim() && (
                  <BengaliAwareText
                    as="p"
                    text={section.pageSubTitle}
                    className="mt-4 text-base text-pretty text-slate-600 sm:text-lg dark:text-slate-300"
                  />
                )}
              </>
            )}
            {filtered && (
              <div className="mt-6 flex flex-wrap items-center justify-center gap-2" data-testid="courses-filter">
                <span className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white px-4 py-1.5 text-sm text-slate-700 dark:border-brand-500/30 dark:bg-slate-900 dark:text-slate-200">
                  <span className="font-medium">
                    {t(filter.category ? 'list.categoryFilter' : 'list.titleFilter')}:
                  </span>{' '}
                  <BengaliAwareText
                    text={filter.category ?? `“${filter.title}”`}
                    className="font-semibold text-brand-700 dark:text-brand-100"
                  />
                </span>
                <Link
                  to="/courses"
                  className="inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
                >
                  <FaTimes aria-hidden="true" className="text-xs" />
                  {t('list.clearFilter')}
                </Link>
              </div>
            )}
          </div>
        </Container>
      </header>
      <Container className="pb-20">
        {courses.isPending ? (
          <ul
            className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
            aria-busy="true"
            aria-label={t('list.loading')}
          >
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <CourseCardSkeleton />
              </li>
            ))}
          </ul>
        ) : courses.isError ? (
          <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
            <p className="text-slate-700 dark:text-slate-200">{t('list.loadError')}</p>
            <Button variant="outline" onClick={() => void courses.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : courses.data.length === 0 ? (
          <EmptyState
            icon={<FaBookOpen />}
            titleAs="h2"
            title={t(filtered ? 'list.noMatchTitle' : 'list.emptyTitle')}
            line={t(filtered ? 'list.noMatchLine' : 'list.emptyLine')}
            className="rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 dark:border-slate-700 dark:bg-slate-900/40"
          />
        ) : (
          <>
            <h2 className="sr-only">{t('list.heading')}</h2>
            <p className="mb-6 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {t('list.count', { count: courses.data.length })}
            </p>
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {courses.data.map((course) => (
                <li key={course._id}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ul>
          </>
        )}
      </Container>
    </div>
  );
}
