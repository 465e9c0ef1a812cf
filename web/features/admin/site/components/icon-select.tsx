import type { IconType } from 'react-icons';
import { Field, inputClass } from '#web/features/admin/ui/form-controls.tsx';

/** A select of the spec's icon names with a live preview of the chosen icon. */
export function IconSelect<Name extends string>({
  id,
  label,
  value,
  icons,
  onChange,
}: {
  id: string;
  label: string;
  value: Name;
  icons: Record<Name, IconType>;
  onChange: (name: Name) => void;
}) {
  const Icon: IconType | undefined = icons[value];
  return (
    <Field label={label} htmlFor={id}>
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          data-testid="icon-preview"
          data-icon={value}
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-xl text-brand-600 dark:bg-slate-800 dark:text-brand-500"
        >
          {Icon && <Icon />}
        </span>
        <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value as Name)}>
          {(Object.keys(icons) as Name[]).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </Field>
  );
}
