import type { ReactNode } from 'react';
import { FieldShell } from '#web/components/ui/form/form-field.tsx';

export { inputBase, inputClass } from '#web/components/ui/form/control-class.ts';
export { Toggle } from '#web/components/ui/form/toggle.tsx';

/**
 * A labelled field whose control already carries its id (`htmlFor`); the message (id `${htmlFor}-error`) or the
 * hint shows under it. Forms use `FormField` of web/components/ui/form instead.
 */
export function Field({
  label,
  htmlFor,
  error,
  hint,
  required = false,
  children,
  className,
}: {
  label: string;
  htmlFor: string;
  error?: string | null;
  hint?: string;
  required?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <FieldShell id={htmlFor} label={label} error={error} hint={hint} required={required} className={className}>
      {() => children}
    </FieldShell>
  );
}
