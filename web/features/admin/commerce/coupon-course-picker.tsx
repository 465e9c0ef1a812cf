import { useTranslation } from '#web/i18n/react.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useCourseOptions } from '#web/api/courses.ts';
import { htmlToText } from '#shared/html-text.ts';

/** The courses a "selected courses" coupon applies to: one checkbox per course, hidden courses included. */
export function CouponCoursePicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation(['admin-commerce', 'admin']);
  const courses = useCourseOptions();
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <fieldset aria-describedby={error ? 'coupon-courses-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('coupons.form.courses')}
      </legend>
      {courses.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : courses.isError ? (
        <QueryError
          message={errorMessage(courses.error, t('admin:loadError'))}
          onRetry={() => void courses.refetch()}
        />
      ) : courses.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('coupons.form.noCourses')}</p>
      ) : (
        <ul className="max-h-48 space-y-1 overflow-y-auto rounded-lg border border-slate-300 p-2 dark:border-slate-700">
          {courses.data.map((c) => (
            <li key={c._id}>
              <label className="flex items-center gap-2 rounded px-1 py-1 text-sm text-slate-800 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-600"
                  checked={value.includes(c._id)}
                  onChange={(e) => toggle(c._id, e.target.checked)}
                />
                <span className="min-w-0 break-words">{htmlToText(c.name)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id="coupon-courses-error" role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
