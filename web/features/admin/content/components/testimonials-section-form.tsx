import { useMemo } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import type { TestimonialsSection } from '#shared/content/layout.ts';
import { type LayoutUpdateBodyInput, TestimonialsSectionUpdateSchema } from '#shared/content/layout-update.ts';
import { Form } from '#web/components/ui/form/form.tsx';
import { ControlledField, InputField } from '#web/components/ui/form/form-field.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { RichTextEditor } from '#web/features/admin/ui/rich-text-editor/rich-text-editor.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { SaveBar } from '#web/features/admin/ui/save-bar.tsx';
import { useLayout } from '#web/api/content.ts';
import { useUpdateLayout } from '#web/api/content-writes.ts';
import { useEditorForm } from '../use-editor-form.ts';

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
  const server = useMemo(() => ({ title: saved.title, subTitle: saved.subTitle }), [saved]);
  const { form, resetTo } = useEditorForm<TestimonialsSection, LayoutUpdateBodyInput>({
    schema: TestimonialsSectionUpdateSchema,
    server,
    toBody: (values) => ({ type: 'Testimonials', ...values }),
  });

  const onSave = (body: LayoutUpdateBodyInput) =>
    save.mutate(body, {
      onSuccess: () => {
        resetTo(form.getValues());
        toast.success(t('testimonials.toast.sectionSaved'));
      },
    });

  return (
    <Form form={form} onSubmit={onSave} className="space-y-4">
      <InputField<TestimonialsSection>
        id="testimonials-section-title-input"
        name="title"
        label={t('testimonials.section.sectionTitle')}
      />
      <ControlledField<TestimonialsSection, 'subTitle'>
        id="testimonials-section-description"
        name="subTitle"
        label={t('testimonials.section.description')}
      >
        {(control, field) => (
          <RichTextEditor
            id={control.id}
            label={t('testimonials.section.description')}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      </ControlledField>
      <SaveBar isDirty={form.formState.isDirty} isSaving={save.isPending} onReset={() => resetTo(server)} />
    </Form>
  );
}
