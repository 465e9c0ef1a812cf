import { type FormEvent, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineTrash, HiPlus } from 'react-icons/hi';
import type { PrivacyCard, PrivacyIcon } from '#shared/content/pages.ts';
import { DEFAULT_PRIVACY_ICON } from '#shared/content/pages-defaults.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, inputClass } from '#web/features/admin/ui/form-controls.tsx';
import { PRIVACY_ICON_COMPONENTS, resolvePrivacyIcon } from '#web/components/content/privacy-icons.ts';
import { IconSelect } from './icon-select.tsx';
import { FormAlert } from './panel.tsx';
import { useUnsavedChanges } from '#web/features/admin/ui/unsaved-changes.tsx';

/** Add mode (`editing` null) or edit mode for one card: icon, title and its list of items. */
export function PrivacyCardEditor({
  editing,
  onSubmit,
  onCancel,
}: {
  editing: { index: number; card: PrivacyCard } | null;
  onSubmit: (card: PrivacyCard) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['admin-site', 'admin']);
  const [icon, setIcon] = useState<PrivacyIcon>(editing ? resolvePrivacyIcon(editing.card.icon) : DEFAULT_PRIVACY_ICON);
  const [title, setTitle] = useState(editing?.card.title ?? '');
  const [items, setItems] = useState<string[]>(editing?.card.items.length ? editing.card.items : ['']);
  const [error, setError] = useState<string | null>(null);
  // typed but not yet added to the page
  useUnsavedChanges(
    title !== (editing?.card.title ?? '') ||
      items.join('\n') !== (editing?.card.items.length ? editing.card.items : ['']).join('\n'),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError(t('privacy.cardTitleRequired'));
    const kept = items.map((item) => item.trim()).filter(Boolean);
    if (kept.length === 0) return setError(t('privacy.itemRequired'));
    setError(null);
    onSubmit({ icon, title: title.trim(), items: kept });
    if (!editing) {
      setIcon(DEFAULT_PRIVACY_ICON);
      setTitle('');
      setItems(['']);
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-950/40"
    >
      <h3 className="font-semibold text-slate-900 dark:text-white">
        {editing ? t('privacy.editCardTitle', { number: editing.index + 1 }) : t('privacy.addCardTitle')}
      </h3>
      <IconSelect
        id="card-icon"
        label={t('iconLabel')}
        value={icon}
        icons={PRIVACY_ICON_COMPONENTS}
        onChange={setIcon}
      />
      <Field label={t('privacy.cardTitle')} htmlFor="card-title" required>
        <input id="card-title" className={inputClass} value={title} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">{t('privacy.items')}</legend>
        {items.map((item, index) => (
          <div key={index} className="flex items-center gap-2">
            <label htmlFor={`card-item-${index}`} className="sr-only">
              {t('privacy.itemLabel', { number: index + 1 })}
            </label>
            <input
              id={`card-item-${index}`}
              className={inputClass}
              value={item}
              onChange={(e) => setItems(items.map((v, i) => (i === index ? e.target.value : v)))}
            />
            <Button
              variant="ghost"
              size="icon"
              className="shrink-0 text-red-700 dark:text-red-400"
              aria-label={t('privacy.removeItem', { number: index + 1 })}
              disabled={items.length === 1}
              onClick={() => setItems(items.filter((_, i) => i !== index))}
            >
              <HiOutlineTrash aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button variant="secondary" size="sm" onClick={() => setItems([...items, ''])}>
          <HiPlus aria-hidden="true" />
          {t('privacy.addItem')}
        </Button>
      </fieldset>
      <FormAlert message={error} />
      <div className="flex flex-wrap justify-end gap-3">
        {editing && (
          <Button variant="outline" onClick={onCancel}>
            {t('admin:cancel')}
          </Button>
        )}
        <Button type="submit">{editing ? t('privacy.updateCard') : t('privacy.addCard')}</Button>
      </div>
    </form>
  );
}
