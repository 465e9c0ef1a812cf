import { lazy } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { FaCheckCircle, FaStar, FaUsers } from 'react-icons/fa';
import { Link, useParams } from 'react-router';
import { hasBengali } from '#shared/text.ts';
import { Avatar } from '#web/components/course/avatar.tsx';
import { htmlToText } from '#shared/html-text.ts';
import { isAdmin, ownsCourse } from '#web/components/course/owns-course.ts';
import { DemoVideo } from '#web/components/course/demo-video.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { Container } from '#web/components/ui/container.tsx';
import { Deferred } from '#web/components/ui/deferred.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { coursePreviewQuery, getVdoCipherOtp, useCoursePreview } from '#web/api/courses.ts';
import { courseReviewsQuery, FIRST_REVIEWS } from '#web/api/reviews.ts';
import { usePageHead } from '#web/lib/head.tsx';
import { pageLoader } from '#web/lib/page-data.ts';
import { AboutBlock } from './components/about-block.tsx';
import { CourseContent } from './components/course-content.tsx';
import { PriceBox } from './components/price-box.tsx';
import { courseHead } from './course-head.ts';

// Below the fold: its code arrives as it nears the screen (Deferred); the server's HTML shows it meanwhile.
const ReviewsSection = lazy(() =>
  import('./components/reviews-section.tsx').then((m) => ({ default: m.ReviewsSection })),
);

const bn = (text: string) => (hasBengali(text) ? 'font-bengali' : undefined);

/** The course and the first page of its reviews. */
export const loader = pageLoader(({ load, params }) => {
  const courseId = params.id ?? '';
  return Promise.all([load(coursePreviewQuery(courseId)), load(courseReviewsQuery({ courseId, ...FIRST_REVIEWS }))]);
});

/** /course/{id}: the course preview page (learner-side §2), all but the commerce parts (see PurchaseActions). */
export function CoursePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('catalogue');
  const { user, restoring } = useSession();
  // While a remembered session is read, the reader counts as signed in: Buy Now does not ask them to sign in again.
  const signedIn = Boolean(user) || restoring;
  const course = useCoursePreview(id);
  usePageHead(course.data ? courseHead(course.data) : null);

  if (course.isPending) {
    return (
      <Container className="py-10" aria-busy="true">
        <Skeleton className="mb-4 h-10 w-2/3" />
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <Skeleton className="aspect-video w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      </Container>
    );
  }
  if (course.isError) {
    const missing = course.error instanceof ApiError && course.error.status === 404;
    return (
      <Container className="py-16">
        <EmptyState
          titleAs="h1"
          title={missing ? t('course.notFound') : t('course.loadError')}
          line={missing ? undefined : errorMessage(course.error, '')}
          action={<ButtonLink to="/courses">{t('course.backToCourses')}</ButtonLink>}
        />
      </Container>
    );
  }

  const c = course.data;
  const name = htmlToText(c.name);
  const owned = ownsCourse(user, c._id) || isAdmin(user);
  const instructor = c.instructor?.name || c.instructorName;

  return (
    <div className="pb-16">
      <div className="bg-gradient-to-b from-brand-50 to-white py-8 dark:from-slate-900 dark:to-slate-950">
        <Container>
          <nav aria-label={t('course.breadcrumb')} className="mb-3 text-sm text-slate-600 dark:text-slate-400">
            <Link to="/courses" className="hover:underline">
              {t('course.allCourses')}
            </Link>
            {c.categories && (
              <>
                {' / '}
                <Link
                  to={`/courses?category=${encodeURIComponent(c.categories)}`}
                  className={cn('hover:underline', bn(c.categories))}
                >
                  {c.categories}
                </Link>
              </>
            )}
          </nav>
          <h1
            className={cn(
              'text-2xl leading-[1.35] font-extrabold text-slate-900 sm:text-4xl dark:text-white',
              bn(name),
            )}
          >
            {name}
          </h1>
          <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
            <span className="inline-flex items-center gap-1">
              {c.reviews > 0 ? (
                <>
                  <FaStar aria-hidden="true" className="text-amber-400" />
                  <strong>{c.ratings.toFixed(1)}</strong> ({t('course-card:card.reviews', { count: c.reviews })})
                </>
              ) : (
                // an unrated course is new, not rated 0.0
                <strong>{t('course-card:card.new')}</strong>
              )}
            </span>
            <span className="inline-flex items-center gap-1">
              <FaUsers aria-hidden="true" />
              {t('course-card:card.students', { count: c.purchased })}
            </span>
            {instructor && (
              // on a phone the instructor has a line of their own, whatever the widths of the figures before it
              <span className="inline-flex basis-full items-center gap-2 sm:basis-auto">
                <Avatar
                  name={instructor}
                  url={c.instructor?.avatar?.url ?? c.instructorAvatar?.url}
                  size="h-7 w-7"
                  className="text-xs"
                />
                <span className="sr-only">{t('course.instructor')}: </span>
                <span className={bn(instructor)}>{instructor}</span>
              </span>
            )}
          </div>
        </Container>
      </div>
      <Container className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-8">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <DemoVideo
            videoUrl={c.demoUrl}
            videoPlayer={c.demoPlayer}
            title={t('course.demoVideo', { name })}
            getOtp={getVdoCipherOtp}
          />
        </div>
        <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-label={t('course.priceBox')}>
          <div className="lg:sticky lg:top-28">
            <PriceBox course={c} signedIn={signedIn} owned={owned} />
          </div>
        </aside>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-2">
          <AboutBlock html={c.description} />
          {c.benefits.length > 0 && <TitleList id="benefits-title" title={t('course.benefits')} items={c.benefits} />}
          {c.prerequisites.length > 0 && (
            <TitleList id="prerequisites-title" title={t('course.prerequisites')} items={c.prerequisites} />
          )}
          <CourseContent courseId={c._id} lessons={c.courseData} owned={owned} />
          <Deferred id="reviews" until="visible">
            <ReviewsSection courseId={c._id} />
          </Deferred>
        </div>
      </Container>
    </div>
  );
}

function TitleList({ id, title, items }: { id: string; title: string; items: readonly { title: string }[] }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="mb-3 text-xl font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {items.map((item, i) => (
          <li key={i} className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
            <FaCheckCircle aria-hidden="true" className="mt-0.5 shrink-0 text-emerald-600" />
            <span className={bn(item.title)}>{item.title}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
