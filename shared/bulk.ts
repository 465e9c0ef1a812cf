import { z } from 'zod';
import { ok } from './api.ts';
import { ERROR_CODES } from './errors.ts';

/**
 * Bulk actions of the admin lists (issue 13; docs/decisions/0039-bulk-actions.md): a body names 1–100 distinct
 * rows by id; the answer says how many rows changed, which were left as they were, and which were refused and why
 * (the code and message the single action answers for that row). A refused row does not stop the others.
 */
export const BULK_LIMIT = 100;

/** How the messages name the rows: `{ one: 'user', many: 'users' }`. */
export interface BulkNoun {
  one: string;
  many: string;
}

const isUnique = (ids: readonly string[]) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length;

/** The ids of a bulk body: UUIDs (answered in lower case), at least one, at most BULK_LIMIT, none twice. */
export const bulkIdsSchema = ({ one, many }: BulkNoun) =>
  z
    .array(z.uuid({ message: `Each ${one} id must be a valid id.` }), {
      error: `Send the ${many} as a list of ids.`,
    })
    .min(1, `Select at least one ${one}.`)
    .max(BULK_LIMIT, `Select at most ${BULK_LIMIT} ${many} at once.`)
    .refine(isUnique, `Each ${one} may be listed only once.`)
    .transform((ids) => ids.map((id) => id.toLowerCase()));

export const BulkRefusalSchema = z.object({
  id: z.uuid(),
  code: z.enum(ERROR_CODES),
  message: z.string(),
});
export type BulkRefusal = z.infer<typeof BulkRefusalSchema>;

export const BulkAnswerSchema = ok({
  message: z.string(),
  /** Rows changed by the action. */
  changed: z.number().int(),
  /** Rows that already were as the action asked (already enrolled, already hidden, already that role). */
  skipped: z.array(z.uuid()),
  /** Rows the rules refused, each with the single action's code and message. */
  refused: z.array(BulkRefusalSchema),
});
export type BulkAnswer = z.infer<typeof BulkAnswerSchema>;
/** What a bulk handler returns (the route adds `success`). */
export type BulkOutcome = Omit<BulkAnswer, 'success'>;

/** The server's one-line summary, in English (the web words its own toast from the counts). */
export const bulkMessage = (noun: BulkNoun, done: string, outcome: Omit<BulkOutcome, 'message'>): string => {
  const rows = (n: number) => `${n} ${n === 1 ? noun.one : noun.many}`;
  const parts = [`${rows(outcome.changed)} ${done}.`];
  if (outcome.skipped.length > 0) parts.push(`${outcome.skipped.length} skipped.`);
  if (outcome.refused.length > 0) parts.push(`${outcome.refused.length} refused.`);
  return parts.join(' ');
};
