import { useMemo } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import type { Banner } from '#shared/content/layout.ts';
import { SaveBar } from '#web/features/admin/ui/save-bar.tsx';
import { Toggle } from '#web/features/admin/ui/form-controls.tsx';
import { useUpdateLayout } from '#web/api/content-writes.ts';
import { BannerImageField } from './banner-image-field.tsx';
import { EditorSection, TextField } from './editor-frame.tsx';
import { HEADER_KEYS, HERO_TEXT_KEYS, heroBody, heroFormOf } from './hero-model.ts';
import { useEditorState } from './use-editor-state.ts';

/** Banner texts, image, alignment, WhatsApp number and header toggles; Reset and Save Changes (admin-side §2). */
export function HeroForm({ banner }: { banner: Banner }) {
  const { t } = useTranslation('admin-content');
  const server = useMemo(() => heroFormOf(banner), [banner]);
  const { value: form, isDirty, update, reset } = useEditorState(server);
  const save = useUpdateLayout({ errorToast: t('hero.failed') });
  if (!form) return null;

  const onSave = () =>
    save.mutate(heroBody(form), {
      onSuccess: () => {
        reset();
        toast.success(t('hero.saved'));
      },
    });

  return (
    <div className="space-y-6">
      <EditorSection title={t('hero.bannerSection')}>
        <div className="space-y-5">
          <BannerImageField value={form.imageUrl} onChange={(imageUrl) => update((f) => ({ ...f, imageUrl }))} />
          <Toggle
            id="hero-left-align"
            label={t('hero.leftAlign')}
            checked={form.heroTextLeftAlign}
            onCheckedChange={(heroTextLeftAlign) => update((f) => ({ ...f, heroTextLeftAlign }))}
          />
          <div className="grid gap-4 md:grid-cols-2">
            {HERO_TEXT_KEYS.map((key) => (
              <TextField
                key={key}
                id={`hero-${key}`}
                label={t(`hero.fields.${key}`)}
                value={form[key]}
                onChange={(text) => update((f) => ({ ...f, [key]: text }))}
                className={key === 'subTitle' || key === 'title' ? 'md:col-span-2' : undefined}
              />
            ))}
            <TextField
              id="hero-whatsappNumber"
              type="tel"
              label={t('hero.fields.whatsappNumber')}
              hint={t('hero.whatsappHint')}
              placeholder="+8801XXXXXXXXX"
              value={form.whatsappNumber}
              onChange={(whatsappNumber) => update((f) => ({ ...f, whatsappNumber }))}
            />
          </div>
        </div>
      </EditorSection>
      <EditorSection title={t('hero.headerSection')} description={t('hero.headerLine')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {HEADER_KEYS.map((key) => (
            <Toggle
              key={key}
              id={`header-${key}`}
              label={t(`hero.header.${key}`)}
              checked={form.headerSettings[key]}
              onCheckedChange={(on) => update((f) => ({ ...f, headerSettings: { ...f.headerSettings, [key]: on } }))}
            />
          ))}
        </div>
      </EditorSection>
      <SaveBar isDirty={isDirty} isSaving={save.isPending} onReset={reset} onSave={onSave} />
    </div>
  );
}
