import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cartItems, coupons, courses, users } from '../../db/schema/index.ts';
import { commerceCourseColumns } from '../../lib/commerce-course.ts';
import { adminItemColumns, countItems, savedItemsStats } from '../../lib/saved-items.ts';

export async function insertItem(tx: Tx, userId: string, courseId: string): Promise<boolean> {
  const rows = await tx
    .insert(cartItems)
    .values({ userId, courseId })
    .onConflictDoNothing()
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteItem(tx: Tx, userId: string, courseId: string): Promise<boolean> {
  const rows = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.courseId, courseId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteItems(tx: Tx, userId: string, courseIds: string[]): Promise<void> {
  if (courseIds.length === 0) return;
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.courseId, courseIds)));
}

export async function clear(tx: Tx, userId: string): Promise<number> {
  const rows = await tx.delete(cartItems).where(eq(cartItems.userId, userId)).returning({ id: cartItems.id });
  return rows.length;
}

export async function setCoupon(tx: Tx, userId: string, courseId: string, couponId: string | null): Promise<boolean> {
  const rows = await tx
    .update(cartItems)
    .set({ couponId })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.courseId, courseId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function hasItem(tx: Tx, userId: string, courseId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.courseId, courseId)))
    .limit(1);
  return Boolean(row);
}

/** The learner's cart with its courses (visible ones) and applied coupon codes, newest first; one query. */
export async function listItems(tx: Tx, userId: string) {
  return tx
    .select({
      id: cartItems.id,
      createdAt: cartItems.createdAt,
      couponCode: coupons.code,
      course: commerceCourseColumns,
    })
    .from(cartItems)
    .innerJoin(courses, eq(courses.id, cartItems.courseId))
    .leftJoin(coupons, eq(coupons.id, cartItems.couponId))
    .where(and(eq(cartItems.userId, userId), eq(courses.isActive, true)))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
}

export async function adminList(tx: Tx, offset: number, limit: number) {
  const rows = await tx
    .select({ ...adminItemColumns(cartItems), couponCode: coupons.code })
    .from(cartItems)
    .innerJoin(users, eq(users.id, cartItems.userId))
    .innerJoin(courses, eq(courses.id, cartItems.courseId))
    .leftJoin(coupons, eq(coupons.id, cartItems.couponId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id))
    .offset(offset)
    .limit(limit);
  return { rows, total: await countItems(tx, cartItems) };
}

export const adminStats = (tx: Tx) => savedItemsStats(tx, cartItems);
