import type { BulkAnswer } from '#shared/bulk.ts';

/** A bulk action's answer for the web tests: nothing changed, skipped or refused unless `over` says so. */
export const bulkAnswer = (over: Partial<Omit<BulkAnswer, 'success'>>): BulkAnswer => ({
  success: true,
  message: 'done',
  changed: 0,
  skipped: [],
  refused: [],
  ...over,
});
