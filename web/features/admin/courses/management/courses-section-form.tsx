import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import type { CoursesSection } from '#shared/content/layout.ts';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Field, inputClass } from '../../ui/form-controls.tsx';
import { SaveBar } from '../../ui/save-bar.tsx';
import { useLayout } from '#web/api/content.ts';
import { useUpdateLayout } from '#web/api/content-writes.ts';

const FIELDS = [
  { key: 'pageTitle', multiline: false },
  { key: 'pageSubTitle', multiline: true },
  { key: 'homeTitle', multiline: false },
  { key: 'homeSubTitle', multiline: true },
] as const;

const same = (a: CoursesSection, b: CoursesSection) => FIELDS.every(({ key }) => a[key] === b[key]);

/** The Courses Section Content form (titles of the /courses page and the home page's course block). */
export function CoursesSectionForm() {
  const { t } = useTranslation(['admin-courses', 'admin']);
  const layout = useLayout('Courses');
  const query = { ...layout, data: layout.data?.courses };
  const save = useUpdateLayout({ errorToast: t('section.failed') });
  // null while the admin has not typed: the form then shows the server's values as they refetch
  const [draft, setDraft] = useState<CoursesSection | null>(null);
  const values = draft ?? query.data;
  const isDirty = !!draft && !!query.data && !same(draft, query.data);

  const onSave = () => {
    if (!draft || save.isPending) return;
    save.mutate(
      { type: 'Courses', ...draft },
      {
        onSuccess: () => {
          toast.success(t('section.saved'));
          setDraft(null);
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="courses-section-title"
      className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="courses-section-title" className="mb-4 text-lg font-bold text-slate-900 dark:text-white">
        {t('section.title')}
      </h2>
      {query.isError ? (
        <QueryError message={t('admin:loadError')} onRetry={() => void query.refetch()} />
      ) : !values ? (
        <div className="space-y-4">
          {FIELDS.map(({ key }) => (
            <Skeleton key={key} className="h-10 w-full" />
          ))}
        </div>
      ) : (
        <div className="space-y-4">
          {FIELDS.map(({ key, multiline }) => (
            <Field key={key} label={t(`section.${key}`)} htmlFor={`courses-section-${key}`}>
              {multiline ? (
                <textarea
                  id={`courses-section-${key}`}
                  rows={3}
                  className={inputClass}
                  value={values[key]}
                  onChange={(e) => setDraft({ ...values, [key]: e.target.value })}
                />
              ) : (
                <input
                  id={`courses-section-${key}`}
                  className={inputClass}
                  value={values[key]}
                  onChange={(e) => setDraft({ ...values, [key]: e.target.value })}
                />
              )}
            </Field>
          ))}
          <SaveBar isDirty={isDirty} isSaving={save.isPending} onReset={() => setDraft(null)} onSave={onSave} />
        </div>
      )}
    </section>
  );
}
