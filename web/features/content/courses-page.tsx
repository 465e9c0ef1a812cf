import { useTranslation } from 'react-i18next';
import { FaBookOpen, FaTimes } from 'react-icons/fa';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_COURSES_SECTION } from '#shared/content/layout-defaults.ts';
import { BengaliAwareText } from '#web/components/ui/bengali-aware-text.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { useCoursesLayout } from './api/get-courses-layout.ts';
import { PageHeader, PageHeaderSkeleton, pageTitleClass } from './components/page-header.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';

/** The filter of /courses: `category` (a category title) or `title` (search text), both trimmed. */
export function coursesFilter(params: URLSearchParams): { kind: 'category' | 'title'; value: string } | null {
  const category = params.get('category')?.trim();
  if (category) return { kind: 'category', value: category };
  const title = params.get('title')?.trim();
  if (title) return { kind: 'title', value: title };
  return null;
}

/**
 * /courses: the page title and subtitle from the Courses layout and the active filter. The catalogue work adds
 * the course list; until then the page shows the spec's empty state.
 */
export function CoursesPage() {
  const { t } = useTranslation('content');
  const layout = useCoursesLayout();
  const [params] = useSearchParams();
  const filter = coursesFilter(params);

  if (layout.isPending) return <PageHeaderSkeleton />;
  if (layout.isError) return <QueryError message={t('courses.loadError')} onRetry={() => void layout.refetch()} />;

  const section = layout.data.courses;
  return (
    <div>
      <PageHeader
        title={<BengaliAwareText as="h1" text={section.pageTitle.trim() || DEFAULT_COURSES_SECTION.pageTitle} className={pageTitleClass} />}
        subtitle={section.pageSubTitle.trim() ? <BengaliAwareText as="p" text={section.pageSubTitle} /> : undefined}
      >
        {filter && (
          <div className="mt-6 flex flex-wrap items-center justify-center gap-2" data-testid="courses-filter">
            <span className="sr-only">{t('courses.filterHeading')}: </span>
            <span className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-4 py-1.5 text-sm text-slate-700 dark:border-brand-500/30 dark:bg-slate-900 dark:text-slate-200">
              <span className="font-medium">{t(filter.kind === 'category' ? 'courses.categoryFilter' : 'courses.titleFilter')}:</span>{' '}
              <BengaliAwareText text={filter.kind === 'title' ? `“${filter.value}”` : filter.value} className="font-semibold text-brand-700 dark:text-brand-100" />
            </span>
            <Link
              to="/courses"
              className="inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <FaTimes aria-hidden="true" className="text-xs" />
              {t('courses.clearFilter')}
            </Link>
          </div>
        )}
      </PageHeader>
      <Container className="pb-20">
        <EmptyState
          icon={<FaBookOpen />}
          title={t('courses.emptyTitle')}
          line={t('courses.emptyLine')}
          className="rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 dark:border-slate-700 dark:bg-slate-900/40"
        />
      </Container>
    </div>
  );
}
