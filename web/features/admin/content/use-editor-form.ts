import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';

/**
 * An editor's form (admin-side §4) on React Hook Form, checked by the shared schema the server checks the body with:
 * it shows the server's values until the admin edits them, and a refetch replaces only the fields not edited
 * (`keepDirtyValues`), so what was typed is never overwritten. `formState.isDirty` compares with the server's values.
 * `resetTo(values)` drops every edit (Reset: the server's values; after a save: what was saved) — React Hook Form's
 * own `reset` would apply `keepDirtyValues` too.
 */
export function useEditorForm<TValues extends FieldValues, TBody>({
  schema,
  server,
  toBody,
}: {
  schema: z.ZodType;
  server: TValues;
  toBody: (values: TValues) => TBody;
}): { form: UseFormReturn<TValues, unknown, TBody>; resetTo: (values: TValues) => void } {
  const form = useSchemaForm<TValues, TBody>({
    schema,
    toBody,
    defaultValues: server as DefaultValues<TValues>,
    values: server,
    resetOptions: { keepDirtyValues: true },
  });
  return { form, resetTo: (values) => form.reset(values, { keepDirtyValues: false }) };
}
