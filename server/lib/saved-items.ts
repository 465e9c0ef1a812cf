import { count, countDistinct, desc, eq, sql, sum } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { type cartItems, courses, users, type wishlistItems } from '../db/schema/index.ts';
import { poishaToTaka } from '#shared/pricing.ts';
import { primaryText } from '../db/schema/index.ts';

/**
 * What the cart and the wishlist share as lists of (learner, course) rows: the admin listing's rows and answer
 * items, and the admin totals (admin-side §7 Other admin listings). Each module adds only what is its own (the
 * cart's coupon). Shared by the cart and wishlist modules, which may not import each other's internals.
 */
type SavedItemsTable = typeof cartItems | typeof wishlistItems;

/** The admin listing's columns of either table (the cart adds its coupon code). */
export const adminItemColumns = (table: SavedItemsTable) => ({
  id: table.id,
  createdAt: table.createdAt,
  userId: users.id,
  userName: users.name,
  userEmail: users.email,
  courseId: courses.id,
  courseName: primaryText(courses.name),
  pricePoisha: courses.pricePoisha,
});

export type AdminItemRow = {
  id: string;
  createdAt: Date;
  userId: string;
  userName: string;
  userEmail: string;
  courseId: string;
  courseName: string;
  pricePoisha: number;
};

/** One admin listing item as both answers carry it. */
export const toAdminItem = (r: AdminItemRow) => ({
  _id: r.id,
  user: { _id: r.userId, name: r.userName, email: r.userEmail },
  course: { _id: r.courseId, name: r.courseName, price: poishaToTaka(r.pricePoisha) },
  createdAt: r.createdAt.toISOString(),
});

export async function countItems(tx: Tx, table: SavedItemsTable): Promise<number> {
  const [total] = await tx.select({ n: count() }).from(table);
  return Number(total?.n ?? 0);
}

/** Items, learners, their total list value and the five most saved courses (ties by name). */
export async function savedItemsStats(tx: Tx, table: SavedItemsTable) {
  const [totals] = await tx
    .select({ items: count(), users: countDistinct(table.userId), value: sum(courses.pricePoisha) })
    .from(table)
    .innerJoin(courses, eq(courses.id, table.courseId));
  const top = await tx
    .select({ courseId: courses.id, name: primaryText(courses.name), n: sql<number>`count(*)::int` })
    .from(table)
    .innerJoin(courses, eq(courses.id, table.courseId))
    .groupBy(courses.id, primaryText(courses.name))
    .orderBy(desc(sql`count(*)`), primaryText(courses.name))
    .limit(5);
  return {
    totalItems: Number(totals?.items ?? 0),
    totalUsers: Number(totals?.users ?? 0),
    totalValue: poishaToTaka(Number(totals?.value ?? 0)),
    topCourses: top.map((t) => ({ courseId: t.courseId, name: t.name, count: Number(t.n) })),
  };
}
