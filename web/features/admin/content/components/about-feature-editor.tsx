import { useTranslation } from '#web/i18n/react.tsx';
import { type AboutFeature, AboutFeatureBodySchema, type AboutIcon } from '#shared/content/pages.ts';
import { DEFAULT_ABOUT_ICON } from '#shared/content/pages-defaults.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField, InputField } from '#web/components/ui/form/form-field.tsx';
import { Form } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';
import { inputClass } from '#web/features/admin/ui/form-controls.tsx';
import { ABOUT_ICON_COMPONENTS, resolveAboutIcon } from '#web/components/content/about-icons.ts';
import { IconField } from './icon-select.tsx';
import { useUnsavedChanges } from '#web/features/admin/ui/unsaved-changes.tsx';

type Feature = { icon: AboutIcon; title: string; desc: string };

/**
 * Add mode (`editing` null) or edit mode for one feature. `onSubmit` resolves true when the change was stored;
 * on false the inputs stay as typed so nothing is lost.
 */
export function AboutFeatureEditor({
  editing,
  isPending,
  onSubmit,
  onCancel,
}: {
  editing: { index: number; feature: AboutFeature } | null;
  isPending: boolean;
  onSubmit: (feature: AboutFeature) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['admin-site', 'admin']);
  const start: Feature = {
    icon: editing ? resolveAboutIcon(editing.feature.icon) : DEFAULT_ABOUT_ICON,
    title: editing?.feature.title ?? '',
    desc: editing?.feature.desc ?? '',
  };
  const form = useSchemaForm<Feature>({
    schema: AboutFeatureBodySchema,
    defaultValues: start,
    toBody: ({ icon, title, desc }) => ({ icon, title: title.trim(), desc: desc.trim() }),
  });
  // typed but not yet added or updated
  useUnsavedChanges(form.formState.isDirty);

  const submit = async (feature: Feature) => {
    if ((await onSubmit(feature)) && !editing) form.reset(start);
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-950/40"
    >
      <h3 className="font-semibold text-slate-900 dark:text-white">
        {editing ? t('about.editFeatureTitle', { number: editing.index + 1 }) : t('about.addFeatureTitle')}
      </h3>
      <IconField id="feature-icon" icons={ABOUT_ICON_COMPONENTS} />
      <InputField<Feature> name="title" id="feature-title" label={t('about.featureTitle')} required />
      <FormField<Feature> name="desc" id="feature-desc" label={t('about.featureDesc')} required>
        {(control) => <textarea {...control} rows={3} className={inputClass} {...form.register('desc')} />}
      </FormField>
      <div className="flex flex-wrap justify-end gap-3">
        {editing && (
          <Button variant="outline" onClick={onCancel} disabled={isPending}>
            {t('admin:cancel')}
          </Button>
        )}
        <Button type="submit" isLoading={isPending}>
          {editing ? t('about.updateFeature') : t('about.addFeature')}
        </Button>
      </div>
    </Form>
  );
}
