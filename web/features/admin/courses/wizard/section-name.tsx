import { useId, useState } from 'react';
import { isBlank, type Bilingual, type Language } from '#shared/bilingual.ts';
import { BilingualField } from '../../ui/bilingual-field.tsx';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { inputClass } from '../../ui/form-controls.tsx';
import { WIZARD_MESSAGES } from './wizard-checks.ts';

/** Renaming a section: Enter (or Save) saves, Esc (or Cancel) cancels; an empty name is refused. */
export function SectionName({
  name,
  primary,
  onSave,
  onCancel,
}: {
  /** In both languages (decision 0099), edited side by side; an empty name is one empty in both. */
  name: Bilingual;
  primary: Language;
  onSave: (name: Bilingual) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['admin-courses', 'admin']);
  const [value, setValue] = useState(name);
  const fieldId = useId();
  const save = () => {
    if (isBlank(value)) toast.error(WIZARD_MESSAGES.sectionNameEmpty);
    else onSave(value);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="min-w-0 flex-1">
        <BilingualField
          id={fieldId}
          label={t('content.sectionName')}
          value={value}
          onChange={setValue}
          primary={primary}
        >
          {(control) => (
            <input
              id={control.id}
              autoFocus={control.language === primary}
              aria-label={control.language === primary ? t('content.sectionName') : control.label}
              className={inputClass}
              value={control.value}
              onChange={(e) => control.onChange(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  save();
                } else if (e.key === 'Escape') {
                  e.preventDefault();
                  onCancel();
                }
              }}
            />
          )}
        </BilingualField>
      </div>
      <Button size="sm" onClick={save}>
        {t('admin:save')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        {t('admin:cancel')}
      </Button>
    </div>
  );
}
