import { useFormContext } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineTrash, HiPlus } from 'react-icons/hi';
import { type PrivacyCard, PrivacyCardBodySchema, type PrivacyIcon } from '#shared/content/pages.ts';
import { DEFAULT_PRIVACY_ICON } from '#shared/content/pages-defaults.ts';
import { Button } from '#web/components/ui/button.tsx';
import { InputField, useFieldMessage } from '#web/components/ui/form/form-field.tsx';
import { Form } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';
import { inputClass } from '#web/features/admin/ui/form-controls.tsx';
import { PRIVACY_ICON_COMPONENTS, resolvePrivacyIcon } from '#web/components/content/privacy-icons.ts';
import { IconField } from './icon-select.tsx';
import { useUnsavedChanges } from '#web/features/admin/ui/unsaved-changes.tsx';

type Card = { icon: PrivacyIcon; title: string; items: string[] };

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
  const start: Card = {
    icon: editing ? resolvePrivacyIcon(editing.card.icon) : DEFAULT_PRIVACY_ICON,
    title: editing?.card.title ?? '',
    items: editing?.card.items.length ? editing.card.items : [''],
  };
  const form = useSchemaForm<Card>({
    schema: PrivacyCardBodySchema,
    defaultValues: start,
    // what is sent is what the server keeps: trimmed, blank items dropped
    toBody: ({ icon, title, items }) => ({
      icon,
      title: title.trim(),
      items: items.map((item) => item.trim()).filter(Boolean),
    }),
  });
  // typed but not yet added to the page
  useUnsavedChanges(form.formState.isDirty);

  const submit = (card: Card) => {
    onSubmit(card);
    if (!editing) form.reset(start);
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-950/40"
    >
      <h3 className="font-semibold text-slate-900 dark:text-white">
        {editing ? t('privacy.editCardTitle', { number: editing.index + 1 }) : t('privacy.addCardTitle')}
      </h3>
      <IconField id="card-icon" icons={PRIVACY_ICON_COMPONENTS} />
      <InputField<Card> name="title" id="card-title" label={t('privacy.cardTitle')} required />
      <ItemsField />
      <div className="flex flex-wrap justify-end gap-3">
        {editing && (
          <Button variant="outline" onClick={onCancel}>
            {t('admin:cancel')}
          </Button>
        )}
        <Button type="submit">{editing ? t('privacy.updateCard') : t('privacy.addCard')}</Button>
      </div>
    </Form>
  );
}

/** The card's items, one input each; their message (none kept) under the list, on the first item. */
function ItemsField() {
  const { t } = useTranslation('admin-site');
  const { register, setValue, watch } = useFormContext<Card>();
  const items = watch('items');
  const message = useFieldMessage<Card>('items', t('privacy.items'));
  const setItems = (next: string[]) => setValue('items', next, { shouldDirty: true });
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">{t('privacy.items')}</legend>
      {items.map((_item, index) => (
        <div key={index} className="flex items-center gap-2">
          <label htmlFor={`card-item-${index}`} className="sr-only">
            {t('privacy.itemLabel', { number: index + 1 })}
          </label>
          <input
            id={`card-item-${index}`}
            className={inputClass}
            {...(message && index === 0
              ? { 'aria-invalid': true as const, 'aria-describedby': 'card-items-error' }
              : {})}
            {...register(`items.${index}`)}
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
      {message && (
        <p id="card-items-error" role="alert" className="text-sm text-red-700 dark:text-red-400">
          {message}
        </p>
      )}
      <Button variant="secondary" size="sm" onClick={() => setItems([...items, ''])}>
        <HiPlus aria-hidden="true" />
        {t('privacy.addItem')}
      </Button>
    </fieldset>
  );
}
