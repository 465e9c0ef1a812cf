import { bulkMessage, type BulkNoun, type BulkOutcome } from '#shared/bulk.ts';
import type { AppError } from '../errors.ts';

/** A row a bulk action's rules refused: the error the single action would have thrown for it. */
export interface Refused {
  id: string;
  error: AppError;
}

/** The answer of a bulk action (shared/bulk.ts BulkAnswerSchema) from what it did. */
export function bulkOutcome(
  noun: BulkNoun,
  done: string,
  result: { changed: number; skipped?: readonly string[]; refused: readonly Refused[] },
): BulkOutcome {
  const outcome = {
    changed: result.changed,
    skipped: [...(result.skipped ?? [])],
    refused: result.refused.map(({ id, error }) => ({ id, code: error.code, message: error.message })),
  };
  return { message: bulkMessage(noun, done, outcome), ...outcome };
}

/** Throws the refusal of a single action's one row (a single action is a bulk action of one). */
export function throwRefusal(refused: readonly Refused[]): void {
  if (refused[0]) throw refused[0].error;
}
