import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { courses } from '../../db/schema/index.ts';

/** The port through which coupons learn a course's price (poisha): null for a course that is missing or hidden. */
export type CoursePriceLookup = (tx: Tx, courseId: string) => Promise<number | null>;

export const getCoursePricePoisha: CoursePriceLookup = async (tx, courseId) => {
  const [row] = await tx
    .select({ pricePoisha: courses.pricePoisha })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.isActive, true)))
    .limit(1);
  return row?.pricePoisha ?? null;
};
