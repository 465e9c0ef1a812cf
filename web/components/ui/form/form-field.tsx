import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import {
  type ControllerRenderProps,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  useController,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { cn } from '../cn.ts';
import { inputClass } from './control-class.ts';
import { type FormFieldError, type FormMessage, useFormText } from './form-text.ts';

/** What a field's control needs to be tied to its label, hint and message. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A field's frame without a form library: the label (pointing at `id`), the control, and under it the message or
 * else the hint, tied to the control by aria-describedby and aria-invalid (the control spreads `control`). Used by FormField;
 * on its own only for a control whose message comes from elsewhere (a step check of a list editor).
 */
export function FieldShell({
  id,
  label,
  hint,
  error,
  required = false,
  hideLabel = false,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  /** The message, already in the reader's language. */
  error?: string | null;
  required?: boolean;
  /** The label is read by screen readers only (a row of a list, whose heading says what it is). */
  hideLabel?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  // the message takes the hint's place while it shows (one description: what is wrong)
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = errorId ?? hintId;
  const control: ControlProps = {
    id,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={cn('mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200', hideLabel && 'sr-only')}
      >
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-600 dark:text-red-400">
            *
          </span>
        )}
      </label>
      {children(control)}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {hintId && (
        <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The error at `name`, or the first one inside it (a field may hold a nested value: `{ bn, en }`, a quiz item). */
export function errorAt(errors: FieldErrors, name: string): FormFieldError | undefined {
  const found: unknown = get(errors, name);
  const first = (node: unknown): FormFieldError | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const value = node as FormFieldError;
    if (typeof value.message === 'string' && value.message !== '') return value;
    for (const [key, inner] of Object.entries(node)) {
      if (key === 'ref') continue;
      const hit = first(inner);
      if (hit) return hit;
    }
    return undefined;
  };
  return first(found);
}

interface FieldProps<TValues extends FieldValues> {
  name: FieldPath<TValues>;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  className?: string;
  /** The control's id (default: a generated one). */
  id?: string;
  /** A message shown instead of the field's own (a load failure of its options). */
  message?: FormMessage;
}

/**
 * The message of a form's field, in the reader's language (`message` wins over the field's own error): for a group
 * of controls that draws its own frame (a fieldset of checkboxes).
 */
export function useFieldMessage<TValues extends FieldValues>(
  name: FieldPath<TValues>,
  label: string,
  message?: FormMessage,
) {
  const { errors } = useFormState<TValues>({ name });
  const text = useFormText();
  return text(message ?? errorAt(errors, name), label);
}

/**
 * A field of the form in context (`<Form>`): label, hint, and its message in the reader's language naming the
 * field; `children` gets the control's ids and marks: `{(control) => <input {...control} {...register(name)} />}`.
 */
export function FormField<TValues extends FieldValues>({
  name,
  id,
  message,
  children,
  ...shell
}: FieldProps<TValues> & { children: (control: ControlProps) => ReactNode }) {
  const generated = useId();
  const error = useFieldMessage<TValues>(name, shell.label, message);
  return (
    <FieldShell id={id ?? generated} error={error} {...shell}>
      {children}
    </FieldShell>
  );
}

/**
 * A field whose control is not a plain input (the rich-text editor, an image, a switch, a `{ bn, en }` pair, a
 * quiz item): `children` gets the control's ids and `field` (value, onChange, onBlur) of any value, nested too.
 */
export function ControlledField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  name,
  id,
  message,
  children,
  ...shell
}: FieldProps<TValues> & {
  name: TName;
  children: (control: ControlProps, field: ControllerRenderProps<TValues, TName>) => ReactNode;
}) {
  const generated = useId();
  const { control } = useFormContext<TValues>();
  const { field } = useController<TValues, TName>({ name, control });
  const error = useFieldMessage<TValues>(name, shell.label, message);
  return (
    <FieldShell id={id ?? generated} error={error} {...shell}>
      {(ids) => children(ids, field)}
    </FieldShell>
  );
}

/**
 * A text input registered with the form in context, in a FormField: `<InputField name="code" label={…} />`.
 * Input attributes (type, autoComplete, inputMode, min …) pass to the input; `inputClassName` replaces its look.
 */
export function InputField<TValues extends FieldValues>({
  name,
  label,
  hint,
  required,
  hideLabel,
  className,
  id,
  message,
  inputClassName = inputClass,
  ...input
}: FieldProps<TValues> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'> & {
    inputClassName?: string;
  }) {
  const { register } = useFormContext<TValues>();
  return (
    <FormField<TValues> {...{ name, label, hint, required, hideLabel, className, id, message }}>
      {(control) => <input {...control} {...input} className={inputClassName} {...register(name)} />}
    </FormField>
  );
}
