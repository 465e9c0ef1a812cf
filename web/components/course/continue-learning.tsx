import { Link } from 'react-router';
import type { ContinueLearning as Item } from '#shared/catalogue/learning.ts';
import { htmlToText } from '#shared/html-text.ts';
import { hasBengali } from '#shared/text.ts';
import { useTranslation } from '#web/i18n/react.tsx';
import { formatNumber } from '#shared/numbers.ts';
import { cn } from '../ui/cn.ts';
import { CourseThumbnail } from './course-thumbnail.tsx';

/**
 * "Continue learning" (issue 33): the courses a learner studied last, each opening the learning page at the lesson
 * they resume, with that lesson and their progress. Nothing when there is nothing to continue.
 */
export function ContinueLearning({ courses, className }: { courses: readonly Item[]; className?: string }) {
  const { t, i18n } = useTranslation('course-card');
  if (courses.length === 0) return null;
  return (
    <section
      aria-labelledby="continue-learning"
      className={cn('min-w-0 overflow-hidden', className)}
      data-testid="continue-learning"
    >
      <h2 id="continue-learning" className="mb-4 text-lg font-semibold text-slate-900 sm:text-xl dark:text-white">
        {t('continue.title')}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {courses.map((item) => {
          const name = htmlToText(item.course.name);
          const to = `/course-access/${item.course._id}${item.lesson ? `?lesson=${item.lesson._id}` : ''}`;
          return (
            <li key={item.course._id} className="min-w-0">
              <Link
                to={to}
                aria-label={t('continue.action', { name })}
                className="flex h-full gap-3 rounded-2xl border border-slate-200 bg-white p-3 hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700"
                data-testid="continue-course"
              >
                <CourseThumbnail
                  url={item.course.thumbnail?.url}
                  className="aspect-video w-24 shrink-0 rounded-lg sm:w-28"
                  sizes="112px"
                />
                <div className="min-w-0 flex-1">
                  <p
                    className={cn(
                      'line-clamp-2 text-sm font-semibold text-slate-900 dark:text-white',
                      hasBengali(name) && 'font-bengali',
                    )}
                  >
                    {name}
                  </p>
                  <p
                    className={cn(
                      'mt-0.5 truncate text-xs text-slate-600 dark:text-slate-400',
                      item.lesson && hasBengali(item.lesson.title) && 'font-bengali',
                    )}
                  >
                    {item.lesson ? t('continue.lesson', { title: item.lesson.title }) : t('continue.start')}
                  </p>
                  <div
                    role="progressbar"
                    aria-label={t('card.progress')}
                    aria-valuenow={item.progress}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
                  >
                    <div className="h-full rounded-full bg-brand-600" style={{ width: `${item.progress}%` }} />
                  </div>
                  <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                    {t('continue.percent', { percent: formatNumber(item.progress, i18n.language) })}
                  </p>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
