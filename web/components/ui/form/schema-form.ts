import { toNestErrors } from '@hookform/resolvers';
import { type FieldValues, type Resolver, useForm, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { type FormFieldError, formIssueOf } from './form-text.ts';

/**
 * A React Hook Form resolver for a shared schema (the one the server validates the same body with). `toBody` turns
 * what the inputs hold (numbers as typed, blanks) into the body that is sent; the body is checked, and on success
 * handed to the submit handler as it is (the server parses it again). Each field's first issue is kept on its error
 * so the message can be worded in the reader's language, naming the field (./form-text.ts).
 */
export function schemaResolver<TValues extends FieldValues, TBody = TValues>(
  schema: z.ZodType,
  toBody: (values: TValues) => TBody = (values) => values as unknown as TBody,
): Resolver<TValues, unknown, TBody> {
  return async (values, _context, options) => {
    const body = toBody(values);
    const result = await schema.safeParseAsync(body);
    if (result.success) return { values: body, errors: {} };
    const byPath: Record<string, FormFieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      byPath[path] ??= { type: issue.code, message: issue.message, issue: formIssueOf(issue) };
    }
    return { values: {}, errors: toNestErrors<TValues>(byPath, options) };
  };
}

export type SchemaFormOptions<TValues extends FieldValues, TBody> = Omit<
  UseFormProps<TValues, unknown, TBody>,
  'resolver' | 'formControl'
> & {
  /** The shared schema the server checks the same body with. */
  schema: z.ZodType;
  toBody?: (values: TValues) => TBody;
};

/**
 * `useForm` checked by a shared schema. Focus moves to the first invalid field on submit (`<Form>`, in page order),
 * so React Hook Form's own focusing (in registration order) is off.
 */
export function useSchemaForm<TValues extends FieldValues, TBody = TValues>({
  schema,
  toBody,
  ...options
}: SchemaFormOptions<TValues, TBody>): UseFormReturn<TValues, unknown, TBody> {
  return useForm<TValues, unknown, TBody>({
    shouldFocusError: false,
    ...options,
    resolver: schemaResolver(schema, toBody),
  });
}
