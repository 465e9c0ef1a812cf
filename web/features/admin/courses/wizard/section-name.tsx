import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { inputClass } from '../../ui/form-controls.tsx';
import { WIZARD_MESSAGES } from './wizard-checks.ts';

/** Renaming a section: Enter (or Save) saves, Esc (or Cancel) cancels; an empty name is refused. */
export function SectionName({
  name,
  onSave,
  onCancel,
}: {
  name: string;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['admin-courses', 'admin']);
  const [value, setValue] = useState(name);
  const save = () => {
    if (value.trim() === '') toast.error(WIZARD_MESSAGES.sectionNameEmpty);
    else onSave(value.trim());
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        autoFocus
        aria-label={t('content.sectionName')}
        className={`${inputClass} max-w-sm`}
        value={value}
        onChange={(e) => setValue(e.target.value)}
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
      <Button size="sm" onClick={save}>
        {t('admin:save')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        {t('admin:cancel')}
      </Button>
    </div>
  );
}
