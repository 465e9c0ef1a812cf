import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { cn } from '../cn.ts';
import { inputBase } from './control-class.ts';
import { ControlledField } from './form-field.tsx';

/**
 * A code written in capitals (a coupon code), uppercased as it is typed, in a field of the form in context;
 * `children` stand beside the input in its row (the Apply button).
 */
export function CodeField<TValues extends FieldValues>({
  name,
  id,
  label,
  placeholder,
  maxLength = 100,
  children,
}: {
  name: FieldPath<TValues>;
  id: string;
  label: string;
  placeholder?: string;
  maxLength?: number;
  children?: ReactNode;
}) {
  return (
    <ControlledField<TValues, FieldPath<TValues>> name={name} id={id} label={label}>
      {(control, field) => (
        <div className="flex gap-2">
          <input
            {...control}
            ref={field.ref}
            name={field.name}
            value={field.value as string}
            onChange={(e) => field.onChange(e.target.value.toUpperCase())}
            onBlur={field.onBlur}
            placeholder={placeholder}
            autoComplete="off"
            maxLength={maxLength}
            className={cn(inputBase, 'min-w-0 flex-1 uppercase')}
          />
          {children}
        </div>
      )}
    </ControlledField>
  );
}
