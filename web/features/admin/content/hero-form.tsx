import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import type { Banner } from '#shared/content/layout.ts';
import { BannerUpdateSchema, type LayoutUpdateBodyInput } from '#shared/content/layout-update.ts';
import { Form } from '#web/components/ui/form/form.tsx';
import { InputField, useFieldMessage } from '#web/components/ui/form/form-field.tsx';
import { Toggle } from '#web/components/ui/form/toggle.tsx';
import { SaveBar } from '#web/features/admin/ui/save-bar.tsx';
import { useUpdateLayout } from '#web/api/content-writes.ts';
import { BannerImageField } from './banner-image-field.tsx';
import { EditorSection } from './editor-frame.tsx';
import { HEADER_KEYS, HERO_TEXT_KEYS, heroBody, heroFormOf, type HeroForm as HeroValues } from './hero-model.ts';
import { useEditorForm } from './use-editor-form.ts';

/** Banner texts, image, alignment, WhatsApp number and header toggles; Reset and Save Changes (admin-side §2). */
export function HeroForm({ banner }: { banner: Banner }) {
  const { t } = useTranslation('admin-content');
  const server = useMemo(() => heroFormOf(banner), [banner]);
  const { form, resetTo } = useEditorForm<HeroValues, LayoutUpdateBodyInput>({
    schema: BannerUpdateSchema,
    server,
    toBody: heroBody,
  });
  const save = useUpdateLayout({ errorToast: t('hero.failed') });

  const onSave = (body: LayoutUpdateBodyInput) =>
    save.mutate(body, {
      onSuccess: () => {
        resetTo(form.getValues());
        toast.success(t('hero.saved'));
      },
    });

  return (
    <Form form={form} onSubmit={onSave} className="space-y-6">
      <EditorSection title={t('hero.bannerSection')}>
        <div className="space-y-5">
          <HeroImage />
          <Controller
            control={form.control}
            name="heroTextLeftAlign"
            render={({ field }) => (
              <Toggle
                id="hero-left-align"
                label={t('hero.leftAlign')}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <div className="grid gap-4 md:grid-cols-2">
            {HERO_TEXT_KEYS.map((key) => (
              <InputField<HeroValues>
                key={key}
                id={`hero-${key}`}
                name={key}
                type="text"
                label={t(`hero.fields.${key}`)}
                required={key === 'title'}
                className={key === 'subTitle' || key === 'title' ? 'md:col-span-2' : undefined}
              />
            ))}
            <InputField<HeroValues>
              id="hero-whatsappNumber"
              name="whatsappNumber"
              type="tel"
              label={t('hero.fields.whatsappNumber')}
              hint={t('hero.whatsappHint')}
              placeholder="+8801XXXXXXXXX"
            />
          </div>
        </div>
      </EditorSection>
      <EditorSection title={t('hero.headerSection')} description={t('hero.headerLine')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {HEADER_KEYS.map((key) => (
            <Controller
              key={key}
              control={form.control}
              name={`headerSettings.${key}`}
              render={({ field }) => (
                <Toggle
                  id={`header-${key}`}
                  label={t(`hero.header.${key}`)}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          ))}
        </div>
      </EditorSection>
      <SaveBar isDirty={form.formState.isDirty} isSaving={save.isPending} onReset={() => resetTo(server)} />
    </Form>
  );
}

/** The banner image of the form in context; its message is the body's (image.url), the field is imageUrl. */
function HeroImage() {
  const { t } = useTranslation('admin-content');
  const message = useFieldMessage<LayoutUpdateBodyInput & HeroValues>('image', t('hero.image'));
  return (
    <Controller<HeroValues, 'imageUrl'>
      name="imageUrl"
      render={({ field }) => <BannerImageField value={field.value} onChange={field.onChange} message={message} />}
    />
  );
}
