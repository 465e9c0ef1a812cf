import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { courses } from '../../db/schema/index.ts';

/** A course's price (poisha) as the coupon box checks it: null for a course that is missing or hidden. */
export async function coursePricePoisha(tx: Tx, courseId: string): Promise<number | null> {
  const [row] = await tx
    .select({ pricePoisha: courses.pricePoisha })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.isActive, true)))
    .limit(1);
  return row?.pricePoisha ?? null;
}
