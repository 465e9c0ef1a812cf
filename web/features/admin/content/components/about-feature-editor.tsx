import { type FormEvent, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import type { AboutFeature, AboutIcon } from '#shared/content/pages.ts';
import { DEFAULT_ABOUT_ICON } from '#shared/content/pages-defaults.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, inputClass } from '#web/features/admin/ui/form-controls.tsx';
import { ABOUT_ICON_COMPONENTS, resolveAboutIcon } from '#web/components/content/about-icons.ts';
import { IconSelect } from './icon-select.tsx';
import { FormAlert } from './panel.tsx';
import { useUnsavedChanges } from '#web/features/admin/ui/unsaved-changes.tsx';

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
  const [icon, setIcon] = useState<AboutIcon>(editing ? resolveAboutIcon(editing.feature.icon) : DEFAULT_ABOUT_ICON);
  const [title, setTitle] = useState(editing?.feature.title ?? '');
  const [desc, setDesc] = useState(editing?.feature.desc ?? '');
  const [error, setError] = useState<string | null>(null);
  // typed but not yet added or updated
  useUnsavedChanges(title !== (editing?.feature.title ?? '') || desc !== (editing?.feature.desc ?? ''));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !desc.trim()) return setError(t('about.featureFields'));
    setError(null);
    if (await onSubmit({ icon, title: title.trim(), desc: desc.trim() })) {
      if (!editing) {
        setIcon(DEFAULT_ABOUT_ICON);
        setTitle('');
        setDesc('');
      }
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-950/40"
    >
      <h3 className="font-semibold text-slate-900 dark:text-white">
        {editing ? t('about.editFeatureTitle', { number: editing.index + 1 }) : t('about.addFeatureTitle')}
      </h3>
      <IconSelect
        id="feature-icon"
        label={t('iconLabel')}
        value={icon}
        icons={ABOUT_ICON_COMPONENTS}
        onChange={setIcon}
      />
      <Field label={t('about.featureTitle')} htmlFor="feature-title" required>
        <input id="feature-title" className={inputClass} value={title} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Field label={t('about.featureDesc')} htmlFor="feature-desc" required>
        <textarea
          id="feature-desc"
          rows={3}
          className={inputClass}
          value={desc}
          onChange={(e) => setDesc(e.target.value)}
        />
      </Field>
      <FormAlert message={error} />
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
    </form>
  );
}
