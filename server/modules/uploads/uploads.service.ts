import { inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploadRemovals } from '../../db/schema/uploads.ts';

/** Files to delete once `dueAt` has passed (the storage's `remove`, server/integrations/storage.ts). */
export async function scheduleRemoval(db: Db, url: string, dueAt: Date): Promise<void> {
  await db.insert(uploadRemovals).values({ url, dueAt });
}

/**
 * Up to `limit` removals that are due, taken (their rows deleted) so that instances sweeping at once never take the
 * same one; the caller deletes their files. A file whose deletion is lost with the process stays on disk (no data is
 * lost, only room).
 */
export async function takeDueRemovals(db: Db, now: Date, limit: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: uploadRemovals.id, url: uploadRemovals.url })
      .from(uploadRemovals)
      .where(lte(uploadRemovals.dueAt, now))
      .orderBy(uploadRemovals.dueAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx.delete(uploadRemovals).where(
      inArray(
        uploadRemovals.id,
        due.map((d) => d.id),
      ),
    );
    return due.map((d) => d.url);
  });
}

/** How many removals wait (tests and the operator's view). */
export async function pendingRemovals(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(uploadRemovals);
  return row?.n ?? 0;
}
