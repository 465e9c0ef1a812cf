import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import type { TestimonialsSection } from '#shared/content/layout.ts';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { RichTextEditor } from '#web/features/admin/ui/rich-text-editor/rich-text-editor.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Field, inputClass } from '#web/features/admin/ui/form-controls.tsx';
import { SaveBar } from '#web/features/admin/ui/save-bar.tsx';
import { useLayout } from '#web/api/content.ts';
import { useUpdateLayout } from '#web/api/content-writes.ts';

/** The home page's Testimonials heading: title and description (subTitle, HTML). */
export function TestimonialsSectionForm() {
  const { t } = useTranslation(['admin-site', 'admin']);
  const query = useLayout('Testimonials');
  return (
    <section
      aria-labelledby="testimonials-section-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="testimonials-section-title" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
        {t('testimonials.section.title')}
      </h2>
      {query.isPending ? (
        <div className="space-y-3" data-testid="section-loading">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : query.isError ? (
        <QueryError message={t('admin:loadError')} onRetry={() => void query.refetch()} />
      ) : (
        <SectionFields saved={query.data.testimonials} />
      )}
    </section>
  );
}

function SectionFields({ saved }: { saved: TestimonialsSection }) {
  const { t } = useTranslation('admin-site');
  const save = useUpdateLayout({ errorToast: t('testimonials.toast.sectionFailed') });
  // null = showing the server's values; a draft survives a failed save and is dropped after a successful one.
  const [draft, setDraft] = useState<TestimonialsSection | null>(null);
  const value = draft ?? saved;
  const isDirty = draft !== null && (draft.title !== saved.title || draft.subTitle !== saved.subTitle);
  const edit = (patch: Partial<TestimonialsSection>) => setDraft({ ...value, ...patch });

  const onSave = () =>
    save.mutate(
      { type: 'Testimonials', ...value },
      {
        onSuccess: () => {
          setDraft(null);
          toast.success(t('testimonials.toast.sectionSaved'));
        },
      },
    );

  return (
    <div className="space-y-4">
      <Field label={t('testimonials.section.sectionTitle')} htmlFor="testimonials-section-title-input">
        <input
          id="testimonials-section-title-input"
          className={inputClass}
          value={value.title}
          onChange={(e) => edit({ title: e.target.value })}
        />
      </Field>
      <Field label={t('testimonials.section.description')} htmlFor="testimonials-section-description">
        <RichTextEditor
          id="testimonials-section-description"
          label={t('testimonials.section.description')}
          value={value.subTitle}
          onChange={(subTitle) => edit({ subTitle })}
        />
      </Field>
      <SaveBar isDirty={isDirty} isSaving={save.isPending} onReset={() => setDraft(null)} onSave={onSave} />
    </div>
  );
}
