import { useTranslation } from '#web/i18n/react.tsx';
import { Field, inputClass } from '#web/features/admin/ui/form-controls.tsx';
import { isHexColour } from './payment-model.ts';

/** A colour picker beside a hex text input; the text must be # plus six hex digits (admin-side §5). */
export function ColourField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('admin-content');
  const valid = isHexColour(value);
  return (
    <Field label={label} htmlFor={id} error={valid ? null : t('payment.hexInvalid')}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t('payment.pickColour', { name: label })}
          value={valid ? value.toLowerCase() : '#000000'}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 dark:border-slate-700 dark:bg-slate-950"
        />
        <input
          id={id}
          value={value}
          maxLength={7}
          spellCheck={false}
          aria-invalid={!valid || undefined}
          onChange={(e) => onChange(e.target.value.trim())}
          className={`${inputClass} font-mono uppercase`}
        />
      </div>
    </Field>
  );
}
