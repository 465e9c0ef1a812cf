import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import type { AdminCourseListItem as AdminCourse } from '#shared/catalogue/admin.ts';
import type { OverrideField } from '#shared/catalogue/course.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { useSetOverride } from '#web/api/courses.ts';
import { AdminDialog } from '../../ui/admin-dialog.tsx';
import { Field, inputClass, Toggle } from '../../ui/form-controls.tsx';
import { courseTitle } from './course-figures.ts';

const LIMITS = { ratings: { min: 0, max: 5, step: 0.1 }, purchased: { min: 0, max: undefined, step: 1 } } as const;

/** What is wrong with a typed admin value, as a key of override.errors (the server's rules, in the reader's language). */
function problemOf(field: OverrideField, value: number): string | null {
  if (!Number.isFinite(value)) return 'notNumber';
  if (value < 0) return 'negative';
  if (field === 'ratings' && value > 5) return 'ratingRange';
  if (field === 'purchased' && !Number.isInteger(value)) return 'wholeSales';
  return null;
}

function draftOf(course: AdminCourse, field: OverrideField) {
  const o = course.overrides[field];
  return { useOriginal: o.useOriginal, value: o.adminValue === null ? '' : String(o.adminValue) };
}

/** Edit Rating/Sales (admin-side §4 Override): the real figure, or an admin value shown with (Admin). */
export function OverrideDialog({ course, onClose }: { course: AdminCourse; onClose: () => void }) {
  const { t } = useTranslation(['admin-courses', 'admin']);
  const [field, setField] = useState<OverrideField>('ratings');
  const [draft, setDraft] = useState(() => draftOf(course, 'ratings'));
  const save = useSetOverride({ errorToast: t('override.failed') });
  const label = field === 'ratings' ? t('override.rating') : t('override.sales');
  const problem = draft.useOriginal || draft.value.trim() === '' ? null : problemOf(field, Number(draft.value));
  const isBlocked = !draft.useOriginal && (draft.value.trim() === '' || problem !== null);

  const choose = (next: OverrideField) => {
    setField(next);
    setDraft(draftOf(course, next));
  };

  const submit = () => {
    if (isBlocked || save.isPending) return;
    const adminValue = draft.value.trim() === '' ? null : Number(draft.value);
    save.mutate(
      { courseId: course._id, field, useOriginal: draft.useOriginal, adminValue },
      {
        onSuccess: () => {
          toast.success(
            draft.useOriginal
              ? t('override.toastOriginal', { field: label })
              : t('override.toastAdmin', { field: label, value: adminValue }),
          );
          onClose();
        },
      },
    );
  };

  const original = field === 'ratings' ? course.original.ratings.toFixed(1) : String(course.original.purchased);
  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('override.title')}
      description={courseTitle(course)}
    >
      <div role="radiogroup" aria-label={t('override.field')} className="mb-4 grid grid-cols-2 gap-2">
        {(['ratings', 'purchased'] as const).map((f) => (
          <button
            key={f}
            type="button"
            role="radio"
            aria-checked={field === f}
            onClick={() => choose(f)}
            className={cn(
              'rounded-lg border px-3 py-2 text-sm font-medium',
              field === f
                ? 'border-brand-600 bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-500'
                : 'border-slate-300 text-slate-700 dark:border-slate-700 dark:text-slate-300',
            )}
          >
            {f === 'ratings' ? t('override.rating') : t('override.sales')}
          </button>
        ))}
      </div>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t('override.original', { value: original })}</p>
      <Toggle
        id="override-original"
        label={t('override.useOriginal')}
        checked={draft.useOriginal}
        onCheckedChange={(useOriginal) => setDraft((d) => ({ ...d, useOriginal }))}
      />
      {!draft.useOriginal && (
        <Field
          label={t('override.adminValue', { field: label })}
          htmlFor="override-value"
          className="mt-4"
          error={problem && t(`override.errors.${problem}`)}
        >
          <input
            id="override-value"
            type="number"
            inputMode="decimal"
            className={inputClass}
            {...LIMITS[field]}
            aria-invalid={problem !== null || undefined}
            value={draft.value}
            onChange={(e) => setDraft((d) => ({ ...d, value: e.target.value }))}
          />
        </Field>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="outline" onClick={onClose}>
          {t('admin:cancel')}
        </Button>
        <Button onClick={submit} disabled={isBlocked} isLoading={save.isPending}>
          {t('admin:save')}
        </Button>
      </div>
    </AdminDialog>
  );
}
