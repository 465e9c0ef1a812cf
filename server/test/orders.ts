import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { orders, payments, userCourses } from '../db/schema/index.ts';

/** Reads for the order tests: how many orders a payment made, a payment row, whether a user owns a course. */
export async function orderCount(app: FastifyInstance, paymentId: string): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(orders).where(eq(orders.paymentId, paymentId));
  return Number(row?.n ?? 0);
}

export async function paymentRow(app: FastifyInstance, paymentId: string) {
  const [row] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
  return row!;
}

export async function owns(app: FastifyInstance, userId: string, courseId: string): Promise<boolean> {
  const rows = await app.db
    .select({ id: userCourses.id })
    .from(userCourses)
    .where(and(eq(userCourses.userId, userId), eq(userCourses.courseId, courseId)));
  return rows.length > 0;
}
