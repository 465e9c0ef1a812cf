import type { TFunction } from '#web/i18n/translator.ts';
import { toast } from 'sonner';
import type { BulkAnswer, BulkRefusal } from '#shared/bulk.ts';

/**
 * The toast after a bulk action (issue 13): how many rows changed, how many were skipped, and why the others were
 * refused, each distinct reason once, as a sentence of the reader's language. Every row refused is an error, some
 * a warning.
 */
export function showBulkResult(
  t: TFunction,
  answer: BulkAnswer,
  words: {
    /** "3 courses hidden." for `answer.changed`. */
    done: (count: number) => string;
    /** "1 was already hidden." for the skipped rows, when the action skips any. */
    skipped?: (count: number) => string;
    /** A refusal in the reader's language; the server's (English) message when the code is not known here. */
    reason: (refusal: BulkRefusal) => string | undefined;
  },
): void {
  const parts = [words.done(answer.changed)];
  if (answer.skipped.length > 0 && words.skipped) parts.push(words.skipped(answer.skipped.length));
  if (answer.refused.length > 0) {
    const stop = t('admin:bulk.stop');
    const reasons = [...new Set(answer.refused.map((r) => words.reason(r) ?? r.message))];
    const sentences = reasons.map((reason) => (/[.!?।]$/.test(reason) ? reason : `${reason}${stop}`));
    parts.push(t('admin:bulk.refused', { count: answer.refused.length, reasons: sentences.join(' ') }));
  }
  const text = parts.join(' ');
  if (answer.refused.length === 0) toast.success(text);
  else if (answer.changed === 0 && answer.skipped.length === 0) toast.error(text);
  else toast.warning(text);
}
