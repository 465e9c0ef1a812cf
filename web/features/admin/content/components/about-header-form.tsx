import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import type { AboutPageAnswer } from '#shared/content/pages.ts';
import { RichTextEditor } from '#web/features/admin/ui/rich-text-editor/rich-text-editor.tsx';
import { Field, inputClass } from '#web/features/admin/ui/form-controls.tsx';
import { SaveBar } from '#web/features/admin/ui/save-bar.tsx';
import { useUpdateAboutPage } from '#web/api/content-writes.ts';
import { FormAlert, Panel } from './panel.tsx';

type Header = { title: string; subtitle: string; mission: string };

/** Title, subtitle and mission (HTML) with the Unsaved Changes / Reset / Save row. */
export function AboutHeaderForm({ page }: { page: AboutPageAnswer }) {
  const { t } = useTranslation('admin-site');
  const update = useUpdateAboutPage({ errorToast: t('about.toast.saveFailed') });
  const saved: Header = { title: page.title, subtitle: page.subtitle, mission: page.mission };
  // null = the server's values; a draft is kept through a failed save.
  const [draft, setDraft] = useState<Header | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = draft ?? saved;
  const isDirty = draft !== null && (Object.keys(saved) as (keyof Header)[]).some((k) => draft[k] !== saved[k]);
  const edit = (patch: Partial<Header>) => setDraft({ ...value, ...patch });

  const onSave = () => {
    if (!value.title.trim() || !value.subtitle.trim() || !value.mission.trim()) return setError(t('about.required'));
    if (page.features.length === 0) return setError(t('about.atLeastOneFeature'));
    setError(null);
    update.mutate(
      {
        title: value.title,
        subtitle: value.subtitle,
        mission: value.mission,
        features: page.features.map(({ icon, title, desc }) => ({ icon, title, desc })),
      },
      {
        onSuccess: () => {
          setDraft(null);
          toast.success(t('about.toast.saved'));
        },
      },
    );
  };

  return (
    <Panel title={t('about.contentTitle')} id="about-content">
      <div className="space-y-4">
        <Field label={t('about.pageTitle')} htmlFor="about-title" required>
          <input
            id="about-title"
            className={inputClass}
            value={value.title}
            onChange={(e) => edit({ title: e.target.value })}
          />
        </Field>
        <Field label={t('about.pageSubtitle')} htmlFor="about-subtitle" required>
          <textarea
            id="about-subtitle"
            rows={2}
            className={inputClass}
            value={value.subtitle}
            onChange={(e) => edit({ subtitle: e.target.value })}
          />
        </Field>
        <Field label={t('about.mission')} htmlFor="about-mission" required>
          <RichTextEditor
            id="about-mission"
            label={t('about.mission')}
            value={value.mission}
            onChange={(mission) => edit({ mission })}
          />
        </Field>
        <FormAlert message={error} />
        <SaveBar
          isDirty={isDirty}
          isSaving={update.isPending}
          onReset={() => {
            setDraft(null);
            setError(null);
          }}
          onSave={onSave}
        />
      </div>
    </Panel>
  );
}
