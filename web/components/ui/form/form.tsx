import { type FormEvent, type FormHTMLAttributes, type ReactNode, useLayoutEffect, useRef } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type SubmitErrorHandler,
  type SubmitHandler,
  useFormState,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * A form of React Hook Form: `noValidate` (our messages, in the reader's language, instead of the browser's
 * bubbles), the form's context for its fields, and focus on the first invalid field (in page order) after a
 * refused submit. `onInvalid` gets the errors too (the wizard's step check also toasts the first one).
 */
export function Form<TValues extends FieldValues, TBody>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...rest
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid'> & {
  form: UseFormReturn<TValues, unknown, TBody>;
  onSubmit: SubmitHandler<TBody>;
  onInvalid?: SubmitErrorHandler<TValues>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);
  // re-render when errors change, so the effect below runs once they are on the page
  const { errors } = useFormState({ control: form.control });
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    focusFirstInvalid(ref.current);
  }, [errors]);
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(onSubmit, (invalid, submitEvent) => {
      focusPending.current = true;
      return onInvalid?.(invalid, submitEvent);
    })(event);
  return (
    <FormProvider {...form}>
      <form ref={ref} noValidate onSubmit={(event) => void submit(event)} {...rest}>
        {children}
      </form>
    </FormProvider>
  );
}

/** Focuses the first control marked invalid inside `root` (page order). */
export function focusFirstInvalid(root: HTMLElement | null): void {
  root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** The first error in the schema's order (the order the resolver reported them), with its path. */
export function firstError(errors: FieldErrors): { path: string; error: FieldErrors[string] } | null {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    if (typeof value.message === 'string' || typeof value.type === 'string')
      return { path: key, error: value as FieldErrors[string] };
    const inner = firstError(value as FieldErrors);
    if (inner) return { path: `${key}.${inner.path}`, error: inner.error };
  }
  return null;
}
