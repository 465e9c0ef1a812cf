import { useMemo } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import { type AboutPageAnswer, type AboutPageUpdateBody, AboutPageUpdateBodySchema } from '#shared/content/pages.ts';
import { errorAt, ControlledField, FormField, InputField } from '#web/components/ui/form/form-field.tsx';
import { Form } from '#web/components/ui/form/form.tsx';
import { useFormText } from '#web/components/ui/form/form-text.ts';
import { RichTextEditor } from '#web/features/admin/ui/rich-text-editor/rich-text-editor.tsx';
import { inputClass } from '#web/features/admin/ui/form-controls.tsx';
import { SaveBar } from '#web/features/admin/ui/save-bar.tsx';
import { useUpdateAboutPage } from '#web/api/content-writes.ts';
import { useEditorForm } from '../use-editor-form.ts';
import { FormAlert, Panel } from './panel.tsx';

type Header = { title: string; subtitle: string; mission: string };

/**
 * Title, subtitle and mission (HTML) with the Unsaved Changes / Reset / Save row. The body sent carries the stored
 * features, so a page without any is refused here as the server would.
 */
export function AboutHeaderForm({ page }: { page: AboutPageAnswer }) {
  const { t } = useTranslation('admin-site');
  const update = useUpdateAboutPage({ errorToast: t('about.toast.saveFailed') });
  const server = useMemo(
    () => ({ title: page.title, subtitle: page.subtitle, mission: page.mission }),
    [page.title, page.subtitle, page.mission],
  );
  const { form, resetTo } = useEditorForm<Header, AboutPageUpdateBody>({
    schema: AboutPageUpdateBodySchema,
    server,
    toBody: (values) => ({
      ...values,
      features: page.features.map(({ icon, title, desc }) => ({ icon, title, desc })),
    }),
  });

  const onSave = (body: AboutPageUpdateBody) =>
    update.mutate(body, {
      onSuccess: () => {
        resetTo(form.getValues());
        toast.success(t('about.toast.saved'));
      },
    });

  return (
    <Panel title={t('about.contentTitle')} id="about-content">
      <Form form={form} onSubmit={onSave} className="space-y-4">
        <InputField<Header> name="title" id="about-title" label={t('about.pageTitle')} required />
        <FormField<Header> name="subtitle" id="about-subtitle" label={t('about.pageSubtitle')} required>
          {(control) => <textarea {...control} rows={2} className={inputClass} {...form.register('subtitle')} />}
        </FormField>
        <ControlledField<Header, 'mission'> name="mission" id="about-mission" label={t('about.mission')} required>
          {(control, field) => (
            <RichTextEditor
              id={control.id}
              label={t('about.mission')}
              value={field.value}
              onChange={field.onChange}
              invalid={Boolean(control['aria-invalid'])}
            />
          )}
        </ControlledField>
        <FeaturesMessage />
        <SaveBar isDirty={form.formState.isDirty} isSaving={update.isPending} onReset={() => resetTo(server)} />
      </Form>
    </Panel>
  );
}

/** The features are edited below the form; their message (none stored) shows above Save. */
function FeaturesMessage() {
  const text = useFormText();
  const { errors } = useFormState();
  return <FormAlert message={text(errorAt(errors, 'features')) ?? null} />;
}
