import { and, count, countDistinct, desc, eq, sql, sum } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { courses, users, wishlistItems } from '../../db/schema/index.ts';
import { commerceCourseColumns } from '../cart/commerce-course.ts';

export async function insertItem(tx: Tx, userId: string, courseId: string): Promise<boolean> {
  const rows = await tx.insert(wishlistItems).values({ userId, courseId }).onConflictDoNothing().returning({ id: wishlistItems.id });
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
    .select({
      id: wishlistItems.id,
      createdAt: wishlistItems.createdAt,
      userId: users.id,
      userName: users.name,
      userEmail: users.email,
      courseId: courses.id,
      courseName: courses.name,
      pricePoisha: courses.pricePoisha,
    })
    .from(wishlistItems)
    .innerJoin(users, eq(users.id, wishlistItems.userId))
    .innerJoin(courses, eq(courses.id, wishlistItems.courseId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id))
    .offset(offset)
    .limit(limit);
  const [total] = await tx.select({ n: count() }).from(wishlistItems);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function adminStats(tx: Tx) {
  const [totals] = await tx
    .select({ items: count(), users: countDistinct(wishlistItems.userId), value: sum(courses.pricePoisha) })
    .from(wishlistItems)
    .innerJoin(courses, eq(courses.id, wishlistItems.courseId));
  const top = await tx
    .select({ courseId: courses.id, name: courses.name, n: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .innerJoin(courses, eq(courses.id, wishlistItems.courseId))
    .groupBy(courses.id, courses.name)
    .orderBy(desc(sql`count(*)`), courses.name)
    .limit(5);
  return {
    totalItems: Number(totals?.items ?? 0),
    totalUsers: Number(totals?.users ?? 0),
    totalValuePoisha: Number(totals?.value ?? 0),
    topCourses: top.map((t) => ({ courseId: t.courseId, name: t.name, count: Number(t.n) })),
  };
}
