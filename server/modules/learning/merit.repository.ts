import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { meritNames } from '../../db/schema/learning.ts';

/** Which of these learners chose to appear on merit lists as initials (one query, a page of ids at most). */
export async function initialsChosen(tx: Tx, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await tx
    .select({ userId: meritNames.userId })
    .from(meritNames)
    .where(and(inArray(meritNames.userId, [...userIds]), eq(meritNames.initials, true)));
  return new Set(rows.map((r) => r.userId));
}

export async function setInitials(tx: Tx, userId: string, initials: boolean): Promise<void> {
  await tx
    .insert(meritNames)
    .values({ userId, initials })
    .onConflictDoUpdate({ target: meritNames.userId, set: { initials, updatedAt: new Date() } });
}
