import { useTranslation } from '#web/i18n/react.tsx';
import type { AdminCourseListItem as AdminCourse } from '#shared/catalogue/admin.ts';
import { cn } from '#web/components/ui/cn.ts';
import { type RowSelection, SelectBox, SELECTED_CARD, SELECTED_ROW } from '../../ui/row-selection.tsx';
import { formatNumber } from '#shared/numbers.ts';
import { courseTitle, formatCreated, isOverridden } from './course-figures.ts';
import { CourseRowActions, type RowHandlers } from './course-row-actions.tsx';

function StatusBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('admin-courses');
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        isActive
          ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200'
          : 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
      )}
    >
      {isActive ? t('status.active') : t('status.hidden')}
    </span>
  );
}

/** "English missing" / "Bengali missing": a language some of the course's texts lack (decision 0092). */
function MissingBadges({ course }: { course: AdminCourse }) {
  const { t } = useTranslation('admin');
  if (course.missing.length === 0) return null;
  return (
    <span className="ml-2 inline-flex flex-wrap gap-1 align-middle">
      {course.missing.map((language) => (
        <span
          key={language}
          className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-900/40 dark:text-amber-300"
        >
          {t(`bilingual.missing.${language}`)}
        </span>
      ))}
    </span>
  );
}

function Figure({ course, field }: { course: AdminCourse; field: 'ratings' | 'purchased' }) {
  const { t, i18n } = useTranslation('admin-courses');
  const value =
    field === 'ratings'
      ? formatNumber(course.ratings, i18n.language, 1)
      : formatNumber(course.purchased, i18n.language);
  return (
    <span className="tabular-nums">
      {value}
      {isOverridden(course, field) && (
        <span className="ml-1 text-xs font-semibold text-amber-700 dark:text-amber-300">{t('admin')}</span>
      )}
    </span>
  );
}

/**
 * The course grid: a table from 768 px, a list of cards below it (admin-side §2 Course Management), each row with
 * a box that picks it for a bulk action.
 */
export function CoursesGrid({
  courses,
  selection,
  ...handlers
}: RowHandlers & { courses: readonly AdminCourse[]; selection: RowSelection }) {
  const { t, i18n } = useTranslation(['admin-courses', 'admin']);
  const readerLanguage = i18n.language === 'bn' ? 'bn' : 'en';
  const picked = (course: AdminCourse) => selection.isSelected(course._id);
  const pick = (course: AdminCourse) => (
    <SelectBox
      checked={picked(course)}
      onChange={() => selection.toggle(course._id)}
      label={t('bulk.selectRow', { name: courseTitle(course) })}
    />
  );
  const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white md:block dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full text-sm">
          <thead className="border-b border-slate-200 dark:border-slate-800">
            <tr>
              <th className="w-10 px-0 py-1">
                <SelectBox
                  checked={selection.all}
                  mixed={selection.some}
                  onChange={selection.toggleAll}
                  label={t('admin:bulk.selectAll')}
                />
              </th>
              <th className={th}>{t('columns.status')}</th>
              <th className="hidden">{t('columns.id')}</th>
              <th className={th}>{t('columns.title')}</th>
              <th className={th}>{t('columns.rating')}</th>
              <th className={th}>{t('columns.sales')}</th>
              <th className={th}>{t('columns.created')}</th>
              <th className={th}>{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {courses.map((course) => (
              <tr key={course._id} className={cn('text-slate-800 dark:text-slate-200', picked(course) && SELECTED_ROW)}>
                <td className="px-0 py-1">{pick(course)}</td>
                <td className="px-4 py-3">
                  <StatusBadge isActive={course.isActive} />
                </td>
                <td className="hidden">{course._id}</td>
                <td className="max-w-xs truncate px-4 py-3 font-medium">
                  {courseTitle(course, readerLanguage)}
                  <MissingBadges course={course} />
                </td>
                <td className="px-4 py-3">
                  <Figure course={course} field="ratings" />
                </td>
                <td className="px-4 py-3">
                  <Figure course={course} field="purchased" />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatCreated(course.createdAt, i18n.language)}</td>
                <td className="px-4 py-2">
                  <CourseRowActions course={course} {...handlers} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label={t('listLabel')}>
        {courses.map((course) => (
          <li
            key={course._id}
            className={cn(
              'rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900',
              picked(course) && SELECTED_CARD,
            )}
          >
            <div className="flex items-start gap-2">
              <div className="-mt-2 -ml-2">{pick(course)}</div>
              <p className="min-w-0 flex-1 font-semibold break-words text-slate-900 dark:text-white">
                {courseTitle(course, readerLanguage)}
                <MissingBadges course={course} />
              </p>
              <StatusBadge isActive={course.isActive} />
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm text-slate-700 dark:text-slate-300">
              <div>
                <dt className="text-xs text-slate-500 dark:text-slate-400">{t('columns.rating')}</dt>
                <dd>
                  <Figure course={course} field="ratings" />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500 dark:text-slate-400">{t('columns.sales')}</dt>
                <dd>
                  <Figure course={course} field="purchased" />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500 dark:text-slate-400">{t('columns.created')}</dt>
                <dd>{formatCreated(course.createdAt, i18n.language)}</dd>
              </div>
            </dl>
            <div className="mt-3 border-t border-slate-100 pt-2 dark:border-slate-800">
              <CourseRowActions course={course} {...handlers} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
