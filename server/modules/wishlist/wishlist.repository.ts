import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { courses, users, wishlistItems } from '../../db/schema/index.ts';
import { commerceCourseColumns } from '../../lib/commerce-course.ts';
import { adminItemColumns, countItems, savedItemsStats } from '../../lib/saved-items.ts';

export async function insertItem(tx: Tx, userId: string, courseId: string): Promise<boolean> {
  const rows = await tx
    .insert(wishlistItems)
    .values({ userId, courseId })
    .onConflictDoNothing()
    .returning({ id: wishlistItems.id });
  return rows.length > 0;
}

export async function deleteItem(tx: Tx, userId: string, courseId: string): Promise<boolean> {
  const rows = await tx
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.courseId, courseId)))
    .returning({ id: wishlistItems.id });
  return rows.length > 0;
}

export async function hasItem(tx: Tx, userId: string, courseId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.courseId, courseId)))
    .limit(1);
  return Boolean(row);
}

export async function listItems(tx: Tx, userId: string) {
  return tx
    .select({ id: wishlistItems.id, createdAt: wishlistItems.createdAt, course: commerceCourseColumns })
    .from(wishlistItems)
    .innerJoin(courses, eq(courses.id, wishlistItems.courseId))
    .where(and(eq(wishlistItems.userId, userId), eq(courses.isActive, true)))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
}

export async function adminList(tx: Tx, offset: number, limit: number) {
  const rows = await tx
    .select(adminItemColumns(wishlistItems))
    .from(wishlistItems)
    .innerJoin(users, eq(users.id, wishlistItems.userId))
    .innerJoin(courses, eq(courses.id, wishlistItems.courseId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id))
    .offset(offset)
    .limit(limit);
  return { rows, total: await countItems(tx, wishlistItems) };
}

export const adminStats = (tx: Tx) => savedItemsStats(tx, wishlistItems);
