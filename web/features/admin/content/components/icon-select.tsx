import { RadioGroup } from 'radix-ui';
import { useController } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react.tsx';
import type { IconType } from 'react-icons';
import { cn } from '#web/components/ui/cn.ts';

/**
 * The spec's icons as a grid of pictures to pick from (a radio group: Tab reaches the chosen one, the arrow keys
 * move and choose). Each is named in the reader's language (its accessible name and tooltip); the chosen one's
 * name shows beside the label. The stored value stays the spec's icon name ("FaChalkboardTeacher").
 */
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
  const { t } = useTranslation('admin-site');
  const nameOf = (icon: Name) => t(`icons.${icon}`, { defaultValue: icon });
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
        <span id={`${id}-label`}>{label}</span>
        <span aria-hidden="true" className="font-normal text-slate-600 dark:text-slate-400">
          {' · '}
          {nameOf(value)}
        </span>
      </p>
      <RadioGroup.Root
        id={id}
        aria-labelledby={`${id}-label`}
        value={value}
        onValueChange={(next) => onChange(next as Name)}
        loop
        className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-1.5"
      >
        {(Object.keys(icons) as Name[]).map((icon) => {
          const Icon: IconType = icons[icon];
          return (
            <RadioGroup.Item
              key={icon}
              value={icon}
              aria-label={nameOf(icon)}
              title={nameOf(icon)}
              data-icon={icon}
              className={cn(
                'flex h-11 items-center justify-center rounded-lg border text-xl transition-colors',
                'border-slate-200 bg-white text-slate-600 hover:border-brand-400 hover:text-brand-600',
                'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-brand-500',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                'data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-50 data-[state=checked]:text-brand-700 data-[state=checked]:ring-2 data-[state=checked]:ring-brand-500/40',
                'dark:data-[state=checked]:border-brand-500 dark:data-[state=checked]:bg-brand-500/20 dark:data-[state=checked]:text-white',
              )}
            >
              <Icon aria-hidden="true" />
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}

/** The icon picker as the `icon` field of the form in context (a feature, a privacy card), labelled "Icon". */
export function IconField<Name extends string>({ id, icons }: { id: string; icons: Record<Name, IconType> }) {
  const { t } = useTranslation('admin-site');
  // the form's icon is one of `icons` (its schema says so); a generic path cannot say it to the type checker
  const { field } = useController<{ icon: string }, 'icon'>({ name: 'icon' });
  return (
    <IconSelect id={id} label={t('iconLabel')} value={field.value as Name} icons={icons} onChange={field.onChange} />
  );
}
