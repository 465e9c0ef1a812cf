import { useTranslation } from '#web/i18n/react.tsx';
import { FaBookOpen, FaClock, FaStar, FaUsers } from 'react-icons/fa';
import { Link } from 'react-router';
import type { CourseSummary } from '#shared/catalogue/course.ts';
import { formatDuration } from '#shared/dates.ts';
import { hasBengali } from '#shared/text.ts';
import { cn } from '../ui/cn.ts';
import { CourseThumbnail } from './course-thumbnail.tsx';
import { htmlToText } from '#shared/html-text.ts';
import { useMoney } from '#web/lib/use-money.ts';

/** What the card reads of a course (a full CourseSummary fits). */
export type CourseCardData = Pick<
  CourseSummary,
  | '_id'
  | 'name'
  | 'description'
  | 'price'
  | 'thumbnail'
  | 'instructor'
  | 'instructorName'
  | 'ratings'
  | 'reviews'
  | 'purchased'
  | 'totalVideos'
  | 'duration'
> & { progress?: number };

const bn = (text: string) => (hasBengali(text) ? 'font-bengali' : undefined);

/**
 * The Course card (learner-side §2): thumbnail, price and rating badges, instructor, name and description as text,
 * rating, reviews, students, lessons and duration; in the profile a progress bar and a link to the learning page.
 */
export function CourseCard({
  course,
  context = 'catalogue',
  priority = false,
}: {
  course: CourseCardData;
  context?: 'catalogue' | 'profile';
  /** The first card of a list, whose picture is likely the page's largest (see CourseThumbnail). */
  priority?: boolean;
}) {
  const { t } = useTranslation('course-card');
  const { price } = useMoney();
  const inProfile = context === 'profile';
  const name = htmlToText(course.name);
  const description = htmlToText(course.description);
  const instructor = course.instructor?.name || course.instructorName;
  // an unrated course is new, not rated 0.0
  const rating = course.reviews > 0 ? course.ratings.toFixed(1) : null;
  const progress = Math.max(0, Math.min(100, Math.round(course.progress ?? 0)));
  return (
    <Link
      to={inProfile ? `/course-access/${course._id}` : `/course/${course._id}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-800 dark:bg-slate-900"
      data-testid="course-card"
    >
      <div className="relative">
        <CourseThumbnail url={course.thumbnail?.url} priority={priority} />
        <span
          className="absolute top-3 left-3 rounded-full bg-brand-600 px-3 py-1 text-sm font-bold text-white shadow"
          data-testid="price-badge"
        >
          {price(course.price, t('card.free'))}
        </span>
        <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-800 shadow">
          {rating ? (
            <>
              <FaStar aria-hidden="true" className="text-amber-400" />
              {rating}
            </>
          ) : (
            t('card.new')
          )}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {instructor && (
          <p className={cn('text-xs font-medium text-brand-700 dark:text-brand-100', bn(instructor))}>{instructor}</p>
        )}
        <h3
          className={cn(
            'line-clamp-2 text-base leading-snug font-semibold text-slate-900 group-hover:text-brand-700 dark:text-white',
            bn(name),
          )}
        >
          {name}
        </h3>
        <p className={cn('line-clamp-2 text-sm text-slate-600 dark:text-slate-300', bn(description))}>{description}</p>
        <p className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-200">
          {rating ? (
            <>
              <FaStar aria-hidden="true" className="text-amber-400" />
              <span className="font-semibold">{rating}</span>
              <span className="text-slate-600 dark:text-slate-400">
                ({t('card.reviews', { count: course.reviews })})
              </span>
            </>
          ) : (
            <span className="font-semibold">{t('card.new')}</span>
          )}
        </p>
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <li className="inline-flex items-center gap-1">
            <FaUsers aria-hidden="true" />
            {t('card.students', { count: course.purchased })}
          </li>
          <li className="inline-flex items-center gap-1">
            <FaBookOpen aria-hidden="true" />
            {t('card.lessons', { count: course.totalVideos })}
          </li>
          <li className="inline-flex items-center gap-1">
            <FaClock aria-hidden="true" />
            {formatDuration(course.duration)}
          </li>
        </ul>
        {inProfile && (
          <div className="pt-1">
            <div className="mb-1 flex justify-between text-xs text-slate-600 dark:text-slate-400">
              <span>{t('card.progress')}</span>
              <span>{progress}%</span>
            </div>
            <div
              role="progressbar"
              aria-valuenow={progress}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-label={t('card.progress')}
              className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
            >
              <div className="h-full rounded-full bg-brand-600" style={{ width: `${progress}%` }} />
            </div>
          </div>
        )}
      </div>
    </Link>
  );
}

/** The card's loading placeholder. */
export function CourseCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="aspect-video w-full animate-pulse bg-slate-200 dark:bg-slate-800" />
      <div className="space-y-3 p-4">
        <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-5 w-5/6 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-4 w-full animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      </div>
    </div>
  );
}
