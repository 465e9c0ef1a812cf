import type { ReactNode } from 'react';
import type { DefaultValues, FieldPath, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../button.tsx';
import { inputClass } from './control-class.ts';
import { FormField } from './form-field.tsx';
import { Form } from './form.tsx';
import { useSchemaForm } from './schema-form.ts';

/**
 * A text written and sent on its own (a question, an answer, a review, a reply): a labelled textarea and its
 * button, checked by the shared `schema` of the body it is sent in. `name` is the text's key in that body;
 * `values` holds the rest of the body (ids, a rating that `children` edit in the same form) and may hold a text
 * to start from (an edited reply). The text is sent trimmed; `onSubmit` resolves true when it was accepted, and
 * the box then starts again.
 */
export function TextBox<TBody extends FieldValues>({
  id,
  name,
  label,
  submitLabel,
  schema,
  values,
  isPending,
  onSubmit,
  rows = 3,
  maxLength = 2000,
  hint,
  footerClassName,
  actions,
  children,
}: {
  id: string;
  name: FieldPath<TBody>;
  label: string;
  submitLabel: string;
  schema: z.ZodType;
  values?: Partial<TBody>;
  isPending: boolean;
  onSubmit: (body: TBody) => Promise<boolean>;
  rows?: number;
  maxLength?: number;
  hint?: ReactNode;
  /** The look of the row holding the button. */
  footerClassName?: string;
  /** Buttons before the submit button (Cancel). */
  actions?: ReactNode;
  /** Fields of the same body shown above the text (they read and write the form in context). */
  children?: ReactNode;
}) {
  const defaults = { [name]: '', ...values } as DefaultValues<TBody>;
  const form = useSchemaForm<TBody>({
    schema,
    defaultValues: defaults,
    toBody: (typed) => ({ ...typed, [name]: String(typed[name as keyof TBody] ?? '').trim() }),
  });
  const submit = (body: TBody) =>
    void onSubmit(body).then((ok) => {
      if (ok) form.reset(defaults);
    });
  return (
    <Form form={form} onSubmit={submit} className="space-y-2">
      {children}
      <FormField<TBody> name={name} id={id} label={label} hint={hint}>
        {(control) => (
          <textarea {...control} rows={rows} maxLength={maxLength} className={inputClass} {...form.register(name)} />
        )}
      </FormField>
      <div className={footerClassName}>
        {actions}
        <Button type="submit" size="sm" isLoading={isPending}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
