import type { z } from 'zod';
import { badRequest } from '../errors.ts';

/**
 * Validates inside a service, for checks the spec orders after others (log in, then ownership, then the form):
 * the first problem becomes the message exactly as the schema words it, with every problem in `fields`.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw badRequest(result.error.issues[0]?.message ?? 'Invalid request', 'validation_failed', fields);
}
