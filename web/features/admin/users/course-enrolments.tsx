import { useId, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiTrash } from 'react-icons/hi';
import { toast } from 'sonner';
import type { AdminUser } from '#shared/admin-users.ts';
import { Button } from '#web/components/ui/button.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ConfirmDialog } from '../ui/admin-dialog.tsx';
import { Field, inputClass } from '../ui/form-controls.tsx';
import { useCourseOptions } from '#web/api/courses.ts';
import { useAddToCourse, useRemoveFromCourse } from '#web/api/admin-users.ts';
import { courseName } from './users-model.ts';

/** The Manage Courses modal's course part: the user's courses with Remove (asks first), and Add to a course. */
export function CourseEnrolments({ user }: { user: AdminUser }) {
  const { t } = useTranslation(['admin-users', 'admin']);
  const id = useId();
  const options = useCourseOptions();
  const add = useAddToCourse({ errorToast: t('toasts.addFailed') });
  const remove = useRemoveFromCourse({ errorToast: t('toasts.removeFailed') });
  const [chosen, setChosen] = useState('');
  const [removing, setRemoving] = useState<{ courseId: string; name: string } | null>(null);
  const owned = new Set(user.courses.map((c) => c.courseId));
  const available = (options.data ?? []).filter((c) => !owned.has(c._id));

  const onAdd = () => {
    if (!chosen) return;
    add.mutate(
      { userId: user._id, courseId: chosen },
      {
        onSuccess: () => {
          toast.success(t('toasts.added'));
          setChosen('');
        },
      },
    );
  };
  const onRemove = () => {
    if (!removing) return;
    remove.mutate(
      { userId: user._id, courseId: removing.courseId },
      {
        onSuccess: () => {
          toast.success(t('toasts.removed'));
          setRemoving(null);
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-enrolled`} className="space-y-4">
      <h3 id={`${id}-enrolled`} className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('courses.enrolled')}
      </h3>
      {user.courses.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('courses.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
          {user.courses.map((course) => (
            <li
              key={course.courseId}
              className="flex items-center justify-between gap-3 px-3 py-2 text-sm text-slate-800 dark:text-slate-200"
            >
              <span className="min-w-0 break-words">{courseName(course.name)}</span>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => setRemoving({ courseId: course.courseId, name: courseName(course.name) })}
                aria-label={t('courses.remove', { course: courseName(course.name) })}
              >
                <HiTrash aria-hidden="true" className="h-5 w-5 text-red-600 dark:text-red-400" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {options.isError ? (
        <QueryError message={t('courses.loadError')} onRetry={() => void options.refetch()} />
      ) : options.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : available.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('courses.allEnrolled')}</p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Field label={t('courses.choose')} htmlFor={`${id}-course`} className="min-w-0 flex-1">
            <select
              id={`${id}-course`}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              className={inputClass}
            >
              <option value="">{t('courses.placeholder')}</option>
              {available.map((course) => (
                <option key={course._id} value={course._id}>
                  {courseName(course.name)}
                </option>
              ))}
            </select>
          </Field>
          <Button onClick={onAdd} disabled={!chosen} isLoading={add.isPending}>
            {t('courses.add')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('courses.removeTitle')}
        description={t('courses.removeDescription', { name: user.name, course: removing?.name ?? '' })}
        confirmLabel={t('courses.removeConfirm')}
        onConfirm={onRemove}
        isPending={remove.isPending}
      />
    </section>
  );
}
