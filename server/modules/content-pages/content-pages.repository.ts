import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { contentPages } from '../../db/schema/content-pages.ts';

/** Keys of the whole-page documents in content_pages. */
export const CONTENT_PAGE_KEYS = ['about', 'privacy', 'payment-pages'] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];

export interface StoredPage {
  data: Record<string, unknown>;
  updatedAt: Date;
}

export async function findContentPage(tx: Tx, key: ContentPageKey): Promise<StoredPage | null> {
  const [row] = await tx
    .select({ data: contentPages.data, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .where(eq(contentPages.key, key))
    .limit(1);
  return row ?? null;
}

export async function saveContentPage(tx: Tx, key: ContentPageKey, data: Record<string, unknown>): Promise<StoredPage> {
  const [row] = await tx
    .insert(contentPages)
    .values({ key, data })
    .onConflictDoUpdate({ target: contentPages.key, set: { data, updatedAt: new Date() } })
    .returning({ data: contentPages.data, updatedAt: contentPages.updatedAt });
  return row!;
}

/** Stores the page only when it has never been stored (seeding never overwrites an admin's edits). */
export async function insertContentPageIfMissing(
  tx: Tx,
  key: ContentPageKey,
  data: Record<string, unknown>,
): Promise<void> {
  await tx.insert(contentPages).values({ key, data }).onConflictDoNothing();
}

export async function deleteContentPage(tx: Tx, key: ContentPageKey): Promise<void> {
  await tx.delete(contentPages).where(eq(contentPages.key, key));
}
