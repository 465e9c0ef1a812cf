import { useTranslation } from '#web/i18n/react.tsx';
import type { CourseSummary } from '#shared/catalogue/course.ts';
import { CourseThumbnail } from '#web/components/course/course-thumbnail.tsx';
import { BengaliAwareText } from '#web/components/ui/bengali-aware-text.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';

/** Course names may hold HTML (spec §3): shown as plain text here. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/** A course thumbnail in the profile's lists: the course card's, with its placeholder for a missing or broken image. */
export const Thumbnail = CourseThumbnail;

/** An enrolled course: Continue Learning (/course-access/{id}) and View Details (/course/{id}). */
export function EnrolledCourseCard({ course }: { course: CourseSummary }) {
  const { t } = useTranslation('profile');
  const name = plainText(course.name);
  const progress = Math.round(course.progress ?? 0);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <Thumbnail url={course.thumbnail?.url} />
      <div className="flex flex-1 flex-col p-4">
        <BengaliAwareText as="h3" text={name} className="line-clamp-2 font-semibold text-slate-900 dark:text-white" />
        <div className="mt-3" aria-hidden="true">
          <div className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${progress}%` }} />
          </div>
        </div>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('courses.progress', { value: progress })}</p>
        <div className="mt-4 flex flex-wrap gap-2 pt-1">
          <ButtonLink to={`/course-access/${course._id}`} size="sm" className="flex-1">
            {t('courses.continue')}
          </ButtonLink>
          <ButtonLink to={`/course/${course._id}`} size="sm" variant="outline" className="flex-1">
            {t('courses.details')}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
