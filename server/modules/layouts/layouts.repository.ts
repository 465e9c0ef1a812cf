import { asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { categories, layouts } from '../../db/schema/index.ts';

/** What an admin stored for one layout type (only the keys they set), or null. */
export async function findLayoutData(tx: Tx, type: string): Promise<Record<string, unknown> | null> {
  const [row] = await tx.select({ data: layouts.data }).from(layouts).where(eq(layouts.type, type)).limit(1);
  return row?.data ?? null;
}

export async function saveLayoutData(tx: Tx, type: string, data: Record<string, unknown>): Promise<void> {
  await tx
    .insert(layouts)
    .values({ type, data })
    .onConflictDoUpdate({ target: layouts.type, set: { data, updatedAt: new Date() } });
}

/** Stores the layout only when none is stored (seeding never overwrites an admin's edits). */
export async function insertLayoutDataIfMissing(tx: Tx, type: string, data: Record<string, unknown>): Promise<void> {
  await tx.insert(layouts).values({ type, data }).onConflictDoNothing();
}

export interface CategoryRow {
  id: string;
  title: string;
}

export function listCategories(tx: Tx): Promise<CategoryRow[]> {
  return tx
    .select({ id: categories.id, title: categories.title })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.createdAt), asc(categories.id));
}

/**
 * Replaces the category list: rows whose id still exists keep it (so courses keep their category), new rows get
 * a new id, rows left out are deleted. Positions follow the list order. A fixed number of statements.
 */
export async function replaceCategories(tx: Tx, list: { id?: string | undefined; title: string }[]): Promise<void> {
  const existing = new Set((await tx.select({ id: categories.id }).from(categories)).map((r) => r.id));
  const kept = list.flatMap((c, position) =>
    c.id && existing.has(c.id) ? [{ id: c.id, title: c.title, position }] : [],
  );
  const added = list.flatMap((c, position) => (c.id && existing.has(c.id) ? [] : [{ title: c.title, position }]));
  const keptIds = kept.map((c) => c.id);

  if (keptIds.length > 0) await tx.delete(categories).where(notInArray(categories.id, keptIds));
  else await tx.delete(categories);
  if (kept.length > 0) {
    // Upsert by id updates the kept rows' title and position in one statement.
    await tx
      .insert(categories)
      .values(kept)
      .onConflictDoUpdate({
        target: categories.id,
        set: { title: sql`excluded.title`, position: sql`excluded.position`, updatedAt: new Date() },
      });
  }
  if (added.length > 0) await tx.insert(categories).values(added);
}

export async function countCategories(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(categories);
  return row?.n ?? 0;
}
