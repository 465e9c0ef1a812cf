import { useTranslation } from '#web/i18n/react.tsx';
import { FaLock, FaPlayCircle } from 'react-icons/fa';
import { Link } from 'react-router';
import type { PreviewLesson } from '#shared/catalogue.ts';
import { formatDuration } from '#shared/dates.ts';
import { hasBengali } from '#shared/text.ts';
import { groupBySection } from '#web/components/course/lesson-groups.ts';
import { cn } from '#web/components/ui/cn.ts';
import { fallbackLang } from '#web/lib/fallback-lang.ts';

/** Course content by section with lengths; preview lessons link to the learning page's ?preview={lessonId}. */
export function CourseContent({
  courseId,
  lessons,
  owned,
}: {
  courseId: string;
  lessons: readonly PreviewLesson[];
  owned: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const groups = groupBySection(lessons);
  const total = lessons.reduce((sum, l) => sum + l.videoLength, 0);
  return (
    <section
      aria-labelledby="content-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="content-title" className="text-xl font-bold text-slate-900 dark:text-white">
        {t('course.content')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">
        {t('course.contentSummary', {
          sections: t('course.sectionCount', { count: groups.length }),
          lessons: t('course-card:card.lessons', { count: lessons.length }),
          duration: formatDuration(total),
        })}
      </p>
      <div className="space-y-3">
        {groups.map((group, g) => (
          <details
            key={`${group.section}-${g}`}
            open={g === 0 || (!owned && group.lessons.some((l) => l.lesson.isPreview))}
            className="group overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700"
          >
            <summary className="flex cursor-pointer items-center justify-between gap-3 bg-slate-50 px-4 py-3 font-semibold text-slate-900 dark:bg-slate-800 dark:text-white">
              <span className={cn(hasBengali(group.section) && 'font-bengali')} lang={group.sectionLang}>
                {group.section}
              </span>
              <span className="shrink-0 text-xs font-normal text-slate-600 dark:text-slate-300">
                {t('course-card:card.lessons', { count: group.lessons.length })} · {formatDuration(group.minutes)}
              </span>
            </summary>
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {group.lessons.map(({ lesson }) => {
                const playable = owned || lesson.isPreview;
                const label = (
                  <span
                    className={cn('flex-1', hasBengali(lesson.title) && 'font-bengali')}
                    lang={fallbackLang(lesson.fallbacks, 'title')}
                  >
                    {lesson.title}
                  </span>
                );
                const meta = (
                  <span className="flex shrink-0 items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                    {lesson.isPreview && !owned && (
                      <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-700 dark:bg-brand-900/40 dark:text-brand-100">
                        {t('course.preview')}
                      </span>
                    )}
                    {formatDuration(lesson.videoLength)}
                  </span>
                );
                return (
                  <li key={lesson._id}>
                    {playable ? (
                      <Link
                        to={
                          owned
                            ? `/course-access/${courseId}?lesson=${lesson._id}`
                            : `/course-access/${courseId}?preview=${lesson._id}`
                        }
                        className="flex items-center gap-3 px-4 py-3 text-sm text-slate-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800"
                        data-testid="preview-lesson"
                      >
                        <FaPlayCircle aria-hidden="true" className="shrink-0 text-brand-600" />
                        {label}
                        {meta}
                      </Link>
                    ) : (
                      <div className="flex items-center gap-3 px-4 py-3 text-sm text-slate-600 dark:text-slate-400">
                        <FaLock aria-hidden="true" className="shrink-0" />
                        <span className="sr-only">{t('course.locked')}: </span>
                        {label}
                        {meta}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </details>
        ))}
      </div>
    </section>
  );
}
